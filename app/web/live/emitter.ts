/** Typed listeners for the browser's socket clients (canvas, inbox, order fulfilment). */
export class Emitter<Events extends { [K in keyof Events]: (...args: never[]) => void }> {
  private listeners: { [K in keyof Events]?: Events[K][] } = {};

  /** Adds a listener; the answer removes it. */
  on<K extends keyof Events>(event: K, listener: Events[K]): () => void {
    ((this.listeners[event] ??= []) as Events[K][]).push(listener);
    return () => {
      this.listeners[event] = this.listeners[event]!.filter((l) => l !== listener) as never;
    };
  }

  emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>) {
    for (const l of this.listeners[event] ?? []) (l as unknown as (...a: unknown[]) => void)(...args);
  }
}

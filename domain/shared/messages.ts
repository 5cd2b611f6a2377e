/**
 * One message shape for the whole domain: read-only `{ type, data, metadata }`.
 * Commands are imperative (`ListGoods`), events are past-tense facts (`GoodsListed`).
 */
export type Role = 'visitor' | 'client' | 'designer' | 'salesman' | 'staff' | 'supplier_b' | 'analyst';

/** Who is asking. The system actor runs seeding and process managers. */
export type Actor =
  | { readonly kind: 'system' }
  | { readonly kind: 'visitor'; readonly visitorId: string }
  | {
      readonly kind: 'user';
      readonly userId: string;
      readonly visitorId?: string;
      readonly email: string;
      readonly roles: readonly Role[];
    };

export type CommandMetadata = Readonly<{
  /** Idempotency key: a retried command with the same id appends nothing new. */
  commandId: string;
  /** The clock arrives with the command so that `decide` stays pure. */
  now: string;
  actor: Actor;
}>;

export type Command<Type extends string = string, Data = unknown> = Readonly<{
  type: Type;
  data: Readonly<Data>;
  metadata: CommandMetadata;
}>;

export type Event<Type extends string = string, Data = unknown> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

export type EventOf<E extends Event, T extends E['type']> = Extract<E, { type: T }>;

/** A decider: pure functions from past events and a command to new events. */
export interface Decider<State, C extends Command, E extends Event> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  decide: (command: C, state: State) => E[];
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected message: ${JSON.stringify(value)}`);
}

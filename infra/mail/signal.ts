import { EventEmitter } from 'node:events';

/**
 * "Mail was queued" within this process, so that its mail sender looks at once
 * instead of at its next poll. Kept on the global object because a process can
 * hold two copies of this module (the server bundle's and the one tools and
 * tests load); a wake meant for another database only costs a look.
 */
const key = Symbol.for('roomcraft.mail-queued');

function emitter(): EventEmitter {
  const global = globalThis as { [key]?: EventEmitter };
  return (global[key] ??= new EventEmitter().setMaxListeners(0));
}

export function announceMailQueued(): void {
  emitter().emit('queued');
}

export function onMailQueued(listener: () => void): () => void {
  emitter().on('queued', listener);
  return () => emitter().off('queued', listener);
}

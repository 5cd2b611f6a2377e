import type { CommandDefinition } from '../domain/shared/command-definition';
import type { RecordedEvent } from '../domain/shared/feed';
import type { Event } from '../domain/shared/messages';
import type { FeedEvent } from '../projections/projection';

/**
 * A command a process sends. The runner derives its command id from the
 * triggering event (`${process}:${eventId}:${key}`), so handling the same event
 * again — after a crash, on a replay, or from a request that ran the step first —
 * sends nothing twice (the pipeline answers a known command id with its first result).
 */
export interface ProcessCommand {
  command: CommandDefinition<any, any, any>;
  input: unknown;
  /** Distinguishes several commands sent for one event; defaults to their index. */
  key?: string;
}

/** A mail a reactor sends: queued in the durable outbox once per (process, event, key). */
export interface ProcessMail {
  mail: { to: string; subject: string; text: string; html?: string; kind: string };
  key?: string;
}

export type ProcessOutput = ProcessCommand | ProcessMail;

/**
 * A process (Emmett's workflow shape) over input events: `instanceOf` routes an
 * event to one instance (a payment id, a user id) or ignores it (null), `evolve`
 * keeps that instance's state, and `decide` answers the commands (and mails) the
 * event calls for, given the state before it. Plain, deterministic TypeScript: no
 * I/O in decide or evolve (what a decision needs to read is in the events, or a
 * command's handler reads it).
 */
export interface Process<S, E extends Event> {
  name: string;
  /** Every event type it consumes (evolve and/or decide). */
  handles: readonly E['type'][];
  instanceOf(event: FeedEvent<E>): string | null;
  initialState(): S;
  evolve(state: S, event: FeedEvent<E>): S;
  decide(event: FeedEvent<E>, state: S): ProcessOutput[];
}

/** A process typed by its input events (`defineProcess<PaymentEvent>()({ … })`). */
export function defineProcess<E extends Event>() {
  return <S>(spec: Process<S, E>): Process<S, E> => spec;
}

export type AnyProcess = Process<any, any>;
export type ProcessInput = RecordedEvent;

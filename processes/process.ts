import type { CommandDefinition } from '../domain/shared/command-definition';
import type { RecordedEvent } from '../domain/shared/feed';
import type { Event } from '../domain/shared/messages';

/** A feed event as its domain type says: `type` narrows `data`. */
export type ProcessEvent<E extends Event> = E extends Event ? RecordedEvent<E['type'], E['data']> : never;

/**
 * A command a process sends. The runner derives its command id from the
 * triggering event (`${process}:${eventId}:${key}`), so handling the same event
 * again — after a crash, on a second runner, or on a rebuild — sends nothing
 * twice (the pipeline answers a known command id with its first result).
 * With `at`, the command is scheduled: kept durably and sent once it is due
 * (a payment abandoned after 30 minutes, a reminder); a command that is no longer
 * relevant then decides nothing (the payment was paid meanwhile).
 */
export interface ProcessCommand {
  command: CommandDefinition<any, any, any>;
  input: unknown;
  /** Distinguishes several outputs for one event; defaults to their index. */
  key?: string;
  /** ISO time: not before then. */
  at?: string;
}

/**
 * A mail a reactor sends, queued in the durable outbox once per (process, event,
 * key). `toUserId` is resolved to the account's address when it is sent; the
 * content is built by the process from the events (pure templates in domain/).
 */
export interface ProcessMail {
  mail: {
    to?: string;
    toUserId?: string;
    /**
     * A choice the account makes about this kind of mail: with it, `toUserId` is
     * resolved to no address (nothing is sent) while the account has it off.
     */
    preference?: MailPreference;
    subject: string;
    text: string;
    html?: string;
    kind: string;
    /** A one-click unsubscribe address (RFC 8058) for the mail's List-Unsubscribe headers. */
    listUnsubscribe?: string;
  };
  key?: string;
}

/** The account's mail choices a process mail may depend on: "Project updates" (openReceive, /client/notification). */
export type MailPreference = 'project-updates';

/**
 * Work with the outside world (charge a card, refund it): a named effect the
 * composition root implements (`EffectHandlers`). Its answer — the commands that
 * record what happened — is kept under the output's key, so a step handled again
 * reuses the answer instead of asking the outside world twice.
 */
export interface ProcessEffect {
  effect: string;
  input: unknown;
  key?: string;
}

export type ProcessOutput = ProcessCommand | ProcessMail | ProcessEffect;

/** What a process may know besides its events. */
export interface ProcessEnv {
  /** The site's address for links in mail (PUBLIC_URL, or the local address). */
  siteUrl: string;
  /** A keyed signature (HMAC) for a link in mail (the reminders' unsubscribe link, issue 26); deterministic, so a step handled again signs alike. */
  sign?: (value: string) => string;
}

/**
 * A process (Emmett's workflow shape) over input events: `instanceOf` routes an
 * event to one instance (a payment id, a user id) or ignores it (null), `evolve`
 * keeps that instance's state, and `decide` answers what the event calls for —
 * commands, mails and effects — given the state before it. Plain, deterministic
 * TypeScript: no I/O in decide or evolve (what a decision needs is in the events,
 * or an effect's handler reads it). State is kept as JSON between batches.
 */
export interface Process<S, E extends Event> {
  name: string;
  /** Every event type it consumes (evolve and/or decide). */
  handles: readonly E['type'][];
  instanceOf(event: ProcessEvent<E>): string | null;
  initialState(): S;
  evolve(state: S, event: ProcessEvent<E>): S;
  decide(event: ProcessEvent<E>, state: S, env: ProcessEnv): ProcessOutput[];
  /** A reactor keeps no state: nothing is loaded or stored per instance. */
  stateless?: boolean;
  /**
   * New to a running system, it reacts only to events after it first runs (its
   * state is built from the earlier ones by replay): a mail process must not mail
   * everything that ever happened. Without it a new process starts at position 0.
   */
  fromNow?: boolean;
}

/** A process typed by its input events (`defineProcess<PaymentEvent>()({ … })`). */
export function defineProcess<E extends Event>() {
  return <S>(spec: Process<S, E>): Process<S, E> => spec;
}

/**
 * A reactor: a stateless process that turns each event into outputs
 * (`defineReactor<ReviewEvent>()({ name, handles, react })`). Its instances are
 * the events' streams, so one stream's events are handled in order.
 */
export function defineReactor<E extends Event>() {
  return (spec: { name: string; handles: readonly E['type'][]; fromNow?: boolean; react(event: ProcessEvent<E>, env: ProcessEnv): ProcessOutput[] }): Process<null, E> => ({
    name: spec.name,
    handles: spec.handles,
    stateless: true,
    ...(spec.fromNow ? { fromNow: true } : {}),
    instanceOf: (event) => event.streamId,
    initialState: () => null,
    evolve: () => null,
    decide: (event, _state, env) => spec.react(event, env),
  });
}

export type AnyProcess = Process<any, any>;

export const isCommandOutput = (o: ProcessOutput): o is ProcessCommand => 'command' in o;
export const isMailOutput = (o: ProcessOutput): o is ProcessMail => 'mail' in o;
export const isEffectOutput = (o: ProcessOutput): o is ProcessEffect => 'effect' in o;

/** An effect's answer: the commands that record what the outside world did (by command type, so it can be kept as JSON). */
export interface EffectAnswer {
  commands: Array<{ type: string; input: unknown; key?: string }>;
}

/**
 * The composition root's implementations of the effects processes name. A
 * handler throws only when it could not learn the outcome (the service did not
 * answer): the step is retried later with the same key (the idempotency key the
 * outside service sees). An outcome — even a refusal — is an answer.
 */
export type EffectHandlers = Record<string, (input: any, context: { key: string; now: Date }) => Promise<EffectAnswer>>;

/**
 * The processes part of a context's manifest (`processes/<context>/index.ts`):
 * the processes and reactors the context owns. The composition root lists it
 * beside the context's domain part (ADR 024).
 */
export interface ContextProcesses {
  /** The context's name, as its domain part says it. */
  context: string;
  processes: readonly AnyProcess[];
}

export const defineContextProcesses = (part: ContextProcesses): ContextProcesses => part;

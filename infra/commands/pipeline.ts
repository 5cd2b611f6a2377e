import { randomUUID } from 'node:crypto';
import type { ZodError } from 'zod';
import { authorize, type CommandRules } from '../../domain/authz';
import type { CommandDefinition } from '../../domain/shared/command-definition';
import { ConcurrencyError, ValidationError } from '../../domain/shared/errors';
import type { Actor, Event } from '../../domain/shared/messages';
import type { EventStore } from '../eventstore/port';
import type { FeedCheckpoint } from '../../domain/shared/feed';

export interface CommandContext {
  actor: Actor;
  /** Supplied by callers that retry (forms, API clients); generated otherwise. */
  commandId?: string;
  now?: Date;
}

export interface CommandResult<E extends Event = Event> {
  events: E[];
  streamId: string;
  version: number;
  /** Where the projections must reach for a reader to see this command's effect. */
  checkpoint: FeedCheckpoint | null;
  duplicate: boolean;
}

export function validationErrorFrom(error: ZodError): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const [first] = error.issues;
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return new ValidationError('INVALID_INPUT', `${where}${first?.message ?? 'Invalid input'}`, fields);
}

/**
 * zod-validate → authorize → load the stream → decide → append with the expected
 * version (and the command id, so retries are idempotent). A concurrent writer
 * makes the append fail with a version conflict; the command is then decided
 * again on the fresh state (up to ten times, a few random milliseconds apart).
 */
export class CommandPipeline {
  constructor(
    private readonly store: EventStore,
    /** Every command's rule (built by the composition root from the contexts' manifests). */
    private readonly rules: CommandRules,
    private readonly maxAttempts = 10,
  ) {}

  /**
   * Streams' folded states kept between commands (`keepsFold` deciders only), at
   * the version they were folded to, and moved on by this process's own appends
   * (the decided events evolved in, as Emmett's command handler does). A command's
   * first attempt decides on the kept fold without reading (ADR 065 addendum):
   * the append's expected version says whether it was current. When it was not
   * (another process appended meanwhile), or when the decision on it was a refusal
   * or nothing to do, the events after it are read and the command is decided
   * again: a stale fold never refuses, skips or overwrites anything. Bounded: the
   * oldest entry leaves first.
   */
  private readonly folds = new Map<unknown, Map<string, { version: number; state: unknown }>>();
  static readonly keptFolds = 10_000;

  private keptFolds<S, E extends Event>(definition: CommandDefinition<S, any, E>): { folds: Map<string, { version: number; state: unknown }>; keeps: number } | null {
    const keeps = definition.keepsFold && this.store.readStreamAfter ? (typeof definition.keepsFold === 'number' ? definition.keepsFold : CommandPipeline.keptFolds) : 0;
    if (!keeps) return null;
    // One bounded map per decider: a board's large state never pushes the carts' small ones out.
    let folds = this.folds.get(definition.decider);
    if (!folds) this.folds.set(definition.decider, (folds = new Map()));
    return { folds, keeps };
  }

  /** Keeps a stream's fold at a version, unless a newer one is kept already (a slower command may fold an older version). */
  private keep<S, E extends Event>(definition: CommandDefinition<S, any, E>, streamId: string, version: number, state: S): void {
    const kept = this.keptFolds(definition);
    if (!kept) return;
    // Refreshed entries move to the end, so the first one is the least recently used.
    const current = kept.folds.get(streamId);
    kept.folds.delete(streamId);
    kept.folds.set(streamId, current && current.version > version ? current : { version, state });
    if (kept.folds.size > kept.keeps) kept.folds.delete(kept.folds.keys().next().value!);
  }

  /**
   * The stream's state and version: its kept fold as it is (`unread`, when asked to
   * trust it), or the kept fold and the events after it, or all its events.
   */
  private async fold<S, E extends Event>(definition: CommandDefinition<S, any, E>, streamId: string, trustKept: boolean): Promise<{ version: number; state: S; unread: boolean }> {
    const { decider } = definition;
    const base = this.keptFolds(definition)?.folds.get(streamId);
    if (base && trustKept) return { version: base.version, state: base.state as S, unread: true };
    const { version, events } = base ? await this.store.readStreamAfter!(streamId, base.version) : await this.store.readStream(streamId);
    const state = events.reduce((s, e) => decider.evolve(s, e as unknown as E), base ? (base.state as S) : decider.initialState());
    this.keep(definition, streamId, version, state);
    return { version, state, unread: false };
  }

  /** Many append-only commands in one multi-stream append (see `executeBatch`). */
  executeBatch<E extends Event>(definition: CommandDefinition<any, any, E>, items: readonly BatchItem[]): Promise<BatchOutcome<E>[]> {
    return executeBatch(this.store, this.rules, definition, items);
  }

  async execute<S, E extends Event>(
    definition: CommandDefinition<S, any, E>,
    input: unknown,
    context: CommandContext,
  ): Promise<CommandResult<E>> {
    const parsed = definition.schema.safeParse(input);
    if (!parsed.success) throw validationErrorFrom(parsed.error);
    authorize(context.actor, definition.type, this.rules);
    const command = {
      type: definition.type,
      data: parsed.data,
      metadata: {
        commandId: context.commandId ?? randomUUID(),
        now: (context.now ?? new Date()).toISOString(),
        actor: context.actor,
      },
    };
    const streamId = definition.streamId(parsed.data);
    if (context.commandId) {
      const prior = await this.store.commandResult(context.commandId);
      if (prior)
        return { events: [], streamId, version: prior.nextExpectedVersion, checkpoint: prior.checkpoint, duplicate: true };
    }
    // The first attempt may decide on the kept fold unread; every later one reads what came after it.
    let trustKept = true;
    for (let attempt = 1; ; attempt++) {
      const { version, state, unread } = await this.fold(definition, streamId, trustKept);
      trustKept = false;
      let events;
      try {
        events = definition.decider.decide(command, state);
      } catch (error) {
        // Refused on a fold that may be behind: decide again on the stream as it is.
        if (unread) continue;
        // The same command landed meanwhile (a double click): the rule it now breaks is its own result.
        const landed = context.commandId ? await this.store.commandResult(context.commandId) : null;
        if (landed) return { events: [], streamId, version: landed.nextExpectedVersion, checkpoint: landed.checkpoint, duplicate: true };
        throw error;
      }
      if (events.length === 0) {
        // Nothing to do on a fold that may be behind is not known to be nothing to do.
        if (unread) continue;
        return { events, streamId, version, checkpoint: null, duplicate: false };
      }
      try {
        const result = await this.store.append(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data, metadata: { commandId: command.metadata.commandId, actor: actorRef(context.actor) } })),
          { expectedVersion: version, commandId: command.metadata.commandId },
        );
        // The stream now stands at the appended version with these events: the next command of this process needs no read.
        if (!result.duplicate) this.keep(definition, streamId, result.nextExpectedVersion, events.reduce((s, e) => definition.decider.evolve(s, e), state));
        return { events, streamId, version: result.nextExpectedVersion, checkpoint: result.checkpoint, duplicate: result.duplicate };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= this.maxAttempts) throw error;
        // A kept fold that was behind: read on at once. Writers racing on one stream (two tabs on one cart): spread the retries out a little.
        if (!unread) await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * attempt));
      }
    }
  }
}

export interface BatchItem {
  input: unknown;
  context: CommandContext;
}

/** One item's outcome in a batch: its result, or why it was refused (the others still ran). */
export type BatchOutcome<E extends Event = Event> = { ok: true; result: CommandResult<E> } | { ok: false; error: unknown };

/**
 * Many commands of an append-only type (`definition.appendOnly`: decide never
 * reads the stream's past) at once, for many streams: each is validated,
 * authorized and decided on the initial state, then every accepted one is
 * appended in ONE multi-stream append (`EventStore.appendMany`: one transaction
 * on PostgreSQL), each with expected version `any` and its command id in the
 * events' metadata; a caller-given command id is also recorded, so a retry of it
 * appends nothing. A refused item does not stop the others; a failed
 * append fails them all (the caller answers each request). ADR 053.
 */
export async function executeBatch<E extends Event>(
  store: EventStore,
  rules: CommandRules,
  definition: CommandDefinition<any, any, E>,
  items: readonly BatchItem[],
): Promise<BatchOutcome<E>[]> {
  if (!definition.appendOnly) throw new Error(`${definition.type} reads its stream's past: it cannot be executed in a batch`);
  const outcomes: BatchOutcome<E>[] = new Array(items.length);
  const appends: { index: number; streamId: string; events: E[]; commandId: string }[] = [];
  for (const [index, { input, context }] of items.entries()) {
    try {
      const parsed = definition.schema.safeParse(input);
      if (!parsed.success) throw validationErrorFrom(parsed.error);
      authorize(context.actor, definition.type, rules);
      const commandId = context.commandId ?? randomUUID();
      const command = { type: definition.type, data: parsed.data, metadata: { commandId, now: (context.now ?? new Date()).toISOString(), actor: context.actor } };
      const streamId = definition.streamId(parsed.data);
      const events = definition.decider.decide(command, definition.decider.initialState());
      if (events.length === 0) outcomes[index] = { ok: true, result: { events, streamId, version: 0, checkpoint: null, duplicate: false } };
      else appends.push({ index, streamId, events, commandId });
    } catch (error) {
      outcomes[index] = { ok: false, error };
    }
  }
  if (appends.length === 0) return outcomes;
  const results = await store.appendMany(
    appends.map((a) => ({
      streamId: a.streamId,
      events: a.events.map((e) => ({ type: e.type, data: e.data, metadata: { commandId: a.commandId, actor: actorRef(items[a.index].context.actor) } })),
      expectedVersion: 'any' as const,
      // Recorded for idempotent retries only when the caller named the command (a generated id can never repeat).
      commandId: items[a.index].context.commandId,
    })),
    { asyncCommit: definition.asyncCommit === true },
  );
  appends.forEach((a, i) => {
    const r = results[i];
    outcomes[a.index] = { ok: true, result: { events: a.events, streamId: a.streamId, version: r.nextExpectedVersion, checkpoint: r.checkpoint, duplicate: r.duplicate } };
  });
  return outcomes;
}

/** Who did it, without personal data beyond the ids. */
function actorRef(actor: Actor) {
  if (actor.kind === 'user') return { kind: 'user', userId: actor.userId };
  if (actor.kind === 'visitor') return { kind: 'visitor', visitorId: actor.visitorId };
  return { kind: 'system' };
}

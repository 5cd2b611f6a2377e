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
    for (let attempt = 1; ; attempt++) {
      const { version, events: past } = await this.store.readStream(streamId);
      const state = past.reduce((s, e) => definition.decider.evolve(s, e as unknown as E), definition.decider.initialState());
      let events;
      try {
        events = definition.decider.decide(command, state);
      } catch (error) {
        // The same command landed meanwhile (a double click): the rule it now breaks is its own result.
        const landed = context.commandId ? await this.store.commandResult(context.commandId) : null;
        if (landed) return { events: [], streamId, version: landed.nextExpectedVersion, checkpoint: landed.checkpoint, duplicate: true };
        throw error;
      }
      if (events.length === 0) return { events, streamId, version, checkpoint: null, duplicate: false };
      try {
        const result = await this.store.append(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data, metadata: { commandId: command.metadata.commandId, actor: actorRef(context.actor) } })),
          { expectedVersion: version, commandId: command.metadata.commandId },
        );
        return { events, streamId, version: result.nextExpectedVersion, checkpoint: result.checkpoint, duplicate: result.duplicate };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= this.maxAttempts) throw error;
        // Writers racing on one stream (two tabs on one cart): spread the retries out a little.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * attempt));
      }
    }
  }
}

/** Who did it, without personal data beyond the ids. */
function actorRef(actor: Actor) {
  if (actor.kind === 'user') return { kind: 'user', userId: actor.userId };
  if (actor.kind === 'visitor') return { kind: 'visitor', visitorId: actor.visitorId };
  return { kind: 'system' };
}

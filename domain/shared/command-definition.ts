import type { z } from 'zod';
import type { Command, Decider, Event } from './messages';

/** What the pipeline needs to run one command type: its input schema, its stream and its decider. */
export interface CommandDefinition<S = any, C extends Command = any, E extends Event = any> {
  type: C['type'];
  schema: z.ZodType<C['data'], z.ZodTypeDef, unknown>;
  streamId: (data: C['data']) => string;
  decider: Decider<S, C, E>;
  /**
   * The stream only gathers independent facts: decide never looks at its past.
   * Such commands may be decided many at once on the initial state and appended
   * together with expected version `any` (`CommandPipeline.executeBatch`, ADR 053).
   */
  appendOnly?: boolean;
  /**
   * `evolve` and `decide` never change the state they are given: the pipeline may
   * keep the stream's folded state between commands (in this process, bounded) and
   * read only the events after it. The expected version still guards the append
   * (ADR 065). A number: keep at most that many of this decider's streams (a
   * large state, such as a board's); `true`: the pipeline's default bound.
   */
  keepsFold?: boolean | number;
  /**
   * Appended with an asynchronous commit: answered once PostgreSQL has the events,
   * before its write-ahead log reaches the disk (ADR 068). A crash of the database
   * server itself (not of the app) may lose the last fraction of a second of them;
   * anything a later ordinary commit has read is on disk with it. Only for facts
   * that are best-effort by nature (the tracking beacons), and only in batches
   * (`executeBatch`).
   */
  asyncCommit?: boolean;
}

export function defineCommand<S, C extends Command, E extends Event>(def: CommandDefinition<S, C, E>) {
  return def;
}

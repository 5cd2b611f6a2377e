import type { z } from 'zod';
import type { Command, Decider, Event } from './messages';

/** What the pipeline needs to run one command type: its input schema, its stream and its decider. */
export interface CommandDefinition<S = any, C extends Command = any, E extends Event = any> {
  type: C['type'];
  schema: z.ZodType<C['data'], z.ZodTypeDef, unknown>;
  streamId: (data: C['data']) => string;
  decider: Decider<S, C, E>;
}

export function defineCommand<S, C extends Command, E extends Event>(def: CommandDefinition<S, C, E>) {
  return def;
}

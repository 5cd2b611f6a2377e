import type { Rule } from '../authz';
import type { CommandDefinition } from './command-definition';

/**
 * A kind of stream a context owns (ADR 024): what one stream is, the prefix of
 * its ids, the event types it holds, and the aggregate's own `initialState` and
 * `evolve` — the very functions the command pipeline folds before `decide`.
 */
export interface StreamKind {
  /** What one stream of this kind is ("order", "mood board"). */
  aggregate: string;
  /** A stream id starts with it (`order-`); a single stream is named whole (`categorytree-main`). */
  prefix: string;
  /** Every event type its streams hold. */
  eventTypes: readonly string[];
  initialState: () => unknown;
  evolve: (state: any, event: any) => unknown;
}

export const streamKind = (
  aggregate: string,
  prefix: string,
  decider: { initialState: () => unknown; evolve: (state: any, event: any) => unknown },
  eventTypes: readonly string[],
): StreamKind => ({ aggregate, prefix, eventTypes, initialState: decider.initialState, evolve: decider.evolve });

/**
 * The domain part of a bounded context's manifest (`domain/<context>/context.ts`):
 * its commands, who may run each (domain/authz.ts applies the rule), and the
 * kinds of stream it records, whose event types are the context's events. The
 * composition root lists the contexts (composition-root/contexts.ts) and builds
 * every central list from them.
 */
export interface BoundedContext {
  /** The domain folder: identity, orders, projects, … */
  readonly name: string;
  /** Every command the context defines, by type. */
  readonly commands: Readonly<Record<string, CommandDefinition>>;
  /** A rule for every one of its commands ('system': only the system runs it). */
  readonly rules: Readonly<Record<string, Rule>>;
  readonly streams: readonly StreamKind[];
  /** Every event type its streams hold. */
  readonly events: readonly string[];
}

/**
 * A context's manifest. `rules` is typed by `commands`: a command without a
 * rule, or a rule for a command the context does not define, fails to compile.
 */
export function defineContext<const C extends Record<string, CommandDefinition>>(spec: {
  name: string;
  commands: C;
  rules: { readonly [K in keyof C]: Rule };
  streams: readonly StreamKind[];
}): BoundedContext {
  return { ...spec, events: [...new Set(spec.streams.flatMap((s) => s.eventTypes))] };
}

import type { BoundedContext, StreamKind } from '../shared/bounded-context';

/**
 * The fold registry: for each kind of stream (named by the prefix of its id),
 * the bounded context it belongs to and the aggregate's own `initialState` and
 * `evolve` — the very functions the command pipeline folds before `decide` — so
 * the state an analyst sees at any event is the state the business code decided on.
 * It is built from the contexts' manifests (`foldIndex(contexts)`; the
 * composition root builds the one the site uses: ADR 024).
 */
export interface StreamFold extends StreamKind {
  /** The domain folder: identity, orders, projects, … */
  context: string;
}

export interface FoldIndex {
  /** Every kind of stream, context by context in the order the contexts are listed. */
  readonly streamFolds: readonly StreamFold[];
  /** Every context, in the registry's order. */
  readonly contexts: readonly string[];
  /** Every event type any aggregate records, sorted. */
  readonly allEventTypes: readonly string[];
  /** The fold for a stream id, or null for a stream no aggregate owns. */
  foldFor(streamId: string): StreamFold | null;
}

export function foldIndex(contexts: readonly BoundedContext[]): FoldIndex {
  const streamFolds: StreamFold[] = contexts.flatMap((c) => c.streams.map((s) => ({ ...s, context: c.name })));
  /** Longest prefix first, so `identity-session-…` is a session and not an account. */
  const byPrefixLength = [...streamFolds].sort((a, b) => b.prefix.length - a.prefix.length);
  return {
    streamFolds,
    contexts: [...new Set(streamFolds.map((f) => f.context))],
    allEventTypes: [...new Set(streamFolds.flatMap((f) => f.eventTypes))].sort(),
    foldFor: (streamId) => byPrefixLength.find((f) => streamId.startsWith(f.prefix)) ?? null,
  };
}

/**
 * The aggregate's state after the first `at` events of its stream (all of them
 * when `at` is left out), folded with the aggregate's own evolve over the
 * recorded events as they are, the way the command pipeline folds them.
 */
export function foldStream(fold: Pick<StreamFold, 'initialState' | 'evolve'>, events: readonly { type: string; data: unknown }[], at = events.length): unknown {
  return events.slice(0, at).reduce((state, event) => fold.evolve(state, event), fold.initialState());
}

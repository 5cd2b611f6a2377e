import type { Knex } from 'knex';
import { isAtOrPast } from '../../domain/shared/feed';
import type { Decider, Event } from '../../domain/shared/messages';
import type { Runtime } from '../../infra/runtime';

/** A decider's evolve, or a fold of the same events into what a page shows. */
export type Fold<S, E extends Event> = Pick<Decider<S, any, E>, 'initialState' | 'evolve'>;

/**
 * A stream folded, and whether the named projections have applied all of its
 * events (issue 20). Read models lag behind what was just written — for a moment
 * after a command, or for as long as another transaction holds the event feed
 * back — so a page or call about one project, board or order folds its stream
 * first: caught up, it answers from the read model; behind, from the fold.
 */
export async function foldWithFreshness<S, E extends Event>(runtime: Runtime, fold: Fold<S, E>, streamId: string, projections: readonly string[]): Promise<{ state: S; version: number; caughtUp: boolean }> {
  const { state, version, at } = await runtime.loadAggregate(fold, streamId);
  if (!at) return { state, version, caughtUp: true };
  // Checked before the read model is read: a row read after this is at least as fresh.
  const caughtUp = await runtime.waitForProjections([{ checkpoint: at, streamId }], projections, 0);
  return { state, version, caughtUp };
}

/**
 * Waits (bounded) until the named read models show these streams as they are
 * now: their last events' places in the feed, read in one statement. For a
 * request that wrote to several streams, or had a process write for it, and
 * for a reader after a command that answered without waiting (ADR 066: the
 * stream's last place is the consistency token, and the reader finds it). Read
 * before the read model is: a row read after this is at least as fresh.
 */
export async function readModelsShowStreams(runtime: Runtime, streamIds: readonly string[], projections: readonly string[]): Promise<void> {
  if (!projections.length || !streamIds.length) return;
  const places = [...(await runtime.feed.streamHeads(streamIds))].map(([streamId, checkpoint]) => ({ streamId, checkpoint }));
  if (places.length) await runtime.waitForProjections(places, projections);
}

/**
 * A read model's rows as they show these streams now (`readModelsShowStreams`
 * and then `rows()`), usually in one statement (ADR 074): where this process
 * knows where the projections stood before it asked, the streams' heads and the
 * rows are read together, from one snapshot, and when those places had already
 * passed the heads the rows are the answer. Otherwise, and where no such statement
 * exists, it waits for the heads and reads the rows again. `orderBy` is the rows'
 * column they come in order of.
 */
export async function rowsShowingStreams<R>(runtime: Runtime, streamIds: readonly string[], projections: readonly string[], rows: () => Knex.QueryBuilder, orderBy: string): Promise<R[]> {
  const known = runtime.knownPlaces(projections);
  if (known && runtime.feed.streamHeadsAlong) {
    const read = await runtime.feed.streamHeadsAlong<R>(streamIds, rows(), orderBy);
    const heads = [...read.heads].map(([streamId, checkpoint]) => ({ streamId, checkpoint }));
    if (heads.every(({ checkpoint }) => known.every((at) => isAtOrPast(at, checkpoint)))) return read.rows;
    await runtime.waitForProjections(heads, projections);
    return (await rows()) as R[];
  }
  await readModelsShowStreams(runtime, streamIds, projections);
  return (await rows()) as R[];
}

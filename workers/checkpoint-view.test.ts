import { describe, expect, it } from 'vitest';
import type { FeedCheckpoint } from '../domain/shared/feed';
import { everyPlace, isCheckpointsMessage, isCheckpointsWanted, checkpointsWanted, movedPlaces, ProjectionPlaces, PushedCheckpoints } from './checkpoint-view';

const at = (transactionId: number, position: number): FeedCheckpoint => ({ transactionId, position });

/** A runner's places as the primary reads them: each name's place and where its rows last changed. */
function source(places: Record<string, [FeedCheckpoint, FeedCheckpoint]>): ProjectionPlaces {
  const runner = new ProjectionPlaces();
  for (const [name, [place, changed]] of Object.entries(places)) runner.record(name, place, changed);
  return runner;
}

describe('the projections’ places sent to HTTP workers (ADR 073)', () => {
  it('a worker knows only what it was sent: the place, and where the rows last changed', () => {
    const view = new PushedCheckpoints();
    expect(view.placesOf(['goods'])).toBeNull();
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 10, 100, 9, 90], ['cart', 10, 100, 10, 100]] });
    expect(view.placesOf(['cart', 'goods'])).toEqual([at(10, 100), at(10, 100)]);
    expect(view.changedAt(['goods'])).toEqual([at(9, 90)]);
    expect(view.placesOf(['goods', 'orders'])).toBeNull();
    expect(view.changedAt(['orders'])).toBeNull();
  });

  it('a place never goes back: a late message is ignored, with where its rows changed', () => {
    const view = new PushedCheckpoints();
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 10, 100, 10, 100]] });
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 9, 95, 9, 95]] });
    expect(view.placesOf(['goods'])).toEqual([at(10, 100)]);
    expect(view.changedAt(['goods'])).toEqual([at(10, 100)]);
    // A later transaction with a smaller position is later in the feed.
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 11, 50, 10, 100]] });
    expect(view.placesOf(['goods'])).toEqual([at(11, 50)]);
  });

  it('tells its listeners when a place moves, and only then', () => {
    const view = new PushedCheckpoints();
    let moves = 0;
    const stop = view.onMove(() => moves++);
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 1, 1, 1, 1]] });
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 1, 1, 1, 1]] });
    expect(moves).toBe(1);
    stop();
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 2, 2, 2, 2]] });
    expect(moves).toBe(1);
  });

  it('ignores entries that are not five numbers after a name', () => {
    const view = new PushedCheckpoints();
    view.apply({ kind: 'roomcraft:checkpoints', places: [['goods', 1, 1] as never, [7, 1, 1, 1, 1] as never, ['cart', 1.5, 1, 1, 1], ['orders', 2, 3, 2, 3]] });
    expect(view.placesOf(['goods'])).toBeNull();
    expect(view.placesOf(['cart'])).toBeNull();
    expect(view.placesOf(['orders'])).toEqual([at(2, 3)]);
  });

  it('the primary sends every place to a worker that asks, then only the places that moved', () => {
    const runner = source({ goods: [at(5, 50), at(4, 40)], cart: [at(5, 50), at(5, 50)] });
    expect(everyPlace(runner).places).toEqual([['goods', 5, 50, 4, 40], ['cart', 5, 50, 5, 50]]);
    const sent = new Map<string, FeedCheckpoint>();
    expect(movedPlaces(runner, sent)?.places).toHaveLength(2);
    expect(movedPlaces(runner, sent)).toBeNull();
    runner.record('cart', at(6, 60), at(6, 60));
    expect(movedPlaces(runner, sent)).toEqual({ kind: 'roomcraft:checkpoints', places: [['cart', 6, 60, 6, 60]] });
  });

  it('knows its own messages from the other messages between the processes', () => {
    expect(isCheckpointsMessage({ kind: 'roomcraft:checkpoints', places: [] })).toBe(true);
    expect(isCheckpointsMessage({ kind: 'roomcraft:upgrade', slot: 1 })).toBe(false);
    expect(isCheckpointsMessage(null)).toBe(false);
    expect(isCheckpointsWanted(checkpointsWanted)).toBe(true);
    expect(isCheckpointsWanted({ kind: 'roomcraft:checkpoints', places: [] })).toBe(false);
  });
});

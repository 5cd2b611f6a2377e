import { describe, expect, it } from 'vitest';
import { folds, projections } from '../../composition-root/registry';
import { actorOf } from './event-log';

const { allEventTypes } = folds;
const eventLogProjection = projections.find((p) => p.name === 'event-log')!;

describe('the event-log projection', () => {
  it('is registered and takes every event type that any projection reads', () => {
    expect(projections).toContain(eventLogProjection);
    const read = new Set(projections.flatMap((p) => p.reads ?? p.handles));
    const missing = [...read].filter((t) => !allEventTypes.includes(t));
    expect(missing).toEqual([]);
    expect([...eventLogProjection.handles].sort()).toEqual([...allEventTypes].sort());
  });

  it('names the actor the pipeline recorded', () => {
    expect(actorOf({ actor: { kind: 'user', userId: 'u1' } })).toEqual({ kind: 'user', id: 'u1' });
    expect(actorOf({ actor: { kind: 'visitor', visitorId: 'v1' } })).toEqual({ kind: 'visitor', id: 'v1' });
    expect(actorOf({ actor: { kind: 'system' } })).toEqual({ kind: 'system', id: 'system' });
    expect(actorOf({})).toEqual({ kind: 'unknown', id: null });
  });
});

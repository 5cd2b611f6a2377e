import { describe, expect, it } from 'vitest';
import { projections } from '../composition-root/registry';

/**
 * Every registered projection says, for each event type of the contexts it
 * reads, whether it handles it or leaves it alone: a new event type fails here
 * until each projection reading its context decides.
 */
describe('projections cover the events of the contexts they read', () => {
  for (const p of projections) {
    it(p.name, () => {
      expect(p.reads, 'declares the event types it reads').toBeDefined();
      const decided = [...p.handles, ...(p.ignores ?? [])].sort();
      expect(decided).toEqual([...p.reads!].sort());
      expect(p.handles.filter((t) => p.ignores?.includes(t))).toEqual([]);
    });
  }

  it('fails for a projection that forgets an event type', () => {
    const forgetful = { ...projections.find((p) => p.name === 'identity-accounts')!, ignores: [] };
    expect([...forgetful.handles, ...forgetful.ignores].sort()).not.toEqual([...forgetful.reads!].sort());
  });
});

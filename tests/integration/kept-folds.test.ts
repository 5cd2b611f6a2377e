import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { cartCommands } from '../../domain/cart/commands';
import type { GoodsSnapshot } from '../../domain/cart/cart';
import { CommandPipeline } from '../../infra/commands/pipeline';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { commandRules } from '../../composition-root/registry';
import { createTestDatabase } from '../support/db';

const sofa: GoodsSnapshot = {
  goodsId: 'g-sofa', priceCents: 129900, salePriceCents: null, availability: 'available', markType: 'AUTO', markTime: '2026-11-28T10:00:00.000Z',
  shippingType: 'SMALL', shippingCost: 900, shippingPct: 0, delisted: false,
};

/** ADR 065: a pipeline keeps a cart's fold and reads only the events after it; another process's writes are never missed. */
describe('kept folds (cart)', () => {
  it('a pipeline whose kept fold is behind sees what another process appended meanwhile', async () => {
    const { db } = await createTestDatabase();
    const store = new PostgresEventStore(db);
    // Two app processes: each has its own pipeline, so its own kept folds.
    const a = new CommandPipeline(store, commandRules);
    const b = new CommandPipeline(store, commandRules);
    const ownerId = `v-${randomUUID()}`;
    const actor = { kind: 'visitor', visitorId: ownerId } as const;
    const add = (p: CommandPipeline, needGoodsId: string, count: number) =>
      p.execute(cartCommands.AddCartLine, { ownerId, needGoodsId, goods: sofa, count, clientStatus: null, available: null, refer: null }, { actor });
    try {
      await add(a, 'n1', 2);
      // b adds the same product: one line, now 5.
      expect((await add(b, 'n2', 3)).events.map((e) => e.type)).toEqual(['CartLineCountChanged']);
      // a's kept fold stands at version 1; it must still see 5 and make it 6, on version 3.
      const third = await add(a, 'n3', 1);
      expect(third.events).toEqual([expect.objectContaining({ type: 'CartLineCountChanged', data: expect.objectContaining({ needGoodsId: 'n1', goodsCount: 6 }) })]);
      expect(third.version).toBe(3);
      // b removes the line; a (behind again) must refuse to remove it twice.
      await b.execute(cartCommands.RemoveCartLine, { ownerId, needGoodsId: 'n1' }, { actor });
      await expect(a.execute(cartCommands.RemoveCartLine, { ownerId, needGoodsId: 'n1' }, { actor })).rejects.toThrow();
      // a fresh fold of the whole stream agrees with what a appends next.
      const fourth = await add(a, 'n4', 1);
      expect(fourth.events).toEqual([expect.objectContaining({ type: 'CartLineAdded' })]);
      const { version, events } = await store.readStream(`cart-${ownerId}`);
      expect(version).toBe(5);
      expect(events.map((e) => e.type)).toEqual(['CartLineAdded', 'CartLineCountChanged', 'CartLineCountChanged', 'CartLineRemoved', 'CartLineAdded']);
    } finally {
      await db.destroy();
    }
  });
});

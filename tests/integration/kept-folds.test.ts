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

  it("a decider's own bound keeps at most that many of its streams, without pushing another decider's out", async () => {
    const { db } = await createTestDatabase();
    const store = new PostgresEventStore(db);
    // Which streams the pipeline folds from their first event (not from a kept fold).
    const whole: string[] = [];
    const counted = Object.assign(Object.create(store) as PostgresEventStore, {
      readStream: (streamId: string) => (whole.push(streamId), store.readStream(streamId)),
    });
    const pipeline = new CommandPipeline(counted, commandRules);
    // The cart's commands, with a bound of one stream (as a board's large state has its own, smaller bound).
    const boundedAdd = { ...cartCommands.AddCartLine, keepsFold: 1, decider: { ...cartCommands.AddCartLine.decider } };
    const owners = [`v-${randomUUID()}`, `v-${randomUUID()}`, `v-${randomUUID()}`];
    const add = (definition: typeof cartCommands.AddCartLine, ownerId: string, needGoodsId: string) =>
      pipeline.execute(definition, { ownerId, needGoodsId, goods: sofa, count: 1, clientStatus: null, available: null, refer: null }, { actor: { kind: 'visitor', visitorId: ownerId } });
    try {
      await add(cartCommands.AddCartLine, owners[0]!, 'k1');
      await add(boundedAdd, owners[1]!, 'b1');
      await add(boundedAdd, owners[2]!, 'b2');
      await add(boundedAdd, owners[1]!, 'b3');
      await add(cartCommands.AddCartLine, owners[0]!, 'k2');
      await add(boundedAdd, owners[1]!, 'b4');
      // owners[1] was pushed out by owners[2] (bound 1) and folded whole again; then kept. owners[0]'s fold (the default bound) stayed.
      expect(whole.map((id) => owners.findIndex((o) => id === `cart-${o}`))).toEqual([0, 1, 2, 1]);
      expect((await store.readStream(`cart-${owners[1]}`)).events.map((e) => e.type)).toEqual(['CartLineAdded', 'CartLineCountChanged', 'CartLineCountChanged']);
    } finally {
      await db.destroy();
    }
  });

  it('after its own append a process decides the next command without a read; a fold left behind never refuses, skips or overwrites', async () => {
    const { db } = await createTestDatabase();
    const store = new PostgresEventStore(db);
    // What each pipeline reads: a whole stream or the events after its kept fold.
    const reads: string[] = [];
    const counting = (name: string) =>
      Object.assign(Object.create(store) as PostgresEventStore, {
        readStream: (streamId: string) => (reads.push(`${name} whole`), store.readStream(streamId)),
        readStreamAfter: (streamId: string, after: number) => (reads.push(`${name} after ${after}`), store.readStreamAfter(streamId, after)),
      });
    const a = new CommandPipeline(counting('a'), commandRules);
    const b = new CommandPipeline(counting('b'), commandRules);
    const ownerId = `v-${randomUUID()}`;
    const actor = { kind: 'visitor', visitorId: ownerId } as const;
    const add = (p: CommandPipeline, needGoodsId: string, goodsId: string) =>
      p.execute(cartCommands.AddCartLine, { ownerId, needGoodsId, goods: { ...sofa, goodsId }, count: 1, clientStatus: null, available: null, refer: null }, { actor });
    try {
      await add(a, 'n1', 'g-1');
      await add(a, 'n2', 'g-2');
      await add(a, 'n3', 'g-2');
      // The first add read the (empty) stream; the next two were decided on the fold a's own appends left.
      expect(reads).toEqual(['a whole']);
      reads.length = 0;
      // b adds a product a has not seen, and a removes it: refused on a's old fold, so decided again on the stream as it is.
      await add(b, 'm1', 'g-3');
      reads.length = 0;
      expect((await a.execute(cartCommands.RemoveCartLine, { ownerId, needGoodsId: 'm1' }, { actor })).events.map((e) => e.type)).toEqual(['CartLineRemoved']);
      expect(reads).toEqual(['a after 3']);
      // a empties the cart, b adds to it, and a clears it again: on a's fold the cart is empty (nothing to do), which is never
      // taken as the answer on a fold that may be behind.
      await a.execute(cartCommands.ClearCart, { ownerId, orderId: null }, { actor });
      await add(b, 'm2', 'g-4');
      reads.length = 0;
      expect((await a.execute(cartCommands.ClearCart, { ownerId, orderId: null }, { actor })).events.map((e) => e.type)).toEqual(['CartCleared']);
      expect(reads).toEqual(['a after 6']);
      // b's fold is behind a's appends: its add fails the expected version once, then reads on and lands on the latest version.
      reads.length = 0;
      const last = await add(b, 'm3', 'g-5');
      expect(reads).toEqual(['b after 7']);
      expect(last.version).toBe(9);
      const { events } = await store.readStream(`cart-${ownerId}`);
      expect(events.map((e) => e.type)).toEqual(['CartLineAdded', 'CartLineAdded', 'CartLineCountChanged', 'CartLineAdded', 'CartLineRemoved', 'CartCleared', 'CartLineAdded', 'CartCleared', 'CartLineAdded']);
      // A fresh pipeline folding the whole stream agrees with the state both kept: one line, m3.
      const fresh = new CommandPipeline(store, commandRules);
      await expect(fresh.execute(cartCommands.RemoveCartLine, { ownerId, needGoodsId: 'm2' }, { actor })).rejects.toThrow();
      expect((await fresh.execute(cartCommands.RemoveCartLine, { ownerId, needGoodsId: 'm3' }, { actor })).events).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});

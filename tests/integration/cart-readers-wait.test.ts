import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addToCart, cartBadgeNow, cartLinesNow, changeCartCount } from '../../app/commerce/application/cart.server';
import { createRuntime } from '../../composition-root/runtime';
import { projections } from '../../composition-root/registry';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/eventstore/postgres';
import { createLogger } from '../../infra/logger';
import { ProjectionRunner } from '../../workers/projection-runner';
import { atFileEnd } from '../support/cleanup';
import { createTestDatabase } from '../support/db';
import { feedVisible } from './event-store.contract';

/**
 * ADR 066 (issue 27's consistency token): a cart command answers once appended,
 * without waiting for the cart lines; the next read of the cart waits for them,
 * up to the cart stream's last event. Here the app runs without projections (as
 * a worker does) and the projection runner is driven by hand, so what waits on
 * what is seen, not timed.
 */
describe('cart readers wait for the cart, cart writers do not', () => {
  it('an add answers before the cart lines show it; the next read waits until they do, and shows it', async () => {
    const { url, db } = await createTestDatabase({ demo: true });
    const warnings: string[] = [];
    const logger = createLogger('silent');
    const app = await createRuntime(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data' }), {
      databaseUrl: url,
      logger: { ...logger, warn: (msg: string) => void warnings.push(msg) } as typeof logger,
      startProjections: false,
    });
    atFileEnd(() => app.close());
    const store = new PostgresEventStore(db, url);
    const runner = new ProjectionRunner(db, store, projections.filter((p) => p.name === 'cart-lines'));
    await runner.catchUp();
    /**
     * Until the feed shows the cart's newest event: test files share the server, and
     * another file's open transaction hides it from every feed reader for a while
     * (the runner would catch up without it).
     */
    const inFeed = async (after: Awaited<ReturnType<typeof store.head>>) => {
      await expect.poll(async () => (await store.readAll({ after, limit: 100_000 })).some((e) => e.streamId === `cart-${visitorId}`), feedVisible).toBe(true);
    };
    const goods = await db('catalogue_goods_v1').where({ delisted: false }).whereNotNull('mark_type').whereNot({ mark_type: 'NO_MARKED' }).whereNot('availability', 'ilike', '%out%').whereNot('availability', 'ilike', '%not%').orderBy('id').first('id');
    const visitorId = `v-${randomUUID()}`;
    const shopper = { ownerId: visitorId, userId: null, actor: { kind: 'visitor' as const, visitorId }, clientStatus: null };

    // Nothing runs the projections: the add still answers, and did not wait for them (no lag warning).
    let head = await store.head();
    const added = await addToCart(app, shopper, { goodsId: goods.id, count: 2 });
    expect(added.count).toBe(2);
    expect(warnings).not.toContain('read models lag behind a command');
    expect(await db('cart_lines_v1').where({ owner_id: visitorId })).toEqual([]);

    // The next read waits for the cart lines to reach the add…
    await inFeed(head);
    let shown: Awaited<ReturnType<typeof cartLinesNow>> | null = null;
    const reading = cartLinesNow(app, visitorId).then((lines) => (shown = lines));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown).toBeNull();
    // …and, once they have, shows it.
    await runner.catchUp();
    await reading;
    expect(shown!.map((l) => [l.goodsId, l.goodsCount])).toEqual([[goods.id, 2]]);

    // A change answers at once too; the header's badge then waits for it.
    head = await store.head();
    await changeCartCount(app, shopper, { needGoodsId: shown![0]!.needGoodsId, count: 3 });
    await inFeed(head);
    const badge = cartBadgeNow(app, visitorId);
    await runner.catchUp();
    expect(await badge).toEqual({ cartCount: 3, cartNeedGoodIds: [shown![0]!.needGoodsId] });

    // A shopper without a cart reads at once (nothing to wait for).
    expect(await cartBadgeNow(app, `v-${randomUUID()}`)).toEqual({ cartCount: 0, cartNeedGoodIds: [] });
  });
});

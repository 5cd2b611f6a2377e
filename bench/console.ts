import type { Db } from '../infra/db/knex';
import type { DemoGoods } from '../composition-root/demo/catalogue';
import { seededRandom } from '../composition-root/demo/catalogue';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { orderStream, type OrderEvent } from '../domain/orders/order';
import { ordersProjection, ordersTable } from '../projections/orders/orders';
import { goodsTable } from '../projections/catalogue/goods';
import { listPage, type ListQuery, type ListSpec } from '../projections/console/lists';
import { goodsList, ordersList } from '../projections/console/specs';
import { ProjectionRunner } from '../workers/projection-runner';
import { now, percentile, pool } from './stats';

/**
 * The staff console's lists at scale (issue 11): 100,000 goods (the catalogue
 * load of run.ts) and 100,000 orders, appended as events (OrderPlaced, and
 * OrderPaid for most) and built by the orders projection — the site's own path
 * to its read models, never INSERTs into them. Each list page (sorted,
 * filtered, paginated, with its total) is followed by a primary-key read of the
 * same table, so both see the same moments of a noisy machine.
 */
export interface ConsoleFigure {
  orders: number;
  loadMs: number;
  catchUpMs: number;
  calls: number;
  p50: number;
  p95: number;
  p99: number;
  baselineP50: number;
  baselineP95: number;
  ratio: number;
  perQuery: { label: string; p50: number; max: number; total: number }[];
}

const statuses = ['paid', 'paid', 'paid', 'awaiting_payment'];
const day = 86_400_000;

/** Appends `count` orders of the bench's goods, `chunk` streams a transaction, `clients` transactions at once. */
export async function loadOrders(db: Db, goods: DemoGoods[], count: number, opts: { chunk?: number; clients?: number; seed?: number } = {}) {
  const rand = seededRandom(opts.seed ?? 7);
  const chunk = opts.chunk ?? 200;
  const start = now();
  const base = Date.UTC(2026, 8, 1);
  const plans = Array.from({ length: count }, (_, i) => {
    const g = goods[Math.floor(rand() * goods.length)];
    const n = 1 + Math.floor(rand() * 3);
    const placedAt = new Date(base + Math.floor(rand() * 90 * day)).toISOString();
    return { i, g, n, placedAt, paid: statuses[Math.floor(rand() * statuses.length)] === 'paid' };
  });
  await pool(Math.ceil(count / chunk), opts.clients ?? 4, (c) =>
    db.transaction(async (trx) => {
      const store = new PostgresEventStore(trx);
      for (const p of plans.slice(c * chunk, (c + 1) * chunk)) {
        const orderId = `bo${p.i.toString().padStart(6, '0')}`;
        const subtotal = p.g.priceCents * p.n;
        const totals = { subtotalCents: subtotal, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: subtotal };
        const events: OrderEvent[] = [
          {
            type: 'OrderPlaced',
            data: {
              orderId, orderNumber: `RC-B-${p.i.toString().padStart(6, '0')}`, clientId: `bench-client-${p.i % 5000}`,
              lines: [{ lineId: `${orderId}-1`, goodsId: p.g.goodsId, name: p.g.name, priceCents: p.g.priceCents, unitPriceCents: p.g.priceCents, count: p.n, shippingCents: 0 }],
              totals, address: { firstName: 'Bench', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' }, code: null, placedAt: p.placedAt,
            },
          } as OrderEvent,
        ];
        if (p.paid) events.push({ type: 'OrderPaid', data: { orderId, paymentId: `pay-${orderId}`, amountCents: subtotal, card: { brand: 'visa', last4: '4242' }, paidAt: p.placedAt } } as OrderEvent);
        await store.append(orderStream(orderId), events.map((e) => ({ ...e, metadata: { commandId: `bench:order:${orderId}`, actor: { kind: 'system' } } })), { expectedVersion: 'no_stream', commandId: `bench:order:${orderId}` });
      }
    }),
  );
  const loadMs = now() - start;
  const runner = new ProjectionRunner(db, new PostgresEventStore(db), [ordersProjection]);
  const catchStart = now();
  await runner.catchUp();
  const catchUpMs = now() - catchStart;
  const [{ n }] = await db(ordersTable).count({ n: '*' });
  if (Number(n) !== count) throw new Error(`the orders projection holds ${n} orders, expected ${count}`);
  await db.raw('VACUUM ANALYZE orders_orders_v1, orders_order_lines_v1, catalogue_goods_v1');
  return { loadMs, catchUpMs };
}

const specOf = (resource: 'goods' | 'orders') => (resource === 'goods' ? goodsList : ordersList) as ListSpec<unknown>;

/** What staff open in the console: default pages, sorts, filters, deep pages. */
function consoleMix(categoryIds: string[]): { label: string; resource: 'goods' | 'orders'; query: ListQuery }[] {
  const page = (n: number, size = 25): [number, number] => [n * size, n * size + size - 1];
  const q = (sort: [string, 'ASC' | 'DESC'], range: [number, number], filter: Record<string, unknown> = {}): ListQuery => ({ sort, range, filter });
  return [
    { label: 'goods, newest (listed)', resource: 'goods', query: q(['listedAt', 'DESC'], page(0), { delisted: false }) },
    { label: 'goods, price asc', resource: 'goods', query: q(['priceCents', 'ASC'], page(0)) },
    { label: 'goods, price desc page 40', resource: 'goods', query: q(['priceCents', 'DESC'], page(40)) },
    { label: 'goods, name asc page 100', resource: 'goods', query: q(['name', 'ASC'], page(100)) },
    { label: 'goods in a category, newest', resource: 'goods', query: q(['listedAt', 'DESC'], page(0), { categoryId: categoryIds[0], delisted: false }) },
    { label: 'goods in a category, price', resource: 'goods', query: q(['effectivePriceCents', 'ASC'], page(2), { categoryId: categoryIds[1], delisted: false }) },
    { label: 'goods "oak", newest', resource: 'goods', query: q(['listedAt', 'DESC'], page(0), { q: 'oak' }) },
    { label: 'goods $100–$300, price', resource: 'goods', query: q(['effectivePriceCents', 'ASC'], page(0), { minPriceCents: 10000, maxPriceCents: 30000, delisted: false }) },
    { label: 'orders, newest', resource: 'orders', query: q(['placedAt', 'DESC'], page(0)) },
    { label: 'orders, newest page 200', resource: 'orders', query: q(['placedAt', 'DESC'], page(200)) },
    { label: 'orders paid, newest', resource: 'orders', query: q(['placedAt', 'DESC'], page(0), { status: 'paid' }) },
    { label: 'orders awaiting payment, oldest', resource: 'orders', query: q(['placedAt', 'ASC'], page(3), { status: 'awaiting_payment' }) },
    { label: 'orders in a week, newest', resource: 'orders', query: q(['placedAt', 'DESC'], page(0), { placedFrom: '2026-10-01T00:00:00.000Z', placedTo: '2026-10-08T00:00:00.000Z' }) },
    { label: 'orders paid in a week, total', resource: 'orders', query: q(['totalCents', 'DESC'], page(0), { status: 'paid', placedFrom: '2026-10-01T00:00:00.000Z', placedTo: '2026-10-08T00:00:00.000Z' }) },
    { label: 'orders, total desc', resource: 'orders', query: q(['totalCents', 'DESC'], page(0)) },
    { label: 'orders of a client', resource: 'orders', query: q(['placedAt', 'DESC'], page(0), { clientId: 'bench-client-42' }) },
  ];
}

export async function benchConsole(db: Db, loaded: { orders: number; loadMs: number; catchUpMs: number }, opts: { repeats?: number } = {}): Promise<ConsoleFigure> {
  const repeats = opts.repeats ?? 11;
  const rand = seededRandom(99);
  const categoryIds = (await db(goodsTable).distinct('category_id').limit(2)).map((r) => r.category_id as string);
  const goodsIds = (await db(goodsTable).select('id').limit(5000)).map((r) => r.id as string);
  const orderIds = (await db(ordersTable).select('order_id').limit(5000)).map((r) => r.order_id as string);
  const mix = consoleMix(categoryIds);
  const pk = (resource: 'goods' | 'orders') =>
    resource === 'goods'
      ? db(goodsTable).select('*').where({ id: goodsIds[Math.floor(rand() * goodsIds.length)] }).first()
      : db(ordersTable).select('*').where({ order_id: orderIds[Math.floor(rand() * orderIds.length)] }).first();
  // Warm-up: one of each.
  for (const m of mix) await listPage(db, specOf(m.resource), m.query);
  const lists: number[] = [];
  const baseline: number[] = [];
  const perQuery = new Map<string, { times: number[]; total: number }>();
  for (let r = 0; r < repeats; r++) {
    for (const m of mix) {
      const t0 = now();
      const page = await listPage(db, specOf(m.resource), m.query);
      const t1 = now();
      await pk(m.resource);
      const t2 = now();
      lists.push(t1 - t0);
      baseline.push(t2 - t1);
      const entry = perQuery.get(m.label) ?? { times: [], total: page.total };
      entry.times.push(t1 - t0);
      perQuery.set(m.label, entry);
    }
  }
  const p95 = percentile(lists, 95);
  const baselineP95 = percentile(baseline, 95);
  return {
    orders: loaded.orders, loadMs: loaded.loadMs, catchUpMs: loaded.catchUpMs, calls: lists.length,
    p50: percentile(lists, 50), p95, p99: percentile(lists, 99), baselineP50: percentile(baseline, 50), baselineP95, ratio: p95 / baselineP95,
    perQuery: [...perQuery].map(([label, e]) => ({ label, p50: percentile(e.times, 50), max: Math.max(...e.times), total: e.total })),
  };
}

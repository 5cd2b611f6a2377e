import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './identity-browser';
import { startShop } from './shop-server';
import { loggedErrors } from '../support/http-app';
import { atFileEnd } from '../support/cleanup';
import { apiPaths, bodies, expectNoServerError, overApiPaths, queries } from './hostile-input';

/**
 * Every JSON call with hostile bodies and queries, as a visitor, a client and
 * staff: never a 500, a message with every 4xx, nothing in the error log. One
 * test per caller (each is thousands of requests); a file of its own, so that it
 * runs beside the page sweep (bad-input.test.ts).
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[] = [];
const tokens: Record<'visitor' | 'client' | 'staff', string | null> = { visitor: null, client: null, staff: null };
const answered = new Set<number>();

/** What the server printed to stderr itself (Remix prints a failed request's error with its stack unless the app handles it). */
const printed: string[] = [];
beforeAll(async () => {
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    printed.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' ').slice(0, 500));
  };
  atFileEnd(() => {
    console.error = consoleError;
  });
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  tokens.client = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo');
  tokens.staff = await apiToken(shop.base, 'staff@roomcraft.local', 'roomcraft-demo');
});

/** The sweep as one caller, six calls at a time. */
async function sweep(token: string | null) {
  const auth: Record<string, string> = token ? { authorization: token } : {};
  await overApiPaths(6, async (path) => {
    for (const q of queries) {
      const res = await fetch(`${shop.base}/api${path}${q}`, { headers: auth });
      expectNoServerError(res.status, `GET ${path}${q}`);
    }
    for (const { name, type, body } of bodies) {
      const res = await fetch(`${shop.base}/api${path}`, { method: 'POST', headers: { ...auth, 'content-type': type }, body });
      expectNoServerError(res.status, `POST ${path} ${name}`);
      answered.add(res.status);
      const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (res.status >= 400) expect(json?.message, `POST ${path} ${name}`).toBeTruthy();
    }
  });
}

describe('bad input to the JSON calls never gives a 500 or an error in the log', () => {
  it('reaches the calls themselves (not a 404 for a wrong address)', async () => {
    expect(apiPaths).toContain('/client/manage/update');
    // The project calls of issue 8's JSON list (furniture, its cart price, orders and payments, codes, Pinterest).
    expect(apiPaths).toEqual(expect.arrayContaining(['/need/manage/goods', '/need/manage/cartPrice', '/need/manage/pay', '/need/manage/furniturePayment', '/multipleNeed/furnitureOrders', '/multipleNeed/payments', '/multipleNeed/applyPromo', '/need/getLastProposalNeed', '/need/checkMoodboardSale', '/need/manage/pinterestPins', '/designer/projects/x1/products', '/designer/projects/x1/products/remove']));
    // The order service and order-fulfilment calls of issue 10 (part 2 §7, part 1 §7).
    expect(apiPaths).toEqual(expect.arrayContaining(['/order/query', '/order/get', '/order/product/query', '/order/product/refund/save', '/order/product/return/save', '/order/product/return/cancel', '/order/product/need/ship/info/get', '/order/product/need/ship/info/save', '/order/customer/get', '/order/customer/edit', '/order/product/delay/save', '/order/message/query', '/order/message/save', '/order/message/unreadByUser', '/order/product/ship/tracking/queryToList', '/dictionary/queryAll', '/handle/of/pushData', '/order/checkOrder', '/orderFulfillment/queryOrderUnreadByUser']));
    expect((await fetch(`${shop.base}/api/client/manage/get`, { headers: { authorization: tokens.client! } })).status).toBe(200);
  });

  for (const who of ['visitor', 'client', 'staff'] as const) {
    it(`sweeps every JSON call with hostile bodies and queries, as ${who === 'visitor' ? 'a visitor' : who === 'client' ? 'a client' : 'staff'}`, { timeout: 300_000 }, () => sweep(tokens[who]));
  }

  it('answered 400, 401, 403 and 405 among others, and logged no error; nothing printed a stack', () => {
    // 405: a POST to a call that only reads (e.g. /api/admin/dashboard), refused by the router.
    expect([...answered]).toEqual(expect.arrayContaining([400, 401, 403, 405]));
    expect(logged).toEqual([]);
    expect(printed).toEqual([]);
  });
});

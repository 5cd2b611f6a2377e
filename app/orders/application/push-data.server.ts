import { z } from 'zod';
import type { Runtime } from '../../../infra/runtime';
import { recentOrderChanges } from '../../../projections/orders/order-service.queries';
import { parseWith } from '../../web/api.server';
import { isShopSide, type OrderCaller, unreadByUser } from './order-messages.server';

const dayMs = 24 * 60 * 60 * 1000;
const sinceSchema = z.object({
  since: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ invalid_type_error: 'since is a time like 2026-11-23T10:00:00Z' }).datetime({ offset: true, message: 'since is a time like 2026-11-23T10:00:00Z' }).optional(),
  ),
});

/**
 * GET /handle/of/pushData?since=… (part 2 §7): what a page needs to refresh for
 * the signed-in user — their unread order messages (in all, per order and board)
 * and the orders that changed since `since` (default: the last day; staff and
 * salesmen: every client's). `now` is the next call's `since`.
 */
export async function pushData(runtime: Runtime, caller: OrderCaller, input: unknown, now = new Date()) {
  const { since } = parseWith(sinceSchema, input);
  const from = since ? new Date(since) : new Date(now.getTime() - dayMs);
  const [messages, orders] = await Promise.all([
    unreadByUser(runtime, caller),
    recentOrderChanges(runtime.db, isShopSide(caller) ? {} : { clientId: caller.userId }, from),
  ]);
  return {
    now: now.toISOString(),
    unreadOrderMessages: messages.orders.reduce((n, o) => n + o.unread, 0),
    unreadOrders: messages.orders.length,
    messages,
    orders,
  };
}

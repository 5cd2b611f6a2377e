import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { returnsWindowMs } from '../../../domain/orders/order';
import { getClientOrder, searchClientOrders, type OrderDetail } from '../../../projections/orders/orders.queries';
import { orderStatuses, type OrderStatus, ordersProjection } from '../../../projections/orders/orders';
import { requireUser, userAction } from '../../web/page-form.server';
import { cancelOrder, requestReturn } from '../application/client-orders.server';
import { orderFromStream, ordersBeingUpdated, orderViewFold, withFreshStatuses } from '../application/orders-being-updated.server';
import { orderStream } from '../../../domain/orders/order';
import { foldWithFreshness } from '../../web/stream-freshness.server';
import { orderForClient } from '~/commerce/index.server';

export const ordersPageSize = 10;

/** A 404 for a missing order and for another client's, alike: existence does not leak. */
const notFound = () => new Response('Not found', { status: 404 });

/**
 * /order/detail/{id}: the client's own order from the read model or, while the read
 * model has not caught up with it (a held-back feed), from its stream, marked as
 * being updated; a 404 otherwise.
 */
export async function orderDetailOrUpdating(args: LoaderFunctionArgs) {
  const user = await requireUser(args.request, args.context);
  const id = args.params.id ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound();
  // The read model shows the order as its events stand: the full page.
  const { version, caughtUp } = await foldWithFreshness(args.context.runtime, orderViewFold, orderStream(id), [ordersProjection.name]);
  if (caughtUp || version === 0) return { ...(await ownOrder(args)), updating: null };
  // Missing from it or behind it (a held-back feed): what the events say, marked as being updated.
  const order = await orderForClient(args.context.runtime, user.id, id);
  const summary = order && (await orderFromStream(args.context.runtime, user.id, id));
  if (!order || !summary) throw notFound();
  return { user, order: null, updating: { ...order, status: summary.status }, now: new Date().toISOString() };
}

/** The signed-in client's own order named by the route, or a 404. */
export async function ownOrder({ request, context, params }: LoaderFunctionArgs, param = 'id') {
  const user = await requireUser(request, context);
  const id = params[param] ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound();
  const order = await getClientOrder(context.runtime.db, user.id, id);
  if (!order) throw notFound();
  return { user, order, now: new Date().toISOString() };
}

/** What the client may do with an order now (the domain's rules, read from the read model). */
export function orderActions(order: OrderDetail, now = Date.now()) {
  const shipped = order.lines.some((l) => l.shippedAt);
  const returnable = order.lines.filter(
    (l) => l.deliveredAt && now - Date.parse(l.deliveredAt) <= returnsWindowMs && l.returnStatus !== 'requested' && l.returnStatus !== 'approved',
  );
  return {
    canCancel: !order.cancelledAt && !shipped,
    returnable: order.cancelledAt ? [] : returnable.map((l) => l.lineId),
  };
}

/** /client/order and /order/index: the client's orders, newest first, ten a page, by status tab. */
export async function ordersListLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? '';
  const status = (orderStatuses as readonly string[]).includes(asked) ? (asked as OrderStatus) : undefined;
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1), 10_000);
  const result = await searchClientOrders(context.runtime.db, user.id, { start: (page - 1) * ordersPageSize, pageSize: ordersPageSize, order: 'newest', status });
  // Rows whose order has moved on in its events show where it stands now, marked as being updated;
  // orders the events know and the read model does not show yet lead the first page, marked too.
  const rows = await withFreshStatuses(context.runtime, user.id, result.rows);
  const updating = page === 1 ? (await ordersBeingUpdated(context.runtime, user.id)).filter((o) => !status || o.status === status) : [];
  return { ...result, rows, updating, page, status: status ?? null, pageSize: ordersPageSize };
}

/** /order/cancel/{id}: cancel, then back to the order. */
export const cancelAction = userAction(async ({ context, session, user, input, intent, request }) => {
  if (intent !== 'cancel') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const id = new URL(request.url).pathname.split('/').pop() ?? '';
  await cancelOrder(context.runtime, { userId: user.id, actor: session.actor }, { id: decodeURIComponent(id), reason: input.reason ?? '' });
  return redirect(`/order/detail/${id}?cancelled=1`);
});

/** /order/return/{id}: the chosen delivered lines, reasons and note; then the success page. */
export const returnAction = userAction(async ({ context, session, user, form, input, intent, request }) => {
  if (intent !== 'return') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  const detailIds = form.getAll('detailIds').filter((v): v is string => typeof v === 'string');
  const reasons = form.getAll('reasons').filter((v): v is string => typeof v === 'string');
  if (!detailIds.length) throw new ValidationError('NO_ITEMS', 'Please choose the items to return', { detailIds: 'Please choose the items to return' });
  if (!reasons.length) throw new ValidationError('NO_REASON', 'Please choose a reason', { reasons: 'Please choose a reason' });
  await requestReturn(context.runtime, { userId: user.id, actor: session.actor }, { id, detailIds, reasons, note: input.note ?? '' });
  return redirect(`/client/order/return/return-success?id=${encodeURIComponent(id)}`);
});

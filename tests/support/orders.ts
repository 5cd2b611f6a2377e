import { orderCommands } from '../../domain/orders/commands';
import type { Runtime } from '../../infra/runtime';
import { settled } from './processes';

let orderNo = 700_000;

/**
 * An order the client places and pays with a sandbox card, as the checkout records
 * it (its commands, the client's own actor for placing it). `goodsIds`: which
 * catalogue goods (default: the first two listed).
 */
export async function paidOrderFor(runtime: Runtime, client: { userId: string; email: string }, options: { lines?: number; paid?: boolean; state?: string; zip?: string } = {}) {
  const goods = await runtime.db('catalogue_goods_v1').where({ delisted: false }).orderBy('id').limit(options.lines ?? 2);
  const lines = goods.map((g, i) => ({ lineId: `line-${i + 1}`, goodsId: g.id as string, name: g.name as string, priceCents: Number(g.price_cents), unitPriceCents: Number(g.price_cents), count: 1, shippingCents: 0 }));
  const subtotal = lines.reduce((s, l) => s + l.priceCents, 0);
  const n = ++orderNo;
  const orderId = `o-test-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const orderNumber = `RC-2026-${n}`;
  const actor = { kind: 'user', userId: client.userId, email: client.email, roles: ['client'] } as const;
  await runtime.execute(
    orderCommands.PlaceOrder,
    {
      orderId, orderNumber, clientId: client.userId, lines,
      totals: { subtotalCents: subtotal, saleDiscountCents: 0, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: subtotal },
      address: { firstName: 'Ada', lastName: 'Buyer', address1: '1 Main St', city: 'Austin', state: options.state ?? 'TX', zip: options.zip ?? '73301' },
      code: null,
    },
    { actor },
  );
  if (options.paid !== false) {
    const card = await runtime.payments.tokenizeCard({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Buyer' }, client.userId);
    const charge = await runtime.payments.charge({ token: card.token, amountCents: subtotal, currency: 'usd', idempotencyKey: `charge-${orderId}`, description: orderNumber, metadata: { orderId } });
    if (charge.status !== 'succeeded') throw new Error('the sandbox declined the test card');
    await runtime.execute(orderCommands.PayOrder, { orderId, paymentId: charge.paymentId, amountCents: subtotal, card: { ...card } }, { actor: { kind: 'system' } });
  }
  await settled(runtime);
  return { orderId, orderNumber, lines, totalCents: subtotal };
}

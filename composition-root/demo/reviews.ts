import type { AppRuntime } from '../runtime';
import { identityCommands } from '../../domain/identity/commands';
import { orderCommands } from '../../domain/orders/commands';
import { ratingsCommands } from '../../domain/ratings/commands';
import type { Actor } from '../../domain/shared/messages';
import { hashPassword } from '../../infra/identity/secrets';
import { nextOrderNumber } from '../../infra/orders/order-numbers';
import { demoPassword } from './accounts';
import { demoGoods } from './catalogue';

const system: Actor = { kind: 'system' };
const day = 86_400_000;

/** Clients who bought, received and reviewed (they sign in with the demo password too). */
export const demoReviewers = [
  { userId: 'demo-reviewer-jordan', email: 'jordan@roomcraft.local', username: 'Jordan Reyes' },
  { userId: 'demo-reviewer-priya', email: 'priya@roomcraft.local', username: 'Priya Shah' },
  { userId: 'demo-reviewer-marcus', email: 'marcus@roomcraft.local', username: 'Marcus Lee' },
] as const;

type Review = { goods: string; stars: number; title: string | null; text: string };
interface DemoOrder {
  clientId: string;
  authorName: string;
  orderId: string;
  /** Days before seeding it was placed (delivered a week later; reviewed, and approved, after that). */
  placedDaysAgo: number;
  goods: string[];
  reviews: Review[];
}

/**
 * Delivered orders and approved reviews, so a fresh `npm start` shows stars,
 * averages and review lists (issue 22). The demo client has two delivered
 * orders, one reviewed product and one left to review. Order numbers (unique
 * in the orders read model) sit far above the checkout's sequence (which starts
 * at 1001) and apart from the numbers tests use. Everything goes through
 * the commands the checkout, staff and the review form use.
 */
export const demoOrders: DemoOrder[] = [
  {
    clientId: 'demo-client', authorName: 'Casey C.', orderId: 'demo-order-casey-1', placedDaysAgo: 60, goods: ['g00032', 'g00151'],
    reviews: [{ goods: 'g00032', stars: 5, title: 'Small chair, big comfort', text: 'Fits the reading corner perfectly and the leather already looks lived-in in a good way. Assembly took five minutes.' }],
  },
  { clientId: 'demo-client', authorName: 'Casey C.', orderId: 'demo-order-casey-2', placedDaysAgo: 40, goods: ['g00101'], reviews: [] },
  {
    clientId: 'demo-reviewer-jordan', authorName: 'Jordan R.', orderId: 'demo-order-jordan-1', placedDaysAgo: 55, goods: ['g00032', 'g00101', 'g00031'],
    reviews: [
      { goods: 'g00032', stars: 4, title: 'Handsome and sturdy', text: 'Great colour and solid frame. The seat is a little firm for long evenings, so I added a cushion.' },
      { goods: 'g00101', stars: 5, title: 'Best bed we have owned', text: 'Low, quiet and easy to put together. The walnut matches the photos and the 3D view exactly.' },
      { goods: 'g00031', stars: 4, title: null, text: 'Deep enough to nap on and the mustard velvet is gorgeous. Delivery took a few days longer than estimated.' },
    ],
  },
  {
    clientId: 'demo-reviewer-priya', authorName: 'Priya S.', orderId: 'demo-order-priya-1', placedDaysAgo: 50, goods: ['g00032', 'g00151', 'g00061'],
    reviews: [
      { goods: 'g00032', stars: 4, title: 'Lovely accent chair', text: 'Looks expensive and the olive leather is soft. Would buy again.' },
      { goods: 'g00151', stars: 5, title: 'Perfect size', text: 'Exactly the dimensions listed, so it fit between the sofa and the rug with room to walk. The walnut top wipes clean easily.' },
      { goods: 'g00061', stars: 3, title: 'Pretty, but small', text: 'The cream velvet is beautiful; the seat is narrower than I expected, so check the measurements against a chair you own.' },
    ],
  },
  {
    clientId: 'demo-reviewer-marcus', authorName: 'Marcus L.', orderId: 'demo-order-marcus-1', placedDaysAgo: 45, goods: ['g00151', 'g00121'],
    reviews: [
      { goods: 'g00151', stars: 4, title: 'Solid table', text: 'Heavy, well made and the finish is even. Two people needed to carry it in.' },
      { goods: 'g00121', stars: 5, title: 'Our cat approves', text: 'Soft, firm enough to sit on, and the ivory velvet has survived a cat and a toddler so far.' },
    ],
  },
];

const doneId = () => `demo:review-approved:${demoOrders.at(-1)!.orderId}:${demoOrders.at(-1)!.reviews.at(-1)!.goods}`;

async function seedReviewers(runtime: Pick<AppRuntime, 'pipeline' | 'store'>) {
  for (const { userId, email, username } of demoReviewers) {
    if (await runtime.store.commandResult(`demo:account:${userId}`)) continue;
    await runtime.pipeline.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system, commandId: `demo:email:${userId}` });
    await runtime.pipeline.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system, commandId: `demo:email-confirmed:${userId}` });
    await runtime.pipeline.execute(
      identityCommands.RegisterAccount,
      { userId, email, passwordHash: await hashPassword(demoPassword), roles: ['client'], username, verifiedBy: 'system' },
      { actor: system, commandId: `demo:account:${userId}` },
    );
  }
}

/** Demo orders placed, paid, shipped and delivered, and their reviews written and approved. Fixed command ids: seeding twice adds nothing. */
export async function seedDemoReviews(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger' | 'db'>, goodsCount: number, now = new Date()): Promise<void> {
  if (await runtime.store.commandResult(doneId())) return;
  await seedReviewers(runtime);
  const goods = new Map(demoGoods(goodsCount).map((g) => [g.goodsId, g]));
  const address = { firstName: 'Demo', lastName: 'Buyer', address1: '1200 Market Street', city: 'San Francisco', state: 'CA', zip: '94102', country: 'US' };
  for (const o of demoOrders) {
    const at = (days: number) => new Date(now.getTime() - (o.placedDaysAgo - days) * day);
    const lines = o.goods.map((goodsId, i) => {
      const g = goods.get(goodsId)!;
      return { lineId: `line-${i + 1}`, goodsId, name: g.name, priceCents: g.priceCents, unitPriceCents: g.salePriceCents ?? g.priceCents, count: 1, shippingCents: 0 };
    });
    const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
    const totals = { subtotalCents: sum((l) => l.priceCents), saleDiscountCents: sum((l) => l.priceCents - l.unitPriceCents), codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: sum((l) => l.unitPriceCents) };
    const ids = { orderId: o.orderId };
    // From the checkout's own sequence, so a shopper's order never gets a demo order's number.
    const orderNumber = await nextOrderNumber(runtime.db, at(0));
    await runtime.pipeline.execute(orderCommands.PlaceOrder, { ...ids, orderNumber, clientId: o.clientId, lines, totals, address, code: null }, { actor: system, commandId: `demo:order:${o.orderId}`, now: at(0) });
    await runtime.pipeline.execute(orderCommands.PayOrder, { ...ids, paymentId: `demo-payment-${o.orderId}`, amountCents: totals.totalCents, card: null }, { actor: system, commandId: `demo:order-paid:${o.orderId}`, now: at(0) });
    for (const line of lines) {
      const lineIds = { ...ids, lineId: line.lineId };
      await runtime.pipeline.execute(orderCommands.ShipOrderLine, { ...lineIds, carrier: 'UPS', trackingNumber: `1ZDEMO${orderNumber.slice(-6)}${line.lineId.slice(-1)}` }, { actor: system, commandId: `demo:shipped:${o.orderId}:${line.lineId}`, now: at(2) });
      await runtime.pipeline.execute(orderCommands.MarkLineDelivered, lineIds, { actor: system, commandId: `demo:delivered:${o.orderId}:${line.lineId}`, now: at(7) });
    }
    const email = o.clientId === 'demo-client' ? 'client@roomcraft.local' : demoReviewers.find((r) => r.userId === o.clientId)!.email;
    const author: Actor = { kind: 'user', userId: o.clientId, email, roles: ['client'] };
    for (const [i, r] of o.reviews.entries()) {
      const line = lines.find((l) => l.goodsId === r.goods)!;
      const key = `${o.orderId}:${r.goods}`;
      const purchase = { orderId: o.orderId, lineId: line.lineId, deliveredAt: at(7).toISOString() };
      const review = { goodsId: r.goods, userId: o.clientId, authorName: o.authorName, rating: r.stars, title: r.title, text: r.text, photo: null, purchase };
      await runtime.pipeline.execute(ratingsCommands.WriteProductReview, review, { actor: author, commandId: `demo:review:${key}`, now: at(10 + i) });
      await runtime.pipeline.execute(ratingsCommands.ApproveProductReview, { goodsId: r.goods, userId: o.clientId, revision: 1 }, { actor: system, commandId: `demo:review-approved:${key}`, now: at(11 + i) });
    }
  }
  runtime.logger.info('demo orders and reviews seeded', { orders: demoOrders.length, reviews: demoOrders.reduce((n, o) => n + o.reviews.length, 0) });
}

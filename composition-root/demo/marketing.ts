import { attributionCommands } from '../../domain/attribution/commands';
import { orderCommands } from '../../domain/orders/commands';
import { remindersCommands } from '../../domain/reminders/commands';
import { emptyTouchValues } from '../../domain/tracking/touch';
import { nextOrderNumber } from '../../infra/orders/order-numbers';
import type { AppRuntime } from '../runtime';
import { registerDemoAccount } from './accounts';
import { demoGoods } from './catalogue';

const hour = 3_600_000;
const day = 24 * hour;
const system = { kind: 'system' } as const;

/** A small deterministic generator: the same demo every time it is seeded. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type Step =
  | { command: 'arm'; userId: string; kind: 'cart' | 'board'; token: string; at: number; dueAt: number }
  | { command: 'send'; userId: string; kind: 'cart' | 'board' | 'price-drop' | 'back-in-stock'; token: string; at: number; firstDueAt: number }
  | { command: 'disarm'; userId: string; at: number }
  | { command: 'choose'; userId: string; via: 'link' | 'one-click' | 'settings'; at: number };

/**
 * The demo's reminders (pure, deterministic): six weeks of demo shoppers (no
 * accounts, so no mail reaches anyone) whose carts and boards are armed, sent or
 * cancelled by an order, who get price-drop and back-in-stock news (some capped,
 * some too old and dropped), and a few who unsubscribe each way. Times fall in
 * the day (10:00–18:00 UTC), never in quiet hours.
 */
export function demoReminderSteps(today: Date): Step[] {
  const random = generator(61);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const steps: Step[] = [];
  for (let week = 5; week >= 0; week--) {
    const shoppers = 6 + Math.floor(random() * 5);
    for (let n = 0; n < shoppers; n++) {
      const userId = `demo-shopper-${week}-${n}`;
      const at = midnight - (week * 7 + 3 + Math.floor(random() * 3)) * day + (10 + Math.floor(random() * 6)) * hour;
      const pick = random();
      if (pick < 0.45) {
        steps.push({ command: 'arm', userId, kind: 'cart', token: `${userId}-cart`, at, dueAt: at + day });
        if (random() < 0.3) steps.push({ command: 'disarm', userId, at: at + 2 * hour });
        else steps.push({ command: 'send', userId, kind: 'cart', token: `${userId}-cart`, at: at + day, firstDueAt: at + day });
      } else if (pick < 0.65) {
        steps.push({ command: 'arm', userId, kind: 'board', token: `${userId}-board`, at, dueAt: at + 3 * day });
        steps.push({ command: 'send', userId, kind: 'board', token: `${userId}-board`, at: at + 3 * day, firstDueAt: at + 3 * day });
      } else {
        const kind = pick < 0.85 ? 'price-drop' : 'back-in-stock';
        steps.push({ command: 'send', userId, kind, token: `${userId}-news1`, at, firstDueAt: at });
        // A second piece of news the same day is capped (postponed); one asked 8 days late is dropped as stale.
        if (random() < 0.4) steps.push({ command: 'send', userId, kind, token: `${userId}-news2`, at: at + hour, firstDueAt: at + hour });
        if (random() < 0.2) steps.push({ command: 'send', userId, kind, token: `${userId}-news3`, at: at + 8 * day, firstDueAt: at });
      }
      const leave = random();
      if (leave < 0.12) steps.push({ command: 'choose', userId, via: leave < 0.04 ? 'link' : leave < 0.08 ? 'one-click' : 'settings', at: at + 2 * day });
    }
  }
  return steps.filter((s) => s.at < today.getTime() - hour);
}

/** Referral clicks on the demo client's link: a few of the demo's visitors opened it, over the last two weeks. */
export function demoReferralClicks(today: Date): { visitorId: string; at: number }[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: 9 }, (_, k) => ({ visitorId: `demo-referred-visitor-${k}`, at: midnight - (13 - k) * day - (k % 3) * hour - 6 * hour }));
}

const goodsIds = ['g00001', 'g00002'];

/** The referred visitors who signed up after opening the link (demo accounts at `@roomcraft.local`, the demo password). */
export const demoReferredSignUps = [
  { k: 1, userId: 'demo-referred-riley', email: 'riley@roomcraft.local', username: 'Riley Brooks', ordersAfterDays: 2 },
  { k: 4, userId: 'demo-referred-noah', email: 'noah@roomcraft.local', username: 'Noah Patel', ordersAfterDays: 1 },
  { k: 7, userId: 'demo-referred-emma', email: 'emma@roomcraft.local', username: 'Emma Walsh', ordersAfterDays: null },
] as const;

export interface DemoOrderStep {
  orderId: string;
  clientId: string;
  goodsId: string;
  at: number;
  /** The referred visitor whose attribution the order is attached to (referral orders only). */
  visitorId: string | null;
}

/**
 * What the referral clicks led to (pure, deterministic): three of the nine
 * referred visitors land from the link, sign up 40 minutes after the click, and
 * two of them place and pay an order a day or two later.
 */
export function demoReferralConversions(today: Date) {
  const clicks = demoReferralClicks(today);
  return demoReferredSignUps.map((s) => {
    const click = clicks[s.k]!;
    const order: DemoOrderStep | null =
      s.ordersAfterDays === null ? null : { orderId: `demo-order-referred-${s.k}`, clientId: s.userId, goodsId: goodsIds[s.k % 2]!, at: click.at + s.ordersAfterDays * day + 3 * hour, visitorId: click.visitorId };
    return { ...s, visitorId: click.visitorId, landedAt: click.at - 60_000, clickedAt: click.at, signedUpAt: click.at + 40 * 60_000, order };
  });
}

/**
 * Orders after sent reminders (pure, deterministic): one shopper per reminder
 * kind, each from another week where the plan allows, orders two days after
 * their first sent reminder (within the report's 7-day window), so the report's
 * converted column shows in several weeks and kinds. A capped or stale second
 * piece of news is not a sent reminder and is never picked.
 */
export function demoReminderOrders(today: Date): DemoOrderStep[] {
  const sends = demoReminderSteps(today).filter((s): s is Extract<Step, { command: 'send' }> => s.command === 'send' && !/-news[23]$/.test(s.token));
  const picked: DemoOrderStep[] = [];
  const weeks = new Set<string>();
  const kinds = new Set<string>();
  const week = (userId: string) => userId.split('-')[2]!;
  for (const distinctWeeks of [true, false]) {
    for (const s of sends) {
      if (kinds.has(s.kind) || (distinctWeeks && weeks.has(week(s.userId)))) continue;
      const at = s.at + 2 * day;
      if (at >= today.getTime() - hour) continue;
      kinds.add(s.kind);
      weeks.add(week(s.userId));
      picked.push({ orderId: `demo-order-reminded-${s.userId.slice('demo-'.length)}`, clientId: s.userId, goodsId: goodsIds[picked.length % 2]!, at, visitorId: null });
    }
  }
  return picked.sort((a, b) => a.at - b.at);
}

const address = { firstName: 'Demo', lastName: 'Shopper', address1: '1200 Market Street', city: 'San Francisco', state: 'CA', zip: '94102', country: 'US' };

/** An order placed and paid as the checkout records it (the demo reviews' way: system actor, a sandbox payment id, no card). */
async function placeAndPay(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'db'>, o: DemoOrderStep) {
  if (await runtime.store.commandResult(`demo:order-paid:${o.orderId}`)) return;
  const g = demoGoods(2).find((x) => x.goodsId === o.goodsId)!;
  const lines = [{ lineId: 'line-1', goodsId: g.goodsId, name: g.name, priceCents: g.priceCents, unitPriceCents: g.salePriceCents ?? g.priceCents, count: 1, shippingCents: 0 }];
  const totals = { subtotalCents: g.priceCents, saleDiscountCents: g.priceCents - lines[0]!.unitPriceCents, codeDiscountCents: 0, shippingCents: 0, taxCents: 0, creditsUsedCents: 0, totalCents: lines[0]!.unitPriceCents };
  const now = new Date(o.at);
  if (!(await runtime.store.commandResult(`demo:order:${o.orderId}`))) {
    // From the checkout's own sequence, so a shopper's order never gets a demo order's number.
    const orderNumber = await nextOrderNumber(runtime.db, now);
    await runtime.pipeline.execute(orderCommands.PlaceOrder, { orderId: o.orderId, orderNumber, clientId: o.clientId, lines, totals, address, code: null }, { actor: system, commandId: `demo:order:${o.orderId}`, now });
  }
  await runtime.pipeline.execute(orderCommands.PayOrder, { orderId: o.orderId, paymentId: `demo-payment-${o.orderId}`, amountCents: totals.totalCents, card: null }, { actor: system, commandId: `demo:order-paid:${o.orderId}`, now });
}

/**
 * Demo marketing facts for the console's Referrals and Reminders pages (issue 26,
 * ADR 061), through the same commands the processes, the landing, sign-up, the
 * checkout and the incrReferCount call use, at the step's time: reminders, the
 * clicks, three referred sign-ups and two of their paid orders (attributed to the
 * visitor as the attribution process attaches them), and four shoppers' paid
 * orders two days after a sent reminder. The shoppers have no accounts and the
 * referred clients `@roomcraft.local` ones, so no mail reaches anyone. Command
 * ids are fixed: seeding again (or after a crash half-way) appends nothing twice.
 */
export async function seedDemoMarketing(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'db'>, today = new Date()) {
  const clicks = demoReferralClicks(today);
  const reminderOrders = demoReminderOrders(today);
  // The last reminded shopper's paid order is the last command: a database seeded before it gets the rest too.
  if (await runtime.store.commandResult(`demo:order-paid:${reminderOrders.at(-1)!.orderId}`)) return;
  const steps = demoReminderSteps(today);
  for (const [i, s] of steps.entries()) {
    const context = { actor: system, commandId: `demo:reminder:${i}:${s.userId}:${s.command}`, now: new Date(s.at) };
    if (s.command === 'arm') await runtime.pipeline.execute(remindersCommands.ArmReminder, { userId: s.userId, kind: s.kind, reminderKey: s.kind === 'cart' ? 'cart' : `board:${s.userId}`, token: s.token, goodsIds, ...(s.kind === 'board' ? { boardId: s.userId } : {}), dueAt: new Date(s.dueAt).toISOString() }, context);
    if (s.command === 'disarm') await runtime.pipeline.execute(remindersCommands.DisarmReminder, { userId: s.userId, reminderKey: 'cart', reason: 'ordered' }, context);
    if (s.command === 'choose') await runtime.pipeline.execute(remindersCommands.SetReminderPreference, { userId: s.userId, reminders: false, via: s.via }, context);
    if (s.command === 'send') {
      const news = s.kind === 'price-drop' || s.kind === 'back-in-stock';
      const key = s.kind === 'cart' ? 'cart' : s.kind === 'board' ? `board:${s.userId}` : `${s.kind}:${goodsIds[0]}`;
      await runtime.pipeline.execute(
        remindersCommands.SendReminder,
        { userId: s.userId, kind: s.kind, reminderKey: key, token: s.token, goodsIds, ...(s.kind === 'board' ? { boardId: s.userId } : {}), ...(news ? { title: 'Linen armchair', fromCents: 49_900, toCents: 39_900 } : {}), firstDueAt: new Date(s.firstDueAt).toISOString() },
        context,
      );
    }
  }
  for (const { visitorId, at } of clicks) {
    await runtime.pipeline.execute(attributionCommands.CountReferClick, { referrerId: 'demo-client', visitorId }, { actor: { kind: 'visitor', visitorId }, commandId: `demo:refer-click:${visitorId}`, now: new Date(at) });
  }
  // Three referred visitors landed from the link, signed up after the click, and two of them ordered; the
  // attribution process's AttachAttribution marks the click (it waits for a session, which the demo has not).
  for (const r of demoReferralConversions(today)) {
    const visitor = { kind: 'visitor', visitorId: r.visitorId } as const;
    await runtime.pipeline.execute(attributionCommands.RecordLanding, { visitorId: r.visitorId, values: { ...emptyTouchValues(), ref: 'demo-client' }, landingPage: '/', referrerHost: null, siteHost: 'localhost:3000' }, { actor: visitor, commandId: `demo:refer-landing:${r.visitorId}`, now: new Date(r.landedAt) });
    const signedUp = { actor: system, now: new Date(r.signedUpAt) };
    if (!(await runtime.store.commandResult(`demo:account:${r.userId}`))) await registerDemoAccount(runtime, { userId: r.userId, email: r.email, roles: ['client'], username: r.username }, signedUp.now);
    await runtime.pipeline.execute(attributionCommands.AttachAttribution, { visitorId: r.visitorId, subject: 'signup', subjectId: r.userId, userId: r.userId }, { ...signedUp, commandId: `demo:attach:signup:${r.userId}` });
    if (r.order) {
      await placeAndPay(runtime, r.order);
      await runtime.pipeline.execute(attributionCommands.AttachAttribution, { visitorId: r.visitorId, subject: 'order', subjectId: r.order.orderId, userId: r.userId }, { actor: system, now: new Date(r.order.at), commandId: `demo:attach:order:${r.order.orderId}` });
    }
  }
  for (const o of reminderOrders) await placeAndPay(runtime, o);
}

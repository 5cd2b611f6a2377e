import type { Knex } from 'knex';
import { sessionEventTypes, type SessionEvent } from '../../domain/identity/session';
import { needEventTypes, type NeedEvent } from '../../domain/projects/need';
import { orderEventTypes, type OrderEvent } from '../../domain/orders/order';
import { cartEventTypes, type CartEvent } from '../../domain/cart/cart';
import { proposalEventTypes, type ProposalEvent } from '../../domain/review/proposal';
import type { Touch, TrackingFact } from '../../domain/tracking/events';
import { defineProjection } from '../projection';

export const visitorsTable = 'analytics_visitors_v1';
export const visitorStepsTable = 'analytics_visitor_steps_v1';
export const userVisitorsTable = 'analytics_user_visitors_v1';
export const subjectsTable = 'analytics_subjects_v1';
export const funnelDailyTable = 'analytics_funnel_daily_v1';
export const paidOrdersTable = 'analytics_paid_orders_v1';

/** The dimensions every step is counted under: all visitors, and by the first touch's channel, campaign and landing page. */
export const dimensions = ['all', 'channel', 'campaign', 'landing'] as const;
export type Dimension = (typeof dimensions)[number];
/** A visitor known only from domain events until a tracking fact names them (and counted only then). */
const unknownTouch = { channel: 'direct', campaign: '(none)', landing_page: '(unknown)' };

const trackingFactTypes = ['TrackingEventCollected', 'VisitorLanded', 'AttributionAttached'] as const satisfies readonly TrackingFact['type'][];
/** Standard tracking event types that reach a shop step (any tracking fact is a visit). */
const trackedSteps: Record<string, string> = { product_view: 'product_viewed', add_to_cart: 'added_to_cart', checkout_start: 'checkout_started' };

type Read = TrackingFact | SessionEvent | CartEvent | OrderEvent | NeedEvent | ProposalEvent;
const handled = ['TrackingEventCollected', 'VisitorLanded', 'AttributionAttached', 'SessionStarted', 'CartLineAdded', 'OrderPlaced', 'OrderPaid', 'NeedDrafted', 'NeedClaimed', 'NeedSubmitted', 'NeedPaid', 'MoodBoardApproved'] as const;
const unhandled = <T extends string>(types: readonly T[]) => types.filter((t) => !(handled as readonly string[]).includes(t));

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The analytics funnels (ADR 056). Each visitor's steps are kept once per step
 * (`analytics_visitor_steps_v1`, with the revenue it brought); a visitor counts
 * in the daily buckets only once a tracking fact names them (they chose
 * "analytics" in the cookie banner), under the day they were first seen and
 * their first touch's channel, campaign and landing page. A fact that arrives
 * late (a landing after the first cart line) moves the visitor's counts to
 * their right bucket. A funnel answer only sums buckets.
 *
 * Shop: visit (any tracking fact) → product_viewed (product_view) → added_to_cart
 * (add_to_cart or CartLineAdded) → checkout_started (checkout_start or
 * OrderPlaced) → paid (OrderPaid, with its amount). Design: room_chosen
 * (NeedDrafted) → questionnaire_done (NeedSubmitted) → paid_plan (NeedPaid, with
 * its amount) → approved_board (MoodBoardApproved) → furniture_bought (OrderPaid
 * after an approved board). Paid orders of every client feed the cohorts.
 */
export const funnelsProjection = defineProjection<Read>()({
  name: 'analytics-funnels',
  tables: [visitorsTable, visitorStepsTable, userVisitorsTable, subjectsTable, funnelDailyTable, paidOrdersTable],
  reads: [...trackingFactTypes, ...sessionEventTypes, ...cartEventTypes, ...orderEventTypes, ...needEventTypes, ...proposalEventTypes] as Read['type'][],
  handles: handled,
  ignores: [...unhandled(sessionEventTypes), ...unhandled(cartEventTypes), ...unhandled(orderEventTypes), ...unhandled(needEventTypes), ...unhandled(proposalEventTypes)] as never[],
  async apply(trx, events) {
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      switch (event.type) {
        case 'TrackingEventCollected': {
          // A run of tracking facts (a page's batch, many visitors' flushes) is applied once per visitor and step.
          let end = i;
          while (end + 1 < events.length && events[end + 1]!.type === 'TrackingEventCollected') end++;
          await applyTrackingRun(trx, events.slice(i, end + 1) as Array<Extract<Read, { type: 'TrackingEventCollected' }>>);
          i = end;
          break;
        }
        case 'VisitorLanded':
          await track(trx, event.data.visitorId, event.data.touch.at, event.data.touch);
          break;
        case 'AttributionAttached': {
          const d = event.data;
          await track(trx, d.visitorId, d.at, d.firstTouch);
          if (d.userId) await linkUser(trx, d.userId, d.visitorId);
          if (d.subject !== 'signup') {
            const subjectId = `${d.subject === 'order' ? 'order' : 'need'}-${d.subjectId}`;
            await trx(subjectsTable).insert({ subject_id: subjectId, visitor_id: d.visitorId, client_id: d.userId }).onConflict('subject_id').merge(['visitor_id']);
          }
          break;
        }
        case 'SessionStarted':
          await linkUser(trx, event.data.userId, event.data.visitorId);
          break;
        case 'CartLineAdded': {
          // A run of adds (many shoppers' at a sale) is applied once per visitor, in a few statements (issue 27).
          let end = i;
          while (end + 1 < events.length && events[end + 1]!.type === 'CartLineAdded') end++;
          await applyCartAddRun(trx, events.slice(i, end + 1) as Array<Extract<Read, { type: 'CartLineAdded' }>>);
          i = end;
          break;
        }
        case 'OrderPlaced': {
          const d = event.data;
          const visitor = await visitorOfUser(trx, d.clientId);
          await trx(subjectsTable).insert({ subject_id: `order-${d.orderId}`, visitor_id: visitor, client_id: d.clientId }).onConflict('subject_id').merge(['client_id']);
          const subject = await trx(subjectsTable).where({ subject_id: `order-${d.orderId}` }).first();
          if (subject?.visitor_id) await reach(trx, subject.visitor_id, 'checkout_started', d.placedAt, 0);
          break;
        }
        case 'OrderPaid': {
          const d = event.data;
          const subject = await trx(subjectsTable).where({ subject_id: `order-${d.orderId}` }).first();
          if (subject?.client_id) await trx(paidOrdersTable).insert({ order_id: d.orderId, client_id: subject.client_id, month: d.paidAt.slice(0, 7), cents: d.amountCents }).onConflict('order_id').ignore();
          if (!subject?.visitor_id) break;
          await reach(trx, subject.visitor_id, 'paid', d.paidAt, d.amountCents);
          const approved = await trx(visitorStepsTable).where({ visitor_id: subject.visitor_id, step: 'approved_board' }).first();
          if (approved) await reach(trx, subject.visitor_id, 'furniture_bought', d.paidAt, d.amountCents);
          break;
        }
        case 'NeedDrafted': {
          const { owner, needId, createdAt } = event.data;
          const visitor = owner.kind === 'visitor' ? owner.visitorId : await visitorOfUser(trx, owner.clientId);
          await trx(subjectsTable)
            .insert({ subject_id: `need-${needId}`, visitor_id: visitor, client_id: owner.kind === 'client' ? owner.clientId : null })
            .onConflict('subject_id')
            .merge(['client_id']);
          await reachSubject(trx, `need-${needId}`, 'room_chosen', createdAt, 0);
          break;
        }
        case 'NeedClaimed':
          await trx(subjectsTable).insert({ subject_id: `need-${event.data.needId}`, visitor_id: event.data.visitorId, client_id: event.data.clientId }).onConflict('subject_id').merge(['client_id']);
          break;
        case 'NeedSubmitted':
          await reachSubject(trx, `need-${event.data.needId}`, 'questionnaire_done', event.data.submittedAt, 0);
          break;
        case 'NeedPaid':
          await reachSubject(trx, `need-${event.data.needId}`, 'paid_plan', event.data.paidAt, event.data.amountCents);
          break;
        case 'MoodBoardApproved':
          await reachSubject(trx, `need-${event.data.needId}`, 'approved_board', event.data.approvedAt, 0);
          break;
      }
    }
  },
});

/**
 * Consecutive tracking facts, as applying them one by one would leave the tables,
 * with one `track` per visitor and one `reach` per visitor and step: a repeated
 * fact changes nothing (the visitor is tracked, the step is reached, a tracked
 * step carries no revenue) except who the user's latest visitor is, which is
 * kept in feed order. Each visitor's first fact gives the times, as it did.
 */
async function applyTrackingRun(trx: Knex.Transaction, run: ReadonlyArray<Extract<Read, { type: 'TrackingEventCollected' }>>) {
  const visitors = new Map<string, { at: string; steps: Map<string, string> }>();
  const links = new Map<string, string>();
  for (const { data: d } of run) {
    let visitor = visitors.get(d.visitorId);
    if (!visitor) visitors.set(d.visitorId, (visitor = { at: d.receivedAt, steps: new Map() }));
    if (d.userId) {
      links.delete(d.userId);
      links.set(d.userId, d.visitorId);
    }
    const step = trackedSteps[d.eventType];
    if (step && !visitor.steps.has(step)) visitor.steps.set(step, d.receivedAt);
  }
  for (const [visitorId, { at, steps }] of visitors) {
    await track(trx, visitorId, at, null);
    for (const [step, stepAt] of steps) await reach(trx, visitorId, step, stepAt, 0);
  }
  for (const [userId, visitorId] of links) await linkUser(trx, userId, visitorId);
}

/**
 * Each add reaches 'added_to_cart' for its owner's visitor (the owner's linked visitor, or
 * the owner itself): as `reach` one add at a time, with the owners' links, the visitors' rows
 * and their steps read and written once for the whole run. An add after the first for a
 * visitor changes nothing (no revenue), so only each visitor's first add in the run counts.
 */
async function applyCartAddRun(trx: Knex.Transaction, run: ReadonlyArray<Extract<Read, { type: 'CartLineAdded' }>>) {
  const owners = [...new Set(run.map((e) => e.data.ownerId))];
  const links: Array<{ user_id: string; visitor_id: string }> = await trx(userVisitorsTable).whereIn('user_id', owners).select('user_id', 'visitor_id');
  const linked = new Map(links.map((r) => [r.user_id, r.visitor_id]));
  const firstAt = new Map<string, string>();
  for (const e of run) {
    const visitorId = linked.get(e.data.ownerId) ?? e.data.ownerId;
    if (!firstAt.has(visitorId)) firstAt.set(visitorId, e.data.addedAt);
  }
  const visitorIds = [...firstAt.keys()];
  const stored: VisitorRow[] = await trx(visitorsTable).whereIn('visitor_id', visitorIds);
  const rows = new Map(stored.map((r) => [r.visitor_id, { ...r, first_day: dayString(r.first_day) }]));
  const fresh: VisitorRow[] = visitorIds.filter((v) => !rows.has(v)).map((v) => ({ visitor_id: v, tracked: false, first_day: dayOf(firstAt.get(v)!), ...unknownTouch, landed: false }));
  if (fresh.length) await trx(visitorsTable).insert(fresh);
  for (const f of fresh) rows.set(f.visitor_id, f);
  const reached: Array<{ visitor_id: string }> = await trx(visitorStepsTable)
    .insert(visitorIds.map((v) => ({ visitor_id: v, step: 'added_to_cart', revenue_cents: 0 })))
    .onConflict(['visitor_id', 'step'])
    .ignore()
    .returning('visitor_id');
  for (const { visitor_id } of reached) {
    const visitor = rows.get(visitor_id)!;
    if (visitor.tracked) await bucket(trx, visitor, 'added_to_cart', 1, 0);
  }
}

async function visitorOfUser(trx: Knex.Transaction, userId: string): Promise<string | null> {
  return (await trx(userVisitorsTable).where({ user_id: userId }).first())?.visitor_id ?? null;
}

/** The user's latest visitor: what their later orders and projects are counted under. */
async function linkUser(trx: Knex.Transaction, userId: string, visitorId: string) {
  await trx(userVisitorsTable).insert({ user_id: userId, visitor_id: visitorId }).onConflict('user_id').merge(['visitor_id']);
}

async function reachSubject(trx: Knex.Transaction, subjectId: string, step: string, at: string, cents: number) {
  const subject = await trx(subjectsTable).where({ subject_id: subjectId }).first();
  const visitor = subject?.visitor_id ?? (subject?.client_id ? await visitorOfUser(trx, subject.client_id) : null);
  if (visitor) await reach(trx, visitor, step, at, cents);
}

interface VisitorRow {
  visitor_id: string;
  tracked: boolean;
  first_day: string;
  channel: string;
  campaign: string;
  landing_page: string;
  landed: boolean;
}

async function visitorRow(trx: Knex.Transaction, visitorId: string, at: string): Promise<VisitorRow> {
  const row = await trx(visitorsTable).where({ visitor_id: visitorId }).first();
  if (row) return { ...row, first_day: dayString(row.first_day) };
  const fresh: VisitorRow = { visitor_id: visitorId, tracked: false, first_day: dayOf(at), ...unknownTouch, landed: false };
  await trx(visitorsTable).insert(fresh);
  return fresh;
}

/** A date column as YYYY-MM-DD whatever the driver gives back. */
export const dayString = (value: unknown): string => (value instanceof Date ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}` : String(value).slice(0, 10));

/** The visitor reaches a step: the first time counts one visitor in their buckets; each time adds its revenue. */
async function reach(trx: Knex.Transaction, visitorId: string, step: string, at: string, cents: number) {
  const visitor = await visitorRow(trx, visitorId, at);
  const inserted = await trx(visitorStepsTable).insert({ visitor_id: visitorId, step, revenue_cents: cents }).onConflict(['visitor_id', 'step']).ignore().returning('step');
  if (inserted.length === 0 && cents !== 0) await trx(visitorStepsTable).where({ visitor_id: visitorId, step }).increment('revenue_cents', cents);
  if (visitor.tracked) await bucket(trx, visitor, step, inserted.length, cents);
}

/**
 * A tracking fact names the visitor: from now on they count (all their steps so
 * far join the buckets), and their first landing sets the channel, campaign and
 * landing page they are counted under (moving what was counted before).
 */
async function track(trx: Knex.Transaction, visitorId: string, at: string, touch: Touch | null) {
  const visitor = await visitorRow(trx, visitorId, at);
  const landing = touch && !visitor.landed;
  if (visitor.tracked && !landing) return reach(trx, visitorId, 'visit', at, 0);
  const steps: { step: string; revenue_cents: string | number }[] = await trx(visitorStepsTable).where({ visitor_id: visitorId }).select('step', 'revenue_cents');
  if (visitor.tracked) for (const s of steps) await bucket(trx, visitor, s.step, -1, -Number(s.revenue_cents));
  const next: VisitorRow = {
    ...visitor,
    tracked: true,
    first_day: visitor.tracked ? visitor.first_day : [visitor.first_day, dayOf(at)].sort()[0]!,
    ...(landing ? { channel: touch.channel, campaign: touch.values.utm_campaign || '(none)', landing_page: touch.landingPage || '/', landed: true } : {}),
  };
  await trx(visitorsTable).where({ visitor_id: visitorId }).update({ tracked: true, first_day: next.first_day, channel: next.channel, campaign: next.campaign, landing_page: next.landing_page, landed: next.landed });
  for (const s of steps) await bucket(trx, next, s.step, 1, Number(s.revenue_cents));
  await reach(trx, visitorId, 'visit', at, 0);
}

async function bucket(trx: Knex.Transaction, visitor: VisitorRow, step: string, visitors: number, cents: number) {
  if (visitors === 0 && cents === 0) return;
  const values: Record<Dimension, string> = { all: '', channel: visitor.channel, campaign: visitor.campaign, landing: visitor.landing_page };
  for (const dimension of dimensions) {
    await trx.raw(
      `INSERT INTO ${funnelDailyTable} (dimension, day, value, step, visitors, revenue_cents) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (dimension, day, value, step) DO UPDATE SET visitors = ${funnelDailyTable}.visitors + EXCLUDED.visitors, revenue_cents = ${funnelDailyTable}.revenue_cents + EXCLUDED.revenue_cents`,
      [dimension, visitor.first_day, values[dimension], step, visitors, cents],
    );
    if (visitors < 0) await trx(funnelDailyTable).where({ dimension, day: visitor.first_day, value: values[dimension], step, visitors: 0, revenue_cents: 0 }).delete();
  }
}

import { it } from 'vitest';
import type { SessionEvent } from '../../../domain/identity/session';
import type { NeedEvent } from '../../../domain/projects/need';
import type { OrderEvent } from '../../../domain/orders/order';
import type { CartEvent } from '../../../domain/cart/cart';
import type { ProposalEvent } from '../../../domain/review/proposal';
import { touchKeys, type Channel, type Touch, type TrackingFact } from '../../../domain/tracking/events';
import { funnelDailyTable, funnelsProjection, paidOrdersTable, userVisitorsTable, visitorStepsTable, visitorsTable } from '../../../projections/analytics/funnels';
import { describeProjection } from '../../support/projection-spec';

type E = TrackingFact | SessionEvent | CartEvent | OrderEvent | NeedEvent | ProposalEvent;

const touch = (channel: Channel, campaign: string | null, landingPage: string, at: string): Touch => ({
  values: { ...(Object.fromEntries(touchKeys.map((k) => [k, null])) as Touch['values']), utm_campaign: campaign },
  channel,
  landingPage,
  at,
});
const landed = (visitorId: string, t: Touch) => ({ type: 'VisitorLanded' as const, streamId: `attribution-${visitorId}`, data: { visitorId, touch: t, referrerHost: null } });
const tracked = (visitorId: string, eventType: string, at: string, userId: string | null = null) => ({
  type: 'TrackingEventCollected' as const,
  streamId: `tracking-${visitorId}`,
  data: { visitorId, userId, requestId: `r-${visitorId}-${eventType}`, eventType, page: '/p', pageAction: null, channel: null, promoCode: null, websiteSource: 'web' as const, eventTime: at, receivedAt: at, extended: {} },
});
const session = (visitorId: string, userId: string) => ({
  type: 'SessionStarted' as const,
  streamId: `session-${visitorId}`,
  data: { sessionId: `s-${visitorId}`, userId, visitorId, tokenHash: 'h', method: 'password' as const, startedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-02-01T00:00:00.000Z' },
});
const placed = (orderId: string, clientId: string, at: string) => ({ type: 'OrderPlaced' as const, streamId: `order-${orderId}`, data: { orderId, clientId, placedAt: at } as never });
const paid = (orderId: string, cents: number, at: string) => ({ type: 'OrderPaid' as const, streamId: `order-${orderId}`, data: { orderId, paymentId: `pay-${orderId}`, amountCents: cents, card: null, paidAt: at } });
const room = { id: '3', name: 'Bedroom' } as never;

/** The four rows (all, channel, campaign, landing page) a visitor's step makes in the daily buckets. */
function rows(day: string, dims: { channel: string; campaign: string; landing: string }, steps: Record<string, [number, number]>) {
  return Object.entries(steps).flatMap(([step, [visitors, revenue_cents]]) =>
    (['all', 'channel', 'campaign', 'landing'] as const).map((dimension) => ({ dimension, day, value: dimension === 'all' ? '' : dims[dimension], step, visitors, revenue_cents })),
  );
}

describeProjection<E>(funnelsProjection, ({ given }) => {
  it('counts a tracked visitor through the shop funnel once per step, under the first touch, with the revenue of each payment; the cohort gets the paid order', () =>
    given(
      landed('v1', touch('email', 'spring', '/sale', '2026-01-01T09:00:00.000Z')),
      tracked('v1', 'page_view', '2026-01-01T09:00:01.000Z'),
      tracked('v1', 'product_view', '2026-01-01T09:00:02.000Z'),
      tracked('v1', 'product_view', '2026-01-01T09:00:03.000Z'),
      landed('v1', touch('paid_search', 'later', '/other', '2026-01-01T10:00:00.000Z')),
      session('v1', 'u1'),
      { type: 'CartLineAdded', streamId: 'cart-u1', data: { ownerId: 'u1', line: {} as never, addedAt: '2026-01-01T10:01:00.000Z' } },
      placed('o1', 'u1', '2026-01-02T10:02:00.000Z'),
      paid('o1', 5000, '2026-01-02T10:03:00.000Z'),
      placed('o2', 'u1', '2026-02-03T10:02:00.000Z'),
      paid('o2', 2500, '2026-02-03T10:03:00.000Z'),
    ).then({
      [funnelDailyTable]: rows('2026-01-01', { channel: 'email', campaign: 'spring', landing: '/sale' }, {
        visit: [1, 0],
        product_viewed: [1, 0],
        added_to_cart: [1, 0],
        checkout_started: [1, 0],
        paid: [1, 7500],
      }),
      [paidOrdersTable]: [
        { order_id: 'o1', client_id: 'u1', month: '2026-01', cents: 5000 },
        { order_id: 'o2', client_id: 'u1', month: '2026-02', cents: 2500 },
      ],
      [visitorsTable]: [{ visitor_id: 'v1', tracked: true, first_day: '2026-01-01', channel: 'email', campaign: 'spring', landing_page: '/sale', landed: true }],
    }));

  it('counts a visitor who never sent a tracking fact nowhere; a landing that comes after the first steps moves them to their channel', () =>
    given(
      { type: 'NeedDrafted', streamId: 'need-n9', data: { needId: 'n9', packageId: 'p9', owner: { kind: 'visitor', visitorId: 'v9' }, room, createdAt: '2026-01-03T00:00:00.000Z' } },
      { type: 'CartLineAdded', streamId: 'cart-v2', data: { ownerId: 'v2', line: {} as never, addedAt: '2026-01-04T08:00:00.000Z' } },
      tracked('v2', 'add_to_cart', '2026-01-04T08:00:01.000Z'),
      landed('v2', touch('paid_search', null, '/home', '2026-01-04T08:00:02.000Z')),
    ).then({
      [funnelDailyTable]: rows('2026-01-04', { channel: 'paid_search', campaign: '(none)', landing: '/home' }, { visit: [1, 0], added_to_cart: [1, 0] }),
      [visitorStepsTable]: [
        { visitor_id: 'v9', step: 'room_chosen', revenue_cents: 0 },
        { visitor_id: 'v2', step: 'added_to_cart', revenue_cents: 0 },
        { visitor_id: 'v2', step: 'visit', revenue_cents: 0 },
      ],
    }));

  it('counts the design funnel: room, questionnaire, paid plan, approved board, then furniture bought by the same client', () =>
    given(
      landed('v4', touch('influencer', 'casa', '/design', '2026-01-05T00:00:00.000Z')),
      { type: 'NeedDrafted', streamId: 'need-n4', data: { needId: 'n4', packageId: 'p4', owner: { kind: 'visitor', visitorId: 'v4' }, room, createdAt: '2026-01-05T00:01:00.000Z' } },
      { type: 'NeedClaimed', streamId: 'need-n4', data: { needId: 'n4', visitorId: 'v4', clientId: 'u4', claimedAt: '2026-01-05T00:02:00.000Z' } },
      { type: 'NeedSubmitted', streamId: 'need-n4', data: { needId: 'n4', submittedAt: '2026-01-05T00:03:00.000Z' } },
      { type: 'NeedPaid', streamId: 'need-n4', data: { needId: 'n4', plan: 'CLASSIC', paymentId: 'pay4', amountCents: 4900, discountCents: 0, code: null, freeShippingUntil: '2026-02-01T00:00:00.000Z', paidAt: '2026-01-05T00:04:00.000Z' } },
      { type: 'MoodBoardApproved', streamId: 'proposal-pr4', data: { proposalId: 'pr4', needId: 'n4', boardId: 'b4', approvedAt: '2026-01-08T00:00:00.000Z' } },
      {
        type: 'AttributionAttached',
        streamId: 'attribution-v4',
        data: { visitorId: 'v4', subject: 'order', subjectId: 'o4', userId: 'u4', firstTouch: touch('influencer', 'casa', '/design', '2026-01-05T00:00:00.000Z'), lastTouch: touch('direct', null, '/', '2026-01-09T00:00:00.000Z'), at: '2026-01-09T00:00:00.000Z' },
      },
      placed('o4', 'u4', '2026-01-09T00:01:00.000Z'),
      paid('o4', 120000, '2026-01-09T00:02:00.000Z'),
    ).then({
      [funnelDailyTable]: rows('2026-01-05', { channel: 'influencer', campaign: 'casa', landing: '/design' }, {
        visit: [1, 0],
        room_chosen: [1, 0],
        questionnaire_done: [1, 0],
        paid_plan: [1, 4900],
        approved_board: [1, 0],
        checkout_started: [1, 0],
        paid: [1, 120000],
        furniture_bought: [1, 120000],
      }),
      [paidOrdersTable]: [{ order_id: 'o4', client_id: 'u4', month: '2026-01', cents: 120000 }],
    }));

  it('applies a run of tracking facts from several visitors, repeated and interleaved, as one fact each would: first times kept, the user’s latest visitor last', () =>
    given(
      tracked('v5', 'page_view', '2026-01-06T23:59:59.000Z'),
      tracked('v6', 'product_view', '2026-01-07T00:00:01.000Z', 'u5'),
      tracked('v5', 'product_view', '2026-01-07T00:00:02.000Z', 'u5'),
      tracked('v6', 'add_to_cart', '2026-01-07T00:00:03.000Z'),
      tracked('v5', 'product_view', '2026-01-07T00:00:04.000Z'),
      tracked('v6', 'add_to_cart', '2026-01-07T00:00:05.000Z', 'u6'),
    ).then({
      [funnelDailyTable]: [
        ...rows('2026-01-06', { channel: 'direct', campaign: '(none)', landing: '(unknown)' }, { visit: [1, 0], product_viewed: [1, 0] }),
        ...rows('2026-01-07', { channel: 'direct', campaign: '(none)', landing: '(unknown)' }, { visit: [1, 0], product_viewed: [1, 0], added_to_cart: [1, 0] }),
      ],
      [visitorStepsTable]: [
        { visitor_id: 'v5', step: 'visit', revenue_cents: 0 },
        { visitor_id: 'v5', step: 'product_viewed', revenue_cents: 0 },
        { visitor_id: 'v6', step: 'visit', revenue_cents: 0 },
        { visitor_id: 'v6', step: 'product_viewed', revenue_cents: 0 },
        { visitor_id: 'v6', step: 'added_to_cart', revenue_cents: 0 },
      ],
      [userVisitorsTable]: [
        { user_id: 'u5', visitor_id: 'v5' },
        { user_id: 'u6', visitor_id: 'v6' },
      ],
    }));
});

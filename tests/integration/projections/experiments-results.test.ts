import { it } from 'vitest';
import { exposureStream, type ExposureEvent } from '../../../domain/experiments/exposure';
import type { SessionEvent } from '../../../domain/identity/session';
import type { NeedEvent } from '../../../domain/projects/need';
import type { OrderEvent } from '../../../domain/orders/order';
import { conversionsTable, experimentResultsProjection, exposuresTable, subjectsTable, visitorUsersTable } from '../../../projections/experiments/results';
import { describeProjection } from '../../support/projection-spec';

type E = ExposureEvent | SessionEvent | NeedEvent | OrderEvent;
const exposed = (visitorId: string, experimentId: string, kind: 'home' | 'price', arm: string, at: string, userId: string | null = null) =>
  ({ type: 'ExposureRecorded' as const, streamId: exposureStream(experimentId, 1, visitorId), data: { experimentId, kind, run: 1, visitorId, userId, arm, exposedAt: at } });
const session = (visitorId: string, userId: string) => ({ type: 'SessionStarted' as const, streamId: 'session-s1', data: { sessionId: 's1', userId, visitorId, tokenHash: 'h', method: 'password' as const, startedAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-02-01T00:00:00.000Z' } });
const room = { id: '3', name: 'Bedroom' } as never;

describeProjection<E>(experimentResultsProjection, ({ given }) => {
  it('converts a visitor’s paid project (drafted as a visitor, claimed at sign-in) for both kinds, and an order only for home; one conversion per visitor', () =>
    given(
      exposed('v1', 'home-x', 'home', 'dindex', '2026-01-01T00:00:00.000Z'),
      exposed('v1', 'price-x', 'price', 'D', '2026-01-01T00:00:00.000Z'),
      { type: 'NeedDrafted', streamId: 'need-n1', data: { needId: 'n1', packageId: 'p1', owner: { kind: 'visitor', visitorId: 'v1' }, room, createdAt: '2026-01-01T00:01:00.000Z' } },
      { type: 'NeedClaimed', streamId: 'need-n1', data: { needId: 'n1', visitorId: 'v1', clientId: 'u1', claimedAt: '2026-01-01T00:02:00.000Z' } },
      { type: 'NeedPaid', streamId: 'need-n1', data: { needId: 'n1', plan: 'CLASSIC', paymentId: 'pay1', amountCents: 4900, discountCents: 0, code: null, freeShippingUntil: '2026-02-01T00:00:00.000Z', paidAt: '2026-01-01T00:03:00.000Z' } },
      exposed('v2', 'home-x', 'home', 'control', '2026-01-01T00:00:00.000Z'),
      exposed('v3', 'price-x', 'price', 'A', '2026-01-01T00:00:00.000Z'),
      session('v2', 'u2'),
      session('v3', 'u2'),
      { type: 'OrderPlaced', streamId: 'order-o1', data: { orderId: 'o1', clientId: 'u2' } as never },
      { type: 'OrderPaid', streamId: 'order-o1', data: { orderId: 'o1', paymentId: 'pay2', amountCents: 1000, card: null, paidAt: '2026-01-02T00:00:00.000Z' } },
    ).then({
      [exposuresTable]: [
        { experiment_id: 'home-x', run: 1, kind: 'home', visitor_id: 'v1', user_id: null, arm: 'dindex', exposed_at: '2026-01-01T00:00:00.000Z' },
        { experiment_id: 'home-x', run: 1, kind: 'home', visitor_id: 'v2', user_id: null, arm: 'control', exposed_at: '2026-01-01T00:00:00.000Z' },
        { experiment_id: 'price-x', run: 1, kind: 'price', visitor_id: 'v1', user_id: null, arm: 'D', exposed_at: '2026-01-01T00:00:00.000Z' },
        { experiment_id: 'price-x', run: 1, kind: 'price', visitor_id: 'v3', user_id: null, arm: 'A', exposed_at: '2026-01-01T00:00:00.000Z' },
      ],
      [visitorUsersTable]: [
        { visitor_id: 'v2', user_id: 'u2' },
        { visitor_id: 'v3', user_id: 'u2' },
      ],
      [subjectsTable]: [
        { subject_id: 'need-n1', visitor_id: 'v1', client_id: 'u1' },
        { subject_id: 'order-o1', visitor_id: null, client_id: 'u2' },
      ],
      [conversionsTable]: [
        { experiment_id: 'home-x', run: 1, visitor_id: 'v1', arm: 'dindex', subject_id: 'need-n1', converted_at: '2026-01-01T00:03:00.000Z' },
        { experiment_id: 'home-x', run: 1, visitor_id: 'v2', arm: 'control', subject_id: 'order-o1', converted_at: '2026-01-02T00:00:00.000Z' },
        { experiment_id: 'price-x', run: 1, visitor_id: 'v1', arm: 'D', subject_id: 'need-n1', converted_at: '2026-01-01T00:03:00.000Z' },
      ],
    }));

  it('does not count a payment made before the exposure', () =>
    given(
      { type: 'NeedDrafted', streamId: 'need-n2', data: { needId: 'n2', packageId: 'p2', owner: { kind: 'client', clientId: 'u9' }, room, createdAt: '2026-01-01T00:00:00.000Z' } },
      exposed('v9', 'price-x', 'price', 'B', '2026-01-05T00:00:00.000Z', 'u9'),
      { type: 'NeedPaid', streamId: 'need-n2', data: { needId: 'n2', plan: 'CLASSIC', paymentId: 'pay3', amountCents: 11900, discountCents: 0, code: null, freeShippingUntil: '2026-02-01T00:00:00.000Z', paidAt: '2026-01-04T00:00:00.000Z' } },
    ).then({ [conversionsTable]: [] }));
});

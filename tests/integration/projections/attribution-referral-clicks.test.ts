import { expect, it } from 'vitest';
import type { ReferClickEvent } from '../../../domain/attribution/engagement';
import { touchKeys, type AttributionAttached, type Touch } from '../../../domain/tracking/events';
import { referralClicksProjection, referralClicksTable, referralFiguresByReferrer, referralFiguresOf } from '../../../projections/attribution/referral-clicks';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type E = ReferClickEvent | AttributionAttached;

const click = (referrerId: string, visitorId: string, at = '2026-01-01T10:00:00.000Z'): GivenEvent<E> => ({
  type: 'ReferClickCounted',
  streamId: `refer-click-${referrerId}.${visitorId}`,
  data: { referrerId, visitorId, countedAt: at },
});
const touch: Touch = { values: { ...(Object.fromEntries(touchKeys.map((k) => [k, null])) as Touch['values']), ref: 'r1' }, channel: 'referral', landingPage: '/', at: '2026-01-01T09:59:00.000Z' };
const attached = (visitorId: string, subject: 'signup' | 'order' | 'project', subjectId: string): GivenEvent<E> => ({
  type: 'AttributionAttached',
  streamId: `attribution-${visitorId}`,
  data: { visitorId, subject, subjectId, userId: `u-${visitorId}`, firstTouch: touch, lastTouch: touch, at: '2026-01-02T00:00:00.000Z' },
});

describeProjection<E>(referralClicksProjection, ({ given }) => {
  it('keeps one row per referrer and visitor; the visitor signing up and ordering after the click marks it, a project does not', () =>
    given(click('r1', 'v1'), click('r1', 'v2'), click('r2', 'v1'), click('r1', 'v1'), attached('v1', 'signup', 'u-v1'), attached('v1', 'project', 'n1'), attached('v2', 'order', 'o1')).then({
      [referralClicksTable]: [
        { referrer_id: 'r1', visitor_id: 'v1', clicked_at: '2026-01-01T10:00:00.000Z', signed_up: true, ordered: false },
        { referrer_id: 'r2', visitor_id: 'v1', clicked_at: '2026-01-01T10:00:00.000Z', signed_up: true, ordered: false },
        { referrer_id: 'r1', visitor_id: 'v2', clicked_at: '2026-01-01T10:00:00.000Z', signed_up: false, ordered: true },
      ],
    }));

  it('does not credit a click with a sign-up or order attached before it', () =>
    given(attached('v3', 'signup', 'u-v3'), attached('v3', 'order', 'o3'), click('r1', 'v3')).then({
      [referralClicksTable]: [{ referrer_id: 'r1', visitor_id: 'v3', signed_up: false, ordered: false }],
    }));

  it('answers a referrer their own figures only, and lists referrers most clicks first', () =>
    given(click('r1', 'v1'), click('r1', 'v2', '2026-01-03T00:00:00.000Z'), click('r2', 'v1'), attached('v1', 'signup', 'u-v1')).thenQuery(async (trx) => {
      expect(await referralFiguresOf(trx, 'r1')).toEqual({ clicks: 2, signUps: 1, orders: 0 });
      expect(await referralFiguresOf(trx, 'r2')).toEqual({ clicks: 1, signUps: 1, orders: 0 });
      expect(await referralFiguresOf(trx, 'nobody')).toEqual({ clicks: 0, signUps: 0, orders: 0 });
      expect(await referralFiguresByReferrer(trx, 10, 0)).toEqual({
        total: 2,
        rows: [
          { referrerId: 'r1', lastClickAt: '2026-01-03T00:00:00.000Z', clicks: 2, signUps: 1, orders: 0 },
          { referrerId: 'r2', lastClickAt: '2026-01-01T10:00:00.000Z', clicks: 1, signUps: 1, orders: 0 },
        ],
      });
    }));
});

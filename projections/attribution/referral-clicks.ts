import type { Knex } from 'knex';
import { referClickEventTypes, type ReferClickEvent } from '../../domain/attribution/engagement';
import type { AttributionAttached } from '../../domain/tracking/events';
import { defineProjection } from '../projection';

export const referralClicksTable = 'attribution_referral_clicks_v1';

type Read = ReferClickEvent | AttributionAttached;

/**
 * Referral clicks (issue 26, ADR 061): each `ReferClickCounted` (once per
 * referrer and visitor, never one's own link) is a row; the visitor's later
 * `AttributionAttached` for a sign-up or an order marks the row (a sign-up or
 * order attached before the click is not the referral's doing and is not
 * counted). A referrer's figures are counts over their rows.
 */
export const referralClicksProjection = defineProjection<Read>()({
  name: 'attribution-referral-clicks',
  tables: [referralClicksTable],
  reads: [...referClickEventTypes, 'AttributionAttached'],
  handles: ['ReferClickCounted', 'AttributionAttached'],
  ignores: [],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'ReferClickCounted') {
        const { referrerId, visitorId, countedAt } = event.data;
        await trx(referralClicksTable).insert({ referrer_id: referrerId, visitor_id: visitorId, clicked_at: countedAt }).onConflict(['referrer_id', 'visitor_id']).ignore();
      } else if (event.data.subject === 'signup') {
        await trx(referralClicksTable).where({ visitor_id: event.data.visitorId }).update({ signed_up: true });
      } else if (event.data.subject === 'order') {
        await trx(referralClicksTable).where({ visitor_id: event.data.visitorId }).update({ ordered: true });
      }
    }
  },
});

export interface ReferralFigures {
  clicks: number;
  signUps: number;
  orders: number;
}

const figures = (db: Knex) => [db.raw('count(*)::int as clicks'), db.raw('count(*) filter (where signed_up)::int as sign_ups'), db.raw('count(*) filter (where ordered)::int as orders')];
const toFigures = (r: { clicks?: number | string; sign_ups?: number | string; orders?: number | string } | undefined): ReferralFigures => ({
  clicks: Number(r?.clicks ?? 0),
  signUps: Number(r?.sign_ups ?? 0),
  orders: Number(r?.orders ?? 0),
});

/** One referrer's own figures (the refer-a-friend page). */
export async function referralFiguresOf(db: Knex, referrerId: string): Promise<ReferralFigures> {
  return toFigures(await db(referralClicksTable).where({ referrer_id: referrerId }).first(figures(db)));
}

/** Every referrer's figures, most clicks first: the referrer's id stays here (the caller names them). */
export async function referralFiguresByReferrer(db: Knex, limit: number, offset: number): Promise<{ total: number; rows: (ReferralFigures & { referrerId: string; lastClickAt: string })[] }> {
  const rows = await db(referralClicksTable)
    .groupBy('referrer_id')
    .select('referrer_id', db.raw('max(clicked_at) as last_click_at'), ...figures(db))
    .orderByRaw('count(*) desc, referrer_id')
    .limit(limit)
    .offset(offset);
  const total = await db(referralClicksTable).countDistinct({ n: 'referrer_id' }).first();
  return { total: Number(total?.n ?? 0), rows: rows.map((r) => ({ referrerId: r.referrer_id, lastClickAt: r.last_click_at, ...toFigures(r) })) };
}

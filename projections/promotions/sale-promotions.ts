import type { Knex } from 'knex';
import { onlinePromotion, type PromotionRecord } from '../../domain/promotions/sale-banner';
import { type SalePromotionEvent, salePromotionEventTypes } from '../../domain/promotions/sale-promotion';
import { defineProjection } from '../projection';
import { memoByCheckpoints } from '../read-model-memo';
import type { ListSpec } from '../console/lists';

export const salePromotionsTable = 'promotions_sale_promotions_v1';

/** The site-wide sale promotions staff saved (part 2 §3), withdrawn ones dropped. */
export const salePromotionsProjection = defineProjection<SalePromotionEvent>()({
  name: 'promotions-sale-promotions',
  reads: salePromotionEventTypes,
  handles: ['PromotionSaved', 'PromotionWithdrawn'],
  ignores: [],
  tables: [salePromotionsTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'PromotionSaved': {
          const { promotionId, promotion: p, savedAt } = event.data;
          const row = {
            promotion_id: promotionId, home_page_content: p.homePageContent, global_top_content: p.globalTop.content,
            global_top_expiration_date: p.globalTop.expirationDate, cart_discount: p.cartDiscount, pay_discount: p.payDiscount,
            terms_and_conditions: p.termsAndConditions, default_show: p.defaultShow, starts_at: p.startsAt, ends_at: p.endsAt, saved_at: savedAt,
          };
          await trx(salePromotionsTable).insert(row).onConflict('promotion_id').merge();
          break;
        }
        case 'PromotionWithdrawn':
          await trx(salePromotionsTable).where({ promotion_id: event.data.promotionId }).delete();
          break;
      }
    }
  },
});

export async function up0084(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE promotions_sale_promotions_v1 (
      promotion_id text PRIMARY KEY,
      home_page_content text NOT NULL,
      global_top_content text NOT NULL,
      global_top_expiration_date text NOT NULL,
      cart_discount text NOT NULL,
      pay_discount text NOT NULL,
      terms_and_conditions text NOT NULL,
      default_show boolean NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      saved_at timestamptz NOT NULL
    );
    CREATE INDEX promotions_sale_promotions_v1_schedule ON promotions_sale_promotions_v1 (starts_at, ends_at);
  `);
}

export interface SalePromotionRow extends PromotionRecord {
  promotionId: string;
  savedAt: string;
}

const toRecord = (r: Record<string, any>): SalePromotionRow => ({
  promotionId: r.promotion_id,
  homePageContent: r.home_page_content,
  globalTop: { content: r.global_top_content, expirationDate: r.global_top_expiration_date },
  cartDiscount: r.cart_discount,
  payDiscount: r.pay_discount,
  termsAndConditions: r.terms_and_conditions,
  defaultShow: r.default_show,
  startsAt: new Date(r.starts_at).toISOString(),
  endsAt: new Date(r.ends_at).toISOString(),
  savedAt: new Date(r.saved_at).toISOString(),
});

/** Every promotion staff saved, newest start first (the console's list). */
export async function listSalePromotions(db: Knex): Promise<SalePromotionRow[]> {
  return (await db(salePromotionsTable).orderBy('starts_at', 'desc')).map(toRecord);
}

export async function getSalePromotion(db: Knex, promotionId: string): Promise<SalePromotionRow | undefined> {
  const row = await db(salePromotionsTable).where({ promotion_id: promotionId }).first();
  return row ? toRecord(row) : undefined;
}

/**
 * The one online now (the schedule rule lives in the domain). Every page's banner
 * asks: staff's promotions (a short list) are kept until they save or withdraw
 * one (ADR 073), and the schedule is applied to them at each call.
 */
export async function getOnlineSalePromotion(db: Knex, now: Date): Promise<SalePromotionRow | null> {
  const rows = await memoByCheckpoints(db, [salePromotionsProjection.name], 'salePromotions', async () => (await db(salePromotionsTable)).map(toRecord));
  return onlinePromotion(rows, now);
}

/** The console's list (react-admin's sort, range and filter; projections/console/lists.ts). */
export const salePromotionsList: ListSpec<SalePromotionRow & { id: string }> = {
  from: (db) => db(salePromotionsTable),
  id: 'promotion_id',
  sorts: { id: 'promotion_id', startsAt: 'starts_at', endsAt: 'ends_at', savedAt: 'saved_at' },
  defaultSort: ['startsAt', 'DESC'],
  filters: { q: { kind: 'contains', columns: ['global_top_content', 'promotion_id'] } },
  toRow: (r) => ({ id: r.promotion_id, ...toRecord(r) }),
};

import { it } from 'vitest';
import type { PromotionRecord } from '../../../domain/promotions/sale-banner';
import { salePromotionStream, type SalePromotionEvent } from '../../../domain/promotions/sale-promotion';
import { salePromotionsProjection, salePromotionsTable } from '../../../projections/promotions/sale-promotions';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const record: PromotionRecord = {
  homePageContent: 'Holiday sale',
  globalTop: { content: '25% off every design plan', expirationDate: '2026-12-31' },
  cartDiscount: '{"percent":10}',
  payDiscount: '{"percent":25}',
  termsAndConditions: 'One per client.',
  defaultShow: true,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2027-01-01T07:00:00.000Z',
};
const saved = (promotionId: string, p: Partial<PromotionRecord> = {}, savedAt = '2026-11-28T10:00:00.000Z'): GivenEvent<SalePromotionEvent> => ({
  type: 'PromotionSaved',
  streamId: salePromotionStream(promotionId),
  data: { promotionId, promotion: { ...record, ...p }, savedAt },
});

describeProjection<SalePromotionEvent>(salePromotionsProjection, ({ given }) => {
  it('keeps each saved promotion with its schedule; a later save of one changes it', () =>
    given(saved('p1'), saved('p2', { homePageContent: 'Spring' }), saved('p1', { globalTop: { content: '30% off', expirationDate: '2026-12-24' } }, '2026-11-29T10:00:00.000Z')).then({
      [salePromotionsTable]: [
        { promotion_id: 'p1', home_page_content: 'Holiday sale', global_top_content: '30% off', global_top_expiration_date: '2026-12-24', starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2027-01-01T07:00:00.000Z', saved_at: '2026-11-29T10:00:00.000Z' },
        { promotion_id: 'p2', home_page_content: 'Spring', global_top_content: '25% off every design plan', global_top_expiration_date: '2026-12-31', starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2027-01-01T07:00:00.000Z', saved_at: '2026-11-28T10:00:00.000Z' },
      ],
    }));

  it('drops a withdrawn promotion', () =>
    given(saved('p1'), saved('p2'), { type: 'PromotionWithdrawn', streamId: salePromotionStream('p1'), data: { promotionId: 'p1', withdrawnAt: '2026-11-30T00:00:00.000Z' } }).then({
      [salePromotionsTable]: [{ promotion_id: 'p2' }],
    }));
});

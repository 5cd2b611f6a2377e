import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import {
  onlinePromotionAnswer, type SalePromotionCommand, type SalePromotionEvent, salePromotionDecider, savePromotionSchema,
} from './sale-promotion';

const now = '2026-11-28T08:00:00.000Z';
const staff: Actor = { kind: 'system' };
const spec = specFor(salePromotionDecider);
const cmd = <T extends SalePromotionCommand['type']>(type: T, data: Extract<SalePromotionCommand, { type: T }>['data']) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor: staff } satisfies CommandMetadata }) as SalePromotionCommand;

const input = {
  promotionId: 'holiday-2026',
  homePageContent: 'Holiday sale',
  globalTop: { content: 'Holiday sale: 25% off all plans', expirationDate: '2026-11-30' },
  termsAndConditions: 'Valid on new design plans bought by Nov 30, 2026.',
  startsAt: '2026-11-20T00:00:00Z',
  endsAt: '2026-12-01T07:00:00Z',
};
const parsed = savePromotionSchema.parse(input);
const { promotionId, ...record } = parsed;
const saved: SalePromotionEvent = { type: 'PromotionSaved', data: { promotionId, promotion: record, savedAt: now } };

describe('the sale promotion staff edit (sale-promotion-<id>)', () => {
  it('saves, and saving the same again records nothing', () => {
    expect(record).toMatchObject({ cartDiscount: '', payDiscount: '', defaultShow: true });
    spec([]).when(cmd('SavePromotion', parsed)).then([saved]);
    spec([saved]).when(cmd('SavePromotion', parsed)).then([]);
  });
  it('withdraws once; a withdrawn promotion cannot be saved again; an unknown one is 404', () => {
    const withdrawn: SalePromotionEvent = { type: 'PromotionWithdrawn', data: { promotionId, withdrawnAt: now } };
    spec([saved]).when(cmd('WithdrawPromotion', { promotionId })).then([withdrawn]);
    spec([saved, withdrawn]).when(cmd('WithdrawPromotion', { promotionId })).then([]);
    spec([saved, withdrawn]).when(cmd('SavePromotion', parsed)).thenThrows('PROMOTION_WITHDRAWN');
    spec([]).when(cmd('WithdrawPromotion', { promotionId })).thenThrows('UNKNOWN_PROMOTION');
  });
  it.each([
    [{ ...input, globalTop: { ...input.globalTop, content: ' ' } }, 'The banner needs some text'],
    [{ ...input, globalTop: { ...input.globalTop, expirationDate: '2027-02-29' } }, 'Use a real date, e.g. 2026-12-31'],
    [{ ...input, endsAt: '2026-11-01T00:00:00Z' }, 'The end must come after the start'],
    [{ ...input, termsAndConditions: '' }, 'Please write the terms and conditions'],
    [{ ...input, promotionId: '../x' }, 'Invalid promotion id'],
  ])('refuses bad input (%#)', (bad, message) => {
    const r = savePromotionSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('getOnlinePromotion answers the four fields as JSON strings, plus termsAndConditions', () => {
    const a = onlinePromotionAnswer(record);
    expect(JSON.parse(a.globalTop)).toEqual({ content: 'Holiday sale: 25% off all plans', expirationDate: '2026-11-30' });
    expect(a.homePageContent).toBe('"Holiday sale"');
    expect(a.cartDiscount).toBe('""');
    expect(a.termsAndConditions).toBe('Valid on new design plans bought by Nov 30, 2026.');
  });
});

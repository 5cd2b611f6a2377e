import { describe, expect, it } from 'vitest';
import { applyCode, builtinStatus, type CodeStatus, formatDollars, getAffiliateDiscount, referralDiscount } from './codes';

const now = '2026-11-22T10:00:00.000Z';
const firstTime = { ordersCount: 0, usesOfThisCode: 0 };
const returning = { ordersCount: 3, usesOfThisCode: 0 };
const custom: CodeStatus = {
  code: 'WINTER25', kind: 'fixed', value: 2500, minSpendCents: 0, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z',
  totalLimit: 100, perClientLimit: 1, firstOrderOnly: false, scope: 'furniture', totalUses: 0, ended: false,
};

describe('DIY deal codes (part 1 §9)', () => {
  it.each([
    // code, goods in cents, discount in cents
    ['DIY1', 100_000, 10_000],
    ['DIY1', 250_000, 25_000],
    ['DIY3', 300_000, 45_000],
    ['DIY5', 500_000, 100_000],
    ['DIY5', 612_345, 122_469],
    ['diy1', 100_000, 10_000],
  ])('%s on %i cents gives %i off', (code, goodsCents, discountCents) => {
    expect(applyCode(builtinStatus(code), { goodsCents }, returning, now)).toEqual({ applies: true, code: code.toUpperCase(), discountCents });
  });

  it.each([
    ['DIY1', 68_800, 'spend $312.00 more to use DIY1'],
    ['DIY1', 99_999, 'spend $0.01 more to use DIY1'],
    ['DIY3', 100_000, 'spend $2,000.00 more to use DIY3'],
    ['DIY5', 0, 'spend $5,000.00 more to use DIY5'],
  ])('%s on %i cents: "%s"', (code, goodsCents, message) => {
    expect(applyCode(builtinStatus(code), { goodsCents }, returning, now)).toEqual({ applies: false, refusal: 'MIN_SPEND', message });
  });
});

describe('PROMO10 and the referral discount (part 2 §8)', () => {
  it('PROMO10 takes 10% off the first furniture purchase only', () => {
    expect(applyCode(builtinStatus('PROMO10'), { goodsCents: 45_000 }, firstTime, now)).toEqual({ applies: true, code: 'PROMO10', discountCents: 4_500 });
    expect(applyCode(builtinStatus('PROMO10'), { goodsCents: 45_000 }, returning, now)).toEqual({ applies: false, refusal: 'FIRST_ORDER_ONLY', message: 'only for a first order' });
    expect(applyCode(builtinStatus('PROMO10'), { goodsCents: 45_000 }, { ordersCount: 0, usesOfThisCode: 1 }, now)).toMatchObject({ refusal: 'ALREADY_USED' });
  });

  it('the referral takes 20% off the first project, not furniture', () => {
    const referral = { ...referralDiscount, totalUses: 0, ended: false };
    expect(applyCode(referral, { goodsCents: 180_000, scope: 'project' }, firstTime, now)).toEqual({ applies: true, code: 'REFERRAL', discountCents: 36_000 });
    expect(applyCode(referral, { goodsCents: 180_000, scope: 'project' }, { ordersCount: 1, usesOfThisCode: 0 }, now)).toMatchObject({ refusal: 'FIRST_ORDER_ONLY' });
    expect(applyCode(referral, { goodsCents: 180_000 }, firstTime, now)).toMatchObject({ refusal: 'WRONG_SCOPE' });
    expect(builtinStatus('REFERRAL')).toBeUndefined();
  });

  it('getAffiliateDiscount checks at price 4900: 20% off', () => {
    expect(getAffiliateDiscount()).toEqual({ priceCents: 4900, percentOff: 20, discountCents: 980, payCents: 3920 });
  });
});

describe('codes staff create', () => {
  it.each([
    ['applies inside its window', custom, { goodsCents: 10_000 }, firstTime, { applies: true, code: 'WINTER25', discountCents: 2500 }],
    ['a fixed discount never exceeds the goods', custom, { goodsCents: 1_000 }, firstTime, { applies: true, code: 'WINTER25', discountCents: 1000 }],
    ['unknown code', undefined, { goodsCents: 10_000 }, firstTime, { applies: false, refusal: 'UNKNOWN_CODE', message: 'this code does not exist' }],
    ['not started yet', { ...custom, startsAt: '2026-11-23T00:00:00.000Z' }, { goodsCents: 10_000 }, firstTime, { applies: false, refusal: 'NOT_STARTED', message: 'this code is not active yet' }],
    ['expired at its end', { ...custom, endsAt: now }, { goodsCents: 10_000 }, firstTime, { applies: false, refusal: 'EXPIRED', message: 'this code has expired' }],
    ['ended by staff', { ...custom, ended: true }, { goodsCents: 10_000 }, firstTime, { applies: false, refusal: 'EXPIRED', message: 'this code has expired' }],
    ['used up', { ...custom, totalUses: 100 }, { goodsCents: 10_000 }, firstTime, { applies: false, refusal: 'USED_UP', message: 'this code has been used up' }],
    ['already used by you', custom, { goodsCents: 10_000 }, { ordersCount: 2, usesOfThisCode: 1 }, { applies: false, refusal: 'ALREADY_USED', message: 'you have already used this code' }],
    ['first order only', { ...custom, firstOrderOnly: true }, { goodsCents: 10_000 }, returning, { applies: false, refusal: 'FIRST_ORDER_ONLY', message: 'only for a first order' }],
    ['percent, rounded to a cent', { ...custom, kind: 'percent' as const, value: 15 }, { goodsCents: 9_999 }, firstTime, { applies: true, code: 'WINTER25', discountCents: 1500 }],
  ])('%s', (_label, code, purchase, client, answer) => {
    expect(applyCode(code, purchase, client, now)).toEqual(answer);
  });

  it.each([[0, '$0.00'], [31_200, '$312.00'], [100_000_05, '$100,000.05'], [123_456_789, '$1,234,567.89']])('formats %i as %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

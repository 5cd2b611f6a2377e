import { describe, expect, it } from 'vitest';
import { applyCredits } from './credits';
import { calcTax, defaultTaxRates, stateCode } from './tax';

describe('credits (part 1 §5: only if the total is non-zero)', () => {
  it.each([
    [10_000, 2_500, 2_500, 0],
    [10_000, 25_000, 10_000, 15_000],
    [0, 2_500, 0, 2_500],
    [-100, 2_500, 0, 2_500],
    [10_000, 0, 0, 0],
    [10_000, -50, 0, 0],
  ])('total %i with %i credits uses %i, leaves %i', (total, credits, used, remain) => {
    expect(applyCredits(total, credits)).toEqual({ creditsUsedCents: used, creditsRemainCents: remain });
  });
});

describe('sales tax by state', () => {
  it.each([
    ['CA: goods only', { state: 'CA', goodsAfterDiscountCents: 100_000, shippingCents: 5_000 }, 7_250],
    ['NY: shipping taxed too', { state: 'NY', goodsAfterDiscountCents: 100_000, shippingCents: 5_000 }, 4_200],
    ['lower-case state', { state: 'tx', goodsAfterDiscountCents: 10_001, shippingCents: 0 }, 625],
    ['OR has no sales tax', { state: 'OR', goodsAfterDiscountCents: 100_000, shippingCents: 5_000 }, 0],
    ['a state not in the table charges nothing', { state: 'ZZ', goodsAfterDiscountCents: 100_000, shippingCents: 5_000 }, 0],
  ])('%s', (_label, input, taxCents) => {
    expect(calcTax(input).taxCents).toBe(taxCents);
  });

  it('uses the table it is given (configuration)', () => {
    expect(calcTax({ state: 'CA', goodsAfterDiscountCents: 10_000, shippingCents: 1_000 }, { CA: { rateBps: 1000, taxesShipping: true } })).toEqual({
      taxCents: 1_100, rateBps: 1000, taxableCents: 11_000,
    });
    expect(Object.values(defaultTaxRates).every((r) => Number.isInteger(r.rateBps) && r.rateBps >= 0 && r.rateBps < 2000)).toBe(true);
  });
});

describe('state codes for the tax table', () => {
  it.each([['CA', 'CA'], ['ca', 'CA'], [' California ', 'CA'], ['new  york', 'NY'], ['ZZ', null], ['Bavaria', null]])('%j → %j', (input, expected) => {
    expect(stateCode(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { budgetTiers, chooseBudget } from './budget';
import { extraPrices, findPlan, planCatalogue, priceSetting, projectDesignPriceCents, remodelUpgradeCreditCents, variantForRole } from './plans';
import { displayProjectId, parseProjectId } from './project-id';
import { revisionRefusal, revisionsLeft } from './revisions';

const price = (variant: Parameters<typeof planCatalogue>[0], type: string) => {
  const p = planCatalogue(variant).find((x) => x.type === type)!;
  return `${p.price / 100}/${p.salePrice === null ? '-' : p.salePrice / 100}`;
};

describe('plans and prices (part 2 §9)', () => {
  it('lists the plans at the spec\'s prices', () => {
    expect(['KICK_START', 'CLASSIC', 'LUXE', 'IN_PERSON', 'ADDITIONAL_ROOM', 'BATHROOM', 'KITCHEN', 'AI_SUBSCRIPTION'].map((t) => price('A', t))).toEqual(['79/49', '119/89', '159/95', '499/-', '199/-', '259/194', '359/269', '19.99/-']);
    expect(findPlan('in-person')).toMatchObject({ addPrice: 19900, offerPrice: 49900 });
    expect(findPlan('AI_SUBSCRIPTION')).toMatchObject({ isPrice: false, tip: 'per month' });
    expect(findPlan('nope')).toBeUndefined();
  });

  it('prices the tiers under variants B–F and the Thanksgiving offer', () => {
    expect(['KICK_START', 'CLASSIC', 'LUXE'].map((t) => price('B', t))).toEqual(['99/59', '159/119', '259/159']);
    expect(['KICK_START', 'CLASSIC', 'LUXE'].map((t) => price('C', t))).toEqual(['99/-', '139/-', '179/-']);
    expect(['KICK_START', 'CLASSIC', 'LUXE'].map((t) => price('D', t))).toEqual(['79/39', '89/49', '159/95']);
    expect(price('E', 'CLASSIC')).toBe('119/89');
    expect(price('F', 'CLASSIC')).toBe('119/69');
    expect(['KICK_START', 'CLASSIC', 'LUXE'].map((t) => price('THANKSGIVING', t))).toEqual(['79/59', '129/96', '199/149']);
    expect(planCatalogue('THANKSGIVING').find((p) => p.type === 'LUXE')!.holiday).toBe(true);
  });

  it('answers getPriceSetting in cents; a brand\'s service info overrides a tier', () => {
    expect(priceSetting('A').CLASSIC).toEqual({ payPrice: 8900, originPrice: 11900 });
    expect(priceSetting('A', { brand: 'Partner', classicPrice: 99 }).CLASSIC).toEqual({ payPrice: 9900, originPrice: 9900 });
    expect(priceSetting('C').LUXE).toEqual({ payPrice: 17900, originPrice: 17900 });
  });

  it('the browser role prefix_letter picks the low-price variant', () => {
    expect(variantForRole('pricing_D', 'A')).toBe('D');
    expect(variantForRole('ab_f', 'B')).toBe('F');
    expect(variantForRole('pricing_Z', 'B')).toBe('B');
    expect(variantForRole(null, 'C')).toBe('C');
  });

  it('keeps the extra and project-level prices', () => {
    expect(extraPrices).toEqual({ replicate: 1800, remodel: 15900, meeting: 2500, inPersonAdd: 19900 });
    expect(remodelUpgradeCreditCents).toBe(25900);
    expect([projectDesignPriceCents('LUXE'), projectDesignPriceCents('classic'), projectDesignPriceCents('KICK_START')]).toEqual([500000, 180000, 120000]);
  });
});

describe('revisions (part 2 §9)', () => {
  const delivered = '2026-11-01T00:00:00.000Z';
  it('Kick-Start: 2 within 30 days; Classic: up to 3; Luxe: unlimited', () => {
    expect(revisionsLeft('KICK_START', 1, delivered, '2026-11-10T00:00:00.000Z')).toEqual({ unlimited: false, left: 1, until: '2026-12-01T00:00:00.000Z' });
    expect(revisionRefusal('KICK_START', 2, delivered, '2026-11-10T00:00:00.000Z')).toBe('Your plan includes 2 revisions and you have used them all');
    expect(revisionRefusal('KICK_START', 0, delivered, '2026-12-01T00:00:00.000Z')).toBe('Revisions on this plan are open for 30 days after your design is delivered');
    expect(revisionsLeft('CLASSIC', 2, delivered, '2027-06-01T00:00:00.000Z')).toEqual({ unlimited: false, left: 1, until: null });
    expect(revisionRefusal('CLASSIC', 3, delivered, '2026-11-10T00:00:00.000Z')).toBe('Your plan includes 3 revisions and you have used them all');
    expect(revisionsLeft('LUXE', 40, delivered, '2030-01-01T00:00:00.000Z')).toEqual({ unlimited: true });
    expect(revisionRefusal('LUXE', 40, delivered, '2030-01-01T00:00:00.000Z')).toBeNull();
  });
});

describe('budget tiers (part 2 §9)', () => {
  it('per plan, named Pick-Me-Up, Refresher, Savvy, Lux', () => {
    expect(budgetTiers('KICK_START').map((t) => `${t.name}: ${t.label}`)).toEqual(['Pick-Me-Up: Under $3,000', 'Refresher: $3,000 - $5,000', 'Savvy: $5,000 - $10,000', 'Lux: $10,000+']);
    expect(budgetTiers('CLASSIC').map((t) => t.label)).toEqual(['Under $5,000', '$5,000 - $10,000', '$10,000 - $20,000', '$20,000+']);
    expect(budgetTiers('BATHROOM').map((t) => `${t.name}: ${t.label}`)).toEqual(['Refresher: $8,000 - $10,000', 'Savvy: $10,000 - $20,000', 'Lux: $20,000+']);
    expect(budgetTiers('KITCHEN').map((t) => [t.minPrice, t.maxPrice])).toEqual([[2_500_000, 5_000_000], [5_000_000, 10_000_000], [10_000_000, null]]);
  });
  it('a tier by type, or a custom budget with min below max', () => {
    expect(chooseBudget('CLASSIC', { type: 'SAVVY' })).toEqual({ budget: 'Savvy', minPrice: 1_000_000, maxPrice: 2_000_000 });
    expect(chooseBudget('CLASSIC', { type: 'CUSTOM', minPrice: 150_000, maxPrice: 400_000 })).toEqual({ budget: 'Custom budget', minPrice: 150_000, maxPrice: 400_000 });
    expect(chooseBudget('CLASSIC', { type: 'CUSTOM', minPrice: 400_000, maxPrice: 150_000 })).toEqual({ error: 'The most you would spend must be above the least' });
    expect(chooseBudget('BATHROOM', { type: 'PICK_ME_UP' })).toEqual({ error: 'Please choose a budget' });
  });
});

describe('project id (part 1 §3)', () => {
  it('shows as C and ten digits', () => {
    expect(displayProjectId(123)).toBe('C0000000123');
    expect(displayProjectId('4567890123')).toBe('C4567890123');
    expect(() => displayProjectId(-1)).toThrow(RangeError);
    expect(parseProjectId('C0000000123')).toBe(123);
    expect(parseProjectId('C123')).toBeNull();
  });
});

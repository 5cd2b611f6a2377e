import { describe, expect, it } from 'vitest';
import { priceRoleOf, validRole } from '../../projects/server/price-role.server';
import { planCards, revisionsText } from './pricing.server';

describe('the price pages’ pricing', () => {
  it('a role is prefix_letter, any case; anything else is ignored', () => {
    expect(validRole('pricing_D')).toBe('pricing_d');
    expect(validRole(' ab_f ')).toBe('ab_f');
    for (const bad of ['pricing_z', 'pricing', '_d', 'a b_d', '<script>_d', 'x'.repeat(40) + '_d', 42, null]) expect(validRole(bad)).toBeNull();
  });

  it('the query’s role is remembered in a cookie, an empty one forgets it, the cookie is read back', async () => {
    const asked = await priceRoleOf(new Request('http://x/design/pricing/plan?role=pricing_d'));
    expect(asked.role).toBe('pricing_d');
    expect(asked.setCookie).toMatch(/^price_role=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const kept = await priceRoleOf(new Request('http://x/about/price', { headers: { cookie: asked.setCookie!.split(';')[0]! } }));
    expect(kept).toEqual({ role: 'pricing_d', setCookie: null });
    const forgotten = await priceRoleOf(new Request('http://x/about/price?role=', { headers: { cookie: asked.setCookie!.split(';')[0]! } }));
    expect(forgotten.role).toBeNull();
    expect(forgotten.setCookie).toMatch(/Max-Age=0/);
    expect(await priceRoleOf(new Request('http://x/about/price', { headers: { cookie: 'price_role=garbage' } }))).toEqual({ role: null, setCookie: null });
  });

  it('revision allowances in words (part 2 §9)', () => {
    expect(revisionsText('KICK_START')).toBe('2 revisions within 30 days of delivery');
    expect(revisionsText('CLASSIC')).toBe('Up to 3 revisions');
    expect(revisionsText('LUXE')).toBe('Unlimited revisions');
  });

  it('cards carry the Plan record’s fields under a variant', () => {
    const d = planCards('D');
    expect(d.find((p) => p.type === 'CLASSIC')).toMatchObject({ priceCents: 8900, salePriceCents: 4900, offerCents: 4900, holiday: false });
    expect(planCards('THANKSGIVING').find((p) => p.type === 'LUXE')).toMatchObject({ priceCents: 19900, offerCents: 14900, holiday: true });
    expect(d.find((p) => p.type === 'IN_PERSON')).toMatchObject({ priceCents: 49900, addPriceCents: 19900 });
    expect(d.find((p) => p.type === 'AI_SUBSCRIPTION')).toMatchObject({ offerCents: 1999, isPrice: false });
  });
});

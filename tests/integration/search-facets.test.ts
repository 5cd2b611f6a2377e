import { describe, expect, it } from 'vitest';
import { searchGoods } from '../../projections/catalogue/goods.queries';
import { rooms } from '../../projections/catalogue/facets';
import { createTestDatabase } from '../support/db';

/**
 * Issue 22's filters over the demo catalogue: price range, colour, material,
 * brand, room, kind and "in stock", each with the count it would show, combined
 * with a search and a sort.
 */
const database = createTestDatabase({ demo: true });

describe('search filters and their counts', () => {
  it('counts each value over what was found, and each count is what choosing it shows', async () => {
    const { db } = await database;
    const all = await searchGoods(db, { pageSize: 100, withFacets: true });
    const facets = all.facets!;
    expect(all.total).toBe(360);
    expect(facets.priceCents!.min).toBeLessThan(facets.priceCents!.max);
    for (const [name, key] of [['materials', 'materials'], ['colours', 'colours'], ['brands', 'brands'], ['kinds', 'kinds']] as const) {
      expect(facets[name].length, name).toBeGreaterThan(2);
      for (const value of facets[name].slice(0, 3)) {
        const chosen = await searchGoods(db, { pageSize: 1, filters: { [key]: [value.value] } });
        expect(chosen.total, `${name} ${value.value}`).toBe(value.count);
      }
    }
    expect(facets.colours.find((c) => c.value === 'sage')?.label).toBe('Sage');
    expect(facets.kinds.find((k) => k.value === 'sofa')?.label).toBe('Sofa');
    const inStock = await searchGoods(db, { pageSize: 100, filters: { inStock: true } });
    expect(inStock.total).toBe(facets.inStock);
    expect(inStock.items.every((g) => g.purchasable)).toBe(true);
    expect(facets.inStock).toBeLessThan(360);
  });

  it('narrows by room, colour, material, price and stock together, with a search and a sort', async () => {
    const { db } = await database;
    const found = await searchGoods(db, { keywords: 'velvet', sort: 'price_asc', pageSize: 100, withFacets: true, filters: { rooms: ['living-room'], inStock: true, priceMaxCents: 300_000 } });
    expect(found.total).toBeGreaterThan(0);
    for (const g of found.items) {
      expect(g.name).toMatch(/Velvet/);
      expect(g.purchasable).toBe(true);
      expect(g.effectivePriceCents).toBeLessThanOrEqual(300_000);
    }
    const prices = found.items.map((g) => g.effectivePriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(found.facets!.materials).toEqual([expect.objectContaining({ value: 'Velvet', count: found.total })]);
    const bedroom = await searchGoods(db, { pageSize: 100, filters: { rooms: ['bedroom'], colours: ['sage'] } });
    expect(bedroom.total).toBeGreaterThan(0);
    const bedroomKinds: readonly string[] = rooms.bedroom.kinds;
    for (const g of bedroom.items) expect(g.name).toMatch(/Sage/);
    const kinds = await searchGoods(db, { pageSize: 100, withFacets: true, filters: { rooms: ['bedroom'], colours: ['sage'] } });
    expect(kinds.facets!.kinds.every((k) => bedroomKinds.includes(k.value))).toBe(true);
    const band = await searchGoods(db, { pageSize: 100, filters: { priceMinCents: 50_000, priceMaxCents: 100_000 } });
    expect(band.items.every((g) => g.effectivePriceCents >= 50_000 && g.effectivePriceCents <= 100_000)).toBe(true);
    expect((await searchGoods(db, { filters: { colours: ['no-such-colour'] } })).total).toBe(0);
  });
});

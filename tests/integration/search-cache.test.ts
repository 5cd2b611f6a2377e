import { describe, expect, it } from 'vitest';
import { goodsStream } from '../../domain/catalogue/goods';
import { goodsProjection } from '../../projections/catalogue/goods';
import { searchGoods, searchGoodsUncached } from '../../projections/catalogue/goods.queries';
import { createTestDatabase } from '../support/db';
import { recorded } from '../support/projection-spec';

/**
 * The search's result cache (issue 27, ADR 059): a repeat of a search is answered
 * from memory only while the goods are unchanged; the projection's next change
 * is seen by the very next search.
 */
const database = createTestDatabase({ demo: true });

describe('search result cache (issue 27)', () => {
  it('answers a repeat like the search itself, with one frozen result no caller can change (ADR 074)', async () => {
    const { db } = await database;
    const input = { keywords: 'velvet sofa', withFacets: true };
    const first = await searchGoods(db, input);
    const again = await searchGoods(db, input);
    expect(again).toBe(first);
    expect(again).toEqual(await searchGoodsUncached(db, input));
    const name = first.items[0].name;
    expect(() => (again.items[0].name = 'changed by a caller')).toThrow(TypeError);
    expect(() => again.facets!.kinds.push({ value: 'x', label: 'x', count: 1 })).toThrow(TypeError);
    expect((await searchGoods(db, input)).items[0].name).toBe(name);
  });

  it('shows a change to the goods on the next search once the projection has it', async () => {
    const { db } = await database;
    const input = { keywords: 'oak dining table' };
    const before = await searchGoods(db, input);
    const target = before.items[0];
    const priceCents = target.priceCents + 123;
    const event = { type: 'GoodsPriceChanged', streamId: goodsStream(target.id), data: { goodsId: target.id, priceCents, salePriceCents: null } } as const;
    await db.transaction((trx) => goodsProjection.apply(trx, recorded([event])));
    const after = await searchGoods(db, input);
    expect(after.items.find((g) => g.id === target.id)?.priceCents).toBe(priceCents);
    expect(after).toEqual(await searchGoodsUncached(db, input));
  });
});

import { expect, it } from 'vitest';
import { goodsStream, type GoodsDetails, type GoodsEvent } from '../../../domain/catalogue/goods';
import { goodsProjection, goodsTable, wordsTable } from '../../../projections/catalogue/goods';
import { facetCubeTable } from '../../../projections/catalogue/facet-cube';
import { goodsVersionTable } from '../../../projections/catalogue/search-cache';
import { lexemesTable } from '../../../projections/catalogue/search-lexemes';
import { searchRowsTable } from '../../../projections/catalogue/search-rows';
import { postingsTable } from '../../../projections/catalogue/search-postings';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const details: GoodsDetails = {
  name: 'Walnut Bench',
  brand: 'Oakly',
  description: 'A bench',
  categoryId: 'seating',
  priceCents: 25_000,
  salePriceCents: null,
  availability: 'In stock',
  savedPics: ['/media/art/bench/1-1.svg'],
  dimensions: { width: 120, depth: 40, height: 45, unit: 'cm' },
  shippingType: 'STANDARD',
  shippingCost: 2_000,
  shippingPct: 0,
  vendorId: 'v1',
  markType: 'MANUAL',
  markTime: '2026-01-01T00:00:00.000Z',
};
const listed = (goodsId: string, more: Partial<GoodsDetails> = {}): GivenEvent<GoodsEvent> => ({ type: 'GoodsListed', streamId: goodsStream(goodsId), data: { goodsId, listedAt: '2026-01-01T10:00:00.000Z', ...details, ...more } });
const on = (goodsId: string, event: Omit<GivenEvent<GoodsEvent>, 'streamId'>) => ({ ...event, streamId: goodsStream(goodsId) }) as GivenEvent<GoodsEvent>;

describeProjection<GoodsEvent>(goodsProjection, ({ given }) => {
  it('lists goods with every detail, and the words of their names and brands for typo correction; a repeat listing changes nothing', () =>
    given(listed('g1'), listed('g2', { name: 'Velvet Sofa', brand: 'Ède', dimensions: null }), listed('g1', { name: 'Other' })).then({
      [goodsTable]: [
        { id: 'g1', name: 'Walnut Bench', brand: 'Oakly', description: 'A bench', category_id: 'seating', price_cents: 25_000, sale_price_cents: null, availability: 'In stock', saved_pics: ['/media/art/bench/1-1.svg'], dimensions: { width: 120, depth: 40, height: 45, unit: 'cm' }, shipping_type: 'STANDARD', shipping_cost: 2_000, shipping_pct: '0.00', vendor_id: 'v1', mark_type: 'MANUAL', mark_time: '2026-01-01T00:00:00.000Z', listed_at: '2026-01-01T10:00:00.000Z', delisted: false },
        { id: 'g2', name: 'Velvet Sofa', brand: 'Ède', description: 'A bench', category_id: 'seating', price_cents: 25_000, sale_price_cents: null, availability: 'In stock', saved_pics: ['/media/art/bench/1-1.svg'], dimensions: null, shipping_type: 'STANDARD', shipping_cost: 2_000, shipping_pct: '0.00', vendor_id: 'v1', mark_type: 'MANUAL', mark_time: '2026-01-01T00:00:00.000Z', listed_at: '2026-01-01T10:00:00.000Z', delisted: false },
      ],
      [wordsTable]: [{ word: 'bench' }, { word: 'ede' }, { word: 'oakly' }, { word: 'other' }, { word: 'sofa' }, { word: 'velvet' }, { word: 'walnut' }],
    }));

  it('changes the price, the availability and its mark', () =>
    given(
      listed('g1'),
      listed('g2'),
      on('g1', { type: 'GoodsPriceChanged', data: { goodsId: 'g1', priceCents: 30_000, salePriceCents: 27_500 } }),
      on('g2', { type: 'GoodsAvailabilityChanged', data: { goodsId: 'g2', availability: 'Out of stock', markType: 'AUTO', markTime: '2026-01-03T00:00:00.000Z' } }),
    ).then({
      [goodsTable]: [
        { id: 'g1', price_cents: 30_000, sale_price_cents: 27_500, availability: 'In stock', mark_type: 'MANUAL', mark_time: '2026-01-01T00:00:00.000Z' },
        { id: 'g2', price_cents: 25_000, sale_price_cents: null, availability: 'Out of stock', mark_type: 'AUTO', mark_time: '2026-01-03T00:00:00.000Z' },
      ],
    }));

  it('changes only the details named, and learns the words of a new name', () =>
    given(listed('g1'), on('g1', { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { name: 'Zanzibar Daybed', dimensions: null, savedPics: [] } } })).then({
      [goodsTable]: [{ id: 'g1', name: 'Zanzibar Daybed', brand: 'Oakly', description: 'A bench', dimensions: null, saved_pics: [] }],
      [wordsTable]: [{ word: 'bench' }, { word: 'daybed' }, { word: 'oakly' }, { word: 'walnut' }, { word: 'zanzibar' }],
    }));

  it('keeps what the filters read: the kind, material and colour the name says, again after a new name or category (issue 22)', () =>
    given(
      listed('g1', { name: 'Luca Sage Velvet Sofa', categoryId: 'sofas' }),
      listed('g2', { name: 'Gift Card', categoryId: 'vases' }),
      listed('g3', { name: 'Oak Chair', categoryId: 'dining-chairs' }),
      on('g1', { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { name: 'Luca Rust Leather Armchair' } } }),
      on('g3', { type: 'GoodsDetailsChanged', data: { goodsId: 'g3', changes: { categoryId: 'accent-chairs' } } }),
    ).then({
      [goodsTable]: [
        { id: 'g1', kind: 'armchair', material: 'Leather', colour: 'rust' },
        { id: 'g2', kind: null, material: null, colour: null },
        { id: 'g3', kind: 'accent-chair', material: 'Oak', colour: 'natural-oak' },
      ],
    }));

  it('keeps the filters\' counts per combination of category, kind, material, colour, brand and stock, with its price range, as the goods change (issue 22)', () => {
    const sofa = { name: 'Luca Sage Velvet Sofa', categoryId: 'sofas', brand: 'Brightwell' };
    return given(
      listed('g1', { ...sofa, priceCents: 100_000 }),
      listed('g2', { ...sofa, priceCents: 80_000 }),
      listed('g3', { ...sofa, priceCents: 120_000 }),
      listed('g4', { ...sofa, brand: 'Maple & Moss' }),
      listed('g5', { name: 'Gift Card', categoryId: 'vases', priceCents: 5_000 }),
      // The dearest gets cheaper: the range narrows at the top and widens at the bottom.
      on('g3', { type: 'GoodsPriceChanged', data: { goodsId: 'g3', priceCents: 120_000, salePriceCents: 50_000 } }),
      // The cheapest sells out: it leaves for the out-of-stock combination.
      on('g2', { type: 'GoodsAvailabilityChanged', data: { goodsId: 'g2', availability: 'Out of stock', markType: 'AUTO', markTime: '2026-01-03T00:00:00.000Z' } }),
      on('g4', { type: 'GoodsDelisted', data: { goodsId: 'g4', delistedAt: '2026-01-05T00:00:00.000Z' } }),
      on('g5', { type: 'GoodsDetailsChanged', data: { goodsId: 'g5', changes: { name: 'Rust Leather Armchair', categoryId: 'accent-chairs' } } }),
    ).then({
      [facetCubeTable]: [
        { category_id: 'sofas', kind: 'sofa', material: 'Velvet', colour: 'sage', brand: 'Brightwell', in_stock: true, n: 2, lo: 50_000, hi: 100_000 },
        { category_id: 'sofas', kind: 'sofa', material: 'Velvet', colour: 'sage', brand: 'Brightwell', in_stock: false, n: 1, lo: 80_000, hi: 80_000 },
        { category_id: 'accent-chairs', kind: 'armchair', material: 'Leather', colour: 'rust', brand: 'Oakly', in_stock: true, n: 1, lo: 5_000, hi: 5_000 },
      ],
    });
  });
  it('keeps the model facts staff chose, and the filters read them instead of the name; null goes back to the name (issue 22)', () =>
    given(
      listed('g1', { name: 'Luca Sage Velvet Sofa', categoryId: 'sofas' }),
      listed('g2', { name: 'Gift Card', categoryId: 'vases', kind: 'rug', material: 'Jute' }),
      listed('g3', { name: 'Aria Oak Dining Table', categoryId: 'dining-tables' }),
      on('g1', { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { kind: 'loveseat', variant: 'round-arm', material: 'Leather', colour: 'olive' } } }),
      on('g3', { type: 'GoodsDetailsChanged', data: { goodsId: 'g3', changes: { material: 'Marble', colour: 'green-marble' } } }),
      on('g3', { type: 'GoodsDetailsChanged', data: { goodsId: 'g3', changes: { material: null, colour: null } } }),
    ).then({
      [goodsTable]: [
        { id: 'g1', kind: 'loveseat', material: 'Leather', colour: 'olive', model_kind: 'loveseat', model_variant: 'round-arm', model_material: 'Leather', model_colour: 'olive' },
        { id: 'g2', kind: 'rug', material: 'Jute', colour: 'jute', model_kind: 'rug', model_variant: null, model_material: 'Jute', model_colour: null },
        { id: 'g3', kind: 'dining-table', material: 'Oak', colour: 'natural-oak', model_kind: null, model_variant: null, model_material: null, model_colour: null },
      ],
    }));

  it('delists goods, keeping their row', () =>
    given(listed('g1'), listed('g2'), on('g1', { type: 'GoodsDelisted', data: { goodsId: 'g1', delistedAt: '2026-01-05T00:00:00.000Z' } })).then({
      [goodsTable]: [
        { id: 'g1', delisted: true },
        { id: 'g2', delisted: false },
      ],
    }));

  it('counts the goods\' changes in their version stamp, which keys the search cache (issue 27)', () =>
    given(listed('g1'), on('g1', { type: 'GoodsPriceChanged', data: { goodsId: 'g1', priceCents: 19_900, salePriceCents: null } })).then({
      [goodsVersionTable]: [{ id: 1, version: 2 }],
    }));

  it('keeps the lexemes of every search vector, of new details too, so that a typed prefix is searched as exact lexemes (issue 27)', () =>
    given(listed('g1'), on('g1', { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { description: 'Carved from teak' } } })).then({
      // "Oakly" stems to "oak"; "A" is a stop word; lexemes never leave.
      [lexemesTable]: [{ lexeme: 'bench' }, { lexeme: 'carv' }, { lexeme: 'oak' }, { lexeme: 'teak' }, { lexeme: 'walnut' }],
    }));
  it('keeps the keyword search\'s narrow rows of the listed goods as they now are: a new price, stock, name or kind shows at once; delisted goods leave (issue 27, ADR 064)', () =>
    given(
      listed('g1', { name: 'Luca Sage Velvet Sofa', categoryId: 'sofas', brand: 'Brightwell' }),
      listed('g2'),
      listed('g3', { name: 'Aria Oak Dining Table', categoryId: 'dining-tables' }),
      on('g1', { type: 'GoodsPriceChanged', data: { goodsId: 'g1', priceCents: 120_000, salePriceCents: 99_000 } }),
      on('g1', { type: 'GoodsAvailabilityChanged', data: { goodsId: 'g1', availability: 'Out of stock', markType: 'AUTO', markTime: '2026-01-03T00:00:00.000Z' } }),
      on('g2', { type: 'GoodsDetailsChanged', data: { goodsId: 'g2', changes: { name: 'Rust Leather Armchair', categoryId: 'accent-chairs', description: 'Deep seat' } } }),
      on('g3', { type: 'GoodsDelisted', data: { goodsId: 'g3', delistedAt: '2026-01-05T00:00:00.000Z' } }),
    ).then({
      [searchRowsTable]: [
        { id: 'g1', search: "'bench':7C 'brightwel':5B 'luca':1A 'sage':2A 'sofa':4A 'velvet':3A", category_id: 'sofas', kind: 'sofa', material: 'Velvet', colour: 'sage', brand: 'Brightwell', in_stock: false, listed_at: '2026-01-01T10:00:00.000Z', effective_price_cents: 99_000 },
        { id: 'g2', search: "'armchair':3A 'deep':5C 'leather':2A 'oak':4B 'rust':1A 'seat':6C", category_id: 'accent-chairs', kind: 'armchair', material: 'Leather', colour: 'rust', brand: 'Oakly', in_stock: true, listed_at: '2026-01-01T10:00:00.000Z', effective_price_cents: 25_000 },
      ],
    }));

  it('keeps the posting lists of the listed goods: a lexeme per row, in the name or not, with the kind, category, listing time and price as they now are; delisted goods leave (issue 27, ADR 072)', () =>
    given(
      listed('g1'),
      listed('g2', { name: 'Luca Sage Velvet Sofa', categoryId: 'sofas' }),
      listed('g3'),
      on('g1', { type: 'GoodsPriceChanged', data: { goodsId: 'g1', priceCents: 25_000, salePriceCents: 19_900 } }),
      on('g2', { type: 'GoodsDetailsChanged', data: { goodsId: 'g2', changes: { name: 'Rust Leather Armchair', categoryId: 'accent-chairs' } } }),
      on('g3', { type: 'GoodsDelisted', data: { goodsId: 'g3', delistedAt: '2026-01-05T00:00:00.000Z' } }),
    ).then({
      // "Walnut Bench" by Oakly, "A bench": walnut:1A bench:2A,5C oak:3B.
      [postingsTable]: [
        ...['walnut', 'bench', 'oak'].map((lexeme) => ({ lexeme, id: 'g1', has_a: lexeme !== 'oak', a_lexemes: null, kind: 'bench', category_id: 'seating', listed_at: '2026-01-01T10:00:00.000Z', effective_price_cents: 19_900 })),
        ...['rust', 'leather', 'armchair', 'oak', 'bench'].map((lexeme) => ({ lexeme, id: 'g2', has_a: !['oak', 'bench'].includes(lexeme), a_lexemes: null, kind: 'armchair', category_id: 'accent-chairs', listed_at: '2026-01-01T10:00:00.000Z', effective_price_cents: 25_000 })),
        // The set an armchair search reads ('armchair' | 'reclin' | 'wingback'): g2 has one of its stems, in its name.
        { lexeme: ' armchair reclin wingback', id: 'g2', has_a: true, a_lexemes: ['armchair'], kind: 'armchair', category_id: 'accent-chairs', listed_at: '2026-01-01T10:00:00.000Z', effective_price_cents: 25_000 },
      ],
    }));
});

import { expect, it } from 'vitest';
import { goodsStream, type GoodsDetails, type GoodsEvent } from '../../../domain/catalogue/goods';
import { designCaseStream, type CaseContent, type DesignCaseEvent } from '../../../domain/content/design-case';
import { facetFacts } from '../../../projections/catalogue/facets';
import { caseGoodsTable, caseSearchProjection, caseSearchTable, caseWordsTable, galleryVersionTable } from '../../../projections/content/case-search';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type E = DesignCaseEvent | GoodsEvent;
const details: GoodsDetails = {
  name: 'Sage Velvet Sofa', brand: 'Oakly', description: 'A sofa', categoryId: 'sofas', priceCents: 125_000, salePriceCents: null, availability: 'In stock',
  savedPics: [], dimensions: { width: 200, depth: 90, height: 80, unit: 'cm' }, shippingType: 'STANDARD', shippingCost: 0, shippingPct: 0, vendorId: 'v1', markType: 'MANUAL', markTime: '2026-01-01T00:00:00.000Z',
};
const listed = (goodsId: string, more: Partial<GoodsDetails> = {}): GivenEvent<E> => ({ type: 'GoodsListed', streamId: goodsStream(goodsId), data: { goodsId, listedAt: '2026-01-01T10:00:00.000Z', ...details, ...more } });
const colourOf = (more: Partial<GoodsDetails> = {}) => facetFacts({ ...details, ...more }).colour;
const content: CaseContent = {
  title: 'Warm oak living room', description: 'Oak and linen.', roomTypeId: '1', style: 'Modern', budgetCents: 500_000,
  goodsIds: ['g1', 'g2'], pictures: [], floorPlan: null, boards: [],
};
const s = designCaseStream('c1');
const authored: GivenEvent<E> = { type: 'DesignCaseAuthored', streamId: s, data: { caseId: 'c1', authorId: 's1', content, authoredAt: '2026-01-01T00:00:00.000Z' } };
const published: GivenEvent<E> = { type: 'DesignCasePublished', streamId: s, data: { caseId: 'c1', publishedBy: 's1', publishedAt: '2026-01-03T00:00:00.000Z' } };

describeProjection<E>(caseSearchProjection, ({ given }) => {
  it('a case’s colours and product names are its products’, whatever came first; publishing shows it and moves the version', () =>
    given(listed('g1'), authored, listed('g2', { name: 'Walnut Coffee Table', categoryId: 'tables' }), published).then({
      [caseSearchTable]: [{
        case_id: 'c1', published: true, room_type_id: '1', room_name: 'Living Room', style: 'Modern', title: 'Warm oak living room', goods_ids: ['g1', 'g2'],
        colours: [...new Set([colourOf(), colourOf({ name: 'Walnut Coffee Table', categoryId: 'tables' })])].filter(Boolean).sort(),
        product_names: 'Sage Velvet Sofa Walnut Coffee Table',
      }],
      [caseGoodsTable]: [
        { goods_id: 'g1', name: 'Sage Velvet Sofa', colour: colourOf() },
        { goods_id: 'g2', name: 'Walnut Coffee Table', colour: colourOf({ name: 'Walnut Coffee Table', categoryId: 'tables' }) },
      ],
    }));

  it('a product recoloured or renamed reaches its case; a revision replaces the words; unpublishing hides it', () =>
    given(
      listed('g1'),
      listed('g2'),
      { type: 'DesignCaseProposed', streamId: s, data: { caseId: 'c1', needId: '7', designerId: 'd1', clientId: 'k1', content, proposedAt: '2026-01-01T00:00:00.000Z' } },
      published,
      { type: 'GoodsDetailsChanged', streamId: goodsStream('g2'), data: { goodsId: 'g2', changes: { name: 'Teal Velvet Sofa', colour: 'teal', material: 'Velvet' } } },
      { type: 'DesignCaseRevised', streamId: s, data: { caseId: 'c1', content: { ...content, title: 'Zanzibar lounge', goodsIds: ['g2'] }, revisedBy: 's1', revisedAt: '2026-01-04T00:00:00.000Z' } },
      { type: 'DesignCaseUnpublished', streamId: s, data: { caseId: 'c1', reason: 'staff', unpublishedBy: 's1', unpublishedAt: '2026-01-05T00:00:00.000Z' } },
    ).thenQuery(async (trx) => {
      const row = await trx(caseSearchTable).where({ case_id: 'c1' }).first();
      expect(row).toMatchObject({ published: false, title: 'Zanzibar lounge', goods_ids: ['g2'], product_names: 'Teal Velvet Sofa', colours: [facetFacts({ ...details, name: 'Teal Velvet Sofa', colour: 'teal', material: 'Velvet' }).colour] });
      expect((await trx(caseWordsTable).pluck('word')).sort()).toEqual(expect.arrayContaining(['zanzibar', 'lounge', 'modern', 'warm']));
      expect(Number((await trx(galleryVersionTable).first('version')).version)).toBeGreaterThan(0);
    }));
});

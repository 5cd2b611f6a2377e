import { it } from 'vitest';
import { cartStream, type CartEvent, type GoodsSnapshot } from '../../../domain/cart/cart';
import { cartLinesProjection, cartLinesTable } from '../../../projections/cart/cart-lines';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const t = cartLinesTable;
const goods = (goodsId: string): GoodsSnapshot => ({ goodsId, priceCents: 10_000, salePriceCents: null, availability: 'In stock', markType: null, markTime: null, shippingType: 'STANDARD', shippingCost: 0, shippingPct: 0, delisted: false });
const added = (ownerId: string, needGoodsId: string, goodsId: string, goodsCount: number, refer?: { type: 'NEED' | 'DIY'; id: string }): GivenEvent<CartEvent> => ({
  type: 'CartLineAdded',
  streamId: cartStream(ownerId),
  data: { ownerId, line: { needGoodsId, goods: goods(goodsId), goodsCount, ...(refer ? { refer } : {}) }, addedAt: '2026-01-01T10:00:00.000Z' },
});

describeProjection<CartEvent>(cartLinesProjection, ({ given }) => {
  it("keeps each owner's lines in the order added, with what they were bought for; adding a line again sets its count", () =>
    given(added('c1', 'n1', 'g1', 1), added('c1', 'n2', 'g2', 2, { type: 'NEED', id: '42' }), added('c2', 'n1', 'g1', 1), added('c1', 'n1', 'g1', 3)).then({
      [t]: [
        { owner_id: 'c1', need_goods_id: 'n1', goods_id: 'g1', goods_count: 3, added_at: '2026-01-01T10:00:00.000Z', position: 1, refer_type: null, refer_id: null },
        { owner_id: 'c1', need_goods_id: 'n2', goods_id: 'g2', goods_count: 2, added_at: '2026-01-01T10:00:00.000Z', position: 2, refer_type: 'NEED', refer_id: '42' },
        { owner_id: 'c2', need_goods_id: 'n1', goods_id: 'g1', goods_count: 1, added_at: '2026-01-01T10:00:00.000Z', position: 3, refer_type: null, refer_id: null },
      ],
    }));

  it('changes a count (and what the line is for, when given); removes a line', () =>
    given(
      added('c1', 'n1', 'g1', 1),
      added('c1', 'n2', 'g2', 1, { type: 'DIY', id: 'mb1' }),
      added('c1', 'n3', 'g3', 1),
      { type: 'CartLineCountChanged', streamId: cartStream('c1'), data: { ownerId: 'c1', needGoodsId: 'n1', goodsCount: 5, refer: { type: 'NEED', id: '7' } } },
      { type: 'CartLineCountChanged', streamId: cartStream('c1'), data: { ownerId: 'c1', needGoodsId: 'n2', goodsCount: 2 } },
      { type: 'CartLineRemoved', streamId: cartStream('c1'), data: { ownerId: 'c1', needGoodsId: 'n3' } },
    ).then({
      [t]: [
        { need_goods_id: 'n1', goods_count: 5, refer_type: 'NEED', refer_id: '7' },
        { need_goods_id: 'n2', goods_count: 2, refer_type: 'DIY', refer_id: 'mb1' },
      ],
    }));

  it("folds a visitor's lines into the account's cart after its own, raising the count of a line it already has", () =>
    given(added('u1', 'n1', 'g1', 1), {
      type: 'VisitorCartMerged',
      streamId: cartStream('u1'),
      data: {
        ownerId: 'u1',
        visitorId: 'v1',
        lines: [
          { visitorNeedGoodsId: 'vn1', needGoodsId: 'n1', goods: goods('g1'), goodsCount: 3 },
          { visitorNeedGoodsId: 'vn2', needGoodsId: 'n9', goods: goods('g9'), goodsCount: 2 },
        ],
        mergedAt: '2026-01-02T10:00:00.000Z',
      },
    }).then({
      [t]: [
        { owner_id: 'u1', need_goods_id: 'n1', goods_id: 'g1', goods_count: 3, added_at: '2026-01-01T10:00:00.000Z', position: 1 },
        { owner_id: 'u1', need_goods_id: 'n9', goods_id: 'g9', goods_count: 2, added_at: '2026-01-02T10:00:00.000Z', position: 2001 },
      ],
    }));

  it("clears the owner's cart only", () =>
    given(added('c1', 'n1', 'g1', 1), added('c1', 'n2', 'g2', 1), added('c2', 'n1', 'g1', 1), { type: 'CartCleared', streamId: cartStream('c1'), data: { ownerId: 'c1', orderId: 'o1', clearedAt: '2026-01-02T00:00:00.000Z' } }).then({
      [t]: [{ owner_id: 'c2', need_goods_id: 'n1' }],
    }));
});

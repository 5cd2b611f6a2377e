import { countToSend } from './cart';
import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { cartContext } from './context';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import { type CartEvent, type CartLine, type GoodsSnapshot, isOutOfStock } from './cart';
import { addCartLineSchema, cartDecider, changeCartLineCountSchema, type CartCommand, removeCartLineSchema } from './cart.decide';

const now = '2026-11-22T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const alice: Actor = { kind: 'user', userId: 'u-alice', visitorId: 'v1', email: 'alice@example.com', roles: ['client'] };
const spec = specFor(cartDecider);
const cmd = <T extends CartCommand['type']>(type: T, data: Extract<CartCommand, { type: T }>['data'], actor: Actor = visitor) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor } satisfies CommandMetadata }) as CartCommand;

const sofa: GoodsSnapshot = {
  goodsId: 'g-sofa', priceCents: 129900, salePriceCents: 99900, availability: 'available', markType: 'AUTO', markTime: now,
  shippingType: 'STANDARD', shippingCost: 4900, shippingPct: 0, delisted: false,
};
const lamp: GoodsSnapshot = { ...sofa, goodsId: 'g-lamp', priceCents: 8900, salePriceCents: null, shippingType: 'SMALL', shippingCost: 900 };
const add = (goods: GoodsSnapshot, count: number, needGoodsId = 'n1', ownerId = 'v1', available: number | null = null) =>
  cmd('AddCartLine', { ownerId, needGoodsId, goods, count, clientStatus: null, available });
const added = (goods: GoodsSnapshot, goodsCount: number, needGoodsId = 'n1', ownerId = 'v1'): CartEvent => ({
  type: 'CartLineAdded', data: { ownerId, line: { needGoodsId, goods, goodsCount }, addedAt: now },
});

describe('cart: adding', () => {
  it('adds a line with its goods snapshot and the new needGoodsId', () => {
    spec([]).when(add(sofa, 2)).then([added(sofa, 2)]);
  });

  it('adds to the existing line when the same goods are added again', () => {
    spec([added(sofa, 2)]).when(add(sofa, 3, 'n2')).then([
      { type: 'CartLineCountChanged', data: { ownerId: 'v1', needGoodsId: 'n1', goodsCount: 5 } },
    ]);
  });

  it('a line bought for a project keeps the project (referId, referType); a plain line takes the first project it is added for', () => {
    const refer = { type: 'NEED' as const, id: '123' };
    const forProject = cmd('AddCartLine', { ownerId: 'v1', needGoodsId: 'n1', goods: sofa, count: 1, clientStatus: null, available: null, refer });
    const addedFor: CartEvent = { type: 'CartLineAdded', data: { ownerId: 'v1', line: { needGoodsId: 'n1', goods: sofa, goodsCount: 1, refer }, addedAt: now } };
    spec([]).when(forProject).then([addedFor]);
    spec([added(sofa, 2)]).when(forProject).then([{ type: 'CartLineCountChanged', data: { ownerId: 'v1', needGoodsId: 'n1', goodsCount: 3, refer } }]);
    const other = cmd('AddCartLine', { ownerId: 'v1', needGoodsId: 'n2', goods: sofa, count: 1, clientStatus: null, available: null, refer: { type: 'DIY', id: 'dy0123456789abcdef' } });
    spec([addedFor]).when(other).then([{ type: 'CartLineCountChanged', data: { ownerId: 'v1', needGoodsId: 'n1', goodsCount: 2 } }]);
    const state = [addedFor, { type: 'CartLineCountChanged', data: { ownerId: 'v1', needGoodsId: 'n1', goodsCount: 2 } } as CartEvent].reduce(cartDecider.evolve, cartDecider.initialState());
    expect(state.lines[0]!.refer).toEqual(refer);
    expect(addCartLineSchema.safeParse({ ownerId: 'v1', needGoodsId: 'n1', goods: sofa, count: 1, clientStatus: null, refer: { type: 'SHOP', id: '1' } }).success).toBe(false);
  });

  it("refuses more than 1000: 'The quantity of an item cannot exceed 1000.'", () => {
    spec([]).when(add(sofa, 1000)).then([added(sofa, 1000)]);
    const error = spec([]).when(add(sofa, 1001)).thenThrows('QUANTITY_LIMIT');
    expect(error.message).toBe('The quantity of an item cannot exceed 1000.');
    spec([added(sofa, 999)]).when(add(sofa, 2, 'n2')).thenThrows('QUANTITY_LIMIT');
  });

  it.each([
    [{ availability: 'available', markType: 'AUTO', markTime: now }, false],
    [{ availability: 'In stock', markType: 'MANUAL', markTime: now }, false],
    [{ availability: 'out of stock', markType: 'AUTO', markTime: now }, true],
    [{ availability: 'Not available', markType: 'AUTO', markTime: now }, true],
    [{ availability: 'SOLD OUT', markType: 'AUTO', markTime: now }, true],
    [{ availability: 'available', markType: null, markTime: null }, true],
    [{ availability: 'available', markType: 'NO_MARKED', markTime: null }, true],
    // the issue: out of stock only when it has no mark type AND no mark time
    [{ availability: 'available', markType: 'AUTO', markTime: null }, false],
    [{ availability: 'available', markType: null, markTime: now }, false],
    [{ availability: 'available', markType: 'NO_MARKED', markTime: now }, false],
  ] as const)('out of stock(%o) is %s', (goods, expected) => expect(isOutOfStock(goods)).toBe(expected));

  it("refuses out-of-stock goods: 'The product is out of stock'", () => {
    const error = spec([]).when(add({ ...sofa, availability: 'Out of stock' }, 1)).thenThrows('OUT_OF_STOCK');
    expect(error.message).toBe('The product is out of stock');
  });

  it('refuses delisted goods', () => {
    spec([]).when(add({ ...sofa, delisted: true }, 1)).thenThrows('GOODS_DELISTED');
  });

  it('holds no more than the counted stock left: none left is out of stock, some left says how many', () => {
    spec([]).when(add(sofa, 3, 'n1', 'v1', 3)).then([added(sofa, 3)]);
    spec([]).when(add(sofa, 1, 'n1', 'v1', 0)).thenThrows('OUT_OF_STOCK');
    const error = spec([added(sofa, 2)]).when(add(sofa, 2, 'n2', 'v1', 3)).thenThrows('NOT_ENOUGH_STOCK');
    expect(error.message).toBe('Only 3 left in stock');
  });

  it('asks a VERIFING client to verify the e-mail instead', () => {
    const data = { ownerId: 'u-alice', needGoodsId: 'n1', goods: sofa, count: 1, clientStatus: 'VERIFING' as const, available: null };
    const error = spec([]).when(cmd('AddCartLine', data, alice)).thenThrows('VERIFY_EMAIL');
    expect(error.message).toMatch(/verify your e-mail/);
    spec([]).when(cmd('AddCartLine', { ...data, clientStatus: 'ACTIVE' }, alice)).then([added(sofa, 1, 'n1', 'u-alice')]);
  });

  it("acts only on the actor's own cart", () => {
    spec([]).when(add(sofa, 1, 'n1', 'v2')).thenThrows('FORBIDDEN');
    spec([]).when(cmd('AddCartLine', { ownerId: 'u-bob', needGoodsId: 'n1', goods: sofa, count: 1, clientStatus: 'ACTIVE', available: null }, alice)).thenThrows('FORBIDDEN');
  });
});

describe('cart: counts from input', () => {
  const parseCount = (count: unknown) => changeCartLineCountSchema.safeParse({ ownerId: 'v1', needGoodsId: 'n1', count });

  it.each([
    [5, 5], ['7', 7], [' 12 ', 12], [1000, 1000], [1001, 1001],
  ])('count %j is %j', (input, expected) => {
    const parsed = parseCount(input);
    expect(parsed.success && parsed.data.count).toBe(expected);
  });

  it.each([1.5, '2.5', 'abc', '', null, Number.NaN, Number.POSITIVE_INFINITY, '1e3', true])('rejects count %j with a clear message', (input) => {
    const parsed = parseCount(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('Quantity must be a whole number');
  });

  it.each([0, '0', -3, '-2'])('refuses count %j: the API is strict', (input) => {
    const parsed = parseCount(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('Quantity must be at least 1');
  });

  it.each([[0, 1], [-3, 1], [1, 1], [12, 12]])('part 1 §5: the forms send a count of zero or less as 1 (%j → %j)', (input, expected) => {
    expect(countToSend(input)).toBe(expected);
  });

  it('defaults a missing count on add to 1', () => {
    const parsed = addCartLineSchema.parse({ ownerId: 'v1', needGoodsId: 'n1', goods: sofa, clientStatus: null });
    expect(parsed.count).toBe(1);
  });
});

describe('cart: changing and removing', () => {
  it('changes a count, ignores the same count, and keeps the 1000 limit', () => {
    spec([added(sofa, 2)]).when(cmd('ChangeCartLineCount', { ownerId: 'v1', needGoodsId: 'n1', count: 4 })).then([
      { type: 'CartLineCountChanged', data: { ownerId: 'v1', needGoodsId: 'n1', goodsCount: 4 } },
    ]);
    spec([added(sofa, 2)]).when(cmd('ChangeCartLineCount', { ownerId: 'v1', needGoodsId: 'n1', count: 2 })).then([]);
    spec([added(sofa, 2)]).when(cmd('ChangeCartLineCount', { ownerId: 'v1', needGoodsId: 'n1', count: 1001 })).thenThrows('QUANTITY_LIMIT');
    spec([]).when(cmd('ChangeCartLineCount', { ownerId: 'v1', needGoodsId: 'n1', count: 2 })).thenThrows('CART_LINE_NOT_FOUND');
  });

  it("removes by needGoodsId; a missing id: 'Failed to remove item from cart!'", () => {
    spec([added(sofa, 2)]).when(cmd('RemoveCartLine', { ownerId: 'v1', needGoodsId: 'n1' })).then([
      { type: 'CartLineRemoved', data: { ownerId: 'v1', needGoodsId: 'n1' } },
    ]);
    const error = spec([added(sofa, 2)]).when(cmd('RemoveCartLine', { ownerId: 'v1', needGoodsId: 'n9' })).thenThrows('CART_LINE_NOT_FOUND');
    expect(error.message).toBe('Failed to remove item from cart!');
    const parsed = removeCartLineSchema.safeParse({ ownerId: 'v1', needGoodsId: '' });
    expect(parsed.error!.issues[0]!.message).toBe('Failed to remove item from cart!');
    expect(removeCartLineSchema.safeParse({ ownerId: 'v1' }).error!.issues[0]!.message).toBe('Failed to remove item from cart!');
  });

  it('clears after an order, and an empty cart stays as it is', () => {
    spec([added(sofa, 2)]).when(cmd('ClearCart', { ownerId: 'v1', orderId: 'o1' })).then([
      { type: 'CartCleared', data: { ownerId: 'v1', orderId: 'o1', clearedAt: now } },
    ]);
    spec([]).when(cmd('ClearCart', { ownerId: 'v1', orderId: 'o1' })).then([]);
  });
});

describe('cart: merging a visitor cart at sign-in', () => {
  const visitorLines: CartLine[] = [
    { needGoodsId: 'vn1', goods: sofa, goodsCount: 3 },
    { needGoodsId: 'vn2', goods: lamp, goodsCount: 2 },
  ];
  const accountSofa = added(sofa, 999, 'an1', 'u-alice');
  const merge = (lines = visitorLines) => cmd('MergeVisitorCart', { ownerId: 'u-alice', visitorId: 'v1', lines }, alice);
  const merged: CartEvent = {
    type: 'VisitorCartMerged',
    data: {
      ownerId: 'u-alice', visitorId: 'v1', mergedAt: now,
      lines: [
        { visitorNeedGoodsId: 'vn1', needGoodsId: 'an1', goods: sofa, goodsCount: 1000 },
        { visitorNeedGoodsId: 'vn2', needGoodsId: 'vn2', goods: lamp, goodsCount: 2 },
      ],
    },
  };

  it('adds counts for the same goods (capped at 1000) and keeps the other lines', () => {
    spec([accountSofa]).when(merge()).then([merged]);
    const state = [accountSofa, merged].reduce(cartDecider.evolve, cartDecider.initialState());
    expect(state.lines.map((l) => [l.needGoodsId, l.goods.goodsId, l.goodsCount])).toEqual([
      ['an1', 'g-sofa', 1000],
      ['vn2', 'g-lamp', 2],
    ]);
  });

  it('is idempotent: merging the same visitor cart twice adds nothing', () => {
    spec([accountSofa, merged]).when(merge()).then([]);
    spec([accountSofa, merged]).when(merge([...visitorLines, { needGoodsId: 'vn3', goods: { ...lamp, goodsId: 'g-rug' }, goodsCount: 1 }])).then([
      { type: 'VisitorCartMerged', data: { ownerId: 'u-alice', visitorId: 'v1', mergedAt: now, lines: [
        { visitorNeedGoodsId: 'vn3', needGoodsId: 'vn3', goods: { ...lamp, goodsId: 'g-rug' }, goodsCount: 1 },
      ] } },
    ]);
  });

  it('refuses a visitor line whose id the account cart already uses for other goods', () => {
    spec([added(lamp, 1, 'vn1', 'u-alice')]).when(merge([{ needGoodsId: 'vn1', goods: sofa, goodsCount: 1 }])).thenThrows('CART_LINE_EXISTS');
  });

  it('an empty visitor cart adds nothing; only the account owner merges', () => {
    spec([]).when(merge([])).then([]);
    spec([]).when(cmd('MergeVisitorCart', { ownerId: 'u-alice', visitorId: 'v1', lines: visitorLines }, visitor)).thenThrows('FORBIDDEN');
  });
});

describe('cart: who may run the commands', () => {
  it('visitors may keep a cart; merging needs a signed-in user', () => {
    for (const type of ['AddCartLine', 'ChangeCartLineCount', 'RemoveCartLine', 'ClearCart']) expect(() => authorize(visitor, type, cartContext.rules)).not.toThrow();
    expect(() => authorize(visitor, 'MergeVisitorCart', cartContext.rules)).toThrow('Please sign in');
    expect(() => authorize(alice, 'MergeVisitorCart', cartContext.rules)).not.toThrow();
  });
});

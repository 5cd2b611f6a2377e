import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { CommandMetadata } from '../shared/messages';
import { effectivePriceCents, isPurchasable, type GoodsEvent } from './goods';
import { goodsDecider, listGoodsSchema, type GoodsCommand } from './goods.decide';

const now = '2026-11-22T10:00:00.000Z';
const metadata: CommandMetadata = { commandId: 'c1', now, actor: { kind: 'system' } };
const spec = specFor(goodsDecider);
const cmd = <T extends GoodsCommand['type']>(type: T, data: Extract<GoodsCommand, { type: T }>['data']) =>
  ({ type, data, metadata }) as GoodsCommand;

const input = listGoodsSchema.parse({
  goodsId: 'g1',
  name: 'Aria Oak Sofa',
  brand: 'Fernhill',
  categoryId: 'sofas',
  priceCents: 129900,
  salePriceCents: 99900,
  availability: 'available',
  shippingType: 'STANDARD',
  shippingCost: 4900,
  vendorId: 'vendor-1',
  markType: 'AUTO',
  markTime: '2026-11-01T00:00:00.000Z',
});
const listed: GoodsEvent = { type: 'GoodsListed', data: { ...input, listedAt: now } };

describe('goods', () => {
  it('lists a product with every field and the listing time', () => {
    spec([]).when(cmd('ListGoods', input)).then([listed]);
    expect(input).toMatchObject({ savedPics: [], dimensions: null, shippingPct: 0, description: '' });
  });

  it('takes real furniture sizes and refuses 0, negative, 100 m and non-numeric sides with the 3D kernel’s field messages', () => {
    const parsed = (dimensions: unknown) => listGoodsSchema.safeParse({ ...input, dimensions });
    expect(parsed({ width: 84, depth: 37, height: 33, unit: 'in' }).success).toBe(true);
    expect(parsed({ width: 213, depth: 94, height: 84, unit: 'cm' }).success).toBe(true);
    const messages = (dimensions: unknown) => {
      const result = parsed(dimensions);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messages({ width: 0, depth: 37, height: 33, unit: 'in' })).toEqual({ 'dimensions.width': 'The width must be a number between 0.2 and 315 inches.' });
    expect(messages({ width: 84, depth: -2, height: 33, unit: 'in' })).toEqual({ 'dimensions.depth': 'The depth must be a number between 0.2 and 315 inches.' });
    expect(messages({ width: 84, depth: 37, height: 10_000, unit: 'cm' })).toEqual({ 'dimensions.height': 'The height must be a number between 0.5 and 800 cm.' });
    expect(messages({ width: 3937, depth: 37, height: 33 })).toEqual({ 'dimensions.width': 'The width must be a number between 0.2 and 315 inches.' });
    expect(messages({ width: 'wide', depth: 37, height: 33, unit: 'in' })).toEqual({ 'dimensions.width': 'Please enter a number' });
  });

  it('refuses a second listing and a sale price that is not below the price', () => {
    spec([listed]).when(cmd('ListGoods', input)).thenThrows('GOODS_EXISTS');
    const error = spec([]).when(cmd('ListGoods', { ...input, salePriceCents: 129900 })).thenThrows('SALE_NOT_BELOW_PRICE');
    expect(error.fields).toHaveProperty('salePriceCents');
  });

  it('rejects bad input with a field-level message', () => {
    const parsed = listGoodsSchema.safeParse({ ...input, priceCents: -5, shippingType: 'CARRIER_PIGEON', name: '' });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['priceCents', 'shippingType', 'name']));
  });

  it('changes price only when it differs, and only for listed goods', () => {
    spec([listed]).when(cmd('ChangeGoodsPrice', { goodsId: 'g1', priceCents: 119900, salePriceCents: null })).then([
      { type: 'GoodsPriceChanged', data: { goodsId: 'g1', priceCents: 119900, salePriceCents: null } },
    ]);
    spec([listed]).when(cmd('ChangeGoodsPrice', { goodsId: 'g1', priceCents: 129900, salePriceCents: 99900 })).then([]);
    spec([]).when(cmd('ChangeGoodsPrice', { goodsId: 'g1', priceCents: 1, salePriceCents: null })).thenThrows('GOODS_NOT_FOUND');
  });

  it('records only the details that changed', () => {
    spec([listed]).when(cmd('ChangeGoodsDetails', { goodsId: 'g1', changes: { name: 'Aria Oak Sofa', brand: 'Northfold' } })).then([
      { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { brand: 'Northfold' } } },
    ]);
  });

  it('cannot change delisted goods', () => {
    const delisted: GoodsEvent = { type: 'GoodsDelisted', data: { goodsId: 'g1', delistedAt: now } };
    spec([listed]).when(cmd('DelistGoods', { goodsId: 'g1' })).then([delisted]);
    spec([listed, delisted]).when(cmd('ChangeGoodsAvailability', { goodsId: 'g1', availability: 'available', markType: 'AUTO', markTime: now })).thenThrows('GOODS_DELISTED');
  });

  it.each([
    [{ availability: 'available', markType: 'AUTO', markTime: now }, true],
    [{ availability: 'out of stock', markType: 'AUTO', markTime: now }, false],
    [{ availability: 'Not available', markType: 'AUTO', markTime: now }, false],
    [{ availability: 'available', markType: null, markTime: now }, true],
    [{ availability: 'available', markType: 'NO_MARKED', markTime: now }, true],
    [{ availability: 'available', markType: 'MANUAL', markTime: null }, true],
    [{ availability: 'available', markType: 'NO_MARKED', markTime: null }, false],
    [{ availability: 'available', markType: null, markTime: null }, false],
    [{ availability: 'OUT OF STOCK', markType: 'MANUAL', markTime: now }, false],
  ] as const)('purchasable(%o) is %s', (goods, expected) => expect(isPurchasable(goods)).toBe(expected));

  it('charges the sale price only when it is below the price', () => {
    expect(effectivePriceCents({ priceCents: 1000, salePriceCents: 800 })).toBe(800);
    expect(effectivePriceCents({ priceCents: 1000, salePriceCents: null })).toBe(1000);
    expect(effectivePriceCents({ priceCents: 1000, salePriceCents: 1200 })).toBe(1000);
  });
});

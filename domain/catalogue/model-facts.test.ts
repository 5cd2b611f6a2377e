import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { CommandMetadata } from '../shared/messages';
import { evolveGoods, initialGoodsState, type GoodsEvent } from './goods';
import { changeGoodsDetailsSchema, goodsDecider, listGoodsSchema, type GoodsCommand } from './goods.decide';
import { materialsForKind, modelChoices, modelFactProblems, productFactsOf, resolveModelFacts } from './model-facts';
import { kindInfo, modelKinds } from './models3d/kinds';
import { resolveSpec } from './models3d/spec';
import { specForProduct } from './models3d/product';
import { coloursOf } from './finishes';

/** Issue 22, console part: staff set a product's kind, variant, material and colour; what does not go together is refused on its field. */
const now = '2026-11-27T10:00:00.000Z';
const metadata: CommandMetadata = { commandId: 'c1', now, actor: { kind: 'system' } };
const spec = specFor(goodsDecider);
const change = (changes: Record<string, unknown>) => ({ type: 'ChangeGoodsDetails', data: changeGoodsDetailsSchema.parse({ goodsId: 'g1', changes }), metadata }) as GoodsCommand;

const input = listGoodsSchema.parse({
  goodsId: 'g1', name: 'Sage Velvet Sofa', brand: 'Fernhill', categoryId: 'sofas', priceCents: 129900, availability: 'available',
  shippingType: 'STANDARD', vendorId: 'vendor-1', dimensions: { width: 84, depth: 37, height: 33, unit: 'in' },
});
/** A GoodsListed as events before these facts were written: no kind, variant, material or colour at all. */
const listed: GoodsEvent = { type: 'GoodsListed', data: { ...input, listedAt: now } };

describe('model facts of goods', () => {
  it('folds events older than the facts: the product is as its name says', () => {
    expect(Object.keys(listed.data)).not.toContain('kind');
    const state = [listed].reduce(evolveGoods, initialGoodsState());
    if (state.status !== 'listed') throw new Error('not listed');
    expect(resolveModelFacts(state.goods)).toMatchObject({ kind: 'sofa', material: 'Velvet', colour: 'sage' });
    expect(productFactsOf(state.goods)).toEqual({ name: 'Sage Velvet Sofa', category: 'sofas', dimensions: input.dimensions });
  });

  it('records a kind, variant, material and colour that go together, and null to go back to the name', () => {
    spec([listed]).when(change({ kind: 'loveseat', variant: 'round-arm', material: 'Leather', colour: 'rust' })).then([
      { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { kind: 'loveseat', variant: 'round-arm', material: 'Leather', colour: 'rust' } } },
    ]);
    const set: GoodsEvent = { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { material: 'Linen', colour: 'navy' } } };
    spec([listed, set]).when(change({ material: '', colour: null })).then([
      { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { material: null, colour: null } } },
    ]);
    // Null where nothing was ever set is no change.
    spec([listed]).when(change({ kind: null, variant: '', material: null, colour: null })).then([]);
  });

  it.each([
    [{ kind: 'spaceship' }, 'changes.kind', 'There is no 3D model for this kind of product.'],
    [{ variant: 'chaise' }, 'changes.variant', 'A sofa comes as square-arm, round-arm.'],
    [{ kind: 'rug', variant: 'round-arm', material: 'Wool' }, 'changes.variant', 'A rug comes as rectangular, round.'],
    [{ material: 'Plutonium' }, 'changes.material', 'Please choose one of the catalogue’s materials.'],
    [{ material: 'Marble' }, 'changes.material', 'Marble is not used for a sofa: choose Linen, Velvet, Boucle, Leather.'],
    // The name's velvet does not make a coffee table: the material must be chosen too.
    [{ kind: 'coffee-table' }, 'changes.material', 'Velvet is not used for a coffee table: choose Walnut, Oak, Teak, Lacquered, Marble, Iron.'],
    [{ colour: 'ultraviolet' }, 'changes.colour', 'Please choose one of the catalogue’s colours.'],
    [{ material: 'Leather', colour: 'teal' }, 'changes.colour', 'Leather comes in Rust, Terracotta, Charcoal, Ink Black, Sand, Olive.'],
    [{ colour: 'walnut' }, 'changes.colour', 'Velvet comes in Ivory, Cream, Oat, Sand, Blush, Terracotta, Rust, Mustard, Olive, Sage, Forest Green, Teal, Navy, Slate Blue, Charcoal, Ink Black.'],
  ])('refuses %o on its field: %s', (changes, field, message) => {
    const parsed = changeGoodsDetailsSchema.safeParse({ goodsId: 'g1', changes });
    const error = parsed.success
      ? spec([listed]).when({ type: 'ChangeGoodsDetails', data: parsed.data, metadata }).thenThrows('MODEL_FACTS')
      : { fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])), message: parsed.error.issues[0].message };
    expect(error.fields).toEqual({ [field]: message });
  });

  it('refuses a variant for a product whose name says no kind, until a kind is chosen', () => {
    const blanket: GoodsEvent = { type: 'GoodsListed', data: { ...input, name: 'Gift Card', categoryId: 'gifts', listedAt: now } };
    expect(spec([blanket]).when(change({ variant: 'round' })).thenThrows('MODEL_FACTS').fields).toEqual({ 'changes.variant': 'Please choose a kind first: the name does not say what kind of product it is.' });
    spec([blanket]).when(change({ kind: 'rug', variant: 'round', material: 'Jute' })).then([
      { type: 'GoodsDetailsChanged', data: { goodsId: 'g1', changes: { kind: 'rug', variant: 'round', material: 'Jute' } } },
    ]);
  });

  it('checks the facts given when a product is listed', () => {
    const command = { type: 'ListGoods', data: listGoodsSchema.parse({ ...input, kind: 'bed', material: 'Canvas' }), metadata } as GoodsCommand;
    expect(spec([]).when(command).thenThrows('MODEL_FACTS').fields).toEqual({ material: expect.stringMatching(/^Canvas is not used for a bed/) });
  });

  it('gives a chosen material a colour it comes in when none is chosen (an oak table is never sage)', () => {
    const facts = resolveModelFacts({ name: 'Sage Velvet Sofa', categoryId: 'sofas', kind: 'coffee-table', material: 'Oak' });
    expect(facts).toMatchObject({ kind: 'coffee-table', variant: null, material: 'Oak', colour: 'natural-oak', named: { kind: 'sofa', material: 'Velvet', colour: 'sage' } });
    expect(resolveModelFacts({ name: 'Sage Velvet Sofa', categoryId: 'sofas', material: 'Linen' }).colour).toBe('sage');
    const found = specForProduct(productFactsOf({ name: 'Sage Velvet Sofa', categoryId: 'sofas', dimensions: input.dimensions, kind: 'coffee-table', material: 'Oak' }));
    if (!found.hasModel) throw new Error(found.reason);
    expect(found.key).toMatch(/-coffee-table-rectangular-2134x940x838mm-oak-natural-oak$/);
  });

  it('offers for each kind its own default finish first, and only what the kernel makes', () => {
    for (const kind of modelKinds) {
      const options = materialsForKind(kind);
      expect(options[0]?.name, kind).toBe(kindInfo[kind].material);
      for (const material of options)
        for (const colour of coloursOf(material)) {
          expect(modelFactProblems({ name: 'Item', categoryId: null, kind, material: material.name, colour }), `${kind} ${material.name} ${colour}`).toEqual({});
          const [w, d, h] = kindInfo[kind].typical;
          expect(() => resolveSpec({ kind, material: material.name, colour, dimensions: { width: w, depth: d, height: h, unit: 'in' } })).not.toThrow();
        }
    }
    expect(modelChoices().kinds.find((k) => k.id === 'sofa')).toEqual({ id: 'sofa', label: 'Sofa', variants: ['square-arm', 'round-arm'], materials: ['Linen', 'Velvet', 'Boucle', 'Leather'] });
  });
});

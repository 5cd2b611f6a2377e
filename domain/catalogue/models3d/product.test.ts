import { describe, expect, it } from 'vitest';
import { demoCategories, demoGoods } from '../../../composition-root/demo/catalogue';
import { finishFromName, modelForProduct, modelBounds, specForProduct, specKey, viewsFor } from '.';
import { demoGoodsCount } from '../../../composition-root/demo/seed';

const dims = (width: number, depth: number, height: number) => ({ width, depth, height, unit: 'in' as const });

describe('a product’s model', () => {
  it('is built from the name, the category and the dimensions, in the material and colour the name says', () => {
    const result = modelForProduct({ name: 'Luca Sage Velvet Sofa', category: 'sofas', dimensions: dims(84, 37, 33) });
    expect(result.hasModel).toBe(true);
    if (!result.hasModel) return;
    expect(result.spec).toEqual({ kind: 'sofa', dimensions: dims(84, 37, 33), material: 'Velvet', colour: 'sage' });
    const { max, min } = modelBounds(result.model);
    expect(max[0] - min[0]).toBeCloseTo(84 * 0.0254, 3);
  });

  it('says why there is none instead of guessing', () => {
    expect(modelForProduct({ name: 'Gift Card', dimensions: dims(3, 0.1, 2) })).toEqual({ hasModel: false, reason: 'Its name does not say what kind of product it is.' });
    expect(modelForProduct({ name: 'Oak Chair', dimensions: dims(20, 20, 30) })).toEqual({ hasModel: false, reason: 'Its name does not say what kind of product it is.' });
    expect(modelForProduct({ name: 'Walnut Sofa', dimensions: null })).toEqual({ hasModel: false, reason: 'It has no dimensions.' });
    expect(modelForProduct({ name: 'Walnut Sofa', dimensions: dims(0, 37, 33) })).toEqual({ hasModel: false, reason: 'The width must be a number between 0.2 and 315 inches.' });
    expect(modelForProduct({ name: 'Walnut Sofa', dimensions: dims(84, 37, 4000) })).toEqual({ hasModel: false, reason: 'The height must be a number between 0.2 and 315 inches.' });
  });

  it('takes a staff edit of kind, variant, material and colour over what the name says', () => {
    const result = modelForProduct({ name: 'Sage Velvet Sofa', dimensions: dims(60, 16, 78), kind: 'floor-lamp', variant: 'arc', material: 'Brass', colour: 'brass' });
    expect(result.hasModel && result.spec).toEqual({ kind: 'floor-lamp', variant: 'arc', dimensions: dims(60, 16, 78), material: 'Brass', colour: 'brass' });
  });

  it.each([
    ['Sage Velvet Sofa', { material: 'Velvet', colour: 'sage' }],
    ['Walnut Sideboard', { material: 'Walnut', colour: 'walnut' }],
    ['White Marble Coffee Table', { material: 'Marble', colour: 'white-marble' }],
    ['Forest Green Lacquered Bookcase', { material: 'Lacquered', colour: 'forest' }],
    ['Oak Desk', { material: 'Oak', colour: 'natural-oak' }],
    ['Navy Abstract Print', { colour: 'navy' }],
    ['Bouclé Armchair', { material: 'Boucle', colour: 'ivory' }],
    ['Armchair', {}],
  ])('reads the finish in “%s”', (name, finish) => {
    const got = finishFromName(name);
    expect(Object.fromEntries(Object.entries(got).filter(([, v]) => v !== undefined))).toEqual(finish);
  });

  it('has a stable key that changes with anything that changes the model', () => {
    const spec = { kind: 'sofa', dimensions: dims(84, 37, 33), material: 'Velvet', colour: 'sage' };
    expect(specKey(spec)).toBe('v1-sofa-square-arm-2134x940x838mm-velvet-sage');
    expect(specKey({ ...spec })).toBe(specKey(spec));
    expect(specKey({ ...spec, dimensions: dims(85, 37, 33) })).not.toBe(specKey(spec));
    expect(specKey({ ...spec, colour: 'navy' })).not.toBe(specKey(spec));
    expect(() => specKey({ ...spec, dimensions: dims(-1, 37, 33) })).toThrow('The width must be');
  });

  it('gives every product of the demo catalogue a model of the kind its category sells', () => {
    const expected: Record<string, RegExp> = {
      sofas: /^(sofa|loveseat)$/, sectionals: /^sectional$/, 'accent-chairs': /^(accent-chair|armchair)$/, 'dining-chairs': /^(dining-chair|stool)$/,
      ottomans: /^(ottoman|bench)$/, 'coffee-tables': /^coffee-table$/, 'side-tables': /^side-table$/, 'dining-tables': /^dining-table$/, desks: /^desk$/,
      bookcases: /^bookcase$/, dressers: /^(dresser|chest)$/, 'media-consoles': /^tv-stand$/, sideboards: /^cabinet$/, beds: /^bed$/, nightstands: /^nightstand$/,
      bedding: /^bedding$/, 'floor-lamps': /^floor-lamp$/, 'table-lamps': /^table-lamp$/, pendants: /^pendant$/, 'area-rugs': /^rug$/, runners: /^runner$/,
      'wall-art': /^wall-art$/, mirrors: /^mirror$/, vases: /^vase$/, pillows: /^(pillow|throw)$/, 'curtain-panels': /^curtain$/, blinds: /^shade$/,
      'outdoor-seating': /^(outdoor-sofa|outdoor-chair)$/, 'outdoor-dining': /^outdoor-table$/,
    };
    expect(Object.keys(expected).sort()).toEqual(demoCategories.filter((c) => c.kind).map((c) => c.categoryId).sort());
    for (const goods of demoGoods(demoGoodsCount)) {
      const result = modelForProduct({ name: goods.name, category: goods.categoryId, dimensions: goods.dimensions });
      expect(result.hasModel, goods.name).toBe(true);
      if (result.hasModel) expect(result.model.kind, `${goods.name} in ${goods.categoryId}`).toMatch(expected[goods.categoryId]);
    }
  });

  it('is named by specForProduct without building it: the same spec, its key and the views its pictures show', () => {
    for (const goods of demoGoods(60)) {
      const facts = { name: goods.name, category: goods.categoryId, dimensions: goods.dimensions };
      const built = modelForProduct(facts), named = specForProduct(facts);
      if (!built.hasModel || !named.hasModel) throw new Error(`${goods.name} has no model`);
      expect(named.spec).toEqual(built.spec);
      expect(named.key).toBe(specKey(built.spec));
      expect(named.views).toEqual(viewsFor(built.model));
    }
    // Wall, flat and floor goods show different views.
    const views = (name: string, category: string, d: ReturnType<typeof dims>) => {
      const named = specForProduct({ name, category, dimensions: d });
      return named.hasModel ? named.views : named.reason;
    };
    expect(views('Oak Framed Mirror', 'mirrors', dims(30, 1.5, 40))).toEqual(['three-quarter', 'front', 'detail']);
    expect(views('Jute Area Rug', 'area-rugs', dims(96, 120, 0.5))).toEqual(['three-quarter', 'plan', 'detail']);
    expect(views('Walnut Coffee Table', 'coffee-tables', dims(48, 24, 17))).toEqual(['three-quarter', 'front', 'top']);
    expect(views('Walnut Sofa', 'sofas', dims(0, 37, 33))).toBe('The width must be a number between 0.2 and 315 inches.');
  });
});

import { describe, expect, it } from 'vitest';
import { colourByKey, coloursOf, materials, materialsFor } from '../../domain/catalogue/finishes';
import { demoCategories, demoGoods } from './catalogue';
import { kindInfo, specForProduct, type ModelKind } from '../../domain/catalogue/models3d';

const goods = demoGoods(360);
const kindOf = new Map(demoCategories.map((c) => [c.categoryId, c.kind]));

/** The kind, material and colour a product's model is made in (its pictures are rendered from it), and the material its description gives. */
function facts(g: (typeof goods)[number]) {
  const found = specForProduct({ name: g.name, category: g.categoryId, dimensions: g.dimensions });
  if (!found.hasModel) throw new Error(`${g.name}: ${found.reason}`);
  const colour = colourByKey.get(found.spec.colour!)!;
  const material = materials.find((m) => g.description.includes(`made in ${m.name.toLowerCase()}`) || (m.name === 'Canvas' && g.description.includes('printed on canvas')))!;
  return { kind: kindOf.get(g.categoryId)!, colour, material, modelMaterial: found.spec.material ?? kindInfo[found.spec.kind as ModelKind].material };
}

describe('the demo catalogue a shopper would believe', () => {
  it('is the same on every run', () => {
    expect(demoGoods(360)).toEqual(goods);
  });

  it('models each product in the material and colour its name and description give, and lists no drawings', () => {
    for (const g of goods) {
      const { colour, material, modelMaterial } = facts(g);
      expect(colour, g.name).toBeDefined();
      expect(modelMaterial, g.name).toBe(material.name);
      expect(g.savedPics, g.name).toEqual([]);
      expect(g.description.toLowerCase(), g.name).toContain(colour.name.toLowerCase());
      const ownColour = ['natural-oak', 'walnut', 'teak', 'brass', 'black-iron', 'rattan', 'jute', 'smoked-glass'].includes(colour.key);
      if (!ownColour) expect(g.name, g.name).toContain(colour.name);
    }
  });

  it('makes each product of a material its kind is made of, in a colour that material comes in', () => {
    for (const g of goods) {
      const { kind, colour, material } = facts(g);
      expect(material, g.name).toBeDefined();
      expect(materialsFor(kind as never).map((m) => m.name), g.name).toContain(material.name);
      expect(coloursOf(material), g.name).toContain(colour.key);
    }
  });

  it('has none of the old mismatches', () => {
    const names = goods.map((g) => g.name);
    for (const wrong of [/Marble Bookcase/, /Wool Pendant/, /Ceramic Area Rug/, /Leather (Vase|Rug|Pendant)/, /Marble (Sofa|Chair|Rug)/])
      expect(names.filter((n) => wrong.test(n)), String(wrong)).toEqual([]);
  });

  it('gives every product of a category its own name', () => {
    const seen = new Set<string>();
    for (const g of goods) {
      const key = `${g.categoryId}:${g.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('sizes and materials fit what each product is', () => {
    const of = (re: RegExp) => goods.filter((g) => re.test(g.name));
    for (const g of of(/Sofa|Sectional|Loveseat|Settee/)) expect(g.dimensions.width, g.name).toBeGreaterThan(g.dimensions.depth);
    for (const g of of(/Floor Lamp|Arc Lamp/)) expect(g.dimensions.height, g.name).toBeGreaterThanOrEqual(58);
    for (const g of of(/Bedside|Nightstand/)) expect(g.dimensions.width, g.name).toBeLessThanOrEqual(26);
    for (const g of of(/Rug|Runner/)) expect(g.dimensions.height, g.name).toBe(1);
    for (const g of of(/Outdoor|Adirondack|Bistro/)) expect(g.name, g.name).toMatch(/Teak|Rattan|Iron/);
    for (const g of of(/Duvet|Sheet|Quilt/)) expect(g.name, g.name).toMatch(/Linen|Cotton/);
    for (const g of of(/Shag/)) expect(g.name, g.name).toMatch(/Wool/);
    expect(of(/Sofa|Sectional/).length).toBeGreaterThan(0);
  });
});


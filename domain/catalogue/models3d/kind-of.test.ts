import { describe, expect, it } from 'vitest';
import { kindInfo, kindOfProduct, type ModelKind } from '.';

/** Real-looking product names and what they are: [name, category, kind or null, variant]. */
const names: [string, string | null, ModelKind | null, string?][] = [
  ['Luca Teak Outdoor Sofa', 'outdoor-seating', 'outdoor-sofa'],
  ['Cove Iron Extending Dining Table', 'dining-tables', 'dining-table'],
  ['Roller Shade', 'blinds', 'shade', 'roller'],
  ['Aria Linen Roman Shade', 'blinds', 'shade', 'roman'],
  ['Sage Velvet Sofa', 'sofas', 'sofa'],
  ['Haven Leather Sofa with Chaise', 'sofas', 'sofa'],
  ['Dune Boucle Modular Sectional', 'sectionals', 'sectional'],
  ['Marlow Linen Chaise Sectional', 'sectionals', 'sectional'],
  ['Nova Velvet Loveseat', 'sofas', 'loveseat'],
  ['Isla Linen Settee', 'sofas', 'loveseat'],
  ['Quinn Boucle Swivel Chair', 'accent-chairs', 'armchair', 'swivel'],
  ['Porter Leather Club Chair', null, 'armchair'],
  ['Oslo Velvet Accent Chair', 'accent-chairs', 'accent-chair'],
  ['Rhodes Wingback Chair', null, 'accent-chair', 'wingback'],
  ['Sable Oak Dining Chair', 'dining-chairs', 'dining-chair'],
  ['Set of 2 Walnut Side Chairs', null, 'dining-chair'],
  ['Tatum Walnut Counter Stool', 'dining-chairs', 'stool'],
  ['Juno Rattan Bar Stool', null, 'stool'],
  ['Elmwood Oak Bench', 'ottomans', 'bench'],
  ['Umber Velvet Upholstered Bench', null, 'bench', 'upholstered'],
  ['Willow Wool Pouf', 'ottomans', 'ottoman', 'pouf'],
  ['Yara Leather Ottoman', 'ottomans', 'ottoman'],
  ['White Marble Coffee Table', 'coffee-tables', 'coffee-table'],
  ['Fable Walnut Round Coffee Table', null, 'coffee-table', 'round'],
  ['Kinsley Oak Cocktail Table', 'coffee-tables', 'coffee-table'],
  ['Grove Marble Side Table', 'side-tables', 'side-table'],
  ['Vale Brass Drink Table', 'side-tables', 'side-table', 'pedestal'],
  ['Zephyr Teak End Table', null, 'side-table'],
  ['Bexley Oak Console Table', null, 'console'],
  ['Aria Walnut Sofa Table', null, 'console'],
  ['Oak Pedestal Table', 'dining-tables', 'dining-table', 'pedestal'],
  ['Harvest Trestle Dining Table', null, 'dining-table', 'trestle'],
  ['Walnut Writing Desk', 'desks', 'desk', 'writing'],
  ['Lacquered Standing Desk', 'desks', 'desk', 'standing'],
  ['Natural Oak Platform Bed', 'beds', 'bed', 'platform'],
  ['Slate Velvet Upholstered Bed', 'beds', 'bed', 'upholstered'],
  ['Teak Canopy Bed', 'beds', 'bed', 'canopy'],
  ['Walnut Nightstand', 'nightstands', 'nightstand'],
  ['Oak Bedside Table', 'nightstands', 'nightstand'],
  ['Juniper Oak Dresser', 'dressers', 'dresser'],
  ['Walnut Chest of Drawers', 'dressers', 'chest', 'drawers'],
  ['Cedar Blanket Chest', null, 'chest', 'trunk'],
  ['Oak Bookcase', 'bookcases', 'bookcase'],
  ['Iron Etagere', 'bookcases', 'bookcase', 'etagere'],
  ['Brass Étagère', null, 'bookcase', 'etagere'],
  ['Walnut Open Shelf', 'bookcases', 'bookcase'],
  ['Teak Media Console', 'media-consoles', 'tv-stand'],
  ['Oak TV Stand', 'media-consoles', 'tv-stand'],
  ['Forest Green Lacquered Sideboard', 'sideboards', 'cabinet', 'sideboard'],
  ['Walnut Credenza', 'sideboards', 'cabinet', 'sideboard'],
  ['Oak Armoire', null, 'cabinet', 'tall'],
  ['Brass Arc Lamp', 'floor-lamps', 'floor-lamp', 'arc'],
  ['Iron Floor Lamp', 'floor-lamps', 'floor-lamp'],
  ['Oak Tripod Floor Lamp', null, 'floor-lamp', 'tripod'],
  ['Terracotta Ceramic Table Lamp', 'table-lamps', 'table-lamp'],
  ['Brass Desk Lamp', 'table-lamps', 'table-lamp', 'stem'],
  ['Rattan Pendant', 'pendants', 'pendant'],
  ['Brass Chandelier', 'pendants', 'pendant', 'chandelier'],
  ['Smoked Glass Globe Pendant Light', null, 'pendant', 'globe'],
  ['Navy Wool Area Rug', 'area-rugs', 'rug'],
  ['Jute Round Rug', null, 'rug', 'round'],
  ['Rust Wool Runner Rug', 'runners', 'runner'],
  ['Cotton Hallway Runner', 'runners', 'runner'],
  ['Brass Round Mirror', 'mirrors', 'mirror', 'round'],
  ['Oak Floor Mirror', 'mirrors', 'mirror'],
  ['Rattan Arched Mirror', 'mirrors', 'mirror', 'arched'],
  ['Navy Abstract Print', 'wall-art', 'wall-art', 'abstract'],
  ['Sage Botanical Print', 'wall-art', 'wall-art', 'botanical'],
  ['Framed Landscape Print', null, 'wall-art', 'landscape'],
  ['Linen Curtain Panel', 'curtain-panels', 'curtain'],
  ['Ivory Sheer Curtain', 'curtain-panels', 'curtain', 'sheer'],
  ['Velvet Blackout Curtains, Set of 2', null, 'curtain'],
  ['Rust Velvet Throw Pillow', 'pillows', 'pillow'],
  ['Linen Lumbar Pillow Cover', null, 'pillow'],
  ['Pillow for Sofa', null, 'pillow'],
  ['Mustard Wool Throw Blanket', 'pillows', 'throw'],
  ['Linen Duvet Cover', 'bedding', 'bedding'],
  ['Cotton Quilt', 'bedding', 'bedding'],
  ['Sage Ceramic Bud Vase', 'vases', 'vase', 'bud'],
  ['Glass Jug Vase', 'vases', 'vase', 'jug'],
  ['Terracotta Planter', null, 'planter'],
  ['Mid-Century Plant Stand', null, 'planter', 'stand'],
  ['Teak Adirondack Chair', 'outdoor-seating', 'outdoor-chair', 'adirondack'],
  ['Rattan Outdoor Lounge Chair', 'outdoor-seating', 'outdoor-chair', 'lounge'],
  ['Iron Bistro Table', 'outdoor-dining', 'outdoor-table', 'round'],
  ['Teak Outdoor Dining Table', 'outdoor-dining', 'outdoor-table'],
  ['Patio Loveseat', null, 'outdoor-sofa'],
  // Generic names: the category decides, or there is no model.
  ['Walnut Chair', 'dining-chairs', 'dining-chair'],
  ['Velvet Chair', 'accent-chairs', 'accent-chair'],
  ['Oak Table', 'coffee-tables', 'coffee-table'],
  ['Brass Lamp', 'floor-lamps', 'floor-lamp'],
  ['Oak Chair', null, null],
  ['Marble Table', 'Tables', null],
  // Names of things we do not model, whatever words they share with things we do.
  ['Linen Table Runner', null, null],
  ['Drum Lamp Shade', null, null],
  ['Ergonomic Office Chair', 'seating', null],
  ['Teak Chaise Lounge', 'outdoor-seating', null],
  ['Brass Wall Sconce', 'lightings', null],
  ['Gift Card', null, null],
  ['', null, null],
];

describe('the kind of a product, from its name and category', () => {
  it('has a table of at least 60 names', () => {
    expect(names.length).toBeGreaterThanOrEqual(60);
  });

  it.each(names)('%s (%s) → %s %s', (name, category, kind, variant) => {
    const match = kindOfProduct({ name, category });
    if (kind === null) return expect(match).toBeNull();
    expect(match).toEqual(variant ? { kind, variant } : { kind });
  });

  it('only ever names variants the kind has', () => {
    for (const [name, category] of names) {
      const match = kindOfProduct({ name, category });
      if (match?.variant) expect(kindInfo[match.kind].variants, name).toContain(match.variant);
    }
  });

  it('reads the category when the name is generic, and an outdoor category makes furniture outdoor', () => {
    expect(kindOfProduct({ name: 'Teak Sofa', category: 'Outdoor Seating' })).toEqual({ kind: 'outdoor-sofa' });
    expect(kindOfProduct({ name: 'Teak Sofa', category: 'sofas' })).toEqual({ kind: 'sofa' });
    expect(kindOfProduct({ name: 'Teak Pillow', category: 'Outdoor' })).toEqual({ kind: 'pillow' });
  });
});

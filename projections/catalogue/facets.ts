import type { Knex } from 'knex';
import type { Dimensions } from '../../domain/catalogue/goods';
import { colourByKey } from '../../domain/catalogue/finishes';
import { kindInfo, type ModelKind } from '../../domain/catalogue/models3d';
import { resolveModelFacts } from '../../domain/catalogue/model-facts';

/**
 * What the shop's filters read (issue 22): the kind of product (the 3D kernel's
 * kind, from the name and category), the material and colour its name gives —
 * or what staff chose in the console, as the product's model has them — and
 * the rooms each kind furnishes. Kept as columns of the goods read model
 * (`kind`, `material`, `colour`) by the goods projection.
 */
export interface FacetFacts {
  kind: ModelKind | null;
  material: string | null;
  colour: string | null;
}

export function facetFacts(product: { name: string; categoryId: string | null; dimensions?: Dimensions | null } & ModelFactOverrides): FacetFacts {
  const { kind, material, colour } = resolveModelFacts(product);
  return { kind, material, colour };
}

type ModelFactOverrides = { kind?: string | null; variant?: string | null; material?: string | null; colour?: string | null };

/** The staff's model facts as read-model columns (`model_kind`, …; null = from the name). */
export const modelFactColumns = { kind: 'model_kind', variant: 'model_variant', material: 'model_material', colour: 'model_colour' } as const;

/** A read-model row's staff model facts. */
export const modelFactsOfRow = (r: Record<string, any>) => ({ kind: r.model_kind ?? null, variant: r.model_variant ?? null, material: r.model_material ?? null, colour: r.model_colour ?? null });

export const facetColumns = (f: FacetFacts) => ({ kind: f.kind, material: f.material, colour: f.colour });

/** The rooms a shopper furnishes with each kind ("Living room" lists sofas, coffee tables, rugs…). */
export const rooms = {
  'living-room': { label: 'Living room', kinds: ['sofa', 'sectional', 'loveseat', 'armchair', 'accent-chair', 'ottoman', 'coffee-table', 'side-table', 'console', 'tv-stand', 'bookcase', 'cabinet', 'floor-lamp', 'table-lamp', 'rug', 'wall-art', 'mirror', 'curtain', 'shade', 'pillow', 'throw', 'vase', 'planter'] },
  bedroom: { label: 'Bedroom', kinds: ['bed', 'nightstand', 'dresser', 'chest', 'bench', 'table-lamp', 'floor-lamp', 'rug', 'mirror', 'curtain', 'shade', 'pillow', 'throw', 'bedding', 'wall-art', 'armchair'] },
  'dining-room': { label: 'Dining room', kinds: ['dining-table', 'dining-chair', 'bench', 'cabinet', 'pendant', 'rug', 'wall-art', 'mirror', 'vase', 'planter'] },
  kitchen: { label: 'Kitchen', kinds: ['stool', 'dining-table', 'dining-chair', 'pendant', 'runner', 'vase', 'planter'] },
  'home-office': { label: 'Home office', kinds: ['desk', 'bookcase', 'dining-chair', 'armchair', 'table-lamp', 'floor-lamp', 'rug', 'wall-art', 'shade', 'curtain', 'planter'] },
  hallway: { label: 'Hallway', kinds: ['console', 'bench', 'mirror', 'runner', 'pendant', 'wall-art', 'planter'] },
  bathroom: { label: 'Bathroom', kinds: ['cabinet', 'mirror', 'runner', 'shade', 'planter', 'vase'] },
  outdoor: { label: 'Outdoor', kinds: ['outdoor-sofa', 'outdoor-chair', 'outdoor-table', 'planter'] },
} as const satisfies Record<string, { label: string; kinds: readonly ModelKind[] }>;
export type RoomKey = keyof typeof rooms;
export const isRoomKey = (v: string): v is RoomKey => Object.hasOwn(rooms, v);

export const kindLabel = (kind: string) => (kind in kindInfo ? kindInfo[kind as ModelKind].label : kind);
export const colourLabel = (key: string) => colourByKey.get(key)?.name ?? key;

/** Goods listed before the columns existed get them from their name and category (a replay gives the same). */
export async function addFacetColumns(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE catalogue_goods_v1 ADD COLUMN kind text, ADD COLUMN material text, ADD COLUMN colour text;
    CREATE INDEX catalogue_goods_v1_kind ON catalogue_goods_v1 (kind) WHERE NOT delisted;
  `);
  const rows: { id: string; name: string; category_id: string }[] = await knex('catalogue_goods_v1').select('id', 'name', 'category_id');
  for (const row of rows) await knex('catalogue_goods_v1').where({ id: row.id }).update(facetColumns(facetFacts({ name: row.name, categoryId: row.category_id })));
}

/** The staff's model facts (issue 22, the console): no event before them had any, so nothing to fill. */
export async function addModelFactColumns(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE catalogue_goods_v1 ADD COLUMN model_kind text, ADD COLUMN model_variant text, ADD COLUMN model_material text, ADD COLUMN model_colour text');
}

/**
 * Indexes for the candidate queries over 100,000 products (issue 25): the free
 * AI mood board's (projections/aiboards/candidates.queries.ts) reads, per kind,
 * the listed in-stock products' price, material and colour — an index-only scan
 * — and the cheapest few of a kind straight off the (kind, price) order; shop
 * the photo's (projections/detection/candidates.ts) reads the purchasable,
 * marked products of a kind with their colour, material and price the same way
 * (the predicate is its WHERE, so the planner proves the index fits).
 */
export async function addCandidateIndexes(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX catalogue_goods_v1_board_candidates ON catalogue_goods_v1 (kind, effective_price_cents) INCLUDE (material, colour, id)
      WHERE NOT delisted AND in_stock;
    CREATE INDEX catalogue_goods_v1_photo_candidates ON catalogue_goods_v1 (kind) INCLUDE (colour, material, effective_price_cents, id)
      WHERE NOT delisted AND effective_price_cents > 0 AND availability !~* '(not|out)'
        AND ((mark_type IS NOT NULL AND mark_type <> 'NO_MARKED') OR mark_time IS NOT NULL);
  `);
}

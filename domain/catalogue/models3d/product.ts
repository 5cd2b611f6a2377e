/**
 * From a catalogue product to its model: the kind from its name and category,
 * the size from its dimensions, the finish from the material and colour its
 * name carries (the demo catalogue names every product after them). A product
 * we cannot model truthfully gets `hasModel: false` and the reason.
 */
import { isDomainError } from '../../shared/errors';
import type { Dimensions } from '../goods';
import { colours, materials } from '../finishes';
import { buildModel } from './build';
import { kindOfProduct } from './kind-of';
import type { Model } from './model';
import { resolveSpec, type ModelSpec } from './spec';
import { kindInfo, type ModelKind } from './kinds';
import { viewsFor, type ViewName } from './render/views';

export interface ProductFacts {
  name: string;
  /** Category id or name, used when the name alone is too generic ("Oak Chair"). */
  category?: string | null;
  dimensions: Dimensions | null;
  /** Overrides what the name says (a staff edit in the console). */
  kind?: string;
  variant?: string;
  material?: string;
  colour?: string;
}

export type ProductModel =
  | { hasModel: true; spec: ModelSpec; model: Model }
  | { hasModel: false; reason: string };

/** Bumped whenever a builder changes what it draws, so cached files keyed by `specKey` are made again. */
export const modelVersion = 1;

const materialAliases: Record<string, string> = { boucle: 'Boucle', bouclé: 'Boucle', wicker: 'Rattan', lacquer: 'Lacquered', stoneware: 'Ceramic', wool: 'Wool' };

/** The catalogue material and colour a product's name mentions, if any ("Sage Velvet Sofa" → Velvet, sage). */
export function finishFromName(name: string): { material?: string; colour?: string } {
  const lower = ` ${name.toLowerCase().replace(/[^a-zé]+/g, ' ')} `;
  const material = materials.find((m) => lower.includes(` ${m.name.toLowerCase()} `))?.name
    ?? Object.entries(materialAliases).find(([alias]) => lower.includes(` ${alias} `))?.[1];
  // Longest colour names first, so "Forest Green" wins over a shorter match inside it.
  const colour = [...colours].sort((a, b) => b.name.length - a.name.length).find((c) => lower.includes(` ${c.name.toLowerCase()} `));
  const own = material ? materials.find((m) => m.name === material)?.ownColours : null;
  return { material, colour: colour?.key ?? own?.[0] };
}

/** What a product's files are made from: its spec, the spec's key and its three views (no model is built). */
export type ProductSpec =
  | { hasModel: true; spec: ModelSpec; key: string; views: readonly [ViewName, ViewName, ViewName] }
  | { hasModel: false; reason: string };

/**
 * The spec of a product's model, its key and the views its pictures show, or why
 * it has none — as modelForProduct decides, without building the model (a
 * listing names the files of every product it shows). Never throws for a bad product.
 */
export function specForProduct(product: ProductFacts): ProductSpec {
  const match = product.kind ? { kind: product.kind, variant: product.variant } : kindOfProduct(product);
  if (!match) return { hasModel: false, reason: 'Its name does not say what kind of product it is.' };
  if (!product.dimensions) return { hasModel: false, reason: 'It has no dimensions.' };
  const named = finishFromName(product.name);
  const spec: ModelSpec = {
    kind: match.kind,
    ...(product.variant ?? match.variant ? { variant: product.variant ?? match.variant } : {}),
    dimensions: product.dimensions,
    ...(product.material ?? named.material ? { material: product.material ?? named.material } : {}),
    ...(product.colour ?? named.colour ? { colour: product.colour ?? named.colour } : {}),
  };
  try {
    const key = specKey(spec);
    return { hasModel: true, spec, key, views: viewsFor({ kind: spec.kind as ModelKind, support: kindInfo[spec.kind as ModelKind].support }) };
  } catch (error) {
    if (isDomainError(error)) return { hasModel: false, reason: error.message };
    throw error;
  }
}

/** The model of a product, or why it has none. Never throws for a bad product: it says so. */
export function modelForProduct(product: ProductFacts): ProductModel {
  const found = specForProduct(product);
  if (!found.hasModel) return found;
  try {
    return { hasModel: true, spec: found.spec, model: buildModel(found.spec) };
  } catch (error) {
    if (isDomainError(error)) return { hasModel: false, reason: error.message };
    throw error;
  }
}

/**
 * A stable key for a spec as resolved (kind, variant, size, finish, kernel
 * version): the same product gives the same key, any change a new one — for
 * cacheable file names such as /media/models/{goodsId}/{key}.glb.
 */
export function specKey(spec: ModelSpec): string {
  const s = resolveSpec(spec);
  const mm = (m: number) => Math.round(m * 1000);
  return [`v${modelVersion}`, s.kind, s.variant, `${mm(s.width)}x${mm(s.depth)}x${mm(s.height)}mm`, s.finish.materialName.toLowerCase(), s.finish.colour.key].join('-');
}

import type { Dimensions } from '../../domain/catalogue/goods';
import { specForProduct, type ProductSpec, type ViewName } from '../../domain/catalogue/models3d';
import { productFactsOf } from '../../domain/catalogue/model-facts';

/**
 * A product's 3D model as pages and the JSON API name it (issue 22, ADR 032):
 * whether it has one, the model's glTF binary and its three rendered pictures,
 * at addresses that name the spec's key, so they never go stale in a cache:
 * /media/models/{goodsId}/{key}.glb and /media/models/{goodsId}/{key}.{view}.webp.
 * The files are made on their first request and kept (app/catalogue/server/model-files.server.ts).
 */
export interface ProductModelView {
  hasModel: boolean;
  /** The glTF binary, or null (then `modelReason` says why). */
  modelUrl: string | null;
  /** The pictures rendered from the model: front three-quarter first. */
  modelPictures: string[];
  modelReason: string | null;
}

export const modelFileUrl = (goodsId: string, key: string, file: 'glb' | ViewName) =>
  `/media/models/${encodeURIComponent(goodsId)}/${key}.${file === 'glb' ? 'glb' : `${file}.webp`}`;

// Listings name the files of every product they show: the spec is worked out once per name, category, size and staff facts.
const known = new Map<string, ProductSpec>();
const maxKnown = 20_000;

type ModelFacts = { kind?: string | null; variant?: string | null; material?: string | null; colour?: string | null };

/** A product's spec from its name, category, size and the model facts staff chose (issue 22; null = from the name). */
export function productSpecOf(product: { name: string; categoryId: string | null; dimensions: Dimensions | null } & ModelFacts): ProductSpec {
  const facts = [product.kind, product.variant, product.material, product.colour].map((v) => v ?? '').join('\u0000');
  const cacheKey = `${product.name}\u0000${product.categoryId ?? ''}\u0000${product.dimensions ? JSON.stringify(product.dimensions) : ''}\u0000${facts}`;
  let found = known.get(cacheKey);
  if (!found) {
    found = specForProduct(productFactsOf({ ...product, dimensions: product.dimensions }));
    if (known.size >= maxKnown) known.clear();
    known.set(cacheKey, found);
  }
  return found;
}

export function productModelView(goodsId: string, found: ProductSpec): ProductModelView {
  if (!found.hasModel) return { hasModel: false, modelUrl: null, modelPictures: [], modelReason: found.reason };
  return {
    hasModel: true,
    modelUrl: modelFileUrl(goodsId, found.key, 'glb'),
    modelPictures: found.views.map((view) => modelFileUrl(goodsId, found.key, view)),
    modelReason: null,
  };
}

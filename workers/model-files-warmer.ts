import type { Dimensions } from '../domain/catalogue/goods';
import { pieces, roomTypes, type ModelSpec, type PieceName, type ViewName } from '../domain/catalogue/models3d';
import { modelFile, piecePictureFile, roomPicture, type ModelFileName } from '../infra/images/model-files';
import type { Runtime } from '../infra/runtime';
import { goodsTable } from '../projections/catalogue/goods';
import { productSpecOf } from '../projections/catalogue/product-model';
import { modelFactsOfRow } from '../projections/catalogue/facets';
/**
 * Makes the files every listed product, room tile and named piece will ask for, one at a time
 * (requests go in between), so the first visitors find them ready: `npm start`
 * runs it in the background. Files already stored are skipped; answers what it did.
 */
export async function warmModelFiles(runtime: Pick<Runtime, 'config' | 'sessionSecret' | 'db' | 'logger'>, options: { stopped?: () => boolean } = {}) {
  const started = Date.now();
  const rows: { id: string; name: string; category_id: string; dimensions: Dimensions | null }[] = await runtime.db(goodsTable).select('id', 'name', 'category_id', 'dimensions', 'model_kind', 'model_variant', 'model_material', 'model_colour').where({ delisted: false }).orderBy('id');
  const specs = new Map<string, { spec: ModelSpec; views: readonly ViewName[] }>();
  for (const row of rows) {
    const found = productSpecOf({ name: row.name, categoryId: row.category_id, dimensions: row.dimensions, ...modelFactsOfRow(row) });
    if (found.hasModel && !specs.has(found.key)) specs.set(found.key, { spec: found.spec, views: found.views });
  }
  let files = 0;
  for (const type of roomTypes) {
    if (options.stopped?.()) return null;
    await roomPicture(runtime, type);
    files++;
  }
  for (const name of Object.keys(pieces) as PieceName[]) {
    if (options.stopped?.()) return null;
    await piecePictureFile(runtime, name);
    files++;
  }
  for (const [key, { spec, views }] of specs) {
    for (const file of ['glb', ...views] as ModelFileName[]) {
      if (options.stopped?.()) return null;
      await modelFile(runtime, key, spec, file);
      files++;
    }
  }
  const done = { products: rows.length, models: specs.size, files, seconds: Math.round((Date.now() - started) / 100) / 10 };
  runtime.logger.info('product models and pictures ready', done);
  return done;
}

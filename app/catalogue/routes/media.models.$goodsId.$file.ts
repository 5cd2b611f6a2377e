import type { LoaderFunctionArgs } from '@remix-run/node';
import { getGoods } from '../../../projections/catalogue/goods.queries';
import { modelFileUrl, productSpecOf } from '../../../projections/catalogue/product-model';
import { namedETag, notModified } from '../../../infra/http/validators';
import { fileResponse, modelFile, notFound, type ModelFileName } from '../../../infra/images/model-files';

const fileName = /^(v\d+-[a-z0-9-]{1,160})\.(glb|(three-quarter|front|top|plan|detail)\.webp)$/;

/**
 * /media/models/{goodsId}/{key}.glb and /media/models/{goodsId}/{key}.{view}.webp:
 * a product's 3D model and its pictures rendered from it (issue 22). The key
 * names the spec the files are made from, so an address always gives the same
 * bytes and caches forever; an address whose key the product no longer has
 * (its size or finish changed) leads to the current one.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const match = fileName.exec(params.file ?? '');
  const goods = match ? await getGoods(context.runtime.db, params.goodsId ?? '') : null;
  if (!match || !goods || goods.delisted) return notFound();
  const found = productSpecOf(goods);
  if (!found.hasModel) return notFound('This product has no 3D model');
  const file = (match[3] ?? 'glb') as ModelFileName;
  if (file !== 'glb' && !found.views.includes(file)) return notFound();
  if (match[1] !== found.key) return new Response(null, { status: 301, headers: { Location: modelFileUrl(goods.id, found.key, file), 'Cache-Control': 'no-cache' } });
  // The key fixes the bytes: the ETag is the key and file, so a revalidation answers 304 without making the file (ADR 060).
  const etag = namedETag(`${found.key}.${file}`);
  const cacheControl = 'public, max-age=31536000, immutable';
  if (notModified(request, etag)) return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
  const response = await fileResponse(() => modelFile(context.runtime, found.key, found.spec, file), cacheControl);
  if (response.status === 200) response.headers.set('ETag', etag);
  return response;
}

import type { LoaderFunctionArgs } from '@remix-run/node';
import { getGoods } from '../../../projections/catalogue/goods.queries';

/** The product a /model3D page shows (`?id=`): a listed product with a 3D model, or the 404 page. */
export async function modelPageLoader({ request, context }: LoaderFunctionArgs) {
  const id = (new URL(request.url).searchParams.get('id') ?? '').trim().slice(0, 64);
  const goods = id ? await getGoods(context.runtime.db, id) : null;
  if (!goods || goods.delisted || !goods.modelUrl) throw new Response('Not found', { status: 404 });
  return { goods: { id: goods.id, name: goods.name, brand: goods.brand, modelUrl: goods.modelUrl, poster: goods.savedPics[0] ?? null, dimensions: goods.dimensions } };
}

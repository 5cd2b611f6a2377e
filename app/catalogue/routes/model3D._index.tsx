import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Breadcrumb } from '~/catalogue/components/breadcrumb';
import { ModelViewer } from '~/catalogue/components/viewer-3d';
import { arPageOf } from '~/catalogue/components/product-gallery';
import { modelPageLoader } from '~/catalogue/server/model-pages.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.goods.name} in 3D · Roomcraft` : 'Not found · Roomcraft' }];

/** /model3D?id={goodsId}: the product's 3D model on its own, to turn and zoom (issue 22; part 2 §2). */
export const loader = (args: LoaderFunctionArgs) => modelPageLoader(args);

export default function ModelPage() {
  const { goods } = useLoaderData<typeof loader>();
  const productPage = `/marketPlace/product/${encodeURIComponent(goods.id)}`;
  return (
    <div className="container model-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Marketplace', to: '/marketPlace/index' }, { label: goods.name, to: productPage }, { label: '3D view' }]} />
      <h1 className="model-page__title">{goods.name} in 3D</h1>
      <p className="model-page__lead">Drag to turn it, scroll or pinch to zoom. It is shown at its true size.</p>
      <ModelViewer key={goods.id} src={goods.modelUrl} alt={`${goods.name} by ${goods.brand} in 3D`} dimensions={goods.dimensions} poster={goods.poster ?? undefined} />
      <p className="model-page__actions">
        <Link to={arPageOf(goods.id)} className="button button--primary">
          View in your room
        </Link>
        <Link to={productPage} className="button">
          Back to the product
        </Link>
      </p>
    </div>
  );
}

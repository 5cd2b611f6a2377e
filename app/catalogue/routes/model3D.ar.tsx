import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Breadcrumb } from '~/catalogue/components/breadcrumb';
import { ModelViewer } from '~/catalogue/components/viewer-3d';
import { modelPageLoader } from '~/catalogue/server/model-pages.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.goods.name} in your room · Roomcraft` : 'Not found · Roomcraft' }];

/**
 * /model3D/ar?id={goodsId}: "view in your room" (issue 22; part 2 §2). The model
 * is handed to the device's AR — WebXR in Chrome on Android, Scene Viewer, or
 * Quick Look on an iPhone or iPad (a USDZ made from the model) — at its true size.
 * A device without AR is told so, and keeps the 3D view.
 */
export const loader = (args: LoaderFunctionArgs) => modelPageLoader(args);

type Ar = 'checking' | 'ready' | 'unsupported' | 'failed';

export default function ArPage() {
  const { goods } = useLoaderData<typeof loader>();
  const [ar, setAr] = useState<Ar>('checking');
  const productPage = `/marketPlace/product/${encodeURIComponent(goods.id)}`;
  return (
    <div className="container model-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Marketplace', to: '/marketPlace/index' }, { label: goods.name, to: productPage }, { label: 'In your room' }]} />
      <h1 className="model-page__title">See the {goods.name} in your room</h1>
      <p className="model-page__lead">Point your phone or tablet at the floor, then place the piece where it would go: it appears at its true size.</p>
      <ModelViewer
        key={goods.id}
        src={goods.modelUrl}
        alt={`${goods.name} by ${goods.brand}, to place in your room`}
        dimensions={goods.dimensions}
        poster={goods.poster ?? undefined}
        ar
        onState={(state, element) => {
          if (state === 'failed') return setAr('unsupported');
          if (state !== 'loaded') return;
          setAr((element as (HTMLElement & { canActivateAR?: boolean }) | null)?.canActivateAR ? 'ready' : 'unsupported');
          element?.addEventListener('ar-status', (event) => {
            if ((event as CustomEvent<{ status: string }>).detail.status === 'failed') setAr('failed');
          });
        }}
      >
        <button slot="ar-button" type="button" className="button button--primary model-viewer__ar">
          Place it in your room
        </button>
      </ModelViewer>
      <p className="model-page__ar-status" role="status" data-ar={ar}>
        {ar === 'checking'
          ? 'Checking whether this device can show it in your room…'
          : ar === 'ready'
            ? 'Tap “Place it in your room”, then move your device slowly until the floor is found.'
            : ar === 'failed'
              ? 'The room view could not start. Check that the camera is allowed for this site, then try again.'
              : 'This device cannot show products in your room. Open this page on a phone or tablet with AR (Android with Google Play Services for AR, or an iPhone or iPad); here you can still turn it in 3D.'}
      </p>
      <p className="model-page__actions">
        <Link to={productPage} className="button">
          Back to the product
        </Link>
      </p>
    </div>
  );
}

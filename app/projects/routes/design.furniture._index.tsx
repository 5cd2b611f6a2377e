import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { DesignFooter, DesignProgress } from '~/projects/components/design-footer';
import { DetailLinks } from '~/projects/components/detail-fields';
import { RoomBadge } from '~/projects/components/step-page';
import { furnitureHubLoader } from '~/projects/server/detail-pages.server';

export const meta: MetaFunction = () => [{ title: 'Furniture · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = furnitureHubLoader;

/** /design/furniture: the furniture questions (pieces, style, walls, materials), each with what is answered. */
export default function FurnitureHub() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="design-page">
      <div className="container design-step">
        <RoomBadge page={page} />
        {page.showProgress ? <DesignProgress steps={page.steps} /> : null}
        <h1 className="design-step__title">Your furniture, walls and materials</h1>
        <p className="design-step__intro">All optional: the more your designer knows, the closer the first design comes.</p>
        <DetailLinks lines={page.lines} />
        {page.stylePicsHref ? (
          <p className="design-step__note">
            <Link to={page.stylePicsHref}>The pieces you liked in pictures</Link> are part of the FURNITURE step.
          </p>
        ) : null}
      </div>
      <DesignFooter backHref={page.backHref} next={{ href: page.nextHref }} />
    </div>
  );
}

import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { RenderTile } from '~/renders/components/render-card';
import { listRenderLoader } from '~/renders/server/render-pages.server';
import rendersCss from '~/styles/renders.css?url';

export const meta: MetaFunction = () => [{ title: 'AI renders our clients shared · Roomcraft' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rendersCss }];
export const loader = listRenderLoader;

/** /design/ai/listrender: renders their owners shared. */
export default function ListRenders() {
  const { renders } = useLoaderData<typeof loader>();
  return (
    <div className="container ai-render">
      <h1>AI renders our clients shared</h1>
      {renders.list.length === 0 ? (
        <p>Nothing shared yet.</p>
      ) : (
        <ul className="ai-render__grid" data-testid="shared-renders">
          {renders.list.map((r) => (
            <RenderTile key={r.renderId} render={r} />
          ))}
        </ul>
      )}
      <p>
        <Link to="/design/ai/index">Render your own room</Link>
      </p>
    </div>
  );
}

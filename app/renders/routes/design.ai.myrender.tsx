import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { RenderTile } from '~/renders/components/render-card';
import { myRenderLoader } from '~/renders/server/render-pages.server';
import rendersCss from '~/styles/renders.css?url';

export const meta: MetaFunction = () => [{ title: 'My renders · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rendersCss }];
export const loader = myRenderLoader;

/** /design/ai/myrender: the caller's renders, newest first. */
export default function MyRenders() {
  const { renders, configured } = useLoaderData<typeof loader>();
  return (
    <div className="container ai-render">
      <h1>My renders</h1>
      {!configured ? <p role="status">AI rendering is not set up on this site yet: no image-generation provider is configured.</p> : null}
      {renders.list.length === 0 ? (
        <p>
          No renders yet. <Link to="/design/ai/index">Render your room</Link>
        </p>
      ) : (
        <ul className="ai-render__grid" data-testid="my-renders">
          {renders.list.map((r) => (
            <RenderTile key={r.renderId} render={r} href={`/design/ai/Generating?id=${r.renderId}`} />
          ))}
        </ul>
      )}
    </div>
  );
}

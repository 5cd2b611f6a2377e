import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { useInboxPushes } from '~/messaging';
import { statusLabel } from '~/renders/components/render-card';
import { generatingAction, generatingLoader } from '~/renders/server/render-pages.server';
import { studioNote } from '~/renders/studio-note';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import rendersCss from '~/styles/renders.css?url';
import studioCss from '~/styles/studio-renders.css?url';

/** Without scripts the page reloads itself every 3 s while the render is being made. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: 'Generating your render · Roomcraft' },
  { name: 'robots', content: 'noindex' },
  ...(data && !data.finished ? [{ httpEquiv: 'refresh', content: '3' } as const] : []),
];
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: rendersCss },
  { rel: 'stylesheet', href: studioCss },
];
export const loader = generatingLoader;
export const action = generatingAction;

/** /design/ai/Generating?id=…: how the render is going; the picture once it is ready. */
export default function Generating() {
  const { render, finished } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const revalidator = useRevalidator();
  // Live: the inbox socket says when this render moves on, and the page reads it again.
  useInboxPushes((m) => {
    if (m.type === 'render' && m.renderId === render.renderId && revalidator.state === 'idle') revalidator.revalidate();
  });
  // Without the socket (a proxy that drops it, a reconnect under way) a slow re-read keeps the page moving.
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => revalidator.state === 'idle' && revalidator.revalidate(), 10_000);
    return () => clearInterval(timer);
  }, [finished, revalidator]);
  return (
    <div className="container ai-render">
      <h1>
        {render.style} {render.roomType}
      </h1>
      <p role="status" data-testid="render-status" data-status={render.status}>
        {statusLabel(render.status)}
        {render.status === 'running' && render.attempt > 1 ? ` (attempt ${render.attempt})` : ''}
        {render.status === 'failed' && render.reason ? `: ${render.reason}` : ''}
      </p>
      {render.studio ? (
        <p className="studio-note" data-testid="studio-note">
          {studioNote}
        </p>
      ) : null}
      <FormAlert result={result} />
      <div className="ai-render__pair">
        <figure>
          <img src={render.photoUrl} alt="Your room as it is" width={480} height={360} />
          <figcaption>Your photo</figcaption>
        </figure>
        {render.imageUrl ? (
          <figure>
            <img src={render.imageUrl} alt={`Your room as a ${render.style} ${render.roomType}`} width={480} height={360} data-testid="render-image" />
            <figcaption>{render.studio ? 'The studio render' : 'The render'}</figcaption>
          </figure>
        ) : null}
      </div>
      {render.mine && !finished ? (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="id" value={render.renderId} />
          <button type="submit" name="intent" value="cancel" className="button button--secondary">
            Cancel
          </button>
        </Form>
      ) : null}
      {render.mine && render.status === 'succeeded' ? (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="id" value={render.renderId} />
          <input type="hidden" name="shared" value={render.shared ? 'false' : 'true'} />
          <button type="submit" name="intent" value="share" className="button button--secondary" data-testid="render-share">
            {render.shared ? 'Stop sharing' : 'Share in the public gallery'}
          </button>
        </Form>
      ) : null}
      {render.studio && render.status === 'succeeded' && render.goodsIds?.length ? (
        <p>
          <Link to={`/design/ai/look/${encodeURIComponent(render.renderId)}`} className="button button--primary" data-testid="shop-render">
            Shop this look
          </Link>{' '}
          Every piece in this picture, {render.goodsIds.length} in all, each one in stock: add them to your cart one by one or all at once.
        </p>
      ) : render.mine && render.status === 'succeeded' ? (
        <p>
          <Link to={`/design/ai/detection/${encodeURIComponent(render.renderId)}`} className="button button--primary" data-testid="shop-render">
            Shop this look
          </Link>{' '}
          Find the pieces in the render among our products, and add them to your cart or to a board.
        </p>
      ) : null}
      <p>
        <Link to="/design/ai/myrender">My renders</Link> · <Link to="/design/ai/index">Render another room</Link>
      </p>
    </div>
  );
}

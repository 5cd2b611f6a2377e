import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { detectionPageAction, resultsPage } from '~/detection/server/detection-pages.server';
import { startPath } from '~/detection/paths';
import { DetectionPicture } from '~/detection/components/detection-picture';
import { ManualChoice } from '~/detection/components/manual-choice';
import { CsrfField } from '~/ui/form-field';
import { formatCents } from '~/ui/money';
import detectionCss from '~/styles/detection.css?url';

export const meta: MetaFunction = () => [{ title: 'Shop the photo · Roomcraft' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: detectionCss }];
export const loader = ({ request, context, params }: LoaderFunctionArgs) => resultsPage(request, context, params.id ?? '');
export const action = (args: ActionFunctionArgs) => detectionPageAction(args);

/** /design/ai/detection/{id}: the pieces found in your picture, boxed, each with its best products and why; add them all to the cart or make them a board. */
export default function DetectionPage() {
  const { id, url, detector, method, objects, failure, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { ok: boolean; message: string } | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container detection-page">
      <h1>Shop the photo</h1>
      <p className="detection-page__intro">
        {method === 'manual' ? 'The pieces you chose' : 'What we found in your picture'}: {objects.length} {objects.length === 1 ? 'piece' : 'pieces'}.{' '}
        <Link to={startPath(id)}>Start over</Link>
      </p>
      {result ? (
        <p className={result.ok ? 'detection-page__ok' : 'detection-page__error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      {failure ? (
        <p className="detection-page__error" role="alert">
          {failure}
        </p>
      ) : null}
      <DetectionPicture url={url} objects={objects} />
      <div className="detection-page__actions">
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="cart" />
          <button type="submit" className="button button--primary" disabled={busy || objects.every((o) => !o.matches.length)}>
            Add all to cart
          </button>
        </Form>
        <Form method="post" action={`/design/ai/detection/${encodeURIComponent(id)}/board`} reloadDocument>
          <CsrfField />
          <button type="submit" className="button" disabled={busy}>
            Make it a board
          </button>
        </Form>
        {detector ? (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="rerun" />
            <button type="submit" className="button" disabled={busy}>
              Look again
            </button>
          </Form>
        ) : null}
      </div>
      <p className="detection-page__note">“Add all to cart” and “Make it a board” take each piece’s best match.</p>
      <ol className="detection-objects">
        {objects.map((o) => (
          <li key={o.index} id={`piece-${o.index + 1}`} className="detection-object" data-testid="detected-object">
            <h2>
              {o.index + 1}. {o.label}
            </h2>
            {o.matches.length === 0 ? <p>Nothing in the shop matches this piece yet.</p> : null}
            <ul className="detection-matches">
              {o.matches.map((m) => (
                <li key={m.goodsId} className="detection-match" data-testid="match">
                  <Link to={m.url}>
                    {m.picture ? <img src={m.picture} alt="" width={160} height={160} loading="lazy" /> : <span className="detection-match__no-pic" aria-hidden="true" />}
                    <span className="detection-match__name">{m.name}</span>
                  </Link>
                  <span className="detection-match__price">{formatCents(m.effectivePriceCents)}</span>
                  <span className="detection-match__why" title={`Score ${m.score} of 100`}>
                    {m.why}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <ManualChoice choices={choices} busy={busy} title="Shop for other pieces instead" />
    </div>
  );
}

import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { detectionPageAction, startPage } from '~/detection/server/detection-pages.server';
import { resultsPath } from '~/detection/paths';
import { ManualChoice } from '~/detection/components/manual-choice';
import { CsrfField } from '~/ui/form-field';
import detectionCss from '~/styles/detection.css?url';

export const meta: MetaFunction = () => [{ title: 'Shop the photo · Roomcraft' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: detectionCss }];
export const loader = ({ request, context, params }: LoaderFunctionArgs) => startPage(request, context, params.id ?? '');
export const action = (args: ActionFunctionArgs) => detectionPageAction(args);

/** /design/ai/newdetection/{id}: start shopping one of your pictures — find its furniture, or choose the pieces yourself. */
export default function NewDetectionPage() {
  const { id, url, detector, detected, failure, choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { ok: boolean; message: string } | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container detection-page">
      <h1>Shop the photo</h1>
      <p className="detection-page__intro">We find the furniture in your picture and the pieces in our shop that look like it.</p>
      {result && !result.ok ? (
        <p className="detection-page__error" role="alert">
          {result.message}
        </p>
      ) : null}
      {failure ? (
        <p className="detection-page__error" role="alert">
          {failure}
        </p>
      ) : null}
      <figure className="detection-picture">
        <img src={url} alt="Your picture" className="detection-picture__img" />
      </figure>
      {detected ? (
        <p>
          <Link to={resultsPath(id)} className="button button--primary">
            See what we found
          </Link>
        </p>
      ) : null}
      {detector ? (
        <Form method="post" className="detection-page__detect">
          <CsrfField />
          <input type="hidden" name="intent" value={detected ? 'rerun' : 'detect'} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Looking…' : detected ? 'Look again' : 'Find the furniture'}
          </button>
        </Form>
      ) : (
        <p className="detection-page__note" data-testid="no-detector">
          Automatic detection is not set up on this site. Choose the pieces you want to shop for instead.
        </p>
      )}
      <ManualChoice choices={choices} busy={busy} title={detector ? 'Or choose the pieces yourself' : 'Choose the pieces to shop for'} />
    </div>
  );
}

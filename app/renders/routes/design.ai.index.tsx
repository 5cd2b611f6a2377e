import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { renderIndexAction, renderIndexLoader } from '~/renders/server/render-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import rendersCss from '~/styles/renders.css?url';
import studioCss from '~/styles/studio-renders.css?url';

export const meta: MetaFunction = () => [{ title: 'AI renders of your room · Roomcraft' }];
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: rendersCss },
  { rel: 'stylesheet', href: studioCss },
];
export const loader = renderIndexLoader;
export const action = renderIndexAction;

/** /design/ai/index: upload a photo of your room, choose its type and a style, and get it restyled. */
export default function AiRenderIndex() {
  const { offer, configured, studio, signedIn, quota } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container ai-render">
      <h1>AI room rendering</h1>
      <p className="ai-render__intro">
        {studio
          ? 'Upload a photo of your room, choose the room type and a style, and see that room composed from pieces we have in stock, next to your photo.'
          : 'Upload a photo of your room, choose the room type and a style, and see it restyled in seconds.'}
      </p>
      <ul className="ai-render__points" data-testid="ai-points">
        {offer.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
        <li>
          AI subscription: <strong>${offer.price}</strong> per month (<Link to="/remodel/subscribe">subscribe</Link>)
        </li>
      </ul>
      <p className="ai-render__terms">
        Free accounts get {offer.freePerMonth} renders a month; subscribers get unlimited generations, up to {offer.subscriberRunning} running at once.
      </p>
      {configured && studio ? (
        <p className="studio-note" data-testid="studio-note">
          Renders here are made by our own studio, with no outside AI service. {offer.studioNote}
        </p>
      ) : null}
      {!configured ? (
        <p className="ai-render__off" role="status" data-testid="ai-not-configured">
          {offer.noProvider} The rest of the site works as usual.
        </p>
      ) : !signedIn ? (
        <p role="status">Please sign in to render your room.</p>
      ) : (
        <>
          {quota ? (
            <p data-testid="ai-quota">
              {quota.plan === 'free' ? `You have ${quota.left} of ${quota.perMonth} free renders left this month.` : `Unlimited generations: ${quota.running} running now.`}{' '}
              <Link to="/design/ai/myrender">My renders</Link>
            </p>
          ) : null}
          <FormAlert result={result} />
          <Form method="post" encType="multipart/form-data" className="ai-render__form" data-testid="ai-render-form">
            <CsrfField />
            <label htmlFor="ai-photo">Photo of your room (JPEG, PNG or WebP, at most 10 MB)</label>
            <input id="ai-photo" type="file" name="file" accept="image/jpeg,image/png,image/webp" required />
            <fieldset>
              <legend>Room type</legend>
              {offer.roomTypes.map((r, i) => (
                <label key={r} className="ai-render__choice">
                  <input type="radio" name="roomType" value={r} defaultChecked={i === 0} /> {r}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Style</legend>
              {offer.styles.map((s, i) => (
                <label key={s} className="ai-render__choice">
                  <input type="radio" name="style" value={s} defaultChecked={i === 0} /> {s}
                </label>
              ))}
            </fieldset>
            <label htmlFor="ai-prompt">Notes (optional, plain text)</label>
            <textarea id="ai-prompt" name="prompt" maxLength={300} rows={2} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Uploading…' : 'Render my room'}
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/design/ai/listrender">See renders others shared</Link>
      </p>
    </div>
  );
}

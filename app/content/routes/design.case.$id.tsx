import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { AddToCart } from '~/commerce';
import { ProductGrid } from '~/catalogue';
import { CaseGrid } from '~/content/components/case-card';
import { consentIntent, lookIntent, reportIntent, withdrawIntent } from '~/content/components/case-intents';
import { casePage, casePageAction } from '~/content/server/case-pages.server';
import { CsrfField } from '~/ui/form-field';
import { formatCents } from '~/ui/money';
import { useShellData } from '~/ui/shell-data';
import { SaveIdea } from '~/ideas';
import { saveChoicesFor } from '~/ideas/index.server';
import ideasCss from '~/styles/ideas.css?url';
import { useFormFeedback } from '~/ui/use-form-feedback';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.view.title} · Design cases · Roomcraft` }, { name: 'description', content: data.view.description || `${data.view.style} ${data.view.roomType.name}` }] : [{ title: 'Page not found · Roomcraft' }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ideasCss }];
export const loader = async ({ request, context, params }: LoaderFunctionArgs) => {
  const page = await casePage(request, context, params.id ?? '');
  // The Save button (idea boards) for a published case.
  return { ...page, saveChoices: page.view.status === 'published' ? await saveChoicesFor(request, context, 'case', page.view.id) : null };
};
export const action = (args: ActionFunctionArgs) => casePageAction(args);

function ReportForm() {
  const fetcher = useFetcher();
  useFormFeedback(fetcher, { intent: reportIntent });
  return (
    <details className="case-report">
      <summary>Report this case</summary>
      <fetcher.Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value={reportIntent} />
        <label>
          What is wrong with it?
          <textarea name="content" required maxLength={2000} rows={3} />
        </label>
        <button type="submit" className="btn btn--secondary" disabled={fetcher.state !== 'idle'}>
          Send report
        </button>
      </fetcher.Form>
    </details>
  );
}

function ConsentForm({ consent }: { consent: boolean }) {
  const fetcher = useFetcher();
  const intent = consent ? withdrawIntent : consentIntent;
  useFormFeedback(fetcher, { intent });
  return (
    <fetcher.Form method="post" className="case-consent">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <p>{consent ? 'You agreed that this case may be shown publicly.' : 'Your designer would like to show this room as a design case. Nothing is public until you agree.'}</p>
      <button type="submit" className={consent ? 'btn btn--secondary' : 'btn btn--primary'} disabled={fetcher.state !== 'idle'}>
        {consent ? 'Withdraw my consent' : 'I agree to publish this case'}
      </button>
    </fetcher.Form>
  );
}

/** /design/case/{id}: a finished room — its pictures, style, room and budget, every product to buy at today's price, similar products and cases like it. */
export default function DesignCasePage() {
  const { view, plan, similar, alsoLike, signedIn, isClient, saveChoices } = useLoaderData<typeof loader>();
  const look = useFetcher();
  const { csrf } = useShellData();
  // A signed-in reader's "looked at" history (case isLook): recorded once the page is shown.
  useEffect(() => {
    if (signedIn && view.status === 'published') look.submit({ intent: lookIntent, csrf }, { method: 'post' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.id, signedIn]);
  return (
    <div className="container case-page">
      <p className="case-page__back">
        <Link to="/design/case">← All design cases</Link>
      </p>
      <h1>{view.title}</h1>
      <p className="case-page__facts">
        {view.style} · {view.roomType.name} · budget {formatCents(view.budgetCents)}
      </p>
      {saveChoices ? <SaveIdea kind="case" refId={view.id} choices={saveChoices} returnTo={`/design/case/${encodeURIComponent(view.id)}`} /> : null}
      {view.status !== 'published' ? <p className="case-page__draft" role="status">Not public: {view.consent ? 'waiting for our team to publish it.' : 'waiting for the client’s consent.'}</p> : null}
      <div className="case-page__pictures">
        {view.pictures.map((p) => (
          <img key={p.url} src={p.url} alt={p.alt || view.title} width={1600} height={900} loading="eager" decoding="async" />
        ))}
      </div>
      {view.description ? <p className="case-page__description">{view.description}</p> : null}
      {plan ? (
        <section className="case-page__plan" aria-labelledby="case-plan">
          <h2 id="case-plan">The floor plan</h2>
          <p className="case-page__plan-note">Every piece at its true size in a typical {view.roomType.name.toLowerCase()}, with the room’s sides and the clearances between pieces.</p>
          <div className="case-page__plan-svg" data-testid="case-plan" dangerouslySetInnerHTML={{ __html: plan }} />
        </section>
      ) : null}
      {isClient ? <ConsentForm consent={view.consent} /> : null}
      <section className="case-page__products" aria-labelledby="case-products">
        <h2 id="case-products">Shop this room</h2>
        <p>
          {view.products.length} products, {formatCents(view.totalCents)} today.
        </p>
        <ul className="case-products">
          {view.products.map((p) => (
            <li key={p.goodsId} className="case-product">
              <Link to={p.visitUrl}>{p.name}</Link> <span className="case-product__brand">{p.brand}</span>{' '}
              <span className="case-product__price">{formatCents(p.effectivePriceCents)}</span>
              <AddToCart goodsId={p.goodsId} disabled={!p.purchasable} />
            </li>
          ))}
        </ul>
      </section>
      {similar.length ? (
        <section aria-labelledby="case-similar">
          <h2 id="case-similar">Similar products</h2>
          <ProductGrid items={similar.map((p) => ({ id: p.goodsId, name: p.name, brand: p.brand, priceCents: p.priceCents, salePriceCents: p.salePriceCents, purchasable: p.purchasable, savedPics: p.picture ? [p.picture] : [], visitUrl: p.visitUrl }))} />
        </section>
      ) : null}
      {alsoLike.length ? (
        <section aria-labelledby="case-also">
          <h2 id="case-also">You may also like</h2>
          <CaseGrid items={alsoLike} />
        </section>
      ) : null}
      {signedIn && view.status === 'published' ? <ReportForm /> : null}
    </div>
  );
}

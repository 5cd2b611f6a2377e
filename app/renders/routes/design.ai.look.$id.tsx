import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { lookAction, lookLoader } from '~/renders/server/render-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { formatCents } from '~/ui/money';
import type { FormResult } from '~/web/form-result';
import rendersCss from '~/styles/renders.css?url';
import studioCss from '~/styles/studio-renders.css?url';

export const meta: MetaFunction = () => [{ title: 'Shop this look · AI renders · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: rendersCss },
  { rel: 'stylesheet', href: studioCss },
];
export const loader = lookLoader;
export const action = lookAction;

/** /design/ai/look/{id}: every product a studio render drew (ADR 062), and "Add all to cart". */
export default function ShopThisLook() {
  const { render, products, totalCents, studioNote } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container studio-look">
      <h1>
        Shop this look: {render.style} {render.roomType}
      </h1>
      <p className="studio-note" data-testid="studio-note">
        {studioNote}
      </p>
      {render.imageUrl ? <img className="studio-look__picture" src={render.imageUrl} alt={`A ${render.style} ${render.roomType} composed from pieces in stock`} width={960} height={720} /> : null}
      <FormAlert result={result} />
      {result?.ok ? <p role="status">{result.message}</p> : null}
      <div className="studio-look__actions">
        <Form method="post">
          <CsrfField />
          <button type="submit" name="intent" value="cart" className="button button--primary" disabled={busy} data-testid="look-add-all">
            Add all to cart
          </button>
        </Form>
        <span>
          {products.length} {products.length === 1 ? 'piece' : 'pieces'} · {formatCents(totalCents)} · <Link to="/payment/index/cart">Your cart</Link>
        </span>
      </div>
      <ul className="studio-look__pieces" data-testid="look-products">
        {products.map((p) => (
          <li key={p.goodsId} data-goods-id={p.goodsId}>
            {p.picture ? <img src={p.picture} alt={p.name} loading="lazy" width={200} height={180} /> : null}
            <Link to={p.href}>{p.name}</Link>
            <span>
              {p.brand} · {formatCents(p.priceCents)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/design/ai/Generating?id=${encodeURIComponent(render.renderId)}`}>Back to the render</Link> · <Link to="/design/ai/myrender">My renders</Link>
      </p>
    </div>
  );
}

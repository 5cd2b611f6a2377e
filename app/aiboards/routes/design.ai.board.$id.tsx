import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { boardAction, boardLoader } from '~/aiboards/server/ai-pages.server';
import { CsrfField } from '~/ui/form-field';
import aiboardCss from '~/styles/aiboard.css?url';

export const meta: MetaFunction = () => [{ title: 'Your AI mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: aiboardCss }];
export const loader = boardLoader;
export const action = boardAction;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
type Result = { ok: boolean; message: string } | undefined;

/** /design/ai/board/{id}: the composed board — pictures, prices, why-lines, the total against the budget, swaps — and where it goes next. */
export default function AiBoardPage() {
  const { board } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container aiboard">
      <h1>Your {board.style} {board.room.toLowerCase()}</h1>
      <p className="aiboard__total" data-testid="aiboard-total">
        Total {dollars(board.totalCents)} of your {dollars(board.budgetCents)} budget{board.withinBudget ? '' : ' (over budget)'}
      </p>
      {result && !result.ok ? <p role="alert" className="aiboard__error">{result.message}</p> : null}
      {board.photo ? <img className="aiboard__photo" src={board.photo.url} alt="Your room" /> : null}
      <ul className="aiboard__slots">
        {board.slots.map((s) => {
          const shown = s.showing === 'alternative' ? s.alternative : s.pick;
          const other = s.showing === 'alternative' ? s.pick : s.alternative;
          if (!shown) return null;
          return (
            <li key={s.key} className="aiboard__slot" data-slot={s.key} data-goods-id={shown.goodsId}>
              <h2>{s.label}</h2>
              {shown.picture ? <img src={shown.picture} alt={shown.name} loading="lazy" /> : null}
              <p className="aiboard__name">{shown.href ? <Link to={shown.href}>{shown.name}</Link> : shown.name}</p>
              <p className="aiboard__brand">{shown.brand}</p>
              <p className="aiboard__price">{dollars(shown.priceCents)}</p>
              <p className="aiboard__why">{shown.why}</p>
              {other ? (
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="slot" value={s.key} />
                  <button type="submit" name="intent" value="swap" className="button button--small" disabled={busy}>
                    Swap for {other.name} ({dollars(other.priceCents)})
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="aiboard__actions">
        <Form method="post">
          <CsrfField />
          <button type="submit" name="intent" value="canvas" className="button button--secondary">Edit it on the canvas</button>
        </Form>
        <Form method="post">
          <CsrfField />
          <button type="submit" name="intent" value="3d" className="button button--secondary">See it in 3D</button>
        </Form>
        <Form method="post" action={`/diy/checkout?${new URLSearchParams({ id: board.diyId })}`}>
          <CsrfField />
          <button type="submit" className="button button--primary">Add everything to the cart</button>
        </Form>
        <Form method="post" action={`/design/roomGpt?${new URLSearchParams({ roomType: board.roomTypeId, style: board.style })}`}>
          <CsrfField />
          <button type="submit" className="button button--secondary">Hand it to a designer</button>
        </Form>
      </div>
      <p><Link to="/design/ai/newindex">Make another board</Link></p>
    </div>
  );
}

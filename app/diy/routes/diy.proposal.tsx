import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatCents } from '~/catalogue';
import { proposalLoader } from '~/diy/server/diy-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Your mood board · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = proposalLoader;

/**
 * /diy/proposal: the saved DIY board as a shopping list: the pieces kept, the total
 * against the budget, the DIY deal code the total earns; buy it all at once, edit
 * the board, or have a designer finish the room.
 */
export default function DiyProposal() {
  const { project, summary, editHref, checkoutAction } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state !== 'idle';
  const { deal, budget } = summary;
  return (
    <div className="container design-step diy-proposal">
      <p className="design-step__room" data-testid="diy-room">
        DIY mood board · <strong>{project.room.name}</strong>
      </p>
      <h1 className="design-step__title">Your {project.room.name.toLowerCase()} mood board</h1>
      <p className={`diy-total${summary.withinBudget ? '' : ' is-over'}`} data-testid="diy-total">
        {summary.items.length} {summary.items.length === 1 ? 'piece' : 'pieces'}, {formatCents(summary.totalCents)}
        {budget?.maxPrice != null ? (summary.withinBudget ? ` — within your budget of ${formatCents(budget.maxPrice)}` : ` — over your budget of ${formatCents(budget.maxPrice)}`) : ''}
      </p>
      <p className="diy-deal" data-testid="diy-deal">
        {deal.current ? (
          <>
            Your board earns <strong>{deal.current.percentOff}% off</strong> furniture: enter code <strong>{deal.current.code}</strong> at checkout.
          </>
        ) : null}
        {deal.next ? (
          <>
            {deal.current ? ' ' : ''}Spend {formatCents(deal.next.moreCents)} more for {deal.next.percentOff}% off with code {deal.next.code}.
          </>
        ) : null}
      </p>
      {summary.unavailable ? (
        <p className="design-step__note" role="note">
          {summary.unavailable === 1 ? 'One piece is' : `${summary.unavailable} pieces are`} not available right now and will not go into your cart.
        </p>
      ) : null}
      <ul className="diy-ideas" data-testid="diy-proposal-items">
        {summary.items.map((item) => (
          <li key={item.id} className={`diy-idea${item.purchasable ? '' : ' is-unavailable'}`} data-testid={`proposal-${item.id}`}>
            {item.picture ? <img src={item.picture} alt="" width={220} height={220} loading="lazy" /> : null}
            <span className="diy-idea__brand">{item.brand}</span>
            <Link to={item.href} className="diy-idea__name">
              {item.name}
            </Link>
            <span className="diy-idea__price">
              {formatCents(item.priceCents)}
              {item.listPriceCents > item.priceCents ? <s className="diy-idea__was"> {formatCents(item.listPriceCents)}</s> : null}
            </span>
            {item.purchasable ? null : <span className="diy-idea__note">Not available right now</span>}
          </li>
        ))}
      </ul>
      <Form method="post" action={checkoutAction} className="diy-board__actions">
        <CsrfField />
        <FormAlert result={result} />
        <button type="submit" className="button button--primary" disabled={busy || summary.items.length === summary.unavailable} data-testid="diy-buy-all">
          {busy ? 'Adding…' : 'Add all to cart'}
        </button>{' '}
        <Link to={editHref} className="button button--secondary">
          Edit my board
        </Link>{' '}
        {project.status !== 'UPGRADED' ? (
          <Link to={project.upgradeHref} className="button button--link">
            Have a designer finish the room
          </Link>
        ) : null}
      </Form>
    </div>
  );
}

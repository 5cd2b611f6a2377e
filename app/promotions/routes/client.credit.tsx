import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { AccountSection } from '~/identity';
import { creditPage } from '~/promotions/application/discounts.server';
import { requireUser } from '~/web/page-form.server';

export const meta: MetaFunction = () => [{ title: 'Credit & codes · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return creditPage(context.runtime, user.id);
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const kindLabel = { granted: 'Credit added', spent: 'Used on an order', returned: 'Returned from a cancelled order' } as const;

/** /client/credit: the client's store credit, how it came and went, and the codes they can use now. */
export default function CreditPage() {
  const { balanceCents, ledger, codes } = useLoaderData<typeof loader>();
  return (
    <>
      <AccountSection title="Store credit" intro="Store credit pays part or all of your next furniture order at checkout. It never takes a total below zero, and anything left stays here for next time.">
        <p className="credit-balance">
          <span className="credit-balance__label">Available now</span>
          <strong className="credit-balance__amount" data-testid="credit-balance">{formatDollars(balanceCents)}</strong>
        </p>
        {ledger.length === 0 ? (
          <p className="account-card__muted">You have no store credit yet. Credit from a goodwill gesture, a refund you chose to take as credit or a promotion will show here.</p>
        ) : (
          <table className="credit-ledger">
            <caption className="visually-hidden">Store credit history</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col" className="credit-ledger__amount">Amount</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry, i) => (
                <tr key={i}>
                  <td>{day(entry.at)}</td>
                  <td>
                    {kindLabel[entry.kind]}
                    {entry.reason ? <> · {entry.reason}</> : null}
                    {entry.orderId ? <> · <Link to={`/order/detail/${entry.orderId}`}>view order</Link></> : null}
                    {entry.kind === 'granted' && entry.expiresAt ? (
                      <span className="credit-ledger__note">{entry.expired ? `Expired ${day(entry.expiresAt)}` : `${formatDollars(entry.remainingCents ?? 0)} left · expires ${day(entry.expiresAt)}`}</span>
                    ) : null}
                  </td>
                  <td className="credit-ledger__amount">{entry.kind === 'spent' ? '−' : '+'}{formatDollars(entry.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AccountSection>
      <AccountSection title="Codes you can use" intro="One code per order: enter it in your cart. Codes have no cash value.">
        {codes.length === 0 ? (
          <p className="account-card__muted">No codes are open to you right now.</p>
        ) : (
          <ul className="code-list">
            {codes.map((c) => (
              <li key={c.code} className="code-list__item">
                <code className="code-list__code">{c.code}</code>
                <span>{c.description}</span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/payment/index/cart" className="button button--secondary">Go to your cart</Link>
        </p>
      </AccountSection>
    </>
  );
}

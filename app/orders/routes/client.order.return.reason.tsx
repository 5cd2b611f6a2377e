import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { AccountSection } from '~/identity';
import { returnReasons } from '../../../domain/orders/returns';
import { returnsWindowDays } from '../../../domain/orders/order';

export const meta: MetaFunction = () => [{ title: 'Returns policy · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /client/order/return/reason: the reasons a return can give and the returns policy in short. */
export default function ReturnReasonsPage() {
  return (
    <AccountSection title="Returns" intro="Not right for your room? Here is how returns work.">
      <div className="order-policy">
        <h3>The policy in short</h3>
        <ul>
          <li>Delivered items can be returned within {returnsWindowDays} days of delivery.</li>
          <li>Items should be unused, in the condition they arrived, with their original packaging where possible. Damaged or wrong items are always taken back.</li>
          <li>Once we approve a return our carrier collects the items; when they are back we refund the card you paid with. Banks usually show it within 5 to 10 business days.</li>
          <li>Orders that have not shipped yet can simply be cancelled for a full refund.</li>
        </ul>
        <h3>Reasons you can give</h3>
        <ul>
          {returnReasons.map((r) => (
            <li key={r}>{r === 'Other' ? 'Other (tell us more in a note)' : r}</li>
          ))}
        </ul>
        <p>
          To start a return, open the order in <Link to="/client/order">your orders</Link> and choose “Return items”.
        </p>
      </div>
    </AccountSection>
  );
}

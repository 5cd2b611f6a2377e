import { Link } from '@remix-run/react';
import { formatCents, minus } from '../../ui/money';

export interface ReceiptOrder {
  orderNumber: string;
  placedAt: string;
  lines: Array<{ lineId: string; name: string; count: number; priceCents: number; unitPriceCents: number; shippingCents: number; picture: string | null; href: string }>;
  totals: { subtotalCents: number; saleDiscountCents: number; codeDiscountCents: number; shippingCents: number; taxCents: number; creditsUsedCents: number; totalCents: number };
  address: { firstName: string; lastName: string; address1: string; address2?: string | null; city: string; state: string; zip: string; country?: string | null; phone?: string | null };
  code: string | null;
  card: { brand: string; last4: string } | null;
  paidAt: string | null;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An order line by line: what was bought, every figure, where it goes and how it was paid. */
export function OrderReceipt({ order, links = true }: { order: ReceiptOrder; links?: boolean }) {
  const t = order.totals;
  const a = order.address;
  return (
    <div className="receipt">
      <p className="receipt__meta">
        Order <strong>{order.orderNumber}</strong> · placed {day(order.placedAt)}
        {order.paidAt ? ` · paid ${day(order.paidAt)}` : ''}
      </p>
      <table className="receipt__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Shipping</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.lineId}>
              <td>
                {l.picture ? <img src={l.picture} alt="" width={48} height={48} /> : null}
                {links ? <Link to={l.href}>{l.name}</Link> : l.name}
              </td>
              <td>{l.count}</td>
              <td>
                {formatCents(l.unitPriceCents)}
                {l.unitPriceCents < l.priceCents ? <del> {formatCents(l.priceCents)}</del> : null}
              </td>
              <td>{l.shippingCents ? formatCents(l.shippingCents) : 'Free'}</td>
              <td>{formatCents(l.unitPriceCents * l.count + l.shippingCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="summary__rows receipt__figures">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(t.subtotalCents)}</dd>
        </div>
        {t.saleDiscountCents ? (
          <div className="summary__saving">
            <dt>Sale savings</dt>
            <dd>{minus(t.saleDiscountCents)}</dd>
          </div>
        ) : null}
        {t.codeDiscountCents ? (
          <div className="summary__saving">
            <dt>Code {order.code}</dt>
            <dd>{minus(t.codeDiscountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>{t.shippingCents ? formatCents(t.shippingCents) : 'Free'}</dd>
        </div>
        <div>
          <dt>Sales tax</dt>
          <dd>{formatCents(t.taxCents)}</dd>
        </div>
        {t.creditsUsedCents ? (
          <div className="summary__saving">
            <dt>Store credit</dt>
            <dd>{minus(t.creditsUsedCents)}</dd>
          </div>
        ) : null}
        <div className="summary__total">
          <dt>Total {order.paidAt ? 'paid' : 'due'}</dt>
          <dd>{formatCents(t.totalCents)}</dd>
        </div>
      </dl>
      <div className="receipt__parties">
        <div>
          <h3>Shipping to</h3>
          <p>
            {a.firstName} {a.lastName}
            <br />
            {a.address1}
            {a.address2 ? `, ${a.address2}` : ''}
            <br />
            {a.city}, {a.state} {a.zip}
            {a.phone ? (
              <>
                <br />
                {a.phone}
              </>
            ) : null}
          </p>
        </div>
        <div>
          <h3>Paid with</h3>
          <p>{order.card ? `${order.card.brand.toUpperCase()} •••• ${order.card.last4}` : order.paidAt ? 'Store credit and codes' : 'Not paid yet'}</p>
        </div>
      </div>
    </div>
  );
}

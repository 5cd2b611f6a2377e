import { checkoutPolicyLinks } from '~/policies';
import { Link } from '@remix-run/react';
import { OrderSummary } from './order-summary';
import { formatCents } from '../../ui/money';

export interface QuoteFigures {
  cart: {
    lines: Array<{ needGoodsId: string; goodsCount: number; subtotalCents: number; saleDiscountCents: number; shippingCents: number; goods: { name: string; savedPics: string[]; visitUrl: string } }>;
    totals: { cartCount: number; subtotalCents: number; saleDiscountCents: number; shippingCents: number; freeShipping: boolean };
  };
  code: { asked: string; applies: boolean; message?: string } | null;
  codeDiscountCents: number;
  tax: { taxCents: number; rateBps: number; state: string } | null;
  creditsUsedCents: number;
  totalCents: number;
}

const steps = [
  { key: 'shipping', label: 'Shipping' },
  { key: 'billing', label: 'Billing' },
  { key: 'review', label: 'Review' },
] as const;

/** The checkout's three steps, the current one marked. */
export function CheckoutSteps({ current }: { current: (typeof steps)[number]['key'] }) {
  const at = steps.findIndex((s) => s.key === current);
  return (
    <ol className="checkout-steps" aria-label="Checkout steps">
      {steps.map((s, i) => (
        <li key={s.key} className={i === at ? 'is-current' : i < at ? 'is-done' : undefined} aria-current={i === at ? 'step' : undefined}>
          <span className="checkout-steps__n">{i + 1}</span> {s.label}
        </li>
      ))}
    </ol>
  );
}

/** The figures beside every step: each line, then subtotal, savings, code, shipping, tax, credit and total. */
export function QuoteSummary({ quote, children }: { quote: QuoteFigures; children?: React.ReactNode }) {
  const t = quote.cart.totals;
  return (
    <OrderSummary
      figures={{
        itemCount: t.cartCount,
        subtotalCents: t.subtotalCents,
        saleDiscountCents: t.saleDiscountCents,
        shippingCents: t.shippingCents,
        freeShipping: t.freeShipping,
        code: quote.code?.applies ? quote.code.asked : null,
        codeDiscountCents: quote.codeDiscountCents,
        taxCents: quote.tax ? quote.tax.taxCents : null,
        taxLabel: quote.tax ? `Sales tax (${quote.tax.state}, ${(quote.tax.rateBps / 100).toFixed(2)}%)` : 'Sales tax',
        creditsUsedCents: quote.creditsUsedCents,
        totalCents: quote.totalCents,
      }}
    >
      <ul className="summary__lines" aria-label="Items">
        {quote.cart.lines.map((l) => (
          <li key={l.needGoodsId}>
            {l.goods.savedPics[0] ? <img src={l.goods.savedPics[0]} alt="" width={48} height={48} /> : null}
            <Link to={l.goods.visitUrl}>{l.goods.name}</Link>
            <span>× {l.goodsCount}</span>
            <span>{formatCents(l.subtotalCents - l.saleDiscountCents)}</span>
          </li>
        ))}
      </ul>
      {children}
      <nav className="summary__policies" aria-label="Shop policies">
        {checkoutPolicyLinks.map((p) => (
          <Link key={p.to} to={p.to}>
            {p.label}
          </Link>
        ))}
      </nav>
    </OrderSummary>
  );
}

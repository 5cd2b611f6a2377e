import { formatCents, minus } from '../../ui/money';

export interface SummaryFigures {
  itemCount: number;
  subtotalCents: number;
  saleDiscountCents: number;
  shippingCents: number;
  freeShipping: boolean;
  code?: string | null;
  codeDiscountCents?: number;
  /** null: worked out once the shipping address is known. */
  taxCents?: number | null;
  taxLabel?: string;
  creditsUsedCents?: number;
  totalCents: number;
}

/** Every figure of a cart or order, line by line. */
export function OrderSummary({ figures, title = 'Order summary', children }: { figures: SummaryFigures; title?: string; children?: React.ReactNode }) {
  const f = figures;
  return (
    <section className="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="summary__title">
        {title}
      </h2>
      <dl className="summary__rows">
        <div>
          <dt>
            Subtotal ({f.itemCount} {f.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatCents(f.subtotalCents)}</dd>
        </div>
        {f.saleDiscountCents > 0 ? (
          <div className="summary__saving">
            <dt>Sale savings</dt>
            <dd>{minus(f.saleDiscountCents)}</dd>
          </div>
        ) : null}
        {f.code && (f.codeDiscountCents ?? 0) > 0 ? (
          <div className="summary__saving">
            <dt>Code {f.code}</dt>
            <dd>{minus(f.codeDiscountCents!)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Shipping</dt>
          <dd>{f.shippingCents === 0 ? (f.freeShipping ? 'Free' : formatCents(0)) : formatCents(f.shippingCents)}</dd>
        </div>
        {f.taxCents !== undefined ? (
          <div>
            <dt>{f.taxLabel ?? 'Sales tax'}</dt>
            <dd>{f.taxCents === null ? 'At checkout' : formatCents(f.taxCents)}</dd>
          </div>
        ) : null}
        {(f.creditsUsedCents ?? 0) > 0 ? (
          <div className="summary__saving">
            <dt>Store credit</dt>
            <dd>{minus(f.creditsUsedCents!)}</dd>
          </div>
        ) : null}
        <div className="summary__total">
          <dt>Total</dt>
          <dd>{formatCents(f.totalCents)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

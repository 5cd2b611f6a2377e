/** The promo page's banner variant (part 2 §4): 10% off the first furniture purchase, code PROMO10. */
export const promoCode = 'PROMO10';

export function PromoBanner() {
  return (
    <section className="promo-banner" aria-label="Promotion">
      <div className="promo-banner__text">
        <p className="eyebrow">Welcome offer</p>
        <h2>10% off your first furniture purchase</h2>
        <p>
          Use code <strong className="promo-banner__code">{promoCode}</strong> at checkout. Stack it with the sale prices below.
        </p>
      </div>
      <div className="promo-banner__badge" aria-hidden="true">
        <span>10%</span>
        <small>off</small>
      </div>
    </section>
  );
}

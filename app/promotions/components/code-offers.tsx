import { Link } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';

interface Offer {
  code: string;
  minSpendCents: number;
  description: string;
}

/** What the cart still lacks for a code: nothing (it applies to this much), or the amount to add. */
export function codeReach(offer: Pick<Offer, 'minSpendCents'>, goodsCents: number): { reached: true } | { reached: false; missingCents: number } {
  const missingCents = offer.minSpendCents - goodsCents;
  return missingCents > 0 ? { reached: false, missingCents } : { reached: true };
}

/**
 * The cart's "Codes you can use": a code the cart reaches is a link that applies
 * it; one it does not reach yet says what is missing ("Add $312.00 more to use").
 */
export function CodeOffers({ offers, goodsCents }: { offers: readonly Offer[]; goodsCents: number }) {
  if (!offers.length) return null;
  return (
    <details className="code-offers">
      <summary>Codes you can use</summary>
      <ul>
        {offers.map((c) => {
          const reach = codeReach(c, goodsCents);
          return (
            <li key={c.code} data-testid={`code-offer-${c.code}`}>
              {reach.reached ? (
                <Link to={`?code=${encodeURIComponent(c.code)}`} className="code-offers__code">
                  {c.code}
                </Link>
              ) : (
                <span className="code-offers__code code-offers__code--later">{c.code}</span>
              )}{' '}
              {c.description}
              {reach.reached ? null : <span className="code-offers__missing"> · Add {formatDollars(reach.missingCents)} more to use</span>}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

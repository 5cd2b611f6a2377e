import { useFetcher } from '@remix-run/react';
import type { CardView } from '../../../projections/payments/cards';
import type { FormResult } from '~/web/form-result';
import { CsrfField } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import { useFormFeedback } from '~/ui/use-form-feedback';

export const brandName = (brand: string) => (brand === 'amex' ? 'American Express' : brand[0]!.toUpperCase() + brand.slice(1));
const expiry = (c: CardView) => `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)}`;

/** One saved card: brand, last four, expiry, holder; Make default and Remove (asked first when scripts run). Works without scripts too. */
export function SavedCard({ card, now }: { card: CardView; now: { month: number; year: number } }) {
  const fetcher = useFetcher<FormResult>();
  const { confirm } = useShell();
  const { busy } = useFormFeedback(fetcher, { intent: fetcher.formData?.get('intent')?.toString() });
  const expired = card.expYear < now.year || (card.expYear === now.year && card.expMonth < now.month);
  return (
    <li className={`saved-card${card.isDefault ? ' saved-card--default' : ''}`} aria-busy={busy}>
      <div className="saved-card__body">
        <p className="saved-card__name">
          <span className={`card-brand card-brand--${card.brand}`}>{brandName(card.brand)}</span> •••• {card.last4}
          {card.isDefault ? <span className="badge badge--accent">Default</span> : null}
        </p>
        <p className="saved-card__meta">
          {card.holderName} · {expired ? <strong className="saved-card__expired">Expired {expiry(card)}</strong> : <>Expires {expiry(card)}</>}
        </p>
      </div>
      <div className="saved-card__actions">
        {card.isDefault ? null : (
          <fetcher.Form method="post">
            <CsrfField />
            <input type="hidden" name="uuid" value={card.uuid} />
            <button type="submit" name="intent" value="default" className="button button--small" disabled={busy}>
              Make default
            </button>
          </fetcher.Form>
        )}
        <fetcher.Form
          method="post"
          onSubmit={async (event) => {
            const form = event.currentTarget;
            event.preventDefault();
            if (await confirm('Remove this card?', `${brandName(card.brand)} ending in ${card.last4} will be removed from your account.`, 'Remove')) fetcher.submit(form);
          }}
        >
          <CsrfField />
          <input type="hidden" name="uuid" value={card.uuid} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button--small button--danger" disabled={busy}>
            Remove
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** A saved card as a choice reads: "Visa •••• 4242 expires 12/31". */
export function CardChoiceText({ card }: { card: Pick<CardView, 'brand' | 'last4' | 'expMonth' | 'expYear'> }) {
  return (
    <span>
      <strong>
        {brandName(card.brand)} •••• {card.last4}
      </strong>{' '}
      expires {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
    </span>
  );
}

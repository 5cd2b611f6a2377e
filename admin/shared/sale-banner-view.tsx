/**
 * The sale banner as it looks (issue 26), presentational only: the site's shell
 * (app/shell/components/sale-banner.tsx) and the console's promotion preview
 * both draw it, so staff see exactly what visitors will. Its styles are
 * app/styles/sale-banner.css (the root route's links, which the console's page
 * loads too). It imports nothing: the console may import no app code.
 */
export interface SaleBannerViewProps {
  variant: 'general' | 'referral' | 'promo';
  text: string;
  /** The promo page's code (PROMO10). */
  code?: string;
  /** "2 days 04:10:09" while the countdown shows; null when it does not. */
  countdownLabel: string | null;
  /** The close button; none in a preview that cannot close. */
  onClose?: () => void;
}

export function SaleBannerView({ variant, text, code, countdownLabel, onClose }: SaleBannerViewProps) {
  return (
    <div className={`sale-banner sale-banner--${variant}`} role="region" aria-label="Sale" data-variant={variant}>
      <p className="sale-banner__text">
        {code ? text.replace(code, '').trimEnd() : text}
        {code ? (
          <>
            {' '}
            <strong className="sale-banner__code">{code}</strong>
          </>
        ) : null}
      </p>
      {countdownLabel ? (
        <p className="sale-banner__countdown">
          Ends in <span className="sale-banner__clock" data-countdown="">{countdownLabel}</span>
        </p>
      ) : null}
      {onClose ? (
        <button type="button" className="sale-banner__close" aria-label="Close the sale banner" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

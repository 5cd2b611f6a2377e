import { formatCents, isOnSale } from '~/catalogue/storefront-format';

interface Props {
  priceCents: number;
  salePriceCents: number | null;
  size?: 'normal' | 'large';
}

/** The price, or the sale price beside the struck-through regular price. */
export function PriceTag({ priceCents, salePriceCents, size = 'normal' }: Props) {
  const className = `price-tag${size === 'large' ? ' price-tag--large' : ''}`;
  if (!isOnSale({ priceCents, salePriceCents })) {
    return (
      <p className={className}>
        <span className="price">{formatCents(priceCents)}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="price price--sale">
        <span className="visually-hidden">Sale price </span>
        {formatCents(salePriceCents!)}
      </span>{' '}
      <del className="price price--regular">
        <span className="visually-hidden">Regular price </span>
        {formatCents(priceCents)}
      </del>
    </p>
  );
}

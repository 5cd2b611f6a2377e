import { Link, useFetcher } from '@remix-run/react';
import { maxItemQuantity, quantityLimitMessage } from '../../../domain/cart/cart';
import { CsrfField } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import { useShell } from '~/ui/shell-context';
import type { FormResult } from '~/web/form-result';
import { PriceTag } from '~/catalogue';
import { formatCents } from '../../ui/money';
import { deliveryEstimate, deliveryText } from '../../../domain/catalogue/delivery';
import type { ShippingType } from '../../../domain/catalogue/goods';

const shippingTypes: readonly string[] = ['FREE', 'SMALL', 'STANDARD', 'OVERSIZED'] satisfies ShippingType[];

/** The line's delivery window from `from` (the loader's clock); none for an unknown shipping type. */
function lineDelivery(goods: CartLineProps['goods'], from: string): string | null {
  if (!shippingTypes.includes(goods.shippingType)) return null;
  // "Only N left" still ships (N of them); nothing left cannot.
  const inStock = !goods.outOfStock || (goods.available ?? 0) > 0;
  return deliveryText(deliveryEstimate({ shippingType: goods.shippingType as ShippingType, inStock }, new Date(from))).window;
}

export interface CartLineProps {
  needGoodsId: string;
  goodsCount: number;
  showQuantitySelector: boolean;
  subtotalCents: number;
  saleDiscountCents: number;
  shippingCents: number;
  goods: {
    id: string;
    name: string;
    brand: string;
    priceCents: number;
    salePriceCents: number | null;
    savedPics: string[];
    visitUrl: string;
    shippingType: string;
    available: number | null;
    outOfStock: boolean;
  };
}

const action = '/payment/index/cart';

/** One cart line: picture, name, price, quantity (a stepper; a quantity field at 10 or more, part 1 §9), remove. */
export function CartLine({ line, deliveryFrom }: { line: CartLineProps; deliveryFrom?: string }) {
  const change = useFetcher<FormResult>();
  const remove = useFetcher<FormResult>();
  const { toast } = useShell();
  useFormFeedback(change, { intent: 'change' });
  useFormFeedback(remove, { intent: 'remove' });
  const busy = change.state !== 'idle' || remove.state !== 'idle';
  const { goods } = line;
  const paid = line.subtotalCents - line.saleDiscountCents;
  const delivery = deliveryFrom ? lineDelivery(goods, deliveryFrom) : null;
  const guardLimit = (e: React.FormEvent<HTMLFormElement>) => {
    const count = Number(new FormData(e.currentTarget).get('count'));
    if (count > maxItemQuantity) {
      e.preventDefault();
      toast(quantityLimitMessage, 'error');
    }
  };
  return (
    <li className={`cart-line${busy ? ' cart-line--busy' : ''}`} data-line={line.needGoodsId}>
      <Link to={goods.visitUrl} className="cart-line__picture">
        {goods.savedPics[0] ? <img src={goods.savedPics[0]} alt="" width={120} height={120} loading="lazy" /> : null}
      </Link>
      <div className="cart-line__info">
        <p className="cart-line__brand">{goods.brand}</p>
        <Link to={goods.visitUrl} className="cart-line__name">
          {goods.name}
        </Link>
        <PriceTag priceCents={goods.priceCents} salePriceCents={goods.salePriceCents} />
        {goods.outOfStock ? (
          <p className="cart-line__warn" role="alert">
            {goods.available && goods.available > 0 ? `Only ${goods.available} left in stock` : 'The product is out of stock'}
          </p>
        ) : null}
        <p className="cart-line__ship">
          {goods.shippingType === 'FREE' ? 'Always ships free' : line.shippingCents === 0 ? 'Ships free with this order' : `Shipping ${formatCents(line.shippingCents)}`}
        </p>
        {delivery ? <p className="cart-line__delivery">{delivery}</p> : null}
      </div>
      <div className="cart-line__qty">
        {line.showQuantitySelector ? (
          <change.Form method="post" action={action} className="qty-field" onSubmit={guardLimit}>
            <CsrfField />
            <input type="hidden" name="intent" value="change" />
            <input type="hidden" name="needGoodsId" value={line.needGoodsId} />
            <label className="visually-hidden" htmlFor={`qty-${line.needGoodsId}`}>
              Quantity of {goods.name}
            </label>
            <input id={`qty-${line.needGoodsId}`} name="count" type="number" min={1} max={maxItemQuantity} defaultValue={line.goodsCount} key={line.goodsCount} className="field__input qty-field__input" />
            <button type="submit" className="button button--small">
              Update
            </button>
          </change.Form>
        ) : (
          <div className="stepper" aria-label={`Quantity of ${goods.name}`}>
            <change.Form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value="change" />
              <input type="hidden" name="needGoodsId" value={line.needGoodsId} />
              <input type="hidden" name="count" value={Math.max(1, line.goodsCount - 1)} />
              <button type="submit" className="stepper__button" aria-label="One less" disabled={line.goodsCount <= 1 || busy}>
                −
              </button>
            </change.Form>
            <span className="stepper__count" aria-live="polite">
              {line.goodsCount}
            </span>
            <change.Form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value="change" />
              <input type="hidden" name="needGoodsId" value={line.needGoodsId} />
              <input type="hidden" name="count" value={line.goodsCount + 1} />
              <button type="submit" className="stepper__button" aria-label="One more" disabled={busy}>
                +
              </button>
            </change.Form>
          </div>
        )}
        <remove.Form method="post" action={action}>
          <CsrfField />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="needGoodsId" value={line.needGoodsId} />
          <button type="submit" className="link-button cart-line__remove" disabled={busy}>
            Remove
          </button>
        </remove.Form>
      </div>
      <p className="cart-line__total">
        {formatCents(paid)}
        {line.saleDiscountCents > 0 ? <span className="cart-line__saved">You save {formatCents(line.saleDiscountCents)}</span> : null}
      </p>
    </li>
  );
}

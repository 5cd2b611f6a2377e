import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { maxItemQuantity, quantityLimitMessage } from '../../../domain/cart/cart';
import { CsrfField } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import { useFormFeedback } from '~/ui/use-form-feedback';
import { VerifyPanel } from '~/identity';
import type { FormResult } from '~/web/form-result';
import { formatCents } from '../../ui/money';

type AddResult = FormResult & {
  added?: { name: string; picture: string | null; count: number; href: string } | null;
  cart?: { count: number; goodsCents: number; toFreeShippingCents: number; freeShipping: boolean };
};

/**
 * The product page's add to cart: a quantity and the button. The quantity may not
 * exceed 1000 ('The quantity of an item cannot exceed 1000.', an error toast for
 * 3000 ms, nothing sent); zero or less is sent as 1. A mini-cart confirms.
 */
export function AddToCart({ goodsId, disabled }: { goodsId: string; disabled: boolean }) {
  const fetcher = useFetcher<AddResult>();
  const { toast } = useShell();
  const [open, setOpen] = useState(false);
  const result = fetcher.data;
  useFormFeedback(fetcher, { intent: 'add', onSuccess: () => setOpen(true) });
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const busy = fetcher.state !== 'idle';
  const verify = result && !result.ok && result.code === 'VERIFY_EMAIL';
  return (
    <>
      <fetcher.Form
        method="post"
        action="/payment/index/cart"
        className="add-to-cart"
        onSubmit={(e) => {
          const count = Number(new FormData(e.currentTarget).get('count'));
          if (count > maxItemQuantity) {
            e.preventDefault();
            toast(quantityLimitMessage, 'error');
          }
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="goodsId" value={goodsId} />
        <label className="add-to-cart__qty">
          <span>Quantity</span>
          <input name="count" type="number" inputMode="numeric" min={1} defaultValue={1} className="field__input" disabled={disabled} />
        </label>
        <button type="submit" className="button button--primary button--block" disabled={disabled || busy}>
          {busy ? 'Adding…' : 'Add to cart'}
        </button>
      </fetcher.Form>
      {verify ? <VerifyPanel /> : null}
      {open && result?.ok && result.added ? (
        <div className="mini-cart" role="dialog" aria-modal="false" aria-labelledby="mini-cart-title">
          <div className="mini-cart__head">
            <h2 id="mini-cart-title">Added to your cart</h2>
            <button type="button" className="link-button" onClick={() => setOpen(false)} aria-label="Close">
              ×
            </button>
          </div>
          <div className="mini-cart__item">
            {result.added.picture ? <img src={result.added.picture} alt="" width={72} height={72} /> : null}
            <div>
              <p className="mini-cart__name">{result.added.name}</p>
              <p className="mini-cart__muted">Quantity in cart: {result.added.count}</p>
            </div>
          </div>
          {result.cart ? (
            <p className="mini-cart__muted">
              Cart: {result.cart.count} {result.cart.count === 1 ? 'item' : 'items'}, {formatCents(result.cart.goodsCents)}.{' '}
              {result.cart.freeShipping ? 'Your order ships free.' : `Spend ${formatCents(result.cart.toFreeShippingCents)} more for free shipping.`}
            </p>
          ) : null}
          <div className="mini-cart__actions">
            <Link to="/payment/index/cart" className="button button--primary">
              View cart
            </Link>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Keep shopping
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}

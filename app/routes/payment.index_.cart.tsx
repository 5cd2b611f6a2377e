import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CartLine } from '~/commerce/components/cart-line';
import { FreeShippingMeter } from '~/commerce/components/free-shipping-meter';
import { OrderSummary } from '~/commerce/components/order-summary';
import { cartAction, cartPageLoader } from '~/commerce/server/cart-page.server';

export const meta: MetaFunction = () => [{ title: 'Your cart · Roomcraft' }];
export const loader = cartPageLoader;
export const action = cartAction;

/** /payment/index/cart: the cart, its totals line by line, and the way to checkout. */
export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>();
  const { totals } = cart;
  if (cart.lines.length === 0) {
    return (
      <div className="container cart-page cart-page--empty">
        <h1>Your cart is empty</h1>
        <p>Find a piece you love in the marketplace: everything you add waits here, even before you sign in.</p>
        <Link to="/marketPlace/index" className="button button--primary">
          Browse the marketplace
        </Link>
      </div>
    );
  }
  return (
    <div className="container cart-page">
      <h1>Your cart</h1>
      <FreeShippingMeter subtotalCents={totals.subtotalCents} toFreeShippingCents={cart.toFreeShippingCents} freeShipping={totals.freeShipping} eligible={totals.freeShippingEligible} />
      <div className="cart-page__grid">
        <ul className="cart-lines" aria-label="Items in your cart">
          {cart.lines.map((line) => (
            <CartLine key={line.needGoodsId} line={line} />
          ))}
        </ul>
        <OrderSummary
          figures={{
            itemCount: totals.cartCount,
            subtotalCents: totals.subtotalCents,
            saleDiscountCents: totals.saleDiscountCents,
            shippingCents: totals.shippingCents,
            freeShipping: totals.freeShipping,
            taxCents: null,
            totalCents: totals.goodsCents + totals.shippingCents,
          }}
        >
          {cart.blocked ? <p className="summary__warn">Some items cannot be bought as they are: change or remove them to check out.</p> : null}
          <Link to="/payment/index/checkout" className={`button button--primary button--block${cart.blocked ? ' button--disabled' : ''}`} aria-disabled={cart.blocked || undefined}>
            Checkout
          </Link>
          <Link to="/marketPlace/index" className="summary__continue">
            Continue shopping
          </Link>
        </OrderSummary>
      </div>
    </div>
  );
}

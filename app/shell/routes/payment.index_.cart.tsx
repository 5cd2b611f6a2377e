import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { CartLine, FreeShippingMeter, OrderSummary } from '~/commerce';
import { CodeOffers } from '~/promotions';
import { cartAction, cartPageLoader } from '~/commerce/index.server';
import { listAvailable } from '~/promotions/index.server';

export const meta: MetaFunction = () => [{ title: 'Your cart · Roomcraft' }];
export const loader = (args: LoaderFunctionArgs) => cartPageLoader(args, listAvailable);
export const action = cartAction;

/** /payment/index/cart: the cart, its totals line by line, and the way to checkout. */
export default function CartPage() {
  const { cart, quote, offers, deliveryFrom } = useLoaderData<typeof loader>();
  const code = quote.code;
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
            <CartLine key={line.needGoodsId} line={line} deliveryFrom={deliveryFrom} />
          ))}
        </ul>
        <OrderSummary
          figures={{
            itemCount: totals.cartCount,
            subtotalCents: totals.subtotalCents,
            saleDiscountCents: totals.saleDiscountCents,
            shippingCents: totals.shippingCents,
            freeShipping: totals.freeShipping,
            code: code?.applies ? code.asked : null,
            codeDiscountCents: quote.codeDiscountCents,
            taxCents: null,
            totalCents: totals.goodsCents - quote.codeDiscountCents + totals.shippingCents,
          }}
        >
          <Form method="get" className="code-form" aria-label="Discount code">
            <label htmlFor="cart-code" className="visually-hidden">
              Discount code
            </label>
            <input id="cart-code" name="code" className="field__input" defaultValue={code?.asked ?? ''} placeholder="Discount code" maxLength={32} />
            <button type="submit" className="button">
              Apply
            </button>
          </Form>
          {code ? (
            <p className={code.applies ? 'code-answer code-answer--ok' : 'code-answer code-answer--no'} role="status">
              {code.applies ? `${code.asked} applied: you save ${formatCents(quote.codeDiscountCents)}.` : `${code.asked}: ${code.message}.`}
            </p>
          ) : null}
          <CodeOffers offers={offers.codes} goodsCents={totals.goodsCents} />
          {offers.creditsCents > 0 ? (
            <p className="code-answer">
              You have {formatCents(offers.creditsCents)} in <Link to="/client/credit">store credit</Link>; it is taken off at checkout.
            </p>
          ) : null}
          {cart.blocked ? <p className="summary__warn">Some items cannot be bought as they are: change or remove them to check out.</p> : null}
          <Link to={code?.applies ? `/payment/index/checkout?code=${encodeURIComponent(code.asked)}` : '/payment/index/checkout'} className={`button button--primary button--block${cart.blocked ? ' button--disabled' : ''}`} aria-disabled={cart.blocked || undefined}>
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

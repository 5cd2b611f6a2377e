import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { countToSend } from '../../../domain/cart/cart';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { addToCart, cartView, changeCartCount, removeFromCart } from '../application/cart.server';
import { shopperOf } from './shopper.server';
import { quoteCart } from '../application/pricing.server';
import type { Runtime } from '../../../infra/runtime';

/**
 * The cart page's data: the shopper's lines priced now and the totals, and the
 * codes and credit on offer as the promotions context lists them (passed in by
 * the route: commerce does not import promotions, promotions imports commerce).
 */
export async function cartPageLoader<Offers>({ request, context }: LoaderFunctionArgs, offersOf: (runtime: Runtime, clientId: string | null) => Promise<Offers>) {
  const session = await getSession(request, context);
  const code = new URL(request.url).searchParams.get('code')?.trim().slice(0, 32) || null;
  const shopper = shopperOf(session);
  const [quote, offers] = await Promise.all([quoteCart(context.runtime, shopper, { code }), offersOf(context.runtime, shopper.userId)]);
  // deliveryFrom: the clock the lines' delivery estimates count from (issue 22), so page and hydration agree.
  return data({ cart: quote.cart, quote, signedIn: Boolean(session.user), offers, deliveryFrom: new Date().toISOString() }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** What the form typed, as part 1 §5 sends it: a count of zero or less becomes 1. */
function typedCount(value: string | undefined): string | undefined {
  if (value === undefined || !/^\s*[+-]?\d+\s*$/.test(value)) return value;
  return String(countToSend(Number(value)));
}

/**
 * The cart's forms (the cart page, the product page's add, the mini-cart):
 * intents add {goodsId, count}, change {needGoodsId, count}, remove {needGoodsId}.
 * Visitors have a cart too.
 */
export const cartAction = visitorAction(async ({ context, session, input, intent }) => {
  const shopper = shopperOf(session);
  const { runtime } = context;
  switch (intent) {
    case 'add': {
      const { message, goodsId } = await addToCart(runtime, shopper, { ...input, count: typedCount(input.count) ?? '1' });
      const cart = await cartView(runtime, shopper);
      const line = cart.lines.find((l) => l.goods.id === goodsId);
      return data({
        ok: true as const,
        message,
        intent,
        added: line ? { name: line.goods.name, picture: line.goods.savedPics[0] ?? null, count: line.goodsCount, href: line.goods.visitUrl } : null,
        cart: { count: cart.totals.cartCount, goodsCents: cart.totals.goodsCents, toFreeShippingCents: cart.toFreeShippingCents, freeShipping: cart.totals.freeShipping },
      });
    }
    case 'change': {
      const { count } = await changeCartCount(runtime, shopper, { ...input, count: typedCount(input.count) });
      return ok(`Quantity updated to ${count}`, intent);
    }
    case 'remove':
      await removeFromCart(runtime, shopper, input);
      return ok('Removed from your cart', intent);
    default:
      return data({ ok: false as const, message: 'Unknown action', intent }, { status: 400 });
  }
});

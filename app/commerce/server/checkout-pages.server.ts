import { randomUUID } from 'node:crypto';
import { chooseDeliveryStateMessage, deliveryStateOf } from '../../../domain/orders/delivery-states';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { stateCode } from '../../../domain/promotions/tax';
import { DomainError } from '../../../domain/shared/errors';
import { listAddresses } from '../../../projections/identity/addresses';
import { listCards } from '../../../projections/payments/cards';
import { saveAddress } from '~/identity/index.server';
import { ok, userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { placeAndPay } from '../application/checkout.server';
import { type CardChoice, newCardSchema, tokenizeEntered, tokenizedCard } from '../../payments/index.server';
import { signedCookie } from '../../web/signed-cookie.server';
import type { Runtime } from '../../../infra/runtime';
import { orderForClient } from '../application/order-view.server';
import { checkShippingZip } from '../../../domain/orders/zip-codes';
import { ValidationError } from '../../../domain/shared/errors';
import { quoteCart } from '../application/pricing.server';
import { parseWith } from '../../web/api.server';
import { shopperOf } from './shopper.server';
import { choicesOf, stepHref } from '../checkout-steps';


const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * A card entered on the billing step, for this checkout only: the gateway's token
 * (bound to this account), the name on it and whether the client ticked "keep this
 * card" — in a signed, HttpOnly cookie for an hour, never in the address. It is
 * saved to the account only once it has been charged, and only if ticked.
 */
interface EnteredCardChoice {
  token: string;
  holderName: string;
  keep: boolean;
  clientId: string;
}
const newCardCookie = (runtime: Runtime) => signedCookie(runtime, 'rc_checkout_card', { path: '/payment', maxAge: 3600 });
const enteredCard = async (runtime: Runtime, request: Request, clientId: string): Promise<EnteredCardChoice | null> => {
  const value = (await newCardCookie(runtime).parse(request.headers.get('cookie'))) as EnteredCardChoice | null;
  return value && typeof value.token === 'string' && value.clientId === clientId ? value : null;
};

/** Every checkout step: the signed-in client, their cart priced with the chosen code and address. */
async function checkoutBase({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const shopper = shopperOf(session);
  const url = new URL(request.url);
  const choices = choicesOf(url);
  if (!session.user) return { session, shopper, choices, user: null, quote: null, addresses: [], cards: [] };
  const [addresses, saved, entered] = await Promise.all([listAddresses(context.runtime.db, session.user.id), listCards(context.runtime.db, session.user.id), enteredCard(context.runtime, request, session.user.id)]);
  // The card entered for this checkout (not saved) is offered as `card=new` while it lasts.
  const fresh = entered ? await tokenizedCard(context.runtime, session.user.id, entered.token) : null;
  const cards = [
    ...saved,
    ...(fresh ? [{ uuid: 'new', brand: fresh.brand, last4: fresh.last4, expMonth: fresh.expMonth, expYear: fresh.expYear, holderName: entered!.holderName, isDefault: false, entered: true }] : []),
  ];
  const address = addresses.find((a) => a.id === choices.address) ?? null;
  const state = address ? stateCode(address.state) : null;
  const quote = await quoteCart(context.runtime, shopper, { code: choices.code, state });
  return { session, shopper, choices, user: session.user, quote, addresses, cards, address };
}

/** /payment/index/checkout: the cart's figures, a code, and the way into the steps (visitors sign in first; the cart follows). */
export async function checkoutLoader(args: LoaderFunctionArgs) {
  const base = await checkoutBase(args);
  if (base.quote && base.quote.cart.lines.length === 0) throw redirect('/payment/index/cart');
  return data({ signedIn: Boolean(base.user), quote: base.quote, choices: base.choices }, { headers: noStore });
}

/** A step needs a signed-in client with something in the cart. */
async function stepBase(args: LoaderFunctionArgs) {
  const base = await checkoutBase(args);
  if (!base.user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/payment/index/checkout' })}`);
  if (!base.quote || base.quote.cart.lines.length === 0) throw redirect('/payment/index/cart');
  return base as typeof base & { quote: NonNullable<typeof base.quote> };
}

export async function shippingStepLoader(args: LoaderFunctionArgs) {
  const { quote, addresses, choices } = await stepBase(args);
  const chosen = choices.address ?? addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? null;
  return data({ quote, addresses, choices: { ...choices, address: chosen } }, { headers: noStore });
}

export async function billingStepLoader(args: LoaderFunctionArgs) {
  const base = await stepBase(args);
  if (!base.address) throw redirect(stepHref('shipping', base.choices));
  const chosen = base.choices.card ?? base.cards.find((c) => c.isDefault)?.uuid ?? null;
  return data({ quote: base.quote, cards: base.cards, address: base.address, choices: { ...base.choices, card: chosen } }, { headers: noStore });
}

export async function reviewStepLoader(args: LoaderFunctionArgs) {
  const base = await stepBase(args);
  if (!base.address) throw redirect(stepHref('shipping', base.choices));
  // Store credit and codes that cover the whole total need no card.
  const card = base.cards.find((c) => c.uuid === base.choices.card) ?? null;
  // A new card is not listed among the saved ones on the billing step's choice: only as the one entered.
  if (!card && base.quote!.totalCents > 0) throw redirect(stepHref('billing', base.choices));
  // A fresh checkout id per review page: a double click or a resent form places one order.
  return data(
    { quote: base.quote, address: base.address, card, choices: base.choices, checkoutId: randomUUID(), attemptId: randomUUID(), email: base.user!.email },
    { headers: noStore },
  );
}

/** The steps' forms: a new address (shipping), a new card (billing), paying (review). */
export const checkoutAction = userAction(async ({ context, session, input, intent, request, visit }) => {
  const { runtime } = context;
  const shopper = shopperOf(session);
  const choices = choicesOf(new URL(request.url));
  switch (intent) {
    case 'address': {
      // A state we do not deliver to, a ZIP that is not where the state says, or somewhere we do not deliver, is refused before it is saved.
      if (!deliveryStateOf(input.state)) throw new ValidationError('SHIPPING_STATE', chooseDeliveryStateMessage, { state: chooseDeliveryStateMessage });
      const zipCheck = checkShippingZip(String(input.zip ?? ''), typeof input.state === 'string' ? stateCode(input.state) ?? input.state : null);
      if (!zipCheck.deliverable) throw new ValidationError('SHIPPING_AREA', zipCheck.message, { zip: zipCheck.message });
      const { addressId } = await saveAddress(runtime, { userId: session.user!.id, actor: session.actor }, input);
      throw redirect(stepHref('billing', { ...choices, address: addressId }));
    }
    case 'card': {
      // Tokenised now (a card the gateway refuses says so here); kept for this checkout only, saved once charged if the client ticked it.
      const entered = parseWith(newCardSchema, input);
      const clientId = session.user!.id;
      const card = await tokenizeEntered(runtime, clientId, entered);
      const cookie = await newCardCookie(runtime).serialize({ token: card.token, holderName: entered.cardName, keep: entered.saveCard === true, clientId } satisfies EnteredCardChoice);
      throw redirect(stepHref('review', { ...choices, card: 'new' }), { headers: { 'Set-Cookie': cookie } });
    }
    case 'pay': {
      const clientId = session.user!.id;
      let card: CardChoice | null = null;
      if (choices.card === 'new') {
        const entered = await enteredCard(runtime, request, clientId);
        if (!entered) throw new ValidationError('CARD_REQUIRED', 'Please enter your card again', { cardId: 'Please enter your card again' });
        card = { tokenized: { token: entered.token, holderName: entered.holderName, keep: entered.keep } };
      } else if (choices.card) card = { cardId: choices.card };
      // The checkout id the page was given: a declined attempt's draft order is reused by the next one.
      const checkoutId = input.checkoutId;
      try {
        const outcome = await placeAndPay(
          runtime,
          shopper,
          { checkoutId, attemptId: input.attemptId, addressId: choices.address ?? '', cardId: choices.card && choices.card !== 'new' ? choices.card : undefined, code: choices.code ?? undefined },
          card,
        );
        // A card entered for this order is let go once it has paid or been declined (a declined one is not offered again).
        const headers = choices.card === 'new' ? { 'Set-Cookie': await newCardCookie(runtime).serialize('', { maxAge: 0 }) } : undefined;
        if (outcome.status === 'declined') return data({ ok: false as const, message: outcome.message, intent, code: 'DECLINED', checkoutId }, { status: 402, headers });
        throw redirect(`/payment/confirmation?orderId=${encodeURIComponent(outcome.orderId)}`, { headers });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'PAYMENT_IN_PROGRESS')
          throw redirect(`/payment/processing?orderId=${encodeURIComponent(`o-${String(input.checkoutId ?? '')}`.slice(0, 64))}`);
        throw error;
      }
    }
    default:
      return ok('Nothing to do', intent);
  }
});

/** /payment/processing and /payment/confirmation: one of the caller's orders, read from its stream. */
export async function orderPageLoader({ request, context }: LoaderFunctionArgs, page: 'processing' | 'confirmation' | 'print') {
  const session = await getSession(request, context);
  if (!session.user) throw new Response('Please sign in to continue', { status: 401 });
  const url = new URL(request.url);
  const orderId = url.searchParams.get('orderId') ?? url.searchParams.get('id') ?? '';
  const order = /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? await orderForClient(context.runtime, session.user.id, orderId) : null;
  if (!order) throw new Response('Not found', { status: 404 });
  if (page === 'processing' && order.paid) throw redirect(`/payment/confirmation?orderId=${encodeURIComponent(orderId)}`);
  if (page === 'confirmation' && !order.paid) throw redirect(`/payment/processing?orderId=${encodeURIComponent(orderId)}`);
  return data({ order, email: session.user.email }, { headers: noStore });
}

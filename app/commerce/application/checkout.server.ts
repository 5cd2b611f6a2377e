import { z } from 'zod';
import { catalogueCommands } from '../../../domain/catalogue/commands';
import { outOfStockMessage } from '../../../domain/catalogue/goods';
import { addressFields } from '../../../domain/identity/fields';
import { orderCommands } from '../../../domain/orders/commands';
import { initialOrderState, evolveOrder, type OrderAddress, type OrderLine, type OrderTotals, orderStream } from '../../../domain/orders/order';
import type { PaymentHold } from '../../../domain/payments/payment';
import { promotionCommands } from '../../../domain/promotions/commands';
import { stateCode } from '../../../domain/promotions/tax';
import { checkShippingZip } from '../../../domain/orders/zip-codes';
import { taxRatesFrom } from '../../../infra/tax/tax-rates';
import { DomainError, IllegalStateError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { nextOrderNumber } from '../../../infra/orders/order-numbers';
import { getAddress } from '../../../projections/identity/addresses';
import { parseWith } from '../../web/api.server';
import { type CardChoice, cardChoiceOf, pay } from '../../payments/index.server';
import type { Shopper } from './cart.server';
import { codeField, quoteCart, type Quote } from './pricing.server';
import { promotionFacts } from './promotion-facts.server';
import { paidOrderCount } from '../../../projections/cart/client-orders';

const system: Actor = { kind: 'system' };
const idField = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(64, message).regex(/^[A-Za-z0-9_-]+$/, message);

export const checkoutSchema = z.object({
  /** One per checkout page: a double click or a retried request places and charges once. */
  checkoutId: idField('Please reload the checkout and try again'),
  /** One per payment try: after a decline the page offers a new one. */
  attemptId: idField('Please reload the checkout and try again'),
  addressId: idField('Please choose a shipping address'),
  cardId: idField('Please choose a card').optional(),
  code: codeField.optional(),
  useCredits: z.union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])]).transform((v) => v === true || v === 'on' || v === 'true' || v === '1').default(true),
});

export type CheckoutOutcome =
  | { status: 'paid'; orderId: string; orderNumber: string }
  | { status: 'declined'; orderId: string; message: string };

/** The ids of one checkout, stable across retries of the same page. */
const orderIdFor = (checkoutId: string) => `o-${checkoutId}`.slice(0, 64);

function orderLinesOf(quote: Quote): OrderLine[] {
  return quote.cart.lines.map((l) => ({
    lineId: l.needGoodsId,
    goodsId: l.goods.id,
    name: l.goods.name,
    priceCents: l.goods.priceCents,
    unitPriceCents: l.goods.effectivePriceCents,
    count: l.goodsCount,
    shippingCents: l.shippingCents,
    ...(l.refer ? { refer: l.refer } : {}),
  }));
}

function totalsOf(quote: Quote): OrderTotals {
  const t = quote.cart.totals;
  return {
    subtotalCents: t.subtotalCents,
    saleDiscountCents: t.saleDiscountCents,
    codeDiscountCents: quote.codeDiscountCents,
    shippingCents: t.shippingCents,
    taxCents: quote.tax?.taxCents ?? 0,
    creditsUsedCents: quote.creditsUsedCents,
    totalCents: quote.totalCents,
  };
}

/** The order's address: one of the client's saved addresses, with a US state the tax table knows. */
async function shippingAddress(runtime: Runtime, userId: string, addressId: string): Promise<{ address: OrderAddress; state: string }> {
  const saved = await getAddress(runtime.db, userId, addressId);
  if (!saved) throw new NotFoundError('ADDRESS_NOT_FOUND', 'Please choose a shipping address');
  const { id: _id, isDefault: _default, ...address } = saved;
  const state = stateCode(address.state);
  if (!state || (address.country && address.country.toUpperCase() !== 'US'))
    throw new ValidationError('SHIPPING_AREA', 'We ship within the United States only; please choose a US address', { addressId: 'Please choose a US address' });
  const zip = checkShippingZip(address.zip ?? '', state);
  if (!zip.deliverable) throw new ValidationError('SHIPPING_AREA', zip.message, { addressId: zip.message });
  return { address: addressFields.parse(address), state };
}

const zipCheckSchema = z.object({
  zip: z.string({ required_error: 'Please enter a 5-digit ZIP code', invalid_type_error: 'Please enter a 5-digit ZIP code' }).trim().max(10, 'Please enter a 5-digit ZIP code'),
  state: z.string({ invalid_type_error: 'Please choose a state' }).trim().max(40, 'Please choose a state').optional(),
});

/**
 * order checkShippingCode {zip, state?}: whether we deliver to this ZIP, its state,
 * whether it agrees with the state given, and the sales tax rate there.
 */
export function checkShippingCode(runtime: Runtime, input: unknown) {
  const { zip, state } = parseWith(zipCheckSchema, input);
  const check = checkShippingZip(zip, state ? (stateCode(state) ?? state) : null);
  const rate = check.state ? taxRatesFrom(runtime.config.TAX_RATES_FILE)[check.state] : undefined;
  return { ...check, taxRateBps: rate?.rateBps ?? 0, taxesShipping: rate?.taxesShipping ?? false };
}

/** An order as it was placed (a draft until its payment settles). */
type PlacedOrder = { orderId: string; orderNumber: string; lines: OrderLine[]; totals: OrderTotals; code: string | null; address: OrderAddress };

/**
 * What a checkout's payment holds before the card is charged, in order: the order
 * itself (one payment at a time), the stock, the client's purchases ledger (a
 * first-order code is decided there, at payment time), the code's use and the
 * store credit — each once per order, each released if nothing is paid. A product
 * that ran out, a code used up meanwhile or credit spent elsewhere refuses the
 * payment before anything is charged.
 */
async function orderHolds(runtime: Runtime, clientId: string, order: PlacedOrder): Promise<(paymentId: string, until: string) => PaymentHold[]> {
  const { orderId, code } = order;
  // The client's purchases ledger decides, at payment time, whether a first-order-only code is still this client's first order.
  const status = code ? await promotionFacts(runtime).codeStatus(code) : undefined;
  const firstOrderCode = status?.firstOrderOnly ? status.code : null;
  const paidBefore = firstOrderCode ? await paidOrderCount(runtime.db, clientId) : 0;
  const codeRefusal = { kind: 'illegal_state' as const, code: 'CODE_REFUSED', template: `${code}: {message}` };
  return (paymentId, until) => {
    const released = new Set<string>();
    return [
      {
        command: orderCommands.StartPayment.type,
        input: { orderId, attemptId: paymentId, until },
        release: { command: orderCommands.FailPayment.type, input: { orderId, attemptId: paymentId, code: 'released', message: 'The payment did not go through' } },
      },
      ...order.lines.map((line): PaymentHold => {
        const first = !released.has(line.goodsId);
        released.add(line.goodsId);
        return {
          command: catalogueCommands.ReserveStock.type,
          input: { goodsId: line.goodsId, orderId, count: line.count },
          release: first ? { command: catalogueCommands.ReleaseStock.type, input: { goodsId: line.goodsId, orderId } } : null,
          refusal: { codes: ['OUT_OF_STOCK'], kind: 'illegal_state', code: 'OUT_OF_STOCK', template: `${outOfStockMessage}: ${line.name}` },
        };
      }),
      {
        command: promotionCommands.HoldPurchase.type,
        input: { clientId, orderId, scope: 'furniture', firstOrderCode, paidBefore },
        release: { command: promotionCommands.ReleasePurchase.type, input: { clientId, orderId } },
        refusal: codeRefusal,
      },
      ...(code
        ? [{ command: promotionCommands.RecordCodeUse.type, input: { code, orderId, clientId }, release: { command: promotionCommands.ReleaseCodeUse.type, input: { code, orderId } }, refusal: codeRefusal }]
        : []),
      ...(order.totals.creditsUsedCents > 0
        ? [{
            command: promotionCommands.SpendCredits.type,
            input: { clientId, orderId, amountCents: order.totals.creditsUsedCents },
            release: { command: promotionCommands.ReturnCredits.type, input: { clientId, orderId } },
            refusal: { kind: 'illegal_state' as const, code: 'NOT_ENOUGH_CREDITS', template: '{message}: your store credit changed since the checkout opened; please review your order again' },
          }]
        : []),
    ];
  };
}

/**
 * Lets go of an order's stock, code use, purchase hold and credits; each is a no-op
 * when nothing was held. `credits: false` leaves the credits alone: a paid order's
 * credit comes back through the refunds its cancellation decided.
 */
export async function releaseHolds(runtime: Runtime, clientId: string, order: Pick<PlacedOrder, 'orderId' | 'lines' | 'code'>, options: { credits: boolean } = { credits: true }): Promise<void> {
  const { orderId } = order;
  for (const goodsId of new Set(order.lines.map((l) => l.goodsId))) await runtime.execute(catalogueCommands.ReleaseStock, { goodsId, orderId }, { actor: system }, { waitFor: [] });
  if (order.code) await runtime.execute(promotionCommands.ReleaseCodeUse, { code: order.code, orderId }, { actor: system }, { waitFor: [] });
  await runtime.execute(promotionCommands.ReleasePurchase, { clientId, orderId }, { actor: system }, { waitFor: [] });
  if (options.credits) await runtime.execute(promotionCommands.ReturnCredits, { clientId, orderId }, { actor: system }, { waitFor: [] });
}

const placeSchema = checkoutSchema.pick({ checkoutId: true, addressId: true, code: true, useCredits: true });

function signedIn(shopper: Shopper): Shopper & { userId: string } {
  if (!shopper.userId) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in to continue');
  return { ...shopper, userId: shopper.userId };
}

/** One of the client's orders from its own stream (another client's is not found, whatever its id), or null. */
async function placedOrder(runtime: Runtime, clientId: string, orderId: string): Promise<{ order: PlacedOrder; paid: boolean; attempt: string | null } | null> {
  const { state } = await runtime.loadAggregate({ initialState: initialOrderState, evolve: evolveOrder }, orderStream(orderId));
  if (state.status === 'none') return null;
  const o = state.order;
  if (o.clientId !== clientId) throw new NotFoundError('ORDER_NOT_FOUND', 'This order does not exist');
  return { order: { orderId, orderNumber: o.orderNumber, lines: o.lines, totals: o.totals, code: o.code, address: o.address }, paid: o.payment !== null, attempt: o.paymentAttempt?.attemptId ?? null };
}

/** A placed order's payment: its holds, its charge (none when codes and credit cover it), and what the page answers. */
async function payPlaced(runtime: Runtime, client: Shopper & { userId: string }, order: PlacedOrder, card: CardChoice | null, attempt: string): Promise<CheckoutOutcome> {
  const { orderId, orderNumber } = order;
  try {
    const outcome = await pay(runtime, {
      clientId: client.userId,
      actor: client.actor,
      purpose: { kind: 'order', orderId, orderNumber },
      amountCents: order.totals.totalCents,
      description: `Roomcraft order ${orderNumber}`,
      card,
      holds: await orderHolds(runtime, client.userId, order),
      attempt,
      readModels: ['cart-lines', 'orders'],
      running: async () => (await placedOrder(runtime, client.userId, orderId))?.attempt ?? null,
    });
    return outcome.status === 'paid' ? { status: 'paid', orderId, orderNumber } : { status: 'declined', orderId, message: outcome.message };
  } catch (error) {
    // Paid by the first of two clicks (or two tabs): the same success again.
    if (error instanceof DomainError && error.code === 'ALREADY_PAID') return { status: 'paid', orderId, orderNumber };
    throw error;
  }
}

/**
 * saveOrder: price the cart now (code, tax for the shipping state, credits) and place
 * the order, with an id stable for this checkout: placing it again returns the same
 * order. It is a draft — in no list and no figure — until its payment settles; an
 * order that codes and credit cover is paid here (its payment charges nothing).
 */
export async function placeOrder(runtime: Runtime, shopper: Shopper, input: unknown): Promise<PlacedOrder & { paid: boolean; status: 'paid' | 'awaiting_payment' }> {
  const client = signedIn(shopper);
  const data = parseWith(placeSchema, input);
  const orderId = orderIdFor(data.checkoutId);
  let found = await placedOrder(runtime, client.userId, orderId);
  if (!found) {
    const { address, state } = await shippingAddress(runtime, client.userId, data.addressId);
    const quote = await quoteCart(runtime, client, { code: data.code ?? null, state, useCredits: data.useCredits });
    if (quote.cart.lines.length === 0) throw new ValidationError('CART_EMPTY', 'Your cart is empty');
    const blocked = quote.cart.lines.find((l) => l.goods.outOfStock);
    if (blocked) throw new IllegalStateError('OUT_OF_STOCK', `${outOfStockMessage}: ${blocked.goods.name}`);
    if (quote.code && !quote.code.applies) throw new ValidationError('CODE_REFUSED', `${quote.code.asked}: ${quote.code.message}`, { code: quote.code.message });
    const order: PlacedOrder = {
      orderId,
      orderNumber: await nextOrderNumber(runtime.db),
      lines: orderLinesOf(quote),
      totals: totalsOf(quote),
      code: quote.code?.applies ? quote.code.code : null,
      address,
    };
    // A concurrent click placed it first (same command id): what was placed is answered.
    await runtime.execute(orderCommands.PlaceOrder, { ...order, clientId: client.userId }, { actor: client.actor, commandId: `place-${data.checkoutId}` }, { waitFor: [] });
    found = (await placedOrder(runtime, client.userId, orderId))!;
  }
  // Codes and credits cover everything: its payment (of nothing) holds them and pays it now.
  if (!found.paid && found.order.totals.totalCents === 0) found = { ...found, paid: (await payPlaced(runtime, client, found.order, null, '')).status === 'paid' };
  return { ...found.order, paid: found.paid, status: found.paid ? 'paid' : 'awaiting_payment' };
}

const paySchema = z.object({
  orderId: idField('This order does not exist'),
  attemptId: idField('Please reload the checkout and try again').optional(),
  cardId: idField('Please choose a card').optional(),
});

/**
 * pay: charges a placed order once. The same attempt (or the same card again, a
 * double click, a retried request) charges nothing more; another payment while one
 * runs answers that one's outcome. A total covered by codes and credits needs no card.
 */
export async function payForOrder(runtime: Runtime, shopper: Shopper, input: unknown, card?: CardChoice): Promise<CheckoutOutcome> {
  const client = signedIn(shopper);
  const { orderId, attemptId, cardId } = parseWith(paySchema, input);
  const found = await placedOrder(runtime, client.userId, orderId);
  if (!found) throw new NotFoundError('ORDER_NOT_FOUND', 'This order does not exist');
  const { order, paid } = found;
  if (paid) return { status: 'paid', orderId, orderNumber: order.orderNumber };
  return payPlaced(runtime, client, order, cardId ? { cardId } : (card ?? cardChoiceOf(input)), attemptId ?? '');
}

/** The checkout page's one button: place (or find) the order, then pay for it with the card chosen. */
export async function placeAndPay(runtime: Runtime, shopper: Shopper, input: unknown, card: CardChoice | null): Promise<CheckoutOutcome> {
  const data = parseWith(checkoutSchema, input);
  const order = await placeOrder(runtime, shopper, data);
  if (order.paid) return { status: 'paid', orderId: order.orderId, orderNumber: order.orderNumber };
  if (!card) throw new ValidationError('CARD_REQUIRED', 'Please choose a card', { cardId: 'Please choose a card' });
  return payForOrder(runtime, shopper, { orderId: order.orderId, attemptId: data.attemptId }, card);
}

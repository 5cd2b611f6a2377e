import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cartCommands } from '../../../domain/cart/commands';
import { catalogueCommands } from '../../../domain/catalogue/commands';
import { outOfStockMessage } from '../../../domain/catalogue/goods';
import { addressFields } from '../../../domain/identity/fields';
import { orderCommands } from '../../../domain/orders/commands';
import type { OrderAddress, OrderLine, OrderTotals } from '../../../domain/orders/order';
import { type CardSummary, cardMessages } from '../../../domain/payments/cards';
import { paymentInProgressMessage } from '../../../domain/orders/order';
import { paymentCommands } from '../../../domain/payments/commands';
import { promotionCommands } from '../../../domain/promotions/commands';
import { stateCode } from '../../../domain/promotions/tax';
import { checkShippingZip } from '../../../domain/orders/zip-codes';
import { taxRatesFrom } from '../../../infra/tax/tax-rates';
import { DomainError, IllegalStateError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { CardRejectedError, type GatewayEvent, GatewayUnavailableError } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';
import { nextOrderNumber } from '../../../infra/orders/order-numbers';
import { getAddress } from '../../../projections/identity/addresses';
import { getAccount } from '../../../projections/identity/accounts';
import { cardTokenFor } from '../../../projections/payments/cards';
import { parseWith } from '../../web/api.server';
import type { Shopper } from './cart.server';
import { sendOrderConfirmation } from './order-mail.server';
import { codeField, quoteCart, type Quote } from './pricing.server';
import { promotionFacts } from './promotion-facts.server';
import { paidOrderCount } from '../../../projections/cart/client-orders';

const system: Actor = { kind: 'system' };
const idField = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(64, message).regex(/^[A-Za-z0-9_-]+$/, message);
const monthYear = z
  .string({ required_error: cardMessages.expiry, invalid_type_error: cardMessages.expiry })
  .trim()
  .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, cardMessages.expiry)
  .transform((v) => {
    const [m, y] = v.split('/').map((s) => Number(s.trim()));
    return { expMonth: m!, expYear: y! < 100 ? 2000 + y! : y! };
  });

/** A new card as the checkout form sends it; it goes to the gateway's tokeniser and nowhere else. */
export const newCardSchema = z.object({
  cardName: z.string({ required_error: cardMessages.name }).trim().min(1, cardMessages.name).max(100),
  cardNumber: z.string({ required_error: cardMessages.number }).trim().min(1, cardMessages.number).max(30, cardMessages.number),
  cardExpiry: monthYear,
  cardCvc: z.string({ required_error: 'Please enter the security code on your card' }).trim().regex(/^\d{3,4}$/, 'Please enter the security code on your card'),
});

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

/** Why the stock, the code or the credits could not be held for an order; everything held was let go. */
class HoldRefused extends Error {
  constructor(readonly reason: string, readonly answer: DomainError) {
    super(answer.message);
  }
}

/**
 * Before anything is charged: reserve the stock, record the code's use and spend the
 * credits, each once per order (retries hold nothing twice). A product that ran out,
 * a code used up meanwhile or credits spent elsewhere refuse the order and let go of
 * whatever was already held.
 */
async function holdForOrder(runtime: Runtime, clientId: string, order: PlacedOrder): Promise<void> {
  const { orderId } = order;
  const refuse = async (reason: string, answer: DomainError) => {
    await releaseHolds(runtime, clientId, order);
    throw new HoldRefused(reason, answer);
  };
  for (const line of order.lines) {
    try {
      await runtime.execute(catalogueCommands.ReserveStock, { goodsId: line.goodsId, orderId, count: line.count }, { actor: system }, { waitFor: [] });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'OUT_OF_STOCK')) throw error;
      await refuse('out_of_stock', new IllegalStateError('OUT_OF_STOCK', `${outOfStockMessage}: ${line.name}`));
    }
  }
  // The client's purchases ledger decides, at payment time, whether a first-order-only code is still this client's first order.
  const status = order.code ? await promotionFacts(runtime).codeStatus(order.code) : undefined;
  try {
    await runtime.execute(
      promotionCommands.HoldPurchase,
      { clientId, orderId, scope: 'furniture', firstOrderCode: status?.firstOrderOnly ? status.code : null, paidBefore: status?.firstOrderOnly ? await paidOrderCount(runtime.db, clientId) : 0 },
      { actor: system },
      { waitFor: [] },
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await refuse('code_refused', new IllegalStateError('CODE_REFUSED', `${order.code}: ${error.message}`));
  }
  if (order.code) {
    try {
      await runtime.execute(promotionCommands.RecordCodeUse, { code: order.code, orderId, clientId }, { actor: system }, { waitFor: [] });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await refuse('code_refused', new IllegalStateError('CODE_REFUSED', `${order.code}: ${error.message}`));
    }
  }
  if (order.totals.creditsUsedCents > 0) {
    try {
      await runtime.execute(promotionCommands.SpendCredits, { clientId, orderId, amountCents: order.totals.creditsUsedCents }, { actor: system }, { waitFor: [] });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await refuse('credits_refused', new IllegalStateError('NOT_ENOUGH_CREDITS', `${error.message}: your store credit changed since the checkout opened; please review your order again`));
    }
  }
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

/** Charges the card for a placed order once; the order, stock, code and credits follow what the gateway answered. */
async function payOrder(
  runtime: Runtime,
  shopper: Shopper & { userId: string },
  order: { orderId: string; orderNumber: string; lines: OrderLine[]; totals: OrderTotals; code: string | null; address: OrderAddress },
  cardSource: () => Promise<{ token: string; summary: CardSummary }>,
  attemptId: string,
  siteUrl: string,
): Promise<CheckoutOutcome> {
  const { orderId } = order;
  let started;
  try {
    started = await runtime.execute(orderCommands.StartPayment, { orderId, attemptId }, { actor: shopper.actor, commandId: `start-${orderId}-${attemptId}` }, { waitFor: [] });
  } catch (error) {
    // Paid by the first of two clicks: the same success again.
    if (error instanceof DomainError && error.code === 'ALREADY_PAID') return { status: 'paid', orderId, orderNumber: order.orderNumber };
    throw error;
  }
  // The same attempt again (a double click, a retried request): the first one charges; this one waits for its outcome.
  if (started.duplicate || started.events.length === 0) return outcomeOf(runtime, order, attemptId);
  let card: { token: string; summary: CardSummary };
  try {
    card = await cardSource();
  } catch (error) {
    await runtime.execute(orderCommands.FailPayment, { orderId, attemptId, code: 'card_rejected', message: (error as Error).message.slice(0, 300) || 'Save fail' }, { actor: system });
    throw error;
  }
  try {
    await holdForOrder(runtime, shopper.userId, order);
  } catch (error) {
    if (!(error instanceof HoldRefused)) throw error;
    await runtime.execute(orderCommands.FailPayment, { orderId, attemptId, code: error.reason, message: error.message }, { actor: system });
    throw error.answer;
  }
  const undo = async (code: string, message: string) => {
    await releaseHolds(runtime, shopper.userId, order);
    await runtime.execute(orderCommands.FailPayment, { orderId, attemptId, code, message }, { actor: system });
  };
  let charge;
  try {
    charge = await runtime.payments.charge({
      token: card.token,
      amountCents: order.totals.totalCents,
      currency: 'usd',
      // One charge per order and attempt, whatever retries or double clicks do.
      idempotencyKey: `charge-${orderId}-${attemptId}`,
      description: `Roomcraft order ${order.orderNumber}`,
      metadata: { orderId, orderNumber: order.orderNumber, attemptId },
    });
  } catch (error) {
    if (error instanceof CardRejectedError) charge = { status: 'declined' as const, code: 'card_rejected', message: error.message };
    else if (error instanceof GatewayUnavailableError) {
      await undo('gateway_unavailable', 'The payment service did not answer');
      throw new IllegalStateError('GATEWAY_UNAVAILABLE', 'The payment service is not answering. You have not been charged; please try again in a moment.');
    } else throw error;
  }
  if (charge.status === 'declined') {
    await undo(charge.code, charge.message);
    return { status: 'declined', orderId, message: charge.message };
  }
  const recorded = await runtime.execute(orderCommands.PayOrder, { orderId, paymentId: charge.paymentId, amountCents: charge.amountCents, card: card.summary }, { actor: system }, { waitFor: [] });
  // The second of two concurrent clicks got the same charge back and recorded nothing: the first one confirms.
  if (recorded.events.length > 0) await afterPaid(runtime, shopper, order, card.summary, siteUrl);
  return { status: 'paid', orderId, orderNumber: order.orderNumber };
}

/** What became of an attempt another request is charging: paid, declined, or still running after 30 s. */
async function outcomeOf(runtime: Runtime, order: { orderId: string; orderNumber: string }, attemptId: string): Promise<CheckoutOutcome> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { events } = await runtime.store.readStream(`order-${order.orderId}`);
    if (events.some((e) => e.type === 'OrderPaid')) return { status: 'paid', orderId: order.orderId, orderNumber: order.orderNumber };
    const failed = events.find((e) => e.type === 'PaymentFailed' && (e.data as { attemptId: string }).attemptId === attemptId);
    if (failed) return { status: 'declined', orderId: order.orderId, message: (failed.data as { message: string }).message };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new IllegalStateError('PAYMENT_IN_PROGRESS', paymentInProgressMessage);
}

/** A paid order empties the cart and sends its confirmation. */
async function afterPaid(runtime: Runtime, shopper: Shopper & { userId: string }, order: Parameters<typeof payOrder>[2], card: CardSummary | null, siteUrl: string) {
  // One bounded wait for both read models the next page reads (the cart is cleared after the payment is recorded, so
  // the orders read model past it has the payment too): a held-back feed costs the client one wait, not two.
  await runtime.execute(cartCommands.ClearCart, { ownerId: shopper.ownerId, orderId: order.orderId }, { actor: system }, { waitFor: ['cart-lines', 'orders'] });
  const account = await getAccount(runtime.db, shopper.userId);
  if (!account) return;
  try {
    await sendOrderConfirmation(runtime, account.email, siteUrl, { ...order, card });
  } catch (error) {
    // The order stands; the mail is retried by the outbox or shown in the account.
    runtime.logger.warn('order confirmation mail not sent', { orderId: order.orderId, error: (error as Error).message });
  }
}

type PlacedOrder = Parameters<typeof payOrder>[2];

const placeSchema = checkoutSchema.pick({ checkoutId: true, addressId: true, code: true, useCredits: true });

function signedIn(shopper: Shopper): Shopper & { userId: string } {
  if (!shopper.userId) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in to continue');
  return { ...shopper, userId: shopper.userId };
}

async function placedOrder(runtime: Runtime, clientId: string, orderId: string): Promise<{ order: PlacedOrder; paid: boolean } | null> {
  const { events } = await runtime.store.readStream(`order-${orderId}`);
  const placed = events.find((e) => e.type === 'OrderPlaced')?.data as (PlacedOrder & { clientId: string }) | undefined;
  if (!placed) return null;
  // Another client's order is not found, whatever its id.
  if (placed.clientId !== clientId) throw new NotFoundError('ORDER_NOT_FOUND', 'This order does not exist');
  const { clientId: _client, ...order } = placed;
  return { order, paid: events.some((e) => e.type === 'OrderPaid') };
}

/**
 * saveOrder: price the cart now (code, tax for the shipping state, credits) and place
 * the order, with an id stable for this checkout: placing it again returns the same order.
 */
export async function placeOrder(runtime: Runtime, shopper: Shopper, input: unknown, siteUrl: string): Promise<PlacedOrder & { paid: boolean; status: 'paid' | 'awaiting_payment' }> {
  const client = signedIn(shopper);
  const data = parseWith(placeSchema, input);
  const orderId = orderIdFor(data.checkoutId);
  const existing = await placedOrder(runtime, client.userId, orderId);
  if (existing) return { ...existing.order, paid: existing.paid, status: existing.paid ? 'paid' : 'awaiting_payment' };
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
  // Covered by codes and credits: placing it pays it, so the stock, code and credits are held first.
  if (order.totals.totalCents === 0) {
    try {
      await holdForOrder(runtime, client.userId, order);
    } catch (error) {
      throw error instanceof HoldRefused ? error.answer : error;
    }
  }
  // The answer comes from the order's own stream; the bounded wait for the read models is cut short while the feed is held back.
  await runtime.execute(orderCommands.PlaceOrder, { ...order, clientId: client.userId }, { actor: client.actor, commandId: `place-${data.checkoutId}` });
  // A concurrent click placed it first (same command id): answer what was placed.
  const placed = (await placedOrder(runtime, client.userId, orderId))!;
  // Codes and credits covered everything: the order was paid as it was placed.
  if (placed.paid && placed.order.orderNumber === order.orderNumber) await afterPaid(runtime, client, placed.order, null, siteUrl);
  return { ...placed.order, paid: placed.paid, status: placed.paid ? 'paid' : 'awaiting_payment' };
}

const paySchema = z.object({
  orderId: idField('This order does not exist'),
  attemptId: idField('Please reload the checkout and try again').optional(),
  cardId: idField('Please choose a card').optional(),
});

/**
 * pay: charges a placed order once. The same attempt id again (a double click, a
 * retried request) charges nothing more; another attempt while one is running is
 * refused. A total covered by codes and credits needs no card.
 */
export async function payForOrder(runtime: Runtime, shopper: Shopper, input: unknown, siteUrl: string, newCard?: unknown): Promise<CheckoutOutcome> {
  const client = signedIn(shopper);
  const { orderId, attemptId, cardId } = parseWith(paySchema, input);
  const found = await placedOrder(runtime, client.userId, orderId);
  if (!found) throw new NotFoundError('ORDER_NOT_FOUND', 'This order does not exist');
  const { order, paid } = found;
  if (paid) return { status: 'paid', orderId, orderNumber: order.orderNumber };
  // The card is checked before the payment starts (a missing or foreign card changes nothing) and tokenised after.
  if (cardId && !(await cardTokenFor(runtime.db, client.userId, cardId))) throw new NotFoundError('CARD_NOT_FOUND', 'Please choose a card');
  const entered = cardId ? null : parseWith(newCardSchema.extend({ saveCard: z.string().optional() }), newCard ?? {});
  return payOrder(runtime, client, order, () => cardFor(runtime, client, cardId, entered), attemptId ?? randomUUID(), siteUrl);
}

/** The checkout page's one button: place (or find) the order, then pay for it. */
export async function placeAndPay(runtime: Runtime, shopper: Shopper, input: unknown, siteUrl: string, newCard?: unknown): Promise<CheckoutOutcome> {
  const data = parseWith(checkoutSchema, input);
  const order = await placeOrder(runtime, shopper, data, siteUrl);
  if (order.paid) return { status: 'paid', orderId: order.orderId, orderNumber: order.orderNumber };
  return payForOrder(runtime, shopper, { orderId: order.orderId, attemptId: data.attemptId, cardId: data.cardId }, siteUrl, newCard);
}

/** The card to charge: one of the client's saved cards, or a new one (tokenised, and kept when asked). */
type EnteredCard = z.infer<typeof newCardSchema> & { saveCard?: string };

export async function cardFor(runtime: Runtime, client: Shopper & { userId: string }, cardId: string | undefined, card: EnteredCard | null) {
  if (cardId) {
    const saved = await cardTokenFor(runtime.db, client.userId, cardId);
    if (!saved) throw new NotFoundError('CARD_NOT_FOUND', 'Please choose a card');
    const { view, token } = saved;
    return { token, summary: { brand: view.brand as CardSummary['brand'], last4: view.last4, expMonth: view.expMonth, expYear: view.expYear, token } };
  }
  if (!card) throw new ValidationError('CARD_REQUIRED', 'Please choose a card', { cardId: 'Please choose a card' });
  const keep = card.saveCard === 'on' || card.saveCard === 'true';
  let tokenized;
  try {
    tokenized = await runtime.payments.tokenizeCard({ number: card.cardNumber, expMonth: card.cardExpiry.expMonth, expYear: card.cardExpiry.expYear, cvc: card.cardCvc, name: card.cardName }, client.userId);
  } catch (error) {
    if (error instanceof CardRejectedError) throw new ValidationError('CARD_REJECTED', error.message, { cardNumber: error.message });
    throw error;
  }
  const summary: CardSummary = { brand: tokenized.brand, last4: tokenized.last4, expMonth: tokenized.expMonth, expYear: tokenized.expYear, token: tokenized.token };
  if (keep) await runtime.execute(paymentCommands.SaveCard, { clientId: client.userId, cardId: randomUUID(), card: summary, holderName: card.cardName, makeDefault: false }, { actor: client.actor });
  return { token: tokenized.token, summary };
}

/**
 * What the gateway reports by webhook (signature already verified): a charge that
 * succeeded is recorded on its order if the request that made it never did (a crash
 * between charge and record); anything else is acknowledged and left alone.
 */
export async function recordGatewayEvent(runtime: Runtime, event: GatewayEvent, siteUrl: string): Promise<{ recorded: boolean }> {
  const orderId = event.metadata.orderId;
  if (!['payment_intent.succeeded', 'charge.succeeded'].includes(event.type) || !orderId || !event.paymentId || event.amountCents === null) return { recorded: false };
  const { events } = await runtime.store.readStream(`order-${orderId}`);
  const placed = events.find((e) => e.type === 'OrderPlaced')?.data as (PlacedOrder & { clientId: string }) | undefined;
  if (!placed) return { recorded: false };
  const result = await runtime.execute(orderCommands.PayOrder, { orderId, paymentId: event.paymentId, amountCents: event.amountCents, card: null }, { actor: system, commandId: `webhook-${event.id}` });
  if (result.events.length > 0) {
    const { clientId, ...order } = placed;
    await afterPaid(runtime, { ownerId: clientId, userId: clientId, actor: system, clientStatus: null }, order, null, siteUrl);
  }
  return { recorded: result.events.length > 0 };
}

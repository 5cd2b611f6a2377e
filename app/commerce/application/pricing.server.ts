import { z } from 'zod';
import { applyCode, type CodeAnswer, formatDollars, normalizeCode } from '../../../domain/promotions/codes';
import { applyCredits } from '../../../domain/promotions/credits';
import { calcTax } from '../../../domain/promotions/tax';
import type { Runtime } from '../../../infra/runtime';
import { taxRatesFrom } from '../../../infra/tax/tax-rates';
import { parseWith } from '../../web/api.server';
import { type CartView, cartView, type Shopper } from './cart.server';
import { promotionFacts } from './promotion-facts.server';

export const codeField = z
  .string({ invalid_type_error: 'Please enter a code' })
  .trim()
  .max(32, 'this code does not exist')
  .transform((v) => (v ? normalizeCode(v) : null));

const stateField = z
  .string({ invalid_type_error: 'Please choose a state' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Please choose a state');

export interface Quote {
  cart: CartView;
  /** The code asked for, and whether and why it applies (one code at a time). */
  code: (CodeAnswer & { asked: string }) | null;
  codeDiscountCents: number;
  /** null until the shipping state is known. */
  tax: { state: string; taxCents: number; rateBps: number } | null;
  creditsAvailableCents: number;
  creditsUsedCents: number;
  creditsRemainCents: number;
  /** What the card is charged. */
  totalCents: number;
}

/**
 * The whole price of the shopper's cart now: goods after sale prices, one code,
 * shipping, tax for the shipping state, then store credits (only on a non-zero
 * total, never below zero). Checkout charges exactly this.
 */
export async function quoteCart(runtime: Runtime, shopper: Shopper, options: { code?: string | null; state?: string | null; useCredits?: boolean; now?: Date } = {}): Promise<Quote> {
  const now = options.now ?? new Date();
  // The credit on offer does not depend on the cart: read beside it.
  const [cart, creditsAvailableCents] = await Promise.all([
    cartView(runtime, shopper, now),
    shopper.userId && options.useCredits !== false ? promotionFacts(runtime).creditBalance(shopper.userId, now) : 0,
  ]);
  const { totals } = cart;
  let code: Quote['code'] = null;
  if (options.code) {
    const asked = normalizeCode(options.code);
    const facts = promotionFacts(runtime);
    const [status, uses, orders] = await Promise.all([
      facts.codeStatus(asked),
      shopper.userId ? facts.codeUsesBy(shopper.userId, asked) : Promise.resolve(0),
      shopper.userId ? facts.paidOrderCount(shopper.userId) : Promise.resolve(0),
    ]);
    code = { asked, ...applyCode(status, { goodsCents: totals.goodsCents, scope: 'furniture' }, { ordersCount: orders, usesOfThisCode: uses }, now.toISOString()) };
  }
  const codeDiscountCents = code?.applies ? code.discountCents : 0;
  const goodsAfterDiscountCents = totals.goodsCents - codeDiscountCents;
  const tax = options.state
    ? { state: options.state, ...calcTax({ state: options.state, goodsAfterDiscountCents, shippingCents: totals.shippingCents }, taxRatesFrom(runtime.config.TAX_RATES_FILE)) }
    : null;
  const beforeCredits = goodsAfterDiscountCents + totals.shippingCents + (tax?.taxCents ?? 0);
  const credits = applyCredits(beforeCredits, creditsAvailableCents);
  return {
    cart,
    code,
    codeDiscountCents,
    tax: tax && { state: tax.state, taxCents: tax.taxCents, rateBps: tax.rateBps },
    creditsAvailableCents,
    creditsUsedCents: credits.creditsUsedCents,
    creditsRemainCents: credits.creditsRemainCents,
    totalCents: beforeCredits - credits.creditsUsedCents,
  };
}

/** order getCartDiscount {discountCode}: what the code does for this cart, or exactly why it does not apply. */
export async function cartDiscount(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { discountCode } = parseWith(z.object({ discountCode: codeField.pipe(z.string({ invalid_type_error: 'Please enter a code' })) }), input);
  const quote = await quoteCart(runtime, shopper, { code: discountCode });
  const answer = quote.code!;
  return {
    code: answer.asked,
    useDiscount: answer.applies,
    valueCents: quote.codeDiscountCents,
    message: answer.applies ? `${answer.code} saves you ${formatDollars(answer.discountCents)}` : answer.message,
    discountData: quote.cart.lines.map((l) => ({ needGoodsId: l.needGoodsId, priceCents: l.subtotalCents - l.saleDiscountCents })),
    goodsCents: quote.cart.totals.goodsCents,
    totalCents: quote.totalCents,
  };
}

/** order calcTax {state, discountCode}: the sales tax of this cart shipped to that state. */
export async function cartTax(runtime: Runtime, shopper: Shopper, input: unknown) {
  const { state, discountCode } = parseWith(z.object({ state: stateField, discountCode: codeField.optional() }), input);
  const quote = await quoteCart(runtime, shopper, { code: discountCode ?? null, state });
  return { state, taxCents: quote.tax!.taxCents, rateBps: quote.tax!.rateBps, totalCents: quote.totalCents };
}



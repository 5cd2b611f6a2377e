import { z } from 'zod';
import { type CodeStatus, formatDollars, getAffiliateDiscount, usageRefusal } from '../../../domain/promotions/codes';
import { applyCredits } from '../../../domain/promotions/credits';
import type { Runtime } from '../../../infra/runtime';
import { paidOrderCount } from '../../../projections/cart/client-orders';
import { codeUsesOfClient, liveCodes } from '../../../projections/promotions/codes';
import { creditBalance, creditLedger } from '../../../projections/promotions/credits';
import type { Shopper } from '~/commerce/index.server';
import { promotionFacts } from '~/commerce/index.server';
import { parseWith } from '../../web/api.server';

const centsField = z.coerce
  .number({ required_error: 'Please give a price in cents', invalid_type_error: 'Please give a price in cents' })
  .int('A price is whole cents')
  .min(0, 'A price cannot be negative')
  .max(100_000_000, 'A price is at most $1,000,000.00');

/**
 * calcPriceDiscount {priceCents}: how much of a price the caller's store credit pays
 * and what is left of it. Credits apply only to a non-zero price and never make it
 * negative; a visitor holds none.
 */
export async function calcPriceDiscount(runtime: Runtime, shopper: Shopper, input: unknown, now = new Date()) {
  const { priceCents } = parseWith(z.object({ priceCents: centsField }), input);
  const held = shopper.userId ? await promotionFacts(runtime).creditBalance(shopper.userId, now) : 0;
  const { creditsUsedCents, creditsRemainCents } = applyCredits(priceCents, held);
  return { priceCents, creditsUsedCents, creditsRemainCents, payCents: priceCents - creditsUsedCents };
}

export interface AvailableCode {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSpendCents: number;
  endsAt: string | null;
  firstOrderOnly: boolean;
  description: string;
}

/** "10% off orders of $1,000.00 or more", "$25.00 off your first order of $200.00 or more". */
export function describeCode(code: Pick<CodeStatus, 'kind' | 'value' | 'minSpendCents' | 'firstOrderOnly' | 'endsAt'>): string {
  const off = code.kind === 'percent' ? `${code.value}% off` : `${formatDollars(code.value)} off`;
  const what = code.firstOrderOnly ? 'your first order' : 'orders';
  const spend = code.minSpendCents > 0 ? ` of ${formatDollars(code.minSpendCents)} or more` : code.firstOrderOnly ? '' : ' of any size';
  const until = code.endsAt ? `, until ${new Date(code.endsAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}` : '';
  return `${off} ${what}${spend}${until}`;
}

/**
 * listAvailable: the furniture codes the caller can still use now (live, not used up,
 * not exhausted for them, first-order codes only before a first order) and their credit.
 */
export async function listAvailable(runtime: Runtime, clientId: string | null, now = new Date()): Promise<{ codes: AvailableCode[]; creditsCents: number }> {
  const [codes, uses, orders, creditsCents] = clientId
    ? await Promise.all([liveCodes(runtime.db, now), codeUsesOfClient(runtime.db, clientId), paidOrderCount(runtime.db, clientId), creditBalance(runtime.db, clientId, now)])
    : [await liveCodes(runtime.db, now), {} as Record<string, number>, 0, 0];
  const usable = codes.filter((c) => c.scope === 'furniture' && !usageRefusal(c, uses[c.code] ?? 0, now.toISOString()) && !(c.firstOrderOnly && orders > 0));
  return {
    codes: usable.map((c) => ({ code: c.code, kind: c.kind, value: c.value, minSpendCents: c.minSpendCents, endsAt: c.endsAt, firstOrderOnly: c.firstOrderOnly, description: describeCode(c) })),
    creditsCents,
  };
}

/** affiliation getAffiliateDiscount: the referral's 20% off a first project, checked at 4900. */
export const affiliateDiscount = () => getAffiliateDiscount();

/** The /client/credit page: balance, ledger and the codes this client can use. */
export async function creditPage(runtime: Runtime, clientId: string, now = new Date()) {
  const [available, ledger] = await Promise.all([listAvailable(runtime, clientId, now), creditLedger(runtime.db, clientId, now)]);
  return { balanceCents: available.creditsCents, ledger, codes: available.codes };
}

/**
 * Discount codes as pure rules: what a code is, the codes the spec names, and
 * `applyCode`, which answers the discount in cents or exactly why it does not apply.
 * One code at a time: an order carries at most one.
 */

/** Furniture codes apply to the cart's goods; project codes to a design project's price. */
export type CodeScope = 'furniture' | 'project';

export interface CodeDefinition {
  code: string;
  /** percent: `value` is whole percent (10 = 10% off); fixed: `value` is cents off. */
  kind: 'percent' | 'fixed';
  value: number;
  minSpendCents: number;
  startsAt: string | null;
  endsAt: string | null;
  totalLimit: number | null;
  perClientLimit: number | null;
  firstOrderOnly: boolean;
  scope: CodeScope;
}

/** A code as it stands now: its definition, how often it was used, whether staff ended it. */
export interface CodeStatus extends CodeDefinition {
  totalUses: number;
  ended: boolean;
}

const builtin = (code: string, value: number, minSpendCents: number, extra: Partial<CodeDefinition> = {}): CodeDefinition => ({
  code, kind: 'percent', value, minSpendCents, startsAt: null, endsAt: null, totalLimit: null, perClientLimit: null,
  firstOrderOnly: false, scope: 'furniture', ...extra,
});

/**
 * Part 1 §9 DIY deal codes: DIY1 (spend $1,000, 10% off), DIY3 ($3,000, 15%), DIY5
 * ($5,000, 20%). Part 2 §8: PROMO10, 10% off the first furniture purchase.
 */
export const builtinCodes: Readonly<Record<string, CodeDefinition>> = {
  DIY1: builtin('DIY1', 10, 100_000),
  DIY3: builtin('DIY3', 15, 300_000),
  DIY5: builtin('DIY5', 20, 500_000),
  PROMO10: builtin('PROMO10', 10, 0, { firstOrderOnly: true, perClientLimit: 1 }),
};

/**
 * The referral discount (part 1 §1, §9; part 2 §8): 20% off the first project. It is
 * not a code a client types; the app applies it to a referred client's first project.
 */
export const referralDiscount: CodeDefinition = builtin('REFERRAL', 20, 0, { firstOrderOnly: true, perClientLimit: 1, scope: 'project' });
/** Part 1 §7, §9: affiliation getAffiliateDiscount checks the referral at price 4900. */
export const affiliateCheckPriceCents = 4900;

export function getAffiliateDiscount(priceCents = affiliateCheckPriceCents) {
  const discountCents = percentOf(priceCents, referralDiscount.value);
  return { priceCents, percentOff: referralDiscount.value, discountCents, payCents: priceCents - discountCents };
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Built-in codes are always known and never used up; codes staff created come from their stream. */
export function builtinStatus(code: string): CodeStatus | undefined {
  const definition = builtinCodes[normalizeCode(code)];
  return definition && { ...definition, totalUses: 0, ended: false };
}

export type CodeRefusal =
  | 'UNKNOWN_CODE'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'USED_UP'
  | 'ALREADY_USED'
  | 'FIRST_ORDER_ONLY'
  | 'WRONG_SCOPE'
  | 'MIN_SPEND';

export type CodeRefused = { applies: false; refusal: CodeRefusal; message: string };
export type CodeAnswer = { applies: true; code: string; discountCents: number } | CodeRefused;

export interface ClientFacts {
  /** Earlier orders of the code's kind (furniture orders, or design projects for a project code). */
  ordersCount: number;
  usesOfThisCode: number;
}

export interface CodePurchase {
  /** What the code applies to: the goods after the sale discount, or the project price. */
  goodsCents: number;
  scope?: CodeScope;
}

/** $312.00, $1,000.00 */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

const refuse = (refusal: CodeRefusal, message: string): CodeRefused => ({ applies: false, refusal, message });

/**
 * The checks that hold whatever the cart: the code's window, whether staff ended it,
 * its total and per-client limits. Recording a use repeats them inside the code's stream.
 */
export function usageRefusal(code: CodeStatus, usesOfThisCode: number, now: string): CodeRefused | null {
  const at = Date.parse(now);
  if (code.startsAt && at < Date.parse(code.startsAt)) return refuse('NOT_STARTED', 'this code is not active yet');
  if (code.ended || (code.endsAt && at >= Date.parse(code.endsAt))) return refuse('EXPIRED', 'this code has expired');
  if (code.totalLimit !== null && code.totalUses >= code.totalLimit) return refuse('USED_UP', 'this code has been used up');
  if (code.perClientLimit !== null && usesOfThisCode >= code.perClientLimit) return refuse('ALREADY_USED', 'you have already used this code');
  return null;
}

export function applyCode(code: CodeStatus | undefined, purchase: CodePurchase, client: ClientFacts, now: string): CodeAnswer {
  if (!code) return refuse('UNKNOWN_CODE', 'this code does not exist');
  const refused = usageRefusal(code, client.usesOfThisCode, now);
  if (refused) return refused;
  const scope = purchase.scope ?? 'furniture';
  if (scope !== code.scope) return refuse('WRONG_SCOPE', code.scope === 'project' ? 'this code is only for a design project' : 'this code is only for furniture');
  if (code.firstOrderOnly && client.ordersCount > 0) return refuse('FIRST_ORDER_ONLY', 'only for a first order');
  if (purchase.goodsCents < code.minSpendCents)
    return refuse('MIN_SPEND', `spend ${formatDollars(code.minSpendCents - purchase.goodsCents)} more to use ${code.code}`);
  const discountCents = code.kind === 'percent' ? percentOf(purchase.goodsCents, code.value) : Math.min(code.value, purchase.goodsCents);
  return { applies: true, code: code.code, discountCents };
}

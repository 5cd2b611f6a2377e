import { createCookie, data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { extraPrices, planCatalogue, remodelUpgradeCreditCents, type PlanType, type PriceVariant, projectDesignPriceCents, variantForRole } from '../../../domain/projects/plans';
import { revisionAllowance } from '../../../domain/projects/revisions';
import type { Runtime } from '../../../infra/runtime';
import { activeVariant } from '../../projects/application/plan-payment.server';

/**
 * The role kept in the browser (part 1 §6, part 2 §6: format prefix_letter, e.g.
 * `pricing_d`) picks the low-price variant. A page address carries it once as
 * `?role=pricing_d` (an ad or e-mail link); the price pages keep it in this cookie
 * for 30 days so every later price page shows the same prices. `?role=` (empty)
 * forgets it. Anything not of that format is ignored.
 */
export const priceRoleCookie = createCookie('price_role', { path: '/', maxAge: 30 * 24 * 60 * 60, sameSite: 'lax', httpOnly: true });
const rolePattern = /^[a-z0-9]{1,30}_[a-f]$/i;

export const validRole = (role: unknown): string | null => (typeof role === 'string' && rolePattern.test(role.trim()) ? role.trim().toLowerCase() : null);

/** The browser's price role: the query's (to be remembered) or the cookie's. */
export async function priceRoleOf(request: Request): Promise<{ role: string | null; setCookie: string | null }> {
  const asked = new URL(request.url).searchParams.get('role');
  if (asked !== null) {
    const role = validRole(asked);
    if (role) return { role, setCookie: await priceRoleCookie.serialize(role) };
    if (asked.trim() === '') return { role: null, setCookie: await priceRoleCookie.serialize('', { maxAge: 0 }) };
  }
  let kept: unknown = null;
  try {
    kept = await priceRoleCookie.parse(request.headers.get('cookie'));
  } catch {
    kept = null;
  }
  return { role: validRole(kept), setCookie: null };
}

export interface PlanCard {
  type: PlanType;
  title: string;
  title2: string;
  priceCents: number;
  salePriceCents: number | null;
  offerCents: number;
  regularCents: number;
  addPriceCents: number | null;
  headerCta: string;
  moduleText: string;
  perks: string[];
  isPrice: boolean;
  tip: string | null;
  holiday: boolean;
  /** The revision allowance (part 2 §9) in words. */
  revisions: string;
}

export function revisionsText(plan: PlanType): string {
  const a = revisionAllowance(plan);
  if (a.count === null) return 'Unlimited revisions';
  if (a.count === 0) return 'No design revisions';
  return a.withinDays ? `${a.count} revisions within ${a.withinDays} days of delivery` : `Up to ${a.count} revisions`;
}

/** The catalogue as the price pages show it, under one price variant. */
export function planCards(variant: PriceVariant): PlanCard[] {
  return planCatalogue(variant)
    .filter((p) => p.active)
    .map((p) => ({
      type: p.type, title: p.title, title2: p.title2, priceCents: p.price, salePriceCents: p.salePrice, offerCents: p.offerPrice, regularCents: p.regularPrice,
      addPriceCents: p.addPrice, headerCta: p.headerCta, moduleText: p.moduleText, perks: p.perks, isPrice: p.isPrice, tip: p.tip, holiday: p.holiday,
      revisions: revisionsText(p.type),
    }));
}

export type Pricing = Awaited<ReturnType<typeof pricingFor>>;

/** Everything the price pages show: the plans under the variant that applies to this browser, the extra prices and the project-level prices. */
export async function pricingFor(runtime: Runtime, role: string | null) {
  const active = await activeVariant(runtime);
  const variant = variantForRole(role, active);
  return {
    variant,
    role: variant === active ? null : role,
    plans: planCards(variant),
    extras: { replicateCents: extraPrices.replicate, remodelCents: extraPrices.remodel, meetingCents: extraPrices.meeting, inPersonAddCents: extraPrices.inPersonAdd, remodelUpgradeCreditCents },
    projectPrices: { luxeCents: projectDesignPriceCents('LUXE'), classicCents: projectDesignPriceCents('CLASSIC'), otherCents: projectDesignPriceCents('KICK_START') },
  };
}

/** A price page's loader: the pricing for this browser; a role in the query is remembered. Prices change with the variant, so nothing is cached. */
export async function pricingLoader({ request, context }: LoaderFunctionArgs) {
  const { role, setCookie } = await priceRoleOf(request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return data(await pricingFor(context.runtime, role), { headers });
}

/** An old address of a page: the same page's new address, with the query kept (a role, a ref). */
export const movedTo =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).search;
    return redirect(`${path}${search}`, 301);
  };

import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { extraPrices, planCatalogue, remodelUpgradeCreditCents, type PlanType, type PriceVariant, projectDesignPriceCents, variantForRole } from '../../../domain/projects/plans';
import { revisionAllowance } from '../../../domain/projects/revisions';
import type { Runtime } from '../../../infra/runtime';
import { activeVariant, priceRoleOf, variantFor } from '~/projects/index.server';
import { showArm } from '~/experiments/index.server';
import { getSession } from '~/web/session.server';


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
export async function pricingFor(runtime: Runtime, role: string | null, visitorId: string | null = null) {
  const active = await activeVariant(runtime);
  const variant = await variantFor(runtime, role, visitorId);
  return {
    variant,
    role: variantForRole(role, active) === active ? null : role,
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
  const session = await getSession(request, context);
  // The visitor's arm of a running plan-price experiment is shown here (an exposure, with consent).
  await showArm(context.runtime, request, session, 'price');
  return data(await pricingFor(context.runtime, role, session.visitorId), { headers });
}

/** An old address of a page: the same page's new address, with the query kept (a role, a ref). */
export const movedTo =
  (path: string) =>
  ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).search;
    return redirect(`${path}${search}`, 301);
  };

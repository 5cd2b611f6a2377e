/**
 * The design plans and their prices (part 2 §3 Plan, §9 plan list prices, extra
 * prices; part 1 §1, §9 project-level prices). Dollars in the spec, cents here.
 */

export type PlanType = 'KICK_START' | 'CLASSIC' | 'LUXE' | 'IN_PERSON' | 'ADDITIONAL_ROOM' | 'BATHROOM' | 'KITCHEN' | 'AI_SUBSCRIPTION';
export type PriceVariant = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'THANKSGIVING';

/** Part 2 §3: every field of the Plan record. Prices in cents; null where a plan has none. */
export interface Plan {
  type: PlanType;
  title: string;
  title2: string;
  /** The list price. */
  price: number;
  /** The sale price, when the plan is on sale. */
  salePrice: number | null;
  /** What a client pays now: the sale price, else the list price. */
  offerPrice: number;
  regularPrice: number;
  /** In-Person: the price of adding it to another plan. */
  addPrice: number | null;
  headerCta: string;
  moduleText: string;
  perks: string[];
  /** Whether the card shows a price (the AI subscription shows a monthly price instead). */
  isPrice: boolean;
  tip: string | null;
  active: boolean;
  holiday: boolean;
}

const d = (dollars: number) => Math.round(dollars * 100);

interface PlanCopy {
  title: string;
  title2: string;
  headerCta: string;
  moduleText: string;
  perks: string[];
  tip: string | null;
}

const copy: Record<PlanType, PlanCopy> = {
  KICK_START: {
    title: 'Kick-Start', title2: 'A fresh look for one room', headerCta: 'Start with Kick-Start',
    moduleText: 'A designer gives your room a clear direction and a shoppable mood board.',
    perks: ['1 designer, matched to your style', '1 concept mood board', '2 revisions within 30 days', 'Shoppable product list'], tip: null,
  },
  CLASSIC: {
    title: 'Classic', title2: 'Our most popular design', headerCta: 'Start with Classic',
    moduleText: 'Two concepts, a floor plan and a finished board you can shop piece by piece.',
    perks: ['1 designer, matched to your style', '2 concept mood boards', 'Floor plan', 'Up to 3 revisions', 'Shoppable product list'], tip: 'Most popular',
  },
  LUXE: {
    title: 'Luxe', title2: 'Every detail, designed', headerCta: 'Start with Luxe',
    moduleText: 'A senior designer, 3D renderings and revisions until it is right.',
    perks: ['Senior designer', '2 concept mood boards', 'Floor plan and 3D renderings', 'Unlimited revisions', 'Shoppable product list'], tip: null,
  },
  IN_PERSON: {
    title: 'In-Person', title2: 'A designer in your home', headerCta: 'Book In-Person',
    moduleText: 'A designer visits, measures and talks it through with you, then designs your room.',
    perks: ['Home visit and measurements', 'Everything in Classic'], tip: null,
  },
  ADDITIONAL_ROOM: {
    title: 'Additional Room', title2: 'Another room, same designer', headerCta: 'Add a room',
    moduleText: 'Design a further room with the designer who knows your home.',
    perks: ['Same designer', 'Same plan features'], tip: null,
  },
  BATHROOM: {
    title: 'Bathroom', title2: 'Remodel design', headerCta: 'Design my bathroom',
    moduleText: 'Layout, fixtures and finishes for a bathroom remodel.',
    perks: ['Layout and elevation drawings', 'Fixture and finish selections', 'Up to 3 revisions'], tip: 'Design packages for Kitchen and Bathroom designs may vary in price and location',
  },
  KITCHEN: {
    title: 'Kitchen', title2: 'Remodel design', headerCta: 'Design my kitchen',
    moduleText: 'Layout, cabinetry and finishes for a kitchen remodel.',
    perks: ['Layout and elevation drawings', 'Cabinet and finish selections', 'Up to 3 revisions'], tip: 'Design packages for Kitchen and Bathroom designs may vary in price and location',
  },
  AI_SUBSCRIPTION: {
    title: 'AI Designer', title2: 'Unlimited AI room ideas', headerCta: 'Subscribe',
    moduleText: 'Generate room ideas with AI, as often as you like.',
    perks: ['Unlimited AI images', 'Cancel any time'], tip: 'per month',
  },
};

/** Part 2 §9, list/sale in dollars. The variants' prices apply to the tiers in the order given. */
const tierPrices: Record<PriceVariant, Partial<Record<'KICK_START' | 'CLASSIC' | 'LUXE', [number, number | null]>>> = {
  A: { KICK_START: [79, 49], CLASSIC: [119, 89], LUXE: [159, 95] },
  B: { KICK_START: [99, 59], CLASSIC: [159, 119], LUXE: [259, 159] },
  C: { KICK_START: [99, null], CLASSIC: [139, null], LUXE: [179, null] },
  D: { KICK_START: [79, 39], CLASSIC: [89, 49] },
  E: { CLASSIC: [119, 89] },
  F: { CLASSIC: [119, 69] },
  THANKSGIVING: { KICK_START: [79, 59], CLASSIC: [129, 96], LUXE: [199, 149] },
};

const fixedPrices: Record<'IN_PERSON' | 'ADDITIONAL_ROOM' | 'BATHROOM' | 'KITCHEN' | 'AI_SUBSCRIPTION', [number, number | null]> = {
  IN_PERSON: [499, null],
  ADDITIONAL_ROOM: [199, null],
  BATHROOM: [259, 194],
  KITCHEN: [359, 269],
  AI_SUBSCRIPTION: [19.99, null],
};

/** Part 2 §9 extra prices, in cents: replicate 18, remodel 159, meeting 25; In-Person added to a plan 199. */
export const extraPrices = { replicate: d(18), remodel: d(159), meeting: d(25), inPersonAdd: d(199) } as const;
/** Part 2 §9: the remodel design fee deducted on upgrade. */
export const remodelUpgradeCreditCents = d(259);
/** Part 1 §1, §9: project-level design prices. */
export function projectDesignPriceCents(plan: string): number {
  const p = plan.trim().toUpperCase();
  return p === 'LUXE' ? d(5000) : p === 'CLASSIC' ? d(1800) : d(1200);
}

function plan(type: PlanType, [list, sale]: [number, number | null], holiday: boolean): Plan {
  const price = d(list);
  const salePrice = sale === null ? null : d(sale);
  return {
    type, ...copy[type], price, salePrice, offerPrice: salePrice ?? price, regularPrice: price,
    addPrice: type === 'IN_PERSON' ? extraPrices.inPersonAdd : null, isPrice: type !== 'AI_SUBSCRIPTION', active: true, holiday,
  };
}

/** Stored service info (part 2 §3): a brand's own tier prices, in dollars, override the list. */
export interface ServiceInfo {
  brand: string;
  kickStartPrice?: number | null;
  classicPrice?: number | null;
  luxePrice?: number | null;
}

/**
 * The plan catalogue under a price variant. A variant sets the tiers it names and
 * leaves the others at A's prices; service info, when a brand has one, overrides the
 * tier's price (no sale price then).
 */
export function planCatalogue(variant: PriceVariant = 'A', service: ServiceInfo | null = null): Plan[] {
  const tiers = (['KICK_START', 'CLASSIC', 'LUXE'] as const).map((t) => {
    const override = service && { KICK_START: service.kickStartPrice, CLASSIC: service.classicPrice, LUXE: service.luxePrice }[t];
    if (override != null && override > 0) return plan(t, [override, null], false);
    return plan(t, tierPrices[variant][t] ?? tierPrices.A[t]!, variant === 'THANKSGIVING');
  });
  return [...tiers, ...(Object.keys(fixedPrices) as (keyof typeof fixedPrices)[]).map((t) => plan(t, fixedPrices[t], false))];
}

export function findPlan(type: string, variant: PriceVariant = 'A', service: ServiceInfo | null = null): Plan | undefined {
  return planCatalogue(variant, service).find((p) => p.type === type.trim().toUpperCase().replace(/-/g, '_'));
}

/** getPriceSetting (part 1 §3): payPrice and originPrice in cents, per plan. */
export function priceSetting(variant: PriceVariant = 'A', service: ServiceInfo | null = null): Record<PlanType, { payPrice: number; originPrice: number }> {
  return Object.fromEntries(planCatalogue(variant, service).map((p) => [p.type, { payPrice: p.offerPrice, originPrice: p.price }])) as Record<PlanType, { payPrice: number; originPrice: number }>;
}

/**
 * The role kept in the browser (part 1 §6: format prefix_letter) picks the price
 * variant for the low price: `pricing_D` → D. Anything else: the variant staff chose.
 */
export function variantForRole(role: string | null | undefined, active: PriceVariant): PriceVariant {
  const letter = /^[a-z0-9]+_([a-f])$/i.exec(role?.trim() ?? '')?.[1]?.toUpperCase();
  return (letter as PriceVariant | undefined) ?? active;
}

export const priceVariants: readonly PriceVariant[] = ['A', 'B', 'C', 'D', 'E', 'F', 'THANKSGIVING'];

/** Sales tax per US state. The table lives in configuration; the rules and a default table live here. */
export interface StateTaxRate {
  /** Basis points: 725 = 7.25%. */
  rateBps: number;
  /** Whether the state taxes shipping charges. */
  taxesShipping: boolean;
}

export type TaxRateTable = Readonly<Record<string, StateTaxRate>>;

/**
 * State base rates only (no county or city surcharges), as a sensible default
 * until configuration supplies the real table. States not listed charge no tax.
 */
export const defaultTaxRates: TaxRateTable = {
  CA: { rateBps: 725, taxesShipping: false },
  NY: { rateBps: 400, taxesShipping: true },
  TX: { rateBps: 625, taxesShipping: true },
  FL: { rateBps: 600, taxesShipping: true },
  WA: { rateBps: 650, taxesShipping: true },
  IL: { rateBps: 625, taxesShipping: false },
  NJ: { rateBps: 663, taxesShipping: true },
  OR: { rateBps: 0, taxesShipping: false },
};

export interface TaxInput {
  /** Two-letter state code of the shipping address. */
  state: string;
  goodsAfterDiscountCents: number;
  shippingCents: number;
}

export function calcTax(input: TaxInput, rates: TaxRateTable = defaultTaxRates) {
  const rate = rates[input.state.trim().toUpperCase()];
  if (!rate) return { taxCents: 0, rateBps: 0, taxableCents: 0 };
  const taxableCents = Math.max(0, input.goodsAfterDiscountCents) + (rate.taxesShipping ? Math.max(0, input.shippingCents) : 0);
  return { taxCents: Math.round((taxableCents * rate.rateBps) / 10_000), rateBps: rate.rateBps, taxableCents };
}

const stateNames: Record<string, string> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO', CONNECTICUT: 'CT', DELAWARE: 'DE',
  'DISTRICT OF COLUMBIA': 'DC', FLORIDA: 'FL', GEORGIA: 'GA', HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL', INDIANA: 'IN', IOWA: 'IA',
  KANSAS: 'KS', KENTUCKY: 'KY', LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD', MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN',
  MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT', NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ',
  'NEW MEXICO': 'NM', 'NEW YORK': 'NY', 'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR',
  PENNSYLVANIA: 'PA', 'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT',
  VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
};

const titleCase = (name: string) => name.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\bOf\b/, 'of');

/** The 50 states and DC, by name: [{ code: 'AL', name: 'Alabama' }, …]. */
export function usStates(): Array<{ code: string; name: string }> {
  return Object.entries(stateNames)
    .map(([name, code]) => ({ code, name: titleCase(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** An address's state as the tax table keys it: "CA", "ca" or "California" → "CA"; null when it is not a US state. */
export function stateCode(state: string): string | null {
  const s = state.trim().toUpperCase().replace(/\s+/g, ' ');
  if (/^[A-Z]{2}$/.test(s)) return Object.values(stateNames).includes(s) ? s : null;
  return stateNames[s] ?? null;
}

/**
 * US ZIP codes by their first three digits (USPS sectional centers): which state a
 * ZIP belongs to, so the checkout can check that an address's ZIP and state agree
 * and that we deliver there (the 48 contiguous states and DC by our carriers; not
 * Alaska, Hawaii, the territories or military mail).
 */
const prefixRanges: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [90, 99, 'AE'], [100, 149, 'NY'],
  [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'],
  [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 339, 'FL'],
  [340, 340, 'AA'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'],
  [400, 427, 'KY'], [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'],
  [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'],
  [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'],
  [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'],
  [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'],
  [962, 966, 'AP'], [967, 968, 'HI'], [969, 969, 'GU'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** Where our carriers deliver: the contiguous states and DC. */
const notServed = new Set(['AK', 'HI', 'PR', 'VI', 'GU', 'AE', 'AA', 'AP']);

/** Whether our carriers deliver in this state (a two-letter code). */
export const isServedState = (code: string) => !notServed.has(code.trim().toUpperCase());

export const zipPattern = /^\d{5}(-\d{4})?$/;

/** The state (or territory, or military mail code) of a ZIP code; undefined for a malformed or unused one. */
export function stateOfZip(zip: string): string | undefined {
  const trimmed = zip.trim();
  if (!zipPattern.test(trimmed)) return undefined;
  const prefix = Number(trimmed.slice(0, 3));
  return prefixRanges.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

export type ZipCheck =
  | { deliverable: true; zip: string; state: string; message: string }
  | { deliverable: false; zip: string; state: string | null; message: string };

/** Whether we deliver to this ZIP, and whether it agrees with the state given with it. */
export function checkShippingZip(zip: string, state?: string | null): ZipCheck {
  const z = zip.trim();
  const found = stateOfZip(z);
  if (!zipPattern.test(z)) return { deliverable: false, zip: z, state: null, message: 'Please enter a 5-digit ZIP code' };
  if (!found) return { deliverable: false, zip: z, state: null, message: `${z} is not a ZIP code we know` };
  if (state && state.trim().toUpperCase() !== found) return { deliverable: false, zip: z, state: found, message: `ZIP code ${z} is in ${found}, not ${state.trim().toUpperCase()}` };
  if (notServed.has(found)) return { deliverable: false, zip: z, state: found, message: 'We deliver to the contiguous United States and DC only' };
  return { deliverable: true, zip: z, state: found, message: `We deliver to ${z} (${found})` };
}

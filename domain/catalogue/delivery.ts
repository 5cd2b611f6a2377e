import type { ShippingType } from './goods';

/**
 * Delivery estimates by shipping type (issue 22). The shipping policy
 * (/customer/shipping, "When your order arrives") says in-stock items leave the
 * maker or warehouse within 3–5 working days and large furniture travels by
 * freight, arriving 1–3 weeks (5–15 working days) after it ships. The ranges
 * below add the carrier's time to those 3–5 days:
 * - SMALL: a small parcel, 1–3 days by carrier → 4–8 business days;
 * - STANDARD and FREE (free says what it costs, not how it travels): 2–5 days → 5–10;
 * - OVERSIZED: freight, 5–15 days → 8–20.
 * Business days skip Saturday and Sunday (public holidays are not counted: the
 * estimate says "usually" where it is shown). Days are counted in the shop's
 * time zone, the spec's Pacific-like UTC−7 (as the meeting hours, domain/projects/meetings.ts).
 */
export const deliveryBusinessDays: Readonly<Record<ShippingType, { min: number; max: number }>> = {
  SMALL: { min: 4, max: 8 },
  STANDARD: { min: 5, max: 10 },
  FREE: { min: 5, max: 10 },
  OVERSIZED: { min: 8, max: 20 },
};

/** The shop's offset from UTC in hours (no daylight saving: the spec gives a fixed UTC−7). */
export const shopUtcOffsetHours = -7;

/** A calendar day, YYYY-MM-DD. */
export type CalendarDay = string;

export type DeliveryEstimate =
  | { deliverable: true; minDays: number; maxDays: number; earliest: CalendarDay; latest: CalendarDay }
  | { deliverable: false };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the shop's time zone at `now`. */
export function shopDay(now: Date): CalendarDay {
  if (Number.isNaN(now.getTime())) throw new RangeError('shopDay needs a valid date');
  return new Date(now.getTime() + shopUtcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

const isWeekend = (utcDay: number) => utcDay === 0 || utcDay === 6;

/**
 * The day `count` business days after `from` (count ≥ 0): each Monday to Friday
 * after `from` counts one; Saturdays and Sundays are skipped. Zero gives `from` itself.
 */
export function addBusinessDays(from: CalendarDay, count: number): CalendarDay {
  if (!dayPattern.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`))) throw new RangeError(`Not a calendar day: ${from}`);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of business days: ${count}`);
  const day = new Date(`${from}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!isWeekend(day.getUTCDay())) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** When a product ordered at `now` usually arrives; an out-of-stock one cannot be delivered now. */
export function deliveryEstimate(goods: { shippingType: ShippingType; inStock: boolean }, now: Date): DeliveryEstimate {
  if (!goods.inStock) return { deliverable: false };
  const { min, max } = deliveryBusinessDays[goods.shippingType];
  const today = shopDay(now);
  return { deliverable: true, minDays: min, maxDays: max, earliest: addBusinessDays(today, min), latest: addBusinessDays(today, max) };
}

/** "Tue, Dec 1" for 2026-12-01. */
// One formatter for every call (toLocaleDateString with options builds one per call: a product card list paid for it each time).
const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
export const shortDay = (day: CalendarDay) => shortDayFormat.format(new Date(`${day}T12:00:00Z`));

export const notDeliverableText = 'Cannot be delivered now: this product is out of stock';

/** The estimate in words: "Arrives Tue, Dec 1 – Fri, Dec 4" and "Usually 4–8 business days". */
export function deliveryText(estimate: DeliveryEstimate): { window: string; days: string | null } {
  if (!estimate.deliverable) return { window: notDeliverableText, days: null };
  return { window: `Arrives ${shortDay(estimate.earliest)} – ${shortDay(estimate.latest)}`, days: `Usually ${estimate.minDays}–${estimate.maxDays} business days` };
}

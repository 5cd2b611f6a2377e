import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryBusinessDays, deliveryEstimate, deliveryText, notDeliverableText, shopDay, shortDay } from './delivery';
import type { ShippingType } from './goods';

const types: ShippingType[] = ['FREE', 'SMALL', 'STANDARD', 'OVERSIZED'];
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('business days', () => {
  it.each([
    ['2026-11-27', 1, '2026-11-30'], // Friday → Monday
    ['2026-11-28', 1, '2026-11-30'], // Saturday → Monday
    ['2026-11-29', 1, '2026-11-30'], // Sunday → Monday
    ['2026-11-30', 5, '2026-12-07'], // Monday → next Monday
    ['2026-11-30', 4, '2026-12-04'], // Monday → Friday
    ['2026-12-31', 2, '2027-01-04'], // over the new year
    ['2028-02-28', 2, '2028-03-01'], // over a leap day (Mon → Tue 29 → Wed 1)
    ['2026-11-28', 0, '2026-11-28'], // nothing to add
  ])('%s plus %i business days is %s', (from, count, expected) => {
    expect(addBusinessDays(from, count)).toBe(expected);
  });

  it('counts exactly the weekdays after the start, whatever day it starts on', () => {
    for (let i = 0; i < 366; i++) {
      const from = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      for (const count of [1, 4, 8, 20]) {
        const to = addBusinessDays(from, count);
        expect([0, 6]).not.toContain(weekday(to));
        let weekdays = 0;
        for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) < to; ) {
          d.setUTCDate(d.getUTCDate() + 1);
          if (![0, 6].includes(d.getUTCDay())) weekdays++;
        }
        expect(weekdays, `${from} + ${count}`).toBe(count);
      }
    }
  });

  it('refuses a day that is not one and a count that is not whole', () => {
    expect(() => addBusinessDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('27/11/2026', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-27', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-27', 1.5)).toThrow(RangeError);
    expect(() => shopDay(new Date('nope'))).toThrow(RangeError);
  });

  it("takes today in the shop's time zone (UTC−7), not the server's", () => {
    expect(shopDay(new Date('2026-11-28T06:59:00Z'))).toBe('2026-11-27');
    expect(shopDay(new Date('2026-11-28T07:00:00Z'))).toBe('2026-11-28');
  });
});

describe('delivery estimate by shipping type', () => {
  it('gives each type its range, the longest for oversized freight', () => {
    expect(deliveryBusinessDays).toEqual({ SMALL: { min: 4, max: 8 }, STANDARD: { min: 5, max: 10 }, FREE: { min: 5, max: 10 }, OVERSIZED: { min: 8, max: 20 } });
    for (const t of types) expect(deliveryBusinessDays[t].min).toBeLessThan(deliveryBusinessDays[t].max);
  });

  it('counts from today in the shop: a small parcel ordered on a Friday', () => {
    const friday = new Date('2026-11-27T18:00:00Z');
    expect(deliveryEstimate({ shippingType: 'SMALL', inStock: true }, friday)).toEqual({ deliverable: true, minDays: 4, maxDays: 8, earliest: '2026-12-03', latest: '2026-12-09' });
    expect(deliveryEstimate({ shippingType: 'STANDARD', inStock: true }, friday)).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-11' });
    expect(deliveryEstimate({ shippingType: 'FREE', inStock: true }, friday)).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-11' });
    expect(deliveryEstimate({ shippingType: 'OVERSIZED', inStock: true }, friday)).toMatchObject({ earliest: '2026-12-09', latest: '2026-12-25' });
  });

  it('moves a day when the shop passes midnight, not when UTC does', () => {
    // 23:59 on Thursday in the shop (Friday in UTC): four business days from Thursday.
    expect(deliveryEstimate({ shippingType: 'SMALL', inStock: true }, new Date('2026-11-27T06:59:00Z'))).toMatchObject({ earliest: '2026-12-02' });
    expect(deliveryEstimate({ shippingType: 'SMALL', inStock: true }, new Date('2026-11-27T07:00:00Z'))).toMatchObject({ earliest: '2026-12-03' });
  });

  it('a weekend order counts from Monday: Saturday and Sunday give the same window', () => {
    const saturday = deliveryEstimate({ shippingType: 'STANDARD', inStock: true }, new Date('2026-11-28T20:00:00Z'));
    const sunday = deliveryEstimate({ shippingType: 'STANDARD', inStock: true }, new Date('2026-11-29T20:00:00Z'));
    expect(saturday).toEqual(sunday);
    expect(saturday).toMatchObject({ earliest: '2026-12-04', latest: '2026-12-11' });
  });

  it('says an out-of-stock product cannot be delivered now', () => {
    for (const t of types) expect(deliveryEstimate({ shippingType: t, inStock: false }, new Date('2026-11-27T18:00:00Z'))).toEqual({ deliverable: false });
    expect(deliveryText({ deliverable: false })).toEqual({ window: notDeliverableText, days: null });
  });

  it('words the window with weekdays and the range of business days', () => {
    expect(shortDay('2026-12-01')).toBe('Tue, Dec 1');
    const estimate = deliveryEstimate({ shippingType: 'SMALL', inStock: true }, new Date('2026-11-25T18:00:00Z'));
    expect(deliveryText(estimate)).toEqual({ window: 'Arrives Tue, Dec 1 – Mon, Dec 7', days: 'Usually 4–8 business days' });
  });
});

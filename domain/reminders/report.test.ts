import { describe, expect, it } from 'vitest';
import { convertsWithin, kindOfKey, reportRows, weekOf } from './report';

describe('the reminders report', () => {
  it('counts a fact under the Monday (UTC) of its ISO week', () => {
    expect(weekOf('2026-11-30T00:00:00.000Z')).toBe('2026-11-30'); // a Monday
    expect(weekOf('2026-12-06T23:59:59.999Z')).toBe('2026-11-30'); // its Sunday
    expect(weekOf('2026-12-07T00:00:00.000Z')).toBe('2026-12-07');
    expect(weekOf('2027-01-01T12:00:00.000Z')).toBe('2026-12-28'); // across the year
    expect(weekOf('2028-02-29T08:00:00.000Z')).toBe('2028-02-28'); // a leap day
  });

  it('knows the kind from the reminder key', () => {
    expect(kindOfKey('cart')).toBe('cart');
    expect(kindOfKey('board:b1')).toBe('board');
    expect(kindOfKey('price-drop:g1')).toBe('price-drop');
    expect(kindOfKey('back-in-stock:g1')).toBe('back-in-stock');
    expect(kindOfKey('other')).toBeNull();
  });

  it('counts an order as a conversion within 7 days after the reminder, not before it', () => {
    expect(convertsWithin('2026-11-02T10:00:00.000Z', '2026-11-02T10:00:00.000Z')).toBe(true);
    expect(convertsWithin('2026-11-02T10:00:00.000Z', '2026-11-09T10:00:00.000Z')).toBe(true);
    expect(convertsWithin('2026-11-02T10:00:00.000Z', '2026-11-09T10:00:00.001Z')).toBe(false);
    expect(convertsWithin('2026-11-02T10:00:00.000Z', '2026-11-02T09:59:59.999Z')).toBe(false);
  });

  it('pivots the counters: every measure per week and kind, dropped and unsubscribed totals, conversion of the sent', () => {
    const { kinds, choices } = reportRows([
      { week: '2026-11-23', kind: 'cart', measure: 'sent', count: 4 },
      { week: '2026-11-23', kind: 'cart', measure: 'converted', count: 1 },
      { week: '2026-11-23', kind: 'cart', measure: 'dropped_stale', count: 1 },
      { week: '2026-11-23', kind: 'cart', measure: 'dropped_unsubscribed', count: 2 },
      { week: '2026-11-23', kind: 'board', measure: 'armed', count: 2 },
      { week: '2026-11-30', kind: 'price-drop', measure: 'postponed_cap', count: 3 },
      { week: '2026-11-23', kind: 'nonsense', measure: 'sent', count: 9 },
      { week: '2026-11-23', kind: '', measure: 'unsubscribed_link', count: 1 },
      { week: '2026-11-23', kind: '', measure: 'unsubscribed_one_click', count: 2 },
      { week: '2026-11-23', kind: '', measure: 'resubscribed', count: 1 },
    ]);
    expect(kinds.map((k) => [k.week, k.kind])).toEqual([
      ['2026-11-30', 'price-drop'],
      ['2026-11-23', 'cart'],
      ['2026-11-23', 'board'],
    ]);
    expect(kinds[1]).toMatchObject({ sent: 4, converted: 1, conversion: 0.25, dropped: 3, armed: 0, cancelled: 0 });
    expect(kinds[0]).toMatchObject({ postponed_cap: 3, sent: 0, conversion: 0 });
    expect(choices).toEqual([{ week: '2026-11-23', unsubscribed_link: 1, unsubscribed_one_click: 2, unsubscribed_settings: 0, resubscribed: 1, unsubscribed: 3 }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bannerHiddenOnPath, countdown, countdownEnd, countdownLabel, onlinePromotion, parseExpiryDate, saleBanner,
} from './sale-banner';

const at = (iso: string) => new Date(iso);
const promo = (expirationDate: string, defaultShow = true) => ({
  globalTop: { content: 'Holiday sale: 25% off all plans', expirationDate }, defaultShow,
});
const base = { pathname: '/', iosApp: false, closed: false, referralDiscountSet: false, now: at('2026-11-28T08:00:00Z') };

describe('countdown end (part 2 §2: day after expiry 07:00 UTC, month end → first of next month)', () => {
  it.each([
    ['2026-11-10', '2026-11-11T07:00:00.000Z'],
    ['2026-11-30', '2026-12-01T07:00:00.000Z'], // last day of a 30-day month
    ['2026-01-31', '2026-02-01T07:00:00.000Z'],
    ['2026-12-31', '2027-01-01T07:00:00.000Z'], // Dec 31 → next year
    ['2028-02-28', '2028-02-29T07:00:00.000Z'], // leap year: Feb 28 is not the month's end
    ['2028-02-29', '2028-03-01T07:00:00.000Z'], // leap day is
    ['2027-02-28', '2027-03-01T07:00:00.000Z'], // common year: Feb 28 is the end
  ])('%s → %s', (expiry, end) => {
    expect(countdownEnd(expiry)?.toISOString()).toBe(end);
  });

  it('refuses dates that do not exist', () => {
    expect(parseExpiryDate('2027-02-29')).toBeNull();
    expect(parseExpiryDate('2026-13-01')).toBeNull();
    expect(parseExpiryDate('soon')).toBeNull();
    expect(countdown('2027-02-29', at('2027-02-20T00:00:00Z')).shown).toBe(false);
  });
});

describe('countdown shown only when fewer than 6 days remain, gone at zero (part 2 §9)', () => {
  const expiry = '2026-12-31'; // ends 2027-01-01T07:00Z
  it('exactly 6 days left: not shown', () => {
    expect(countdown(expiry, at('2026-12-26T07:00:00.000Z')).shown).toBe(false);
  });
  it('one millisecond under 6 days: shown, 5 days 23:59:59', () => {
    const c = countdown(expiry, at('2026-12-26T07:00:00.001Z'));
    expect(c.shown).toBe(true);
    expect(countdownLabel(c)).toBe('5 days 23:59:59');
  });
  it('at zero and after: not shown', () => {
    expect(countdown(expiry, at('2027-01-01T07:00:00.000Z'))).toMatchObject({ shown: false, msLeft: 0 });
    expect(countdown(expiry, at('2027-01-02T00:00:00.000Z')).shown).toBe(false);
  });
  it('one second before zero', () => {
    const c = countdown(expiry, at('2027-01-01T06:59:59.000Z'));
    expect(c.shown).toBe(true);
    expect(countdownLabel(c)).toBe('00:00:01');
  });
  it('leap day expiry counts across Feb 29', () => {
    const c = countdown('2028-02-29', at('2028-02-28T07:00:00.000Z'));
    expect(c).toMatchObject({ shown: true, days: 2, hours: 0 });
  });
});

describe('where the banner shows (part 2 §2)', () => {
  it.each(['/design/room', '/design/ai/newindex', '/diy/room', '/details', '/inspiration/bedroom', '/client/detail/mood_board', '/div/moodboard'])(
    'hidden on %s', (p) => expect(bannerHiddenOnPath(p)).toBe(true),
  );
  it.each(['/', '/about/how-it-works', '/marketPlace/category/promo', '/customer/promotional-terms', '/designs', '/designers'])(
    'shown on %s', (p) => expect(bannerHiddenOnPath(p)).toBe(false),
  );
});

describe('banner variants', () => {
  it('general: from the promotion data, with the countdown', () => {
    const b = saleBanner({ ...base, promotion: promo('2026-11-30') });
    expect(b?.variant).toBe('general');
    expect(b?.text).toBe('Holiday sale: 25% off all plans');
    expect(b?.countdown?.shown).toBe(true);
  });
  it('general far from expiry: no countdown', () => {
    expect(saleBanner({ ...base, promotion: promo('2026-12-31') })?.countdown?.shown).toBe(false);
  });
  it('referral: 20% off the first project when a referral discount is set', () => {
    expect(saleBanner({ ...base, referralDiscountSet: true, promotion: promo('2026-11-30') })).toMatchObject({
      variant: 'referral', text: '20% off your first project',
    });
  });
  it('promo page: 10% off the first furniture purchase, code PROMO10', () => {
    expect(saleBanner({ ...base, pathname: '/marketPlace/category/promo', promotion: null })).toMatchObject({
      variant: 'promo', code: 'PROMO10', text: '10% off your first furniture purchase with code PROMO10',
    });
  });
  it('none: closed, iOS app, hidden route, no promotion, or defaultShow off', () => {
    expect(saleBanner({ ...base, closed: true, promotion: promo('2026-11-30') })).toBeNull();
    expect(saleBanner({ ...base, iosApp: true, referralDiscountSet: true, promotion: promo('2026-11-30') })).toBeNull();
    expect(saleBanner({ ...base, pathname: '/inspiration/kitchen', promotion: promo('2026-11-30') })).toBeNull();
    expect(saleBanner({ ...base, promotion: null })).toBeNull();
    expect(saleBanner({ ...base, promotion: promo('2026-11-30', false) })).toBeNull();
  });
});

describe('the one online now is served', () => {
  const a = { id: 'a', startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
  const b = { id: 'b', startsAt: '2026-11-20T00:00:00Z', endsAt: '2026-11-30T00:00:00Z' };
  it('picks the latest started among the online ones; none outside the schedule', () => {
    expect(onlinePromotion([a, b], at('2026-11-25T00:00:00Z'))?.id).toBe('b');
    expect(onlinePromotion([a, b], at('2026-11-30T00:00:00Z'))?.id).toBe('a');
    expect(onlinePromotion([a, b], at('2026-12-01T00:00:00Z'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { cardSummarySchema, detectBrand, expiryMessage, lastFour, passesLuhn, summarizeCard, validateCard } from './cards';

const now = '2026-11-22T10:00:00.000Z';

describe('card numbers (part 1 §5)', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4222222222222', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['3400 0000 0000 009', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['6500 0000 0000 0002', 'discover'],
    ['3530 1113 3330 0000', null], // JCB: not accepted
    ['3056 9309 0259 04', null], // Diners Club
    ['1234 5678 9012 3456', null],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['12a4', false],
  ])('Luhn(%s) is %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));

  it('last four ignore spaces', () => expect(lastFour('4111 1111 1111 1234 ')).toBe('1234'));
});

describe('the card form', () => {
  const good = { name: 'Alice Liddell', number: '4111 1111 1111 1111', expMonth: 12, expYear: 28 };

  it('accepts a valid card', () => expect(validateCard(good, now)).toEqual({}));

  it.each([
    [{ name: '  ' }, { name: 'Please enter name' }],
    [{ number: '4111 1111 1111 1112' }, { number: 'Please enter a valid card number' }],
    [{ number: '4111-1111-1111-1111' }, { number: 'Please enter a valid card number' }],
    [{ number: '' }, { number: 'Please enter a valid card number' }],
    [{ number: '3530 1113 3330 0000' }, { number: 'We accept Visa, Mastercard, American Express and Discover' }],
    [{ expMonth: 13 }, { expiry: 'Please enter a valid expiry date' }],
    [{ expMonth: 10, expYear: 2026 }, { expiry: 'This card has expired' }],
  ])('%o gives %o', (change, errors) => {
    expect(validateCard({ ...good, ...change }, now)).toEqual(errors);
  });

  it('a card is good through its expiry month', () => {
    expect(expiryMessage(11, 2026, now)).toBeNull();
    expect(expiryMessage(11, 26, '2026-12-01T00:00:00.000Z')).toBe('This card has expired');
  });

  it('keeps only brand, last four, expiry and the gateway token, never the number', () => {
    const summary = summarizeCard(good, 'tok_123');
    expect(summary).toEqual({ brand: 'visa', last4: '1111', expMonth: 12, expYear: 2028, token: 'tok_123' });
    expect(cardSummarySchema.safeParse(summary).success).toBe(true);
    expect(cardSummarySchema.safeParse({ ...summary, number: '4111111111111111' }).success).toBe(false);
    expect(cardSummarySchema.safeParse({ ...summary, last4: '4111111111111111' }).success).toBe(false);
  });
});

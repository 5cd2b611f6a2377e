import { z } from 'zod';

/**
 * Card entry rules (part 1 §5): the number must match Visa, Mastercard, Amex or
 * Discover (spaces ignored) and pass the Luhn check; the name is required. The full
 * number only ever goes to the payment provider's tokenising library: events and
 * read models keep a `CardSummary` (brand, last four, expiry, the gateway's token).
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

export const cardMessages = {
  name: 'Please enter name',
  number: 'Please enter a valid card number',
  brand: 'We accept Visa, Mastercard, American Express and Discover',
  expiry: 'Please enter a valid expiry date',
  expired: 'This card has expired',
} as const;

const brandPatterns: ReadonlyArray<[CardBrand, RegExp]> = [
  ['visa', /^4(\d{12}|\d{15}|\d{18})$/],
  // 51–55, and 2221–2720 since 2017
  ['mastercard', /^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/],
  ['amex', /^3[47]\d{13}$/],
  ['discover', /^(6011|64[4-9]\d|65\d{2})\d{12,15}$/],
];

/** Spaces are ignored (part 1 §5); anything else that is not a digit makes the number invalid. */
export const normalizeCardNumber = (input: string) => input.replace(/ /g, '');

export function detectBrand(input: string): CardBrand | null {
  const digits = normalizeCardNumber(input);
  return brandPatterns.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const lastFour = (input: string) => normalizeCardNumber(input).slice(-4);

/** Two-digit years are this century's. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** A card is good through the last moment of its expiry month (UTC). */
export function expiryMessage(expMonth: number, expYear: number, now: string): string | null {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) return cardMessages.expiry;
  const year = fullYear(expYear);
  if (year > 2100) return cardMessages.expiry;
  return Date.parse(now) >= Date.UTC(year, expMonth, 1) ? cardMessages.expired : null;
}

export function cardNumberMessage(input: string): string | null {
  const digits = normalizeCardNumber(input);
  if (!/^\d{12,19}$/.test(digits)) return cardMessages.number;
  if (!detectBrand(digits)) return cardMessages.brand;
  return passesLuhn(digits) ? null : cardMessages.number;
}

export interface CardEntry {
  name: string;
  number: string;
  expMonth: number;
  expYear: number;
}

/** Field-level messages for the card form, empty when the card is acceptable. */
export function validateCard(card: CardEntry, now: string): Partial<Record<'name' | 'number' | 'expiry', string>> {
  const errors: Partial<Record<'name' | 'number' | 'expiry', string>> = {};
  if (!card.name.trim()) errors.name = cardMessages.name;
  const number = cardNumberMessage(card.number);
  if (number) errors.number = number;
  const expiry = expiryMessage(card.expMonth, card.expYear, now);
  if (expiry) errors.expiry = expiry;
  return errors;
}

/** What may be kept about a card. `strict`: a full number (or anything else) is refused. */
export const cardSummarySchema = z
  .object({
    brand: z.enum(['visa', 'mastercard', 'amex', 'discover']),
    last4: z.string().regex(/^\d{4}$/, 'Last four digits only'),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    /** The payment provider's token for the card. */
    token: z.string().trim().min(1).max(255),
  })
  .strict();

export type CardSummary = z.infer<typeof cardSummarySchema>;

/** The summary to keep once the gateway has tokenised a valid card. */
export function summarizeCard(card: Omit<CardEntry, 'name'>, token: string): CardSummary {
  const brand = detectBrand(card.number);
  if (!brand) throw new Error('summarizeCard needs a valid card; check it with validateCard first');
  return { brand, last4: lastFour(card.number), expMonth: card.expMonth, expYear: fullYear(card.expYear), token };
}

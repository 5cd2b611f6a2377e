import { describe, expect, it } from 'vitest';
import { deriveOrderStatus, type StatusFacts } from './orders';

const line = (shipped: boolean, delivered: boolean) => ({ shipped, delivered });
const paid: StatusFacts = { cancelled: false, paid: true, paidCents: 10_000, refundedCents: 0, returns: [], lines: [line(false, false), line(false, false)] };

describe('an order\'s display status', () => {
  it.each<[string, Partial<StatusFacts>, string]>([
    ['placed, not paid', { paid: false, paidCents: 0 }, 'awaiting_payment'],
    ['paid, nothing shipped', {}, 'paid'],
    ['one of two lines shipped', { lines: [line(true, false), line(false, false)] }, 'partially_shipped'],
    ['every line shipped', { lines: [line(true, false), line(true, false)] }, 'shipped'],
    ['one line delivered', { lines: [line(true, true), line(true, false)] }, 'partially_delivered'],
    ['every line delivered', { lines: [line(true, true), line(true, true)] }, 'delivered'],
    ['a return waits', { lines: [line(true, true), line(true, true)], returns: ['requested'] }, 'return_requested'],
    ['a return approved', { lines: [line(true, true), line(true, true)], returns: ['approved'] }, 'returned'],
    ['a return refused', { lines: [line(true, true), line(true, true)], returns: ['refused'] }, 'delivered'],
    ['partly refunded', { refundedCents: 2_000 }, 'paid'],
    ['refunded in full', { refundedCents: 10_000, returns: ['approved'] }, 'refunded'],
    ['cancelled and refunded', { cancelled: true, refundedCents: 10_000 }, 'cancelled'],
    ['paid by credits (nothing to refund)', { paidCents: 0 }, 'paid'],
  ])('%s → %s', (_, facts, status) => {
    expect(deriveOrderStatus({ ...paid, ...facts })).toBe(status);
  });
});

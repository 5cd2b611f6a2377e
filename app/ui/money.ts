const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as the shop shows them: 123400 → "$1,234.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** −$12.00 for a deduction, nothing for zero. */
export const minus = (cents: number) => `−${formatCents(cents)}`;

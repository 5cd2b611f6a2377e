/** Money in cents as the site shows it: 2 decimals with thousands separators (part 2 §5). */
export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined || Number.isNaN(Number(cents)) ? '0.00' : `$${(Number(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

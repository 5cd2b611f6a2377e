import { formatCents } from '~/catalogue/storefront-format';

export { formatCents };

/** −$12.00 for a deduction, nothing for zero. */
export const minus = (cents: number) => `−${formatCents(cents)}`;

/** The checkout's choices travel in the address: ?address=…&card=…&code=… (`card=new`: the card entered on the billing step, kept in a cookie for this checkout). */
/** Shared by the checkout's pages and its server side. */
export interface CheckoutChoices {
  address: string | null;
  card: string | null;
  code: string | null;
}

export function choicesOf(url: URL): CheckoutChoices {
  const clean = (v: string | null) => (v && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null);
  return { address: clean(url.searchParams.get('address')), card: clean(url.searchParams.get('card')), code: clean(url.searchParams.get('code')?.trim().toUpperCase() ?? null) };
}

export function stepHref(step: 'shipping' | 'billing' | 'review', c: Partial<CheckoutChoices>): string {
  const q = new URLSearchParams();
  if (c.address) q.set('address', c.address);
  if (c.card) q.set('card', c.card);
  if (c.code) q.set('code', c.code);
  const s = q.toString();
  return `/payment/payStep/${step}${s ? `?${s}` : ''}`;
}


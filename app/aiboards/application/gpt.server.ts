/**
 * /gpt (part 1 §2): leaves for the external AI design site with tracking
 * parameters. The address is configuration (AI_DESIGN_SITE_URL, https only);
 * unset, the visitor stays on the site at /design/ai/newindex. Only that one
 * configured address is ever the target: nothing from the request chooses it
 * (never an open redirect); the request adds only the utm_* parameters it has
 * and our own source.
 */
export const gptFallback = '/design/ai/newindex';
const tracking = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export function gptTarget(configured: string | undefined, requestUrl: string): string {
  if (!configured) return gptFallback;
  let target: URL;
  try {
    target = new URL(configured);
  } catch {
    return gptFallback;
  }
  if (target.protocol !== 'https:') return gptFallback;
  const asked = new URL(requestUrl).searchParams;
  for (const key of tracking) {
    const value = asked.get(key);
    if (value) target.searchParams.set(key, value.slice(0, 100));
  }
  if (!target.searchParams.has('utm_source')) target.searchParams.set('utm_source', 'roomcraft');
  if (!target.searchParams.has('utm_medium')) target.searchParams.set('utm_medium', 'referral');
  return target.toString();
}

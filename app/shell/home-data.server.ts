import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { checkReferral } from '~/promotions/index.server';
import { countReferralClick } from '~/attribution/index.server';
import { capitalize } from '~/catalogue/index.server';
import { toCard } from '~/catalogue';
import { getSession } from '~/web/session.server';
import { homeVideoInfo } from '~/shell/site-data.server';
import { categoryTiles, salePicks } from '../../projections/catalogue/storefront.queries';
import { withRatings } from '../../projections/ratings/product-reviews';

/** What every home page shows (the home at / and its experiment variants /home/cindex…findex), for this browser. */
export async function homeData({ context, request }: LoaderFunctionArgs, extraHeaders: HeadersInit = {}) {
  const db = context.runtime.db;
  const session = await getSession(request, context);
  // A friend's link (?ref=…): checked once per browser session; the ref is kept for the first project's payment.
  const [tiles, sale, referral] = await Promise.all([categoryTiles(db), salePicks(db, 4), checkReferral(context.runtime, request, session.user?.id ?? null)]);
  const headers = new Headers(extraHeaders);
  if (referral.setCookie) headers.append('Set-Cookie', referral.setCookie);
  // Checked just now and found a client's link: the click counts for them (once per visitor, never one's own).
  const asked = new URL(request.url).searchParams.get('ref')?.trim();
  if (referral.setCookie && referral.ref && referral.ref === asked) {
    await countReferralClick(context.runtime, { visitorId: session.visitorId, actor: session.actor, userId: session.user?.id ?? null }, referral.ref).catch((error: unknown) =>
      context.runtime.logger.warn('referral click not counted', { problem: error instanceof Error ? error.message : String(error) }),
    );
  }
  return data({ tiles: tiles.map((t) => ({ ...t, name: capitalize(t.name) })), sale: await withRatings(db, sale.map(toCard)), referral: referral.offer, video: homeVideoInfo() }, { headers });
}

import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { checkReferral } from '~/promotions/index.server';
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
  return data({ tiles: tiles.map((t) => ({ ...t, name: capitalize(t.name) })), sale: await withRatings(db, sale.map(toCard)), referral: referral.offer, video: homeVideoInfo() }, { headers });
}

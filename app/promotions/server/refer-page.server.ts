import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getAffiliateDiscount } from '../../../domain/promotions/codes';
import { getSession } from '../../web/session.server';
import { siteUrl } from '../../web/visit.server';

/**
 * /refer-a-friend: how the referral works, and a signed-in client's own link to share
 * (the home page with `?ref=<their id>`, which app/promotions/server/referral.server.ts checks).
 */
export async function referPageLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const user = session.user;
  const { percentOff } = getAffiliateDiscount();
  const isClient = Boolean(user?.roles.includes('client'));
  const link = user && isClient ? `${siteUrl(context, request)}/?${new URLSearchParams({ ref: user.id })}` : null;
  return data({ percentOff, signedIn: Boolean(user), isClient, link }, { headers: { 'Cache-Control': 'private, no-store' } });
}

import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getAffiliateDiscount } from '../../../domain/promotions/codes';
import { referralFiguresOf } from '../../../projections/attribution/referral-clicks';
import { getSession } from '../../web/session.server';
import { siteUrl } from '../../web/visit.server';

/**
 * /refer-a-friend: how the referral works, and a signed-in client's own link to share
 * (the home page with `?ref=<their id>`, which app/promotions/server/referral.server.ts checks),
 * with how many people opened it and signed up or ordered after (the attribution
 * context's referral-clicks read model, read here directly: attribution already
 * depends on promotions, so its face would make a cycle). Only the client's own.
 */
export async function referPageLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const user = session.user;
  const { percentOff } = getAffiliateDiscount();
  const isClient = Boolean(user?.roles.includes('client'));
  const link = user && isClient ? `${siteUrl(context, request)}/?${new URLSearchParams({ ref: user.id })}` : null;
  const figures = user && isClient ? await referralFiguresOf(context.runtime.db, user.id) : null;
  return data({ percentOff, signedIn: Boolean(user), isClient, link, figures }, { headers: { 'Cache-Control': 'private, no-store' } });
}

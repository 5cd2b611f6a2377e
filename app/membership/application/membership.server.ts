import { getAffiliateDiscount } from '../../../domain/promotions/codes';
import { membershipOf, type Membership } from '../../../domain/identity/membership';
import { renderLimits } from '../../../domain/renders/render-jobs';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { latestFreeShippingDate, paidProjectCount } from '../../../projections/projects/needs';
import { listAvailable } from '~/promotions/index.server';
import { aiRenderingAccessOf } from '~/subscriptions/index.server';

/** The signed-in client's membership now: their own facts only, read from the read models (domain/identity/membership.ts). */
export async function membershipOfClient(runtime: Runtime, clientId: string, now = new Date()): Promise<Membership> {
  const [account, paidProjects, freeShippingUntil, available, ai] = await Promise.all([
    getAccount(runtime.db, clientId),
    paidProjectCount(runtime.db, clientId),
    latestFreeShippingDate(runtime.db, clientId),
    listAvailable(runtime, clientId, now),
    aiRenderingAccessOf(runtime, clientId),
  ]);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'This account was not found');
  return membershipOf(
    {
      memberSince: account.registeredAt,
      paidProjects,
      freeShippingUntil,
      creditCents: available.creditsCents,
      ai,
      freeRendersPerMonth: renderLimits.freePerMonth,
      referralPercentOff: getAffiliateDiscount().percentOff,
    },
    now,
  );
}

import { z } from 'zod';
import { mayReadConsole } from '../../../domain/authz';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { referralFiguresByReferrer, referralFiguresOf, type ReferralFigures } from '../../../projections/attribution/referral-clicks';
import { accountsTable } from '../../../projections/identity/accounts';
import { parseWith } from '~/web/api.server';

/**
 * Referral clicks (issue 26, ADR 061), from the `attribution-referral-clicks`
 * read model: a referrer's own figures for their refer-a-friend page, and the
 * console's list of referrers for staff and analysts — named by their display
 * name, never their e-mail; the client's id only for those who may open the
 * customers list (staff), so the console can link to them.
 */
export const referralQuery = z
  .object({
    limit: z.coerce.number({ invalid_type_error: 'limit must be a whole number from 1 to 100' }).int('limit must be a whole number from 1 to 100').min(1, 'limit must be a whole number from 1 to 100').max(100, 'limit must be a whole number from 1 to 100').default(50),
    offset: z.coerce.number({ invalid_type_error: 'offset must be a whole number from 0' }).int('offset must be a whole number from 0').min(0, 'offset must be a whole number from 0').max(1_000_000, 'offset must be a whole number from 0').default(0),
  })
  .strict();

export const myReferralFigures = (runtime: Runtime, userId: string): Promise<ReferralFigures> => referralFiguresOf(runtime.db, userId);

/** A display name that is not an address: the account's name, or "A client" (a name that looks like an e-mail is not shown). */
export const displayName = (username: string | null | undefined) => (username && username.trim() && !username.includes('@') ? username.trim() : 'A client');

export async function referralList(runtime: Runtime, actor: Actor, input: unknown) {
  const { limit, offset } = parseWith(referralQuery, input);
  const { total, rows } = await referralFiguresByReferrer(runtime.db, limit, offset);
  const names = new Map<string, string>(
    (await runtime.db(accountsTable).whereIn('user_id', rows.map((r) => r.referrerId)).select('user_id', 'username')).map((a: { user_id: string; username: string }) => [a.user_id, a.username]),
  );
  const withIds = mayReadConsole(actor, 'customers');
  return {
    total,
    limit,
    offset,
    rows: rows.map((r, i) => ({
      rank: offset + i + 1,
      referrer: displayName(names.get(r.referrerId)),
      ...(withIds ? { referrerId: r.referrerId } : {}),
      clicks: r.clicks,
      signUps: r.signUps,
      orders: r.orders,
      lastClickAt: r.lastClickAt,
    })),
  };
}

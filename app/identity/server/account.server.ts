import type { AppLoadContext } from '@remix-run/node';
import { getAccount } from '../../../projections/identity/accounts';
import { requireUser } from '../../web/page-form.server';

/** The signed-in client's own account as the account pages show it (never anyone else's). */
export async function accountFor(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const account = await getAccount(context.runtime.db, user.id);
  if (!account) throw new Response('Not found', { status: 404 });
  const { email, username, status, mobile, openAd, openReceive, registeredAt } = account;
  return { user, account: { email, username, status, mobile, openAd, openReceive, registeredAt } };
}

export type AccountData = Awaited<ReturnType<typeof accountFor>>['account'];

import { NotFoundError } from '../../../domain/shared/errors';
import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { getAccount } from '../../../projections/identity/accounts';

/** /client/manage/get: the signed-in client's own account (never anyone else's). */
const handler = sessionApiCall(async ({ context, session }) => {
  const account = await getAccount(context.runtime.db, userOf(session).id);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'This account does not exist');
  return account;
});
export const loader = handler;
export const action = handler;

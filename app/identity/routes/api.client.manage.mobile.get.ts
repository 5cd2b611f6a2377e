import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { getAccount } from '../../../projections/identity/accounts';

/** /client/manage/mobile/get. */
const handler = sessionApiCall(async ({ context, session }) => ({ mobile: (await getAccount(context.runtime.db, userOf(session).id))?.mobile ?? null }));
export const loader = handler;
export const action = handler;

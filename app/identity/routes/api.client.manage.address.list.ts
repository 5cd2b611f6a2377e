import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { listAddresses } from '../../../projections/identity/addresses';

/** /client/manage/address/list: the caller's addresses, the default first. */
const handler = sessionApiCall(async ({ context, session }) => listAddresses(context.runtime.db, userOf(session).id));
export const loader = handler;
export const action = handler;

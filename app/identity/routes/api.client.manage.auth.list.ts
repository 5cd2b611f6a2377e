import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { listAuths } from '../../../projections/identity/auths';

/** /client/manage/auth/list: linked sign-in providers (type GOOGLE or FACEBOOK). */
const handler = sessionApiCall(async ({ context, session }) => listAuths(context.runtime.db, userOf(session).id));
export const loader = handler;
export const action = handler;

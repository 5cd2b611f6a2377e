import { userOf } from '~/identity/index.server';
import { cartApiCall } from '~/commerce/server/cart-api.server';
import { listAddresses } from '../../../projections/identity/addresses';

/** /cart/manage/address: the addresses offered at checkout, the default first. */
const handler = cartApiCall(async ({ context, session }) => listAddresses(context.runtime.db, userOf(session).id));
export const loader = handler;
export const action = handler;

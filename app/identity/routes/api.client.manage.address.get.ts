import { z } from 'zod';
import { NotFoundError } from '../../../domain/shared/errors';
import { parseWith } from '~/web/api.server';
import { sessionApiCall, userOf } from '~/identity/server/api.server';
import { getAddress } from '../../../projections/identity/addresses';

const schema = z.object({ id: z.string({ required_error: 'Please choose an address' }).trim().min(1, 'Please choose an address').max(64) });

/** /client/manage/address/get {id}: only the caller's own addresses are found. */
const handler = sessionApiCall(async ({ input, context, session }) => {
  const address = await getAddress(context.runtime.db, userOf(session).id, parseWith(schema, input).id);
  if (!address) throw new NotFoundError('ADDRESS_NOT_FOUND', 'Address not found');
  return address;
});
export const loader = handler;
export const action = handler;

import { z } from 'zod';
import { parseWith } from '~/web/api.server';
import { sessionApiCall } from '~/identity/server/api.server';
import { closedTips } from '../../../projections/identity/accounts';

const schema = z.object({ type: z.string({ required_error: 'Please give a tip type' }).trim().min(1, 'Please give a tip type').max(60) });

/** GET /closeTip/checkTip {type}: true when the signed-in user has closed this tip (never for visitors). */
const handler = sessionApiCall(async ({ input, context, session }) => {
  const { type } = parseWith(schema, input);
  if (!session.user) return false;
  return (await closedTips(context.runtime.db, session.user.id)).includes(type);
});
export const loader = handler;
export const action = handler;

import { listCardsFor, setDefaultCardFor } from '~/payments/application/cards.server';
import { callerOf, sessionApiCall } from '~/identity/index.server';

/**
 * /cart/manage/payment: the cards the caller's checkout can use, the default first;
 * POST {uuid} makes that card the one checkout offers.
 */
const handler = sessionApiCall(async ({ context, session, input, request }) => {
  const owner = callerOf(session);
  if (request.method === 'POST' && input.uuid !== undefined) await setDefaultCardFor(context.runtime, owner, input);
  const cards = await listCardsFor(context.runtime, owner);
  return { cards, defaultCard: cards.find((c) => c.isDefault) ?? null };
});
export const loader = handler;
export const action = handler;

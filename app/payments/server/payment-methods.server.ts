import type { LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { listCards } from '../../../projections/payments/cards';
import { newCardSchema } from '../application/payment.server';
import { ok, requireUser, userAction } from '../../web/page-form.server';
import { parseWith } from '../../web/api.server';
import { deleteCardFor, saveCardFor, setDefaultCardFor, tokenizeCard, updateCardFor } from '../application/cards.server';

/** /client/update/payment: the client's saved cards, the default first. */
export async function paymentMethodsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { cards: await listCards(context.runtime.db, user.id) };
}

/** Add a card (tokenised by the gateway, then saved), make one the default, renew its expiry, delete it. */
export const paymentMethodsAction = userAction(async ({ context, session, user, input, intent }) => {
  const owner = { userId: user.id, actor: session.actor };
  const { runtime } = context;
  switch (intent) {
    case 'add': {
      const card = parseWith(newCardSchema, input);
      let token: string;
      try {
        ({ id: token } = await tokenizeCard(runtime, user.id, { number: card.cardNumber, expMonth: card.cardExpiry.expMonth, expYear: card.cardExpiry.expYear, cvc: card.cardCvc, name: card.cardName }, context.clientAddress ?? 'unknown'));
      } catch (error) {
        // The gateway's word on the number belongs beside the number field.
        if (error instanceof ValidationError && error.fields?.number) throw new ValidationError(error.code, error.message, { cardNumber: error.fields.number });
        throw error;
      }
      const saved = await saveCardFor(runtime, owner, { token, firstName: card.cardName, makeDefault: input.makeDefault ?? 'false' });
      return ok(`Your ${saved.brand === 'amex' ? 'American Express' : saved.brand[0]!.toUpperCase() + saved.brand.slice(1)} card ending in ${saved.last4} is saved`, intent);
    }
    case 'default':
      await setDefaultCardFor(runtime, owner, input);
      return ok('This is now your default card', intent);
    case 'delete':
      await deleteCardFor(runtime, owner, input);
      return ok('The card has been removed', intent);
    case 'update': {
      const expiry = parseWith(newCardSchema.pick({ cardExpiry: true }), input).cardExpiry;
      await updateCardFor(runtime, owner, { uuid: input.uuid, firstName: input.cardName, expMonth: expiry.expMonth, expYear: expiry.expYear });
      return ok('Your card has been updated', intent);
    }
    default:
      throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  }
});

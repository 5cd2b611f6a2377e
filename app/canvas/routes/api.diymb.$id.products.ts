import { products } from '~/canvas/application/canvas-calls.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET diymb/{id}/products: the board's products with prices and stock. */
export const loader = sessionApiCall(async ({ context, session, params, input }) => products(context.runtime, session.actor, params.id, input.key));

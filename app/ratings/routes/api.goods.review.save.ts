import { sessionApiCall } from '~/identity/index.server';
import { commandIdForKey, fingerprintOf } from '../../../infra/http/idempotency';
import { reviewMessages } from '../../../domain/ratings/product-review';
import { saveReview } from '~/ratings/application/reviews.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/**
 * POST /api/goods/review/save {goodsId, rating, title?, text, removePhoto?} and
 * an optional `photo` file (multipart/form-data): a verified buyer's review of
 * a product, or their edit of it; it waits for staff. 401 for visitors, 403
 * for a client without a delivered line for the product. An `Idempotency-Key`
 * makes a retry apply once.
 */
export const action = sessionApiCall(async ({ request, context, session, input }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  let commandId: string | undefined;
  if (session.user && request.headers.get('idempotency-key')) {
    const { photo: _photo, ...fields } = input;
    commandId = await commandIdForKey(context.runtime.db, request.headers.get('idempotency-key'), session.user.id, fingerprintOf([request.method, new URL(request.url).pathname, fields]));
  }
  const review = await saveReview(context.runtime, { user: session.user, actor: session.actor }, input, commandId);
  return envelope(review, reviewMessages.saved);
});
export const loader = methodNotAllowed;

import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { reviewMessages } from '../../../domain/ratings/product-review';
import { ValidationError } from '../../../domain/shared/errors';
import { ok, userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { productPageReviews, saveReview } from '../application/reviews.server';
import { reviewIntent } from '../components/review-form';

export const unknownFormMessage = 'This form is not known here. Please reload the page.';

/**
 * The product page's action (/marketPlace/product/{id}, intent `review`): a
 * verified buyer's review form, multipart with an optional photo; a plain post
 * without scripts. 401 for visitors (the page opens the login modal), same-site
 * and CSRF checked (userAction). The product is the page's, whatever the form says.
 */
export function reviewPageAction(args: ActionFunctionArgs) {
  return userAction(async ({ context, session, user, form, input, intent }) => {
    if (intent !== reviewIntent) throw new ValidationError('UNKNOWN_FORM', unknownFormMessage);
    const photo = form.get('photo');
    await saveReview(context.runtime, { user, actor: session.actor }, { ...input, goodsId: args.params.id ?? '', ...(photo === null ? {} : { photo }) });
    return ok(reviewMessages.saved, reviewIntent);
  })(args);
}

/** The product page's reviews for whoever is asking (their own review and whether they may write one). */
export async function reviewsForProductPage(request: Request, context: AppLoadContext, goodsId: string) {
  const session = await getSession(request, context);
  return productPageReviews(context.runtime, { user: session.user, actor: session.actor }, goodsId);
}

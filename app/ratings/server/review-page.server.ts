import { data, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { reviewMessages } from '../../../domain/ratings/product-review';
import { ValidationError } from '../../../domain/shared/errors';
import { formFailure, ok, userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { productPageReviews, saveReview } from '../application/reviews.server';
import { reviewIntent, type ReviewFormValues } from '../components/review-form';
import { reviewLimits } from '../../../domain/ratings/product-review';

export const unknownFormMessage = 'This form is not known here. Please reload the page.';

/**
 * The product page's action (/marketPlace/product/{id}, intent `review`): a
 * verified buyer's review form, multipart with an optional photo; a plain post
 * without scripts. 401 for visitors (the page opens the login modal), same-site
 * and CSRF checked (userAction). The product is the page's, whatever the form says.
 */
export function reviewPageAction(args: ActionFunctionArgs) {
  return userAction(async ({ request, context, session, user, form, input, intent }) => {
    if (intent !== reviewIntent) throw new ValidationError('UNKNOWN_FORM', unknownFormMessage);
    const photo = form.get('photo');
    try {
      await saveReview(context.runtime, { user, actor: session.actor }, { ...input, goodsId: args.params.id ?? '', ...(photo === null ? {} : { photo }) });
    } catch (error) {
      // Without scripts the page is drawn again from this answer: it gives back what was typed (the photo must be chosen again).
      const failed = formFailure(error, context, request, reviewIntent);
      return data({ ...failed.data, values: typedValues(input) }, failed.init ?? undefined);
    }
    return ok(reviewMessages.saved, reviewIntent);
  })(args);
}

/** What the form sent, cut to what the form takes, to fill it again after a refusal. */
function typedValues(input: Record<string, string>): ReviewFormValues {
  const text = (v: string | undefined, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  return { rating: text(input.rating, 2), title: text(input.title, reviewLimits.titleMax), text: text(input.text, reviewLimits.textMax) };
}

/** The product page's reviews for whoever is asking (their own review and whether they may write one). */
export async function reviewsForProductPage(request: Request, context: AppLoadContext, goodsId: string) {
  const session = await getSession(request, context);
  return productPageReviews(context.runtime, { user: session.user, actor: session.actor }, goodsId);
}

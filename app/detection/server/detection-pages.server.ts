import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { addBoardToCart, shopperOf } from '~/commerce/index.server';
import { colourChoices, materialChoices, shoppableKinds } from '../../../domain/detection/objects';
import { isDomainError, ValidationError } from '../../../domain/shared/errors';
import { detectorFor } from '../../../infra/detection';
import { detectionOf } from '../../../projections/detection/results';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { resultsPath, startPath } from '../paths';
import { bestProductsOf, chooseManually, detect, imageFor, matchedObjects, viewerOf } from '../application/shop-photo.server';

const noStore = { 'Cache-Control': 'private, no-store' };

async function pictureOr404(request: Request, context: AppLoadContext, id: string) {
  const session = await getSession(request, context);
  const viewer = viewerOf(session);
  try {
    return { viewer, image: await imageFor(context.runtime, viewer, id) };
  } catch (error) {
    if (isDomainError(error)) throw new Response('Not found', { status: 404 });
    throw error;
  }
}

const choices = { kinds: shoppableKinds, colours: colourChoices, materials: materialChoices };

/** /design/ai/newdetection/{id}: the picture and how to start — "Find the furniture" with a detector, picking the pieces by hand either way. */
export async function startPage(request: Request, context: AppLoadContext, id: string) {
  const { image } = await pictureOr404(request, context, id);
  const kept = await detectionOf(context.runtime.db, image.source, image.imageId);
  return data({ id: image.imageId, url: image.url, detector: detectorFor(context.runtime) !== null, detected: Boolean(kept?.objects), failure: kept?.failure ?? null, choices }, { headers: noStore });
}

/** /design/ai/detection/{id}: the kept pieces drawn on the picture, each with its best products; nothing kept yet → the start page. */
export async function resultsPage(request: Request, context: AppLoadContext, id: string) {
  const { image } = await pictureOr404(request, context, id);
  const kept = await detectionOf(context.runtime.db, image.source, image.imageId);
  if (!kept?.objects) throw redirect(startPath(image.imageId));
  const { objects } = await matchedObjects(context.runtime, kept.objects);
  return data(
    { id: image.imageId, url: image.url, detector: detectorFor(context.runtime) !== null, method: kept.method, runs: kept.runs, detectedAt: kept.detectedAt, failure: kept.failure, objects, choices },
    { headers: noStore },
  );
}

/** The forms of both pages: detect (or look again), choose by hand, add all to the cart. */
export const detectionPageAction = (args: ActionFunctionArgs) =>
  visitorAction(async ({ context, session, input, intent, form }) => {
    const id = args.params.id ?? '';
    const viewer = viewerOf(session);
    switch (intent) {
      case 'detect':
      case 'rerun':
        await detect(context.runtime, viewer, id, intent === 'rerun');
        return redirect(resultsPath(id));
      case 'manual':
        await chooseManually(context.runtime, viewer, id, { ...input, kinds: form.getAll('kinds').map(String) });
        return redirect(resultsPath(id));
      case 'cart': {
        const goodsIds = await bestProductsOf(context.runtime, viewer, id);
        const result = await addBoardToCart(context.runtime, shopperOf(session), { goodsStr: goodsIds.join(',') });
        return ok(`${result.added.length} ${result.added.length === 1 ? 'product' : 'products'} added to your cart.${result.refused.length ? ` ${result.refused.length} could not be added.` : ''}`, intent);
      }
      default:
        throw new ValidationError('UNKNOWN_FORM', 'This form is not known here. Please reload the page.');
    }
  })(args);

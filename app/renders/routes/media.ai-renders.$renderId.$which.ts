import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { pictureResponse } from '~/web/picture-response.server';
import { renderPictureFile } from '~/renders/application/renders.server';


/**
 * GET /media/ai-renders/{renderId}/photo|picture: an AI render's room photo or
 * its picture (issue 25), to the render's owner (the session's cookie or the
 * app's `authorization` header), or to anyone once the owner shared a finished
 * render; anyone else gets 404 — the same answer as for a render that does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const file = await renderPictureFile(context.runtime, params.renderId ?? '', params.which ?? '', session.user?.id ?? null);
  // A shared render's pictures are public; the owner's own are theirs alone.
  return pictureResponse(file, file?.shared ? 'public' : 'private', request);
}

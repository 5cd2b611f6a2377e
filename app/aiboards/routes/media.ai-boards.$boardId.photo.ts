import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { pictureResponse } from '~/web/picture-response.server';
import { aiBoardPhotoFile } from '~/aiboards/application/ai-boards.server';
import { callerOf } from '~/aiboards/server/ai-pages.server';

/**
 * GET /media/ai-boards/{boardId}/photo: the room photo in an AI board's brief
 * (issue 25), to the board's owner only — the visitor who made it, or the client
 * they became; anyone else gets 404, the same answer as for a board that does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  return pictureResponse(await aiBoardPhotoFile(context.runtime, callerOf(session), params.boardId ?? ''), 'private');
}

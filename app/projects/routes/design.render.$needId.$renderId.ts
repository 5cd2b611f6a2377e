import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { pictureResponse } from '~/web/picture-response.server';
import { briefRenderFile } from '~/projects/application/project-renders.server';

/**
 * GET /design/render/{needId}/{renderId}: an AI render the project's brief names
 * (issue 25), to its client, its designer and staff; anyone else 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  return pictureResponse(await briefRenderFile(context.runtime, session.actor, params.needId ?? '', params.renderId ?? ''), 'private');
}

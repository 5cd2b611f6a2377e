import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { renderPictureFile } from '~/renders/application/renders.server';

const servedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /media/ai-renders/{renderId}/photo|picture: an AI render's room photo or
 * its picture (issue 25), to the render's owner (the session's cookie or the
 * app's `authorization` header), or to anyone once the owner shared a finished
 * render; anyone else gets 404 — the same answer as for a render that does not exist.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const file = await renderPictureFile(context.runtime, params.renderId ?? '', params.which ?? '', session.user?.id ?? null);
  if (!file || !servedTypes.has(file.contentType)) return notFound();
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // A shared render's pictures are public; the owner's own are theirs alone.
      'cache-control': file.shared ? 'public, max-age=300' : 'private, max-age=300',
      vary: 'Cookie, Authorization',
    },
  });
}

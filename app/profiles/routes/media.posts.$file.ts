import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { visiblePostPicture } from '~/profiles/application/posts.server';

const fileName = /^([A-Za-z0-9_-]{1,80})\.(jpg|webp|png|gif)$/;
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** GET /media/posts/{postId}.{ext}: a post's photo — anyone while its author's profile is public, else its author only; 404 to anyone else. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const match = fileName.exec(params.file ?? '');
  if (!match) return notFound();
  const session = await getSession(request, context);
  const found = await visiblePostPicture(context.runtime, { userId: session.user?.id ?? null, actor: session.actor }, match[1]!, match[2]!);
  if (!found) return notFound();
  return new Response(new Uint8Array(found.body), {
    headers: {
      'content-type': found.contentType,
      'content-length': String(found.body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': found.open ? 'public, max-age=300' : 'private, no-store',
      vary: 'Cookie, Authorization',
    },
  });
}

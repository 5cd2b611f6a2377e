import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { pictureNotFound as notFound, pictureResponse } from '~/web/picture-response.server';
import { visiblePostPicture } from '~/profiles/application/posts.server';

const fileName = /^([A-Za-z0-9_-]{1,80})\.(jpg|webp|png|gif)$/;

/** GET /media/posts/{postId}.{ext}: a post's photo — anyone while its author's profile is public, else its author only; 404 to anyone else. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const match = fileName.exec(params.file ?? '');
  if (!match) return notFound();
  const session = await getSession(request, context);
  const found = await visiblePostPicture(context.runtime, { userId: session.user?.id ?? null, actor: session.actor }, match[1]!, match[2]!);
  return pictureResponse(found, found?.open ? 'public' : 'no-store', request);
}

import { postMessages } from '../../../domain/profiles/post';
import { uploadPost } from '~/profiles/application/posts.server';
import { profileCall } from '~/profiles/server/profile-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/board/posts/upload (multipart: `photo`, `caption` ≤ 500, `goodsIds` ≤ 20): the caller's post of their room (part 1 §7). */
export const action = profileCall(async ({ request, context, viewer, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await uploadPost(context.runtime, viewer, input, await commandId()), postMessages.published);
});
export const loader = methodNotAllowed;

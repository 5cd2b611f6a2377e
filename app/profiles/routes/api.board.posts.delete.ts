import { postMessages } from '../../../domain/profiles/post';
import { deletePosts } from '~/profiles/application/posts.server';
import { profileCall } from '~/profiles/server/profile-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/board/posts/delete {ids}: the caller's own posts; an id that is not theirs is 404 and nothing is deleted (part 1 §7). */
export const action = profileCall(async ({ request, context, viewer, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await deletePosts(context.runtime, viewer, input, await commandId()), postMessages.deleted);
});
export const loader = methodNotAllowed;

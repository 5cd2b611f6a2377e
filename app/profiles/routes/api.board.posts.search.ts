import { findPosts } from '~/profiles/application/posts.server';
import { profileCall } from '~/profiles/server/profile-api.server';

/** GET or POST /api/board/posts/search {keyword?, handle?, page, pageSize}: public posts and the caller's own, newest first (part 1 §7). */
export const loader = profileCall(async ({ context, viewer, input }) => findPosts(context.runtime, viewer, input));
export const action = loader;

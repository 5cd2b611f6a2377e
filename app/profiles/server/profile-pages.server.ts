import { publicBoardsOf } from '~/ideas/index.server';
import type { AppLoadContext } from '@remix-run/node';
import { isDomainError } from '../../../domain/shared/errors';
import { getSession } from '../../web/session.server';
import { portfolioOf, visibleProfile, type Viewer } from '../application/profiles.server';
import { postsOfProfile } from '../application/posts.server';

/** The site's not-found page (the root error boundary shows it for a 404). */
export const notFound = () => new Response('Not found', { status: 404 });

/**
 * /{segment}: a profile's page when the segment is "@" and the handle of a
 * profile the viewer may see; any other one-segment address is the site's
 * 404, as before this route (the catch-all $.tsx answers longer ones).
 */
export async function profileFor(request: Request, context: AppLoadContext, segment: string | undefined) {
  if (!segment || !segment.startsWith('@')) throw notFound();
  const session = await getSession(request, context);
  const viewer: Viewer = { userId: session.user?.id ?? null, actor: session.actor };
  try {
    return { viewer, profile: await visibleProfile(context.runtime, viewer, segment.slice(1)) };
  } catch (error) {
    if (isDomainError(error)) throw notFound();
    throw error;
  }
}

export async function profilePage(request: Request, context: AppLoadContext, segment: string | undefined) {
  const { viewer, profile } = await profileFor(request, context, segment);
  const mine = viewer.userId === profile.userId;
  const base = { handle: profile.handle, name: profile.username, bio: profile.bio, kind: profile.kind, public: profile.public, mine };
  if (profile.kind === 'designer') return { ...base, portfolio: await portfolioOf(context.runtime, profile.userId), posts: null };
  return { ...base, portfolio: null, posts: await postsOfProfile(context.runtime, viewer, profile.userId, 1) };
}

export async function profilePostsPage(request: Request, context: AppLoadContext, segment: string | undefined) {
  const { viewer, profile } = await profileFor(request, context, segment);
  const q = new URL(request.url).searchParams.get('page');
  const page = q && /^\d{1,4}$/.test(q) && Number(q) >= 1 ? Number(q) : 1;
  return { handle: profile.handle, name: profile.username, kind: profile.kind, public: profile.public, mine: viewer.userId === profile.userId, posts: await postsOfProfile(context.runtime, viewer, profile.userId, page) };
}

/** /@{handle}/collect: the user's public idea boards (a private profile is 404 as its other pages). */
export async function profileCollectPage(request: Request, context: AppLoadContext, segment: string | undefined) {
  const { viewer, profile } = await profileFor(request, context, segment);
  const q = new URL(request.url).searchParams.get('page');
  const page = q && /^\d{1,4}$/.test(q) && Number(q) >= 1 ? Number(q) : 1;
  const pageSize = 12;
  const boards = await publicBoardsOf(context.runtime, profile.userId, { start: (page - 1) * pageSize, pageSize });
  return {
    handle: profile.handle, name: profile.username, public: profile.public, mine: viewer.userId === profile.userId, page, pageSize,
    total: boards.total,
    boards: boards.list.map((b) => ({ id: b.id, name: b.name, itemCount: b.itemCount, cover: b.cover, url: b.url })),
  };
}

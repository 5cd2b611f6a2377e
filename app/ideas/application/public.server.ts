import type { IdeaRef } from '../../../domain/ideas/idea-boards';
import type { Runtime } from '../../../infra/runtime';
import { boardsOf, hintDismissed, itemsOf, ownerCounts, searchPublicBoards } from '../../../projections/ideas/idea-boards';
import type { SaveIdeaChoices } from '../components/save-idea';
import { boardCards, ideaViews, ownerOfAsker, userOwner, type BoardCard, type IdeaAsker } from './idea-views.server';
import { boardsHolding } from '../../../projections/ideas/idea-boards';

/** A user's PUBLIC boards with their covers (a public profile's collections: `/@{username}/collect`). Private boards never show. */
export async function publicBoardsOf(runtime: Runtime, userId: string, page: { start?: number; pageSize?: number } = {}): Promise<{ total: number; list: BoardCard[] }> {
  const { total, list } = await boardsOf(runtime.db, userOwner(userId), { ...page, publicOnly: true });
  return { total, list: await boardCards(runtime, list) };
}

/** Public idea boards whose name holds the words (the site search): cards with covers, and how many match. */
export async function findPublicBoards(runtime: Runtime, words: readonly string[], limit: number): Promise<{ total: number; list: BoardCard[] }> {
  const { total, list } = await searchPublicBoards(runtime.db, words.slice(0, 6).map((w) => w.slice(0, 40)), Math.min(Math.max(limit, 1), 50));
  return { total, list: await boardCards(runtime, list) };
}

/** How many boards and saved ideas a user has, and how many boards are public (search's counts). */
export async function ideaCountsOf(runtime: Runtime, userId: string): Promise<{ boards: number; items: number; publicBoards: number }> {
  return ownerCounts(runtime.db, userOwner(userId));
}

/** The Save button's choices for this reader and idea. */
export async function saveIdeaChoices(runtime: Runtime, asker: IdeaAsker, item: IdeaRef): Promise<SaveIdeaChoices> {
  if (!asker.user) return { signedIn: false, boards: [], savedIn: await boardsHolding(runtime.db, ownerOfAsker(asker), item), showHint: true };
  const owner = userOwner(asker.user.id);
  const [{ list }, savedIn, dismissed] = await Promise.all([boardsOf(runtime.db, owner), boardsHolding(runtime.db, owner, item), hintDismissed(runtime.db, owner)]);
  return { signedIn: true, boards: list.map((b) => ({ id: b.boardId, name: b.name })), savedIn, showHint: !dismissed };
}

/**
 * Every idea board of a user with every idea saved on it, for their data
 * download: each idea's kind, id and when it was saved, and — while the case is
 * published or the product listed — its title, address and price now.
 */
export async function ideasForExport(runtime: Runtime, userId: string) {
  const { list } = await boardsOf(runtime.db, userOwner(userId));
  return Promise.all(
    list.map(async (b) => {
      const { list: items } = await itemsOf(runtime.db, b.boardId);
      const views = new Map((await ideaViews(runtime, items)).map((v) => [`${v.kind}:${v.refId}`, v]));
      return {
        boardId: b.boardId, name: b.name, private: b.isPrivate, createdAt: b.createdAt,
        ideas: items.map((i) => {
          const v = views.get(`${i.kind}:${i.refId}`);
          return { kind: i.kind, id: i.refId, savedAt: i.savedAt, ...(v ? { title: v.title, url: v.url, priceCents: v.priceCents } : { available: false }) };
        }),
      };
    }),
  );
}

import type { IdeaRef } from '../../../domain/ideas/idea-boards';
import type { Runtime } from '../../../infra/runtime';
import { boardsOf, hintDismissed, ownerCounts } from '../../../projections/ideas/idea-boards';
import type { SaveIdeaChoices } from '../components/save-idea';
import { boardCards, ownerOfAsker, userOwner, type BoardCard, type IdeaAsker } from './idea-views.server';
import { boardsHolding } from '../../../projections/ideas/idea-boards';

/** A user's PUBLIC boards with their covers (a public profile's collections: `/@{username}/collect`). Private boards never show. */
export async function publicBoardsOf(runtime: Runtime, userId: string, page: { start?: number; pageSize?: number } = {}): Promise<{ total: number; list: BoardCard[] }> {
  const { total, list } = await boardsOf(runtime.db, userOwner(userId), { ...page, publicOnly: true });
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

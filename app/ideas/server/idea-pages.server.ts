import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import type { IdeaRef } from '../../../domain/ideas/idea-boards';
import { roomTypes } from '../../../domain/projects/rooms';
import { isDomainError, ValidationError } from '../../../domain/shared/errors';
import { casesByIds } from '../../../projections/content/design-cases';
import { itemsOf } from '../../../projections/ideas/idea-boards';
import { signInHref } from '../../ui/access-pages';
import type { FormResult } from '../../web/form-result';
import { ok, requireUser, userAction, visitorAction } from '../../web/page-form.server';
import { safeRedirect } from '../../web/safe-redirect';
import { getSession, type RequestSession } from '../../web/session.server';
import { allBoards, boardCount, boardNames, deleteBoard, getBoard, hint, moveIdeas, removeIdeas, saveBoard, saveIdea, setBoardPrivacy } from '../application/boards.server';
import { boardPath, ownBoard, type IdeaAsker } from '../application/idea-views.server';

const askerOf = (session: RequestSession): IdeaAsker => ({ user: session.user ? { id: session.user.id } : null, visitorId: session.visitorId, actor: session.actor });
const noStore = { 'Cache-Control': 'private, no-store' };

/** /ideas: the signed-in client's boards (a visitor gets the sign-in page). */
export async function ideasPage(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const asker = askerOf(await getSession(request, context));
  const [{ list }, counts] = await Promise.all([allBoards(context.runtime, asker), boardCount(context.runtime, asker)]);
  return data({ boards: list, counts }, { headers: noStore });
}

/** The /ideas forms: create, rename, make public or private, delete (a board with ideas asks first). */
export const ideasPageAction = userAction(async ({ context, session, input, intent }) => {
  const asker = askerOf(session);
  switch (intent) {
    case 'create': {
      const board = await saveBoard(context.runtime, asker, { name: input.name, isPrivate: input.isPublic === 'on' || input.isPublic === 'true' ? false : true });
      return ok(`Board “${board.name}” made.`, intent);
    }
    case 'rename':
      await saveBoard(context.runtime, asker, { id: input.boardId, name: input.name });
      return ok('Board renamed.', intent);
    case 'privacy': {
      const board = await setBoardPrivacy(context.runtime, asker, { boardId: input.boardId, isPrivate: input.isPrivate });
      return ok(board.isPrivate ? 'The board is private: only you see it.' : 'The board is public: anyone with its link can see it.', intent);
    }
    case 'delete':
      try {
        await deleteBoard(context.runtime, asker, { id: input.boardId, continueDel: input.continueDel });
        return ok('Board deleted.', intent);
      } catch (error) {
        if (!isDomainError(error) || error.code !== 'BOARD_NOT_EMPTY') throw error;
        return data<FormResult & { confirmBoardId: string }>({ ok: false, message: error.message, code: error.code, intent, confirmBoardId: String(input.boardId) }, { status: 409 });
      }
    default:
      throw new ValidationError('UNKNOWN_FORM', 'This form is not known here. Please reload the page.');
  }
});

/** The products a board brings to a DIY board: its products, and the products of its saved cases; the room of its cases. */
export async function boardProducts(context: Pick<AppLoadContext, 'runtime'>, boardId: string): Promise<{ goodsIds: string[]; roomTypeId: string | null }> {
  const { list } = await itemsOf(context.runtime.db, boardId, { pageSize: 1000 });
  const cases = (await casesByIds(context.runtime.db, list.filter((i) => i.kind === 'case').map((i) => i.refId))).filter((c) => c.status === 'published');
  const goodsIds = [...new Set([...list.filter((i) => i.kind === 'product').map((i) => i.refId), ...cases.flatMap((c) => c.goodsIds)])];
  return { goodsIds, roomTypeId: roomMostCasesAreFor(cases) };
}

/** The room most of the cases are for, or null without cases. */
function roomMostCasesAreFor(cases: readonly { roomTypeId: string }[]): string | null {
  const rooms = new Map<string, number>();
  for (const c of cases) rooms.set(c.roomTypeId, (rooms.get(c.roomTypeId) ?? 0) + 1);
  return [...rooms.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The products of one's own board for a DIY board (another's board is not found). */
export async function productsForDiy(runtime: AppLoadContext['runtime'], session: RequestSession, boardId: string) {
  const board = await ownBoard(runtime, askerOf(session), boardId);
  return boardProducts({ runtime }, board.boardId);
}

/**
 * What one's own board brings to a design project (issue 24): its name, its saved
 * published cases and saved products (at most 200 of each), and the room most of its
 * cases are. Another's board is not found.
 */
export async function ideasForProject(runtime: AppLoadContext['runtime'], session: RequestSession, boardId: string) {
  const board = await ownBoard(runtime, askerOf(session), boardId);
  const { list } = await itemsOf(runtime.db, board.boardId, { pageSize: 1000 });
  const cases = (await casesByIds(runtime.db, list.filter((i) => i.kind === 'case').map((i) => i.refId))).filter((c) => c.status === 'published');
  const roomTypeId = roomMostCasesAreFor(cases);
  return {
    boardId: board.boardId,
    boardName: board.name,
    caseIds: cases.map((c) => c.caseId).slice(0, 200),
    goodsIds: [...new Set(list.filter((i) => i.kind === 'product').map((i) => i.refId))].slice(0, 200),
    roomTypeId,
  };
}

/** /ideas/{boardId}: one's board, or anyone's public board; a private board is not found to anyone else. */
export async function boardPage(request: Request, context: AppLoadContext, boardId: string) {
  const session = await getSession(request, context);
  const asker = askerOf(session);
  let board;
  try {
    board = await getBoard(context.runtime, asker, { boardId });
  } catch (error) {
    if (isDomainError(error)) throw new Response('Not found', { status: 404 });
    throw error;
  }
  const others = board.mine ? (await boardNames(context.runtime, asker)).filter((b) => b.id !== board.id) : [];
  const products = board.mine ? await boardProducts(context, board.id) : { goodsIds: [], roomTypeId: null };
  const shareUrl = new URL(boardPath(board.id), request.url).toString();
  const rooms = board.mine ? roomTypes().map((r) => ({ id: r.id, name: r.name })) : [];
  return data({ board, others, productCount: products.goodsIds.length, roomTypeId: products.roomTypeId, rooms, shareUrl }, { headers: noStore });
}

/** The board page's forms: remove or move an idea, make public or private (starting a DIY board or a design project posts to the diy and projects contexts' /ideas/{boardId}/diy and /project). */
export function boardPageAction(args: ActionFunctionArgs) {
  return userAction(async ({ context, session, input, intent }) => {
    const asker = askerOf(session);
    const boardId = args.params.boardId ?? '';
    switch (intent) {
      case 'remove':
        await removeIdeas(context.runtime, asker, { boardId, ids: input.ids });
        return ok('Removed from the board.', intent);
      case 'move': {
        await moveIdeas(context.runtime, asker, { boardId: input.toBoardId, fromBoardId: boardId, ids: input.ids });
        return ok('Moved.', intent);
      }
      case 'privacy': {
        const board = await setBoardPrivacy(context.runtime, asker, { boardId, isPrivate: input.isPrivate });
        return ok(board.isPrivate ? 'The board is private: only you see it.' : 'The board is public: anyone with its link can see it.', intent);
      }
      default:
        throw new ValidationError('UNKNOWN_FORM', 'This form is not known here. Please reload the page.');
    }
  })(args);
}

/**
 * POST /ideas/save (the Save button, with or without scripts): a signed-in reader's save goes to the board
 * chosen (or their default board) and back to the page; a visitor's is kept for them, and they are sent to
 * sign up, back to the page afterwards (the save moves into the new account).
 */
export const saveAction = visitorAction(async ({ context, session, input, intent }) => {
  const asker = askerOf(session);
  const back = safeRedirect(input.returnTo || '/ideas');
  // "Hide this tip" (board notShowHint): a signed-in reader dismisses the hint for good; a visitor's stays.
  if (intent === 'hideHint') {
    if (session.user) await hint(context.runtime, asker, true);
    return redirect(back);
  }
  const item: IdeaRef = { kind: input.kind === 'product' ? 'product' : 'case', refId: input.refId ?? '' };
  const outcome = await saveIdea(context.runtime, asker, { [item.kind === 'product' ? 'goodsId' : 'caseId']: item.refId, boardId: session.user ? input.boardId : undefined }, false);
  if (outcome.pending) return redirect(signInHref(back, true));
  return redirect(back);
});


import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { aiRooms, aiStyles, budgetLimits } from '../../../domain/aiboards/composer';
import { isDomainError } from '../../../domain/shared/errors';
import { visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { composeAiBoard, getAiBoard, myAiBoards, openAiBoard, swapAiPiece, type AiCaller } from '../application/ai-boards.server';

const noStore = { 'Cache-Control': 'private, no-store' };
export const callerOf = (session: RequestSession): AiCaller => ({ actor: session.actor, visitorId: session.visitorId, userId: session.user?.id ?? null });

/** /design/ai/newindex: the free AI mood board's landing and form, with the caller's recent boards. */
export async function newIndexLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const mine = await myAiBoards(context.runtime, callerOf(session), { pageSize: 6 });
  return data({ rooms: aiRooms.map((r) => r.name), styles: [...aiStyles], budget: budgetLimits, mine: mine.list }, { headers: noStore });
}

/** The form: a board composed (the photo, if chosen, checked and re-encoded), then its page. */
export const newIndexAction = visitorAction(async ({ context, session, form }) => {
  const board = await composeAiBoard(context.runtime, callerOf(session), { room: form.get('room'), style: form.get('style'), budget: form.get('budget') }, form.get('photo') ?? undefined);
  return redirect(board.url);
});

/** /design/ai/board/{id}: one's AI board; another's (or none) is 404. */
export async function boardLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  try {
    return data({ board: await getAiBoard(context.runtime, callerOf(session), { id: params.id ?? '' }), signedIn: Boolean(session.user) }, { headers: noStore });
  } catch (error) {
    if (isDomainError(error) && (error.kind === 'not_found' || error.kind === 'validation')) throw new Response('This AI mood board does not exist', { status: 404 });
    throw error;
  }
}

/** The board's buttons: swap a piece, edit it on the canvas, see it in 3D. */
export const boardAction = (args: ActionFunctionArgs) =>
  visitorAction(async ({ context, session, intent, input }) => {
    const caller = callerOf(session);
    const id = args.params.id ?? '';
    if (intent === 'canvas' || intent === '3d') return redirect(await openAiBoard(context.runtime, caller, { id }, intent));
    await swapAiPiece(context.runtime, caller, { id, slot: input.slot });
    return { ok: true, message: 'Swapped.', intent };
  })(args);

import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { boardNotFoundMessage } from '../../../domain/canvas/canvas-board.decide';
import { canChangeRoom } from '../../../domain/canvas/rights';
import { getSession } from '../../web/session.server';
import { roomCallOf } from '../application/room-call.server';
import { boardFor } from '../pages/boards.server';
import { planOfCall } from './room-scene-model';

/** /threeD?boardId=…: one of the caller's boards in 3D (another's, or none: 404). */
export async function room3dLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const boardId = new URL(request.url).searchParams.get('boardId') ?? '';
  const access = boardId ? await boardFor(context.runtime, session.actor, boardId) : null;
  if (!access) throw new Response(boardNotFoundMessage, { status: 404 });
  const call = await roomCallOf(context.runtime, access);
  const backHref = access.project.kind === 'diy' ? `/diy/proposal?${new URLSearchParams({ id: access.project.id })}` : `/project/info?${new URLSearchParams({ needId: access.project.id })}`;
  return data(
    {
      call,
      plan: planOfCall(call),
      board: access.board,
      boardId: access.boardId,
      name: access.name,
      userId: access.userId,
      email: session.user?.email ?? 'You',
      readOnly: access.readOnly,
      canEditAll: access.canEditAll,
      canEditRoom: !access.readOnly && canChangeRoom(access.role),
      projectKind: access.project.kind,
      backHref,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

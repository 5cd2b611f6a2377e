import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { boardForProject } from '../../../projections/canvas/boards';
import { editorData, boardFor, openDiyBoard } from '~/canvas/index.server';
import { callerOf } from '~/projects/index.server';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { getDiy, keptPieces, saveDiyBoard, saveDiyStep } from '../application/diy.server';
import { diyProjectOf } from '../application/diy-view.server';

/** The DIY board step's page: the diy context's, on the canvas context's editor. */

const noStore = { 'Cache-Control': 'private, no-store' };

/** /div/moodboard?id={diyId}: the DIY board step after /diy/rendering. */
export async function diyBoardLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const id = new URL(request.url).searchParams.get('id');
  if (!id) throw redirect('/diy/room');
  const project = await getDiy(context.runtime, callerOf(session), { id }).catch(() => null);
  if (!project) throw new Response('This DIY project does not exist', { status: 404 });
  const row = await boardForProject(context.runtime.db, { kind: 'diy', id: project.diyId });
  const access = row ? await boardFor(context.runtime, session.actor, row.boardId) : null;
  // The pieces kept: those saved, or (nothing saved yet) the ones the ideas page shows ticked.
  const kept = (await keptPieces(context.runtime, project)).length;
  return data(
    {
      project: { diyId: project.diyId, room: project.room.name, status: project.status, kept },
      editor: access ? await editorData(context.runtime, access, session) : null,
      /** The board is empty and ideas were kept: offer to place them. */
      canPlace: access !== null && Object.keys(access.board.objects).length === 0 && kept > 0,
      signedIn: Boolean(session.user),
    },
    { headers: noStore },
  );
}

/** start: the board with the kept ideas; save: on my projects; export: saved, then My Projects' DIY tab. */
export const diyBoardAction = visitorAction(async ({ context, session, intent, input }) => {
  const caller = callerOf(session);
  const project = await getDiy(context.runtime, caller, { id: input.id });
  if (intent === 'start') {
    // Nothing saved yet: the ideas shown ticked become the pieces kept.
    const pieces = await keptPieces(context.runtime, project);
    if (!project.goodsIds.length && pieces.length) await saveDiyStep(context.runtime, caller, { id: project.diyId, step: 'RENDERING', values: { goodsIds: pieces } });
    await openDiyBoard(context.runtime, session.actor, project.diyId, pieces, diyProjectOf);
    return redirect(`/div/moodboard?${new URLSearchParams({ id: project.diyId })}`);
  }
  await saveDiyBoard(context.runtime, caller, { id: project.diyId });
  if (intent === 'export') return redirect('/project/index?status=DIY');
  return ok('Your mood board is saved to your projects', 'save');
});


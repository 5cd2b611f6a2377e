import type { LoaderFunctionArgs } from '@remix-run/node';
import { boardNotFoundMessage } from '../../../domain/canvas/canvas-board.decide';
import { planModel } from '../../../domain/rooms/plan';
import { planPdf } from '../../../domain/rooms/plan-pdf';
import { getSession } from '~/web/session.server';
import { roomCallOf } from '~/canvas/application/room-call.server';
import { boardFor } from '~/canvas/pages/boards.server';

/**
 * /design/download?boardId=…[&size=letter]: the board's floor plan as a PDF (issue 23):
 * the room's walls and openings, every piece's footprint, the room's sides, each
 * piece's distances to the walls and the clearances between pieces, and the
 * layout's warnings, drawn at a standard scale with a scale bar. Another's board: 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const url = new URL(request.url);
  const boardId = url.searchParams.get('boardId') ?? '';
  const access = boardId ? await boardFor(context.runtime, session.actor, boardId) : null;
  if (!access) return new Response(boardNotFoundMessage, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const call = await roomCallOf(context.runtime, access);
  const pdf = planPdf(planModel(call.room, call.placements, call.warnings), { date: new Date(), roomName: `${access.name}: ${call.room.name}`, size: url.searchParams.get('size') === 'letter' ? 'letter' : 'a4' });
  const fileName = `${access.name.replace(/[^A-Za-z0-9 _-]+/g, '').trim().replace(/\s+/g, '-') || 'floor-plan'}-floor-plan.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

import type { Actor } from '../../../domain/shared/messages';
import { zOrdered } from '../../../domain/canvas/board';
import { memberKeys } from '../../../domain/canvas/canvas-board.decide';
import { planModel } from '../../../domain/rooms/plan';
import { planPdf } from '../../../domain/rooms/plan-pdf';
import type { Runtime } from '../../../infra/runtime';
import { listBoardsOf } from '../../../projections/canvas/boards';
import { boardAccess } from './boards.server';
import { productsOfBoard } from './canvas-calls.server';
import { roomCallOf } from './room-call.server';

/**
 * Every board a member may open, as files they keep (issue 24, "export beyond
 * the anchors"): the board as JSON — its objects in stacking order, its room
 * with every piece's place in it, its products priced now — and its floor plan
 * as the PDF /design/download gives. The boards are the ones the actor is a
 * member of (a DIY board, a project's shared board); a designer's private
 * draft is not the client's, so it is not here.
 */
export interface BoardFiles {
  boardId: string;
  name: string;
  json: Record<string, unknown>;
  pdf: Uint8Array;
}

export async function boardArchiveOf(runtime: Runtime, actor: Actor, now = new Date()): Promise<BoardFiles[]> {
  const rows = [];
  for (let start = 0; ; start += 50) {
    const page = await listBoardsOf(runtime.db, memberKeys(actor), { start, pageSize: 50 });
    rows.push(...page);
    if (page.length < 50) break;
  }
  const out: BoardFiles[] = [];
  for (const r of rows) {
    const access = await boardAccess(runtime, actor, r.boardId).catch(() => null);
    if (!access) continue;
    const { row } = access;
    const [call, products] = await Promise.all([roomCallOf(runtime, { boardId: row.boardId, board: row.board, project: row.project }), productsOfBoard(runtime, row)]);
    const pdf = planPdf(planModel(call.room, call.placements, call.warnings), { date: now, roomName: `${row.name}: ${call.room.name}`, size: 'a4' });
    out.push({
      boardId: row.boardId,
      name: row.name,
      pdf,
      json: {
        boardId: row.boardId,
        name: row.name,
        project: row.project,
        yourRole: access.who.role,
        exportedAt: now.toISOString(),
        background: row.board.background,
        objects: zOrdered(row.board),
        room: call.room,
        roomSource: call.roomSource,
        placements: call.placements,
        layoutWarnings: call.warnings,
        products: products.map(({ objectIds, goodsCount, ...p }) => ({ ...p, inStock: goodsCount, objectIds })),
      },
    });
  }
  return out;
}

import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type Board, emptyBoard } from '../../../domain/canvas/board';
import { type BoardMember, type BoardProject, boardIdPattern } from '../../../domain/canvas/canvas-board';
import { boardNotFoundMessage, memberKeys, roleOn } from '../../../domain/canvas/canvas-board.decide';
import { canvasCommands } from '../../../domain/canvas/commands';
import { type BoardUser, getIsCanEdit } from '../../../domain/canvas/rights';
import { ForbiddenError, NotFoundError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { type BoardRow, boardForProject, getBoardRow, listBoardsOf } from '../../../projections/canvas/boards';
import type { DiyOwnerRef } from '../../../projections/diy/projects';
import { needsTable } from '../../../projections/projects/needs';
import { parseWith } from '../../web/api.server';
import { createBoardDoc, toBase64 } from '../sync/doc';
import { serverActor } from '../server/board-state.server';
import { shareKeyMatches } from '../server/share-keys.server';
import { canvasRooms } from '../server/rooms.server';

/**
 * Boards as the JSON calls and pages see them. Every call answers 404 for a
 * board the caller is not a member of (staff see all; a share key reads one).
 */
export const boardsWait = { waitFor: ['canvas-boards'] };
const notFound = () => new NotFoundError('BOARD_NOT_FOUND', boardNotFoundMessage);

export const boardIdInput = z.string({ required_error: boardNotFoundMessage, invalid_type_error: boardNotFoundMessage }).regex(boardIdPattern, boardNotFoundMessage);

export interface BoardAccess {
  row: BoardRow;
  who: BoardUser;
  canEdit: boolean;
}

/** The caller's board, or 404. `key`: a share key gives read-only access. */
export async function boardAccess(runtime: Runtime, actor: Actor, boardId: unknown, key?: unknown): Promise<BoardAccess> {
  const id = parseWith(boardIdInput, boardId);
  const row = await getBoardRow(runtime.db, id);
  if (!row) throw notFound();
  const meta = { boardId: row.boardId, project: row.project, name: row.name, members: row.members, clientCanEdit: row.clientCanEdit, shareKeyHashes: row.shareKeys.map((k) => k.keyHash), private: row.private };
  let who = roleOn(meta, actor);
  // A private draft board is never opened by a share key either.
  if (!who && !meta.private && typeof key === 'string' && shareKeyMatches(meta.shareKeyHashes, key)) who = { userId: actor.kind === 'user' ? actor.userId : 'viewer', role: 'viewer' };
  if (!who) throw notFound();
  return { row, who, canEdit: getIsCanEdit(who.role, row.clientCanEdit) };
}

/** The board id of a project: derived from it, so two racing "create" calls make one board. */
export const boardIdFor = (project: BoardProject) => `mb${createHash('sha256').update(`${project.kind}:${project.id}`).digest('hex').slice(0, 16)}`;

/** The first document of a new board: the default background and the room-name label. */
export function boardTemplate(roomName: string | null): Board {
  return { ...emptyBoard(), roomName: roomName ? { text: roomName, left: 40, top: 40 } : null };
}

const projectInput = z.union([
  z.object({ diyId: z.string().regex(/^dy[a-f0-9]{16}$/, 'This DIY project does not exist') }),
  z.object({ needId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'This design project does not exist') }),
], { errorMap: () => ({ message: 'Please name the DIY project (diyId) or design project (needId)' }) });

/**
 * The board of a DIY project (its owner is the member) or a design project
 * (its client and assigned designer; staff always): made on first ask.
 */
/**
 * How a board finds its DIY project for an owner (the diy context's fresh view):
 * passed in by the diy context or the route, as canvas does not import diy.
 */
export type DiyProjectLookup = (runtime: Runtime, owner: DiyOwnerRef, diyId: string) => Promise<{ diyId: string; room: { name: string } } | null>;

export async function ensureBoard(runtime: Runtime, actor: Actor, input: unknown, diyProjectOf?: DiyProjectLookup): Promise<BoardAccess> {
  const given = parseWith(projectInput, input);
  let project: BoardProject;
  let members: BoardMember[];
  let roomName: string;
  if ('diyId' in given) {
    const owner = actor.kind === 'user' ? { kind: 'client' as const, clientId: actor.userId } : actor.kind === 'visitor' ? { kind: 'visitor' as const, visitorId: actor.visitorId } : null;
    const lookup: DiyProjectLookup = diyProjectOf ?? (async () => null);
    let diy = owner ? await lookup(runtime, owner, given.diyId) : null;
    let memberKey = owner?.kind === 'client' ? owner.clientId : owner ? `v:${(owner as { visitorId: string }).visitorId}` : '';
    if (!diy && actor.kind === 'user' && actor.visitorId) {
      diy = await lookup(runtime, { kind: 'visitor', visitorId: actor.visitorId }, given.diyId);
      memberKey = `v:${actor.visitorId}`;
    }
    if (!diy) throw new NotFoundError('DIY_NOT_FOUND', 'This DIY project does not exist');
    project = { kind: 'diy', id: diy.diyId };
    // A DIY board is its owner's own: they arrange all of it, as a designer does.
    members = [{ userId: memberKey, role: 'designer' }];
    roomName = diy.room.name;
  } else {
    const row = await runtime.db(needsTable).where({ need_id: given.needId }).first();
    const isStaff = actor.kind === 'user' && actor.roles.includes('staff');
    const mine = row && actor.kind === 'user' && ((row.owner_kind === 'client' && row.owner_id === actor.userId) || row.designer_id === actor.userId);
    if (!row || !(mine || isStaff) || row.owner_kind !== 'client') throw new NotFoundError('NEED_NOT_FOUND', 'This design project does not exist');
    project = { kind: 'need', id: row.need_id };
    members = [{ userId: row.owner_id, role: 'client' }, ...(row.designer_id ? [{ userId: row.designer_id as string, role: 'designer' as const }] : [])];
    roomName = row.room_name;
  }
  const existing = await boardForProject(runtime.db, project);
  const boardId = existing?.boardId ?? boardIdFor(project);
  if (existing) {
    // The project says who belongs (a designer assigned later, a DIY owner now signed in): the board follows.
    const keys = memberKeys(actor);
    const missing = members.filter((m) => keys.includes(m.userId) && !existing.members.some((x) => x.userId === m.userId && x.role === m.role));
    for (const member of missing) await runtime.execute(canvasCommands.AddBoardMember, { boardId, member }, { actor: { kind: 'system' } }, boardsWait);
    if (missing.length) await canvasRooms(runtime).refresh(boardId);
  } else {
    const template = boardTemplate(roomName);
    const { changes } = createBoardDoc(template, serverActor);
    const initial = { background: template.background, roomName: template.roomName };
    await runtime.execute(canvasCommands.CreateBoard, { boardId, project, name: `${roomName} mood board`, members, initial, initialChanges: changes.map(toBase64) }, { actor }, boardsWait);
  }
  return boardAccess(runtime, actor, boardId);
}

/** The caller's boards (staff: every board), newest first. */
export async function myBoards(runtime: Runtime, actor: Actor, page: { start?: number; pageSize?: number } = {}) {
  const staff = actor.kind === 'user' && actor.roles.includes('staff');
  const rows = (await listBoardsOf(runtime.db, staff ? 'all' : memberKeys(actor), page)).filter((r) => staff || roleOn({ ...r, shareKeyHashes: [] }, actor));
  return rows.map((r) => ({ boardId: r.boardId, name: r.name, project: r.project, objects: Object.keys(r.board.objects).length, updatedAt: r.updatedAt, href: `/moodboard/detail/${r.boardId}` }));
}

export async function setEditRights(runtime: Runtime, actor: Actor, boardId: unknown, canEdit: boolean) {
  const { row, who } = await boardAccess(runtime, actor, boardId);
  if (who.role !== 'designer' && who.role !== 'staff') throw new ForbiddenError('Only the designer can give the client edit rights');
  await runtime.execute(canEdit ? canvasCommands.GrantBoardEditRights : canvasCommands.RevokeBoardEditRights, { boardId: row.boardId }, { actor }, boardsWait);
  return { boardId: row.boardId, canEdit };
}

export async function renameBoard(runtime: Runtime, actor: Actor, boardId: unknown, name: unknown) {
  const { row } = await boardAccess(runtime, actor, boardId);
  await runtime.execute(canvasCommands.RenameBoard, { boardId: row.boardId, name }, { actor }, boardsWait);
  return { boardId: row.boardId, name: String(name).trim() };
}

import { z } from 'zod';
import { type Board, type BoardObject, zOrdered } from '../../../domain/canvas/board';
import { canvasStream } from '../../../domain/canvas/canvas-board';
import { canvasCommands } from '../../../domain/canvas/commands';
import { diffBoards } from '../../../domain/canvas/entry';
import { replaceCanvas } from '../../../domain/canvas/operations';
import { backgroundSchema, boardObjectSchema, roomNameSchema } from '../../../domain/canvas/schemas';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { boardHistory, type BoardRow } from '../../../projections/canvas/boards';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { availableStock } from '../../../projections/catalogue/stock';
import { parseWith } from '../../web/api.server';
import { boardAt } from '../server/board-state.server';
import { canvasRooms, newUuid } from '../server/rooms.server';
import { hashShareKey, newShareKey } from '../server/share-keys.server';
import { boardAccess, boardsWait, boardTemplate } from './boards.server';
import { proxiedImages } from './image-proxy';
import { jsonTextOrNull } from '../../web/json-depth';
import { readModelsShowStreams } from '../../web/stream-freshness.server';
import { boardNotFoundMessage } from '../../../domain/canvas/canvas-board.decide';

/**
 * The spec's canvas calls (part 2 §7): GET/POST diymb/{id}/canvas (snapshot,
 * objects and info as JSON strings), history, restore, products, rights, share.
 */
export interface CanvasRecord {
  snapshot: string;
  objects: string;
  info: string;
}

function record(board: Board, info: Record<string, unknown>, hosts: readonly string[]): CanvasRecord {
  const objects = zOrdered(board).map((o) => proxiedImages(o, hosts));
  return {
    snapshot: JSON.stringify({ background: board.background, roomName: board.roomName, objects }),
    objects: JSON.stringify(objects.map((o) => o.objMeta)),
    info: JSON.stringify(info),
  };
}

/** GET diymb/{id}/canvas: a list whose first item holds snapshot, objects, info. Id -1: the default board. */
export async function getCanvas(runtime: Runtime, actor: Actor, id: unknown, key?: unknown): Promise<CanvasRecord[]> {
  // The proxy's hosts (a scheme, if named, is the proxy's business: the rewritten path carries host and path).
  const hosts = runtime.config.CORS_PROXY_HOSTS.map((h) => h.replace(/^https?:\/\//, ''));
  if (String(id) === '-1') return [record(boardTemplate(null), { boardId: null, name: 'New mood board', canEdit: true, version: 0 }, hosts)];
  const { row, who, canEdit } = await boardAccess(runtime, actor, id, key);
  return [record(row.board, { boardId: row.boardId, name: row.name, project: row.project, role: who.role, canEdit, clientCanEdit: row.clientCanEdit, version: row.version, updatedAt: row.updatedAt }, hosts)];
}

/** A JSON string field (or the value itself); empty or '{}' is nothing. */
function jsonField(value: unknown, field: string): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return value;
  const parsed = jsonTextOrNull(value, field);
  if (parsed === null && value.trim() !== 'null') throw new ValidationError('MALFORMED_JSON', `${field} is not valid JSON`, { [field]: `${field} is not valid JSON` });
  return parsed;
}

const snapshotSchema = z.object({
  background: backgroundSchema.partial({ overlaySrc: true, fill: true }).optional(),
  roomName: roomNameSchema.optional(),
  objects: z.array(z.unknown()).max(5_000).optional(),
});

/** POST diymb/{id}/canvas: the whole canvas as one 'replace' change (an empty or '{}' snapshot: no objects). */
export async function saveCanvas(runtime: Runtime, actor: Actor, id: unknown, input: Record<string, unknown>): Promise<CanvasRecord[]> {
  const { row, who } = await boardAccess(runtime, actor, id);
  if (who.role === 'viewer') throw new ForbiddenError('This board is read-only');
  const raw = jsonField(input.snapshot, 'snapshot') ?? {};
  const snapshot = parseWith(snapshotSchema, raw);
  const listed = jsonField(input.objects, 'objects');
  const candidates = (snapshot.objects ?? (Array.isArray(listed) && listed.every((o) => o && typeof o === 'object' && 'left' in o) ? listed : [])) as unknown[];
  const objects: BoardObject[] = candidates.map((o, i) => {
    const parsed = boardObjectSchema.safeParse(o);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ValidationError('INVALID_OBJECT', `objects.${i}.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data as BoardObject;
  });
  const rooms = canvasRooms(runtime);
  const room = await rooms.room(row.boardId);
  if (!room) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board does not exist');
  const background = { ...room.board.background, ...(snapshot.background ?? {}) };
  const outcome = await rooms.submitServerChange(room, actor, (board) => replaceCanvas(board, { background, objects, roomName: snapshot.roomName }, newUuid()));
  rooms.release(room);
  if (!outcome.ok) throw new ForbiddenError(outcome.message);
  return getCanvas(runtime, actor, row.boardId);
}

/**
 * GET diymb/{id}/history: who changed what, when (newest first). Socket changes answer
 * without waiting for the read model, so the list waits (bounded) until it shows the
 * board's stream as it is now: an editor who opens the history sees their last change.
 */
export async function history(runtime: Runtime, actor: Actor, id: unknown) {
  const { row } = await boardAccess(runtime, actor, id);
  await readModelsShowStreams(runtime, [canvasStream(row.boardId)], boardsWait.waitFor);
  const roles = new Map(row.members.map((m) => [m.userId, m.role]));
  return (await boardHistory(runtime.db, row.boardId)).map((h) => ({ ...h, role: roles.get(h.actorId) ?? 'staff' }));
}

/** POST diymb/{id}/restore {uuid}: the board as it stood after that change, as a new change. */
export async function restore(runtime: Runtime, actor: Actor, id: unknown, input: Record<string, unknown>) {
  const { row, canEdit } = await boardAccess(runtime, actor, id);
  if (!canEdit) throw new ForbiddenError('Only the designer can restore an earlier state');
  const uuid = parseWith(z.string({ required_error: 'Please choose a state to restore' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'This state is not in the board history'), input.uuid);
  const target = await boardAt(runtime, row.boardId, uuid);
  if (!target) throw new ValidationError('STATE_UNKNOWN', 'This state is not in the board history');
  const rooms = canvasRooms(runtime);
  const room = await rooms.room(row.boardId);
  if (!room) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board does not exist');
  const outcome = await rooms.submitServerChange(room, actor, (board) => diffBoards(board, target, 'restore', newUuid()), uuid);
  rooms.release(room);
  if (!outcome.ok) throw new ForbiddenError(outcome.message);
  return getCanvas(runtime, actor, row.boardId);
}

/** GET diymb/{id}/products: the products on the board with prices (cents and dollars) and stock. */
export async function products(runtime: Runtime, actor: Actor, id: unknown, key?: unknown) {
  const { row } = await boardAccess(runtime, actor, id, key);
  return productsOfBoard(runtime, row);
}

/** A board's products (the row its caller may open) with prices and stock, and the objects showing each. */
export async function productsOfBoard(runtime: Runtime, row: Pick<BoardRow, 'productIds' | 'board'>) {
  const goods = await getGoodsByIds(runtime.db, row.productIds);
  const stock = await availableStock(runtime.db, goods.map((g) => g.id));
  const onBoard = Object.values(row.board.objects).filter((o) => o.type === 'product');
  return goods.map((g) => ({
    productId: g.id, name: g.name, brand: g.brand, description: g.description, link: g.visitUrl, priceCents: g.priceCents, salePriceCents: g.salePriceCents,
    price: g.priceCents / 100, salePrice: g.salePriceCents === null ? null : g.salePriceCents / 100, markType: g.markType, availability: g.availability,
    goodsCount: stock.get(g.id) ?? null, purchasable: g.purchasable, savedPics: g.savedPics,
    objectIds: onBoard.filter((o) => o.objMeta.productId === g.id).map((o) => o.id),
  }));
}

/** POST diymb/{id}/share: a read-only link; only the key's hash is kept. */
export async function share(runtime: Runtime, actor: Actor, id: unknown) {
  const { row, who } = await boardAccess(runtime, actor, id);
  if (who.role === 'viewer') throw new ForbiddenError();
  const { key, keyId } = newShareKey();
  await runtime.execute(canvasCommands.CreateShareKey, { boardId: row.boardId, keyId, keyHash: hashShareKey(key) }, { actor }, boardsWait);
  await canvasRooms(runtime).refresh(row.boardId);
  return { boardId: row.boardId, key, url: `/mb/share/${row.boardId}?key=${key}` };
}

const mbshareInput = z.object({
  id: z.string({ required_error: 'Which mood board? Give its id', invalid_type_error: 'Which mood board? Give its id' }).trim().min(1, 'Which mood board? Give its id').max(100, 'This mood board does not exist'),
  key: z.string({ required_error: 'The share key is missing', invalid_type_error: 'The share key is missing' }).trim().min(1, 'The share key is missing').max(200, 'This mood board does not exist'),
});

/**
 * mbshare {id, key}: a mood board shared by its key (the spec's /mbshare), read
 * only, for whoever holds the key — signed in or not, member or not: the canvas
 * (snapshot, objects, info as `diymb/{id}/canvas` gives them), its products
 * priced now and the page's address. A wrong or withdrawn key: 404, as for a
 * board that does not exist.
 */
export async function sharedByKey(runtime: Runtime, input: unknown) {
  const { id, key } = parseWith(mbshareInput, input);
  const keyHolder: Actor = { kind: 'visitor', visitorId: 'share-link' };
  const access = await boardAccess(runtime, keyHolder, id, key).catch(() => null);
  if (!access || access.who.role !== 'viewer') throw new NotFoundError('BOARD_NOT_FOUND', boardNotFoundMessage);
  const { row } = access;
  const hosts = runtime.config.CORS_PROXY_HOSTS.map((h) => h.replace(/^https?:\/\//, ''));
  const canvas = record(row.board, { boardId: row.boardId, name: row.name, role: 'viewer', canEdit: false, version: row.version, updatedAt: row.updatedAt }, hosts);
  return { boardId: row.boardId, name: row.name, ...canvas, products: await productsOfBoard(runtime, row), url: `/mb/share/${encodeURIComponent(row.boardId)}?${new URLSearchParams({ key })}` };
}

import { ALTERNATIVE, type Board, type BoardObject, type ChangeAction, type HistoryEntry, type ObjMeta, zOrdered } from '../../../domain/canvas/board';
import { flipAxis, nudgeDelta, PASTE_OFFSET, paletteSize } from './editor-rules';

/**
 * The editor's operations on the shared board model: each completed user
 * gesture becomes one HistoryEntry (ids, changed, unchanged, action, uuid) that a
 * session applies, broadcasts and can undo. Pure functions of the board.
 */

export class IdConflictError extends Error {
  constructor(readonly ids: string[]) {
    super(`These ids are already on the board: ${ids.join(', ')}`);
    this.name = 'IdConflictError';
  }
}

type Patch = Partial<BoardObject>;

function entry(action: ChangeAction, uuid: string, changed: Record<string, Patch | null>, unchanged: Record<string, Patch | null>): HistoryEntry {
  return { ids: Object.keys(changed), changed, unchanged, action, uuid };
}

const pick = (obj: BoardObject, keys: string[]): Patch => Object.fromEntries(keys.map((k) => [k, (obj as unknown as Record<string, unknown>)[k]])) as Patch;

/** Apply a history entry's `changed` side (or its `unchanged` side, to undo it) to a board copy. */
export function applyEntry(board: Board, e: HistoryEntry, side: 'changed' | 'unchanged' = 'changed'): Board {
  const objects = { ...board.objects };
  for (const id of e.ids) {
    const patch = e[side][id];
    if (patch === null || patch === undefined) {
      if (patch === null) delete objects[id];
      continue;
    }
    const current = objects[id];
    objects[id] = (current ? { ...current, ...patch } : { ...(patch as BoardObject) }) as BoardObject;
  }
  return { ...board, objects };
}

/** Add objects; an id already on the board is refused, naming every conflict (part 2 §5). */
export function addObjects(board: Board, objs: BoardObject[], uuid: string, action: ChangeAction = 'add'): HistoryEntry {
  const conflicts = objs.filter((o) => board.objects[o.id]).map((o) => o.id);
  const seen = new Set<string>();
  for (const o of objs) (seen.has(o.id) ? conflicts.push(o.id) : seen.add(o.id));
  if (conflicts.length) throw new IdConflictError([...new Set(conflicts)]);
  let z = topZ(board);
  const changed: Record<string, Patch | null> = {};
  const unchanged: Record<string, Patch | null> = {};
  for (const o of objs) {
    z += 1;
    changed[o.id] = { ...o, originX: 'left', originY: 'top', z };
    unchanged[o.id] = null;
  }
  return entry(action, uuid, changed, unchanged);
}

export function deleteObjects(board: Board, ids: string[], uuid: string): HistoryEntry {
  const changed: Record<string, Patch | null> = {};
  const unchanged: Record<string, Patch | null> = {};
  for (const id of ids) {
    const o = board.objects[id];
    if (!o) continue;
    changed[id] = null;
    unchanged[id] = { ...o };
  }
  return entry('delete', uuid, changed, unchanged);
}

/** A change of some properties of some objects (geometry after a drag, scale, rotate; text; image). */
export function patchObjects(board: Board, patches: Record<string, Patch>, action: ChangeAction, uuid: string): HistoryEntry {
  const changed: Record<string, Patch | null> = {};
  const unchanged: Record<string, Patch | null> = {};
  for (const [id, patch] of Object.entries(patches)) {
    const o = board.objects[id];
    if (!o) continue;
    const keys = Object.keys(patch).filter((k) => k !== 'id' && (o as unknown as Record<string, unknown>)[k] !== (patch as Record<string, unknown>)[k]);
    if (!keys.length) continue;
    changed[id] = pick({ ...o, ...patch } as BoardObject, keys);
    unchanged[id] = pick(o, keys);
  }
  return entry(action, uuid, changed, unchanged);
}

export const nudge = (board: Board, ids: string[], direction: string, uuid: string) => {
  const { dx, dy } = nudgeDelta(direction);
  return patchObjects(board, Object.fromEntries(ids.filter((id) => board.objects[id]).map((id) => [id, { left: board.objects[id]!.left + dx, top: board.objects[id]!.top + dy }])), 'drag', uuid);
};

export const flip = (board: Board, ids: string[], direction: string, uuid: string) => {
  const axis = flipAxis(direction);
  return patchObjects(board, Object.fromEntries(ids.filter((id) => board.objects[id]).map((id) => [id, { [axis]: !board.objects[id]![axis] }])), 'flip', uuid);
};

const topZ = (board: Board) => Object.values(board.objects).reduce((m, o) => Math.max(m, o.z), 0);

/** Layer order: 'up'/'down' swap with the neighbour; 'top'/'bottom' go to the end. */
export function moveLayer(board: Board, ids: string[], where: 'up' | 'down' | 'top' | 'bottom', uuid: string): HistoryEntry {
  const order = zOrdered(board);
  const patches: Record<string, Patch> = {};
  if (where === 'top' || where === 'bottom') {
    let z = where === 'top' ? topZ(board) : Math.min(0, ...order.map((o) => o.z));
    for (const id of ids) if (board.objects[id]) patches[id] = { z: where === 'top' ? ++z : --z };
    return patchObjects(board, patches, 'move', uuid);
  }
  for (const id of ids) {
    const i = order.findIndex((o) => o.id === id);
    const j = where === 'up' ? i + 1 : i - 1;
    if (i < 0 || j < 0 || j >= order.length) continue;
    const a = order[i]!;
    const b = order[j]!;
    const za = patches[a.id]?.z ?? a.z;
    const zb = patches[b.id]?.z ?? b.z;
    // Equal z (ties broken by id) need a step apart.
    patches[a.id] = { z: za === zb ? zb + (where === 'up' ? 0.5 : -0.5) : zb };
    patches[b.id] = { z: za };
    [order[i], order[j]] = [b, a];
  }
  return patchObjects(board, patches, 'move', uuid);
}

/** Copies at +20,+20 with new ids (part 2 §4 copy and paste). */
export function pasteCopies(board: Board, copies: BoardObject[], newId: () => string, ownerId: string, uuid: string): HistoryEntry {
  const objs = copies.map((o) => {
    const id = newId();
    return { ...o, id, ownerId, reactions: {}, left: o.left + PASTE_OFFSET, top: o.top + PASTE_OFFSET, objMeta: { ...o.objMeta, id } };
  });
  return addObjects(board, objs, uuid);
}

const meta = (id: string, type: BoardObject['type'], extra: Partial<ObjMeta> = {}): ObjMeta => ({
  id,
  type,
  price: null,
  name: null,
  productId: null,
  displayImg: null,
  customCategory: null,
  source: null,
  vendor: null,
  goodsCategory: null,
  originImg: null,
  groupStatus: null,
  ...extra,
});

const base = (id: string, ownerId: string, left: number, top: number, width: number, height: number) => ({
  id,
  ownerId,
  left,
  top,
  width,
  height,
  scaleX: 1,
  scaleY: 1,
  angle: 0,
  flipX: false,
  flipY: false,
  originX: 'left' as const,
  originY: 'top' as const,
  z: 0,
});

export interface ProductPick {
  id: string;
  name: string;
  brand: string;
  priceCents: number;
  picture: string | null;
  categoryId?: string | null;
  vendorId?: string | null;
}

/** A marketplace product as a board object; price is cents / 100 (part 2 §3). */
export const productObject = (id: string, ownerId: string, p: ProductPick, at: { left: number; top: number }): BoardObject => ({
  ...base(id, ownerId, at.left, at.top, 300, 300),
  type: 'product',
  src: p.picture,
  objMeta: meta(id, 'product', { price: p.priceCents / 100, name: p.name, productId: p.id, displayImg: p.picture, originImg: p.picture, vendor: p.brand, goodsCategory: p.categoryId ?? null, source: 'marketplace' }),
});

export const imageObject = (id: string, ownerId: string, src: string, size: { width: number; height: number }, at: { left: number; top: number }): BoardObject => ({
  ...base(id, ownerId, at.left, at.top, size.width, size.height),
  type: 'custom_img',
  src,
  objMeta: meta(id, 'custom_img', { displayImg: src, originImg: src, source: 'upload' }),
});

export const textObject = (id: string, ownerId: string, text: string, at: { left: number; top: number }): BoardObject => ({
  ...base(id, ownerId, at.left, at.top, 360, 56),
  type: 'textbox',
  text,
  fontSize: 44,
  fill: '#2b2622',
  objMeta: meta(id, 'textbox'),
});

export const paletteObject = (id: string, ownerId: string, colors: string[], at: { left: number; top: number }): BoardObject => {
  const cs = colors.length ? colors : ['#000000'];
  const { width, height } = paletteSize(cs.length);
  return { ...base(id, ownerId, at.left, at.top, width, height), type: 'color_palette', colors: cs, radius: 17, objMeta: meta(id, 'color_palette') };
};

export const placeholderObject = (id: string, ownerId: string, at: { left: number; top: number }): BoardObject => ({
  ...base(id, ownerId, at.left, at.top, 300, 300),
  type: 'placeholder',
  src: null,
  objMeta: meta(id, 'placeholder'),
});

/** The board's products, alternatives apart (for the list beside the canvas). */
export function boardProducts(board: Board): { productId: string; objectId: string; alternative: boolean; name: string | null; price: number | null }[] {
  return zOrdered(board)
    .filter((o) => o.type === 'product' && o.objMeta.productId)
    .map((o) => ({ productId: o.objMeta.productId!, objectId: o.id, alternative: o.objMeta.customCategory === ALTERNATIVE, name: o.objMeta.name, price: o.objMeta.price }));
}

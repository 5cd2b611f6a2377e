/**
 * What the layout's steps share: the space being filled, the board's pieces in
 * board order with their roles and true sizes, and how a piece is put down
 * (at its rule's place, else the nearest free place, else against any wall,
 * else where the rule wanted it, flagged).
 */
import { add, normalizeAngle, rotate, type Point } from './geometry';
import { footprintOf, type BoardItem, type Footprint, type Placement, type Surface } from './placement';
import { Space, type Piece } from './layout-space';
import { roleOf, type Role } from './roles';
import { roundCm } from './units';

export interface Entry {
  item: BoardItem;
  role: Role;
  size: Footprint;
  /** Board order (left to right within a row, rows top to bottom). */
  order: number;
}

export interface Flag {
  objectId: string;
  reason: string;
}

export const flagReasons = {
  noRoom: 'There is no free floor left for this piece: it is placed where the rule puts it, over other pieces or the walls.',
  noWindow: 'The room has no window free for it: it hangs on a wall.',
  noWall: 'No wall has room for it: it hangs where the rule puts it, over other pieces.',
  tooTall: 'It is taller than the room\'s ceiling.',
} as const;

/** Board reading order: rows of the board top to bottom (a row is pieces whose tops are within half the first one's height), left to right in a row. */
export function boardOrder(items: readonly BoardItem[]): BoardItem[] {
  const byTop = [...items].sort((a, b) => a.top - b.top || a.left - b.left || (a.objectId < b.objectId ? -1 : 1));
  const rows: BoardItem[][] = [];
  for (const item of byTop) {
    const row = rows[rows.length - 1];
    if (row && item.top - row[0]!.top < Math.max(1, row[0]!.height / 2)) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.left - b.left || (a.objectId < b.objectId ? -1 : 1)));
}

export class LayoutContext {
  readonly entries: Entry[];
  readonly flags: Flag[] = [];
  private readonly done = new Set<string>();

  constructor(readonly space: Space, items: readonly BoardItem[]) {
    const hasSofa = items.some((i) => roleOf(i.kind) === 'sofa');
    const hasDiningSeat = items.some((i) => roleOf(i.kind) === 'dining-chair');
    this.entries = boardOrder(items).map((item, order) => {
      let role = roleOf(item.kind);
      // A patio table with a sofa and no dining chairs is the sofa's coffee table.
      if (item.kind === 'outdoor-table' && hasSofa && !hasDiningSeat) role = 'coffee-table';
      return { item, role, size: footprintOf(item.kind, item.dimensions, item.variant), order };
    });
  }

  /** Entries of these roles not yet placed, in board order. */
  pending(...roles: Role[]): Entry[] {
    return this.entries.filter((e) => roles.includes(e.role) && !this.done.has(e.item.objectId));
  }

  /** The widest entry of a role (ties: board order). */
  largest(role: Role): Entry | undefined {
    return this.pending(role).reduce<Entry | undefined>((best, e) => (!best || e.size.width > best.size.width ? e : best), undefined);
  }

  isDone(e: Entry) {
    return this.done.has(e.item.objectId);
  }

  flag(e: Entry, reason: string) {
    if (!this.flags.some((f) => f.objectId === e.item.objectId)) this.flags.push({ objectId: e.item.objectId, reason });
  }

  /** Puts a piece down and marks it done. */
  put(e: Entry, at: { x: number; y: number; rotation: number }, surface: Surface = { type: 'floor' }, wall: number | null = null): Piece {
    this.done.add(e.item.objectId);
    const placement: Placement = {
      objectId: e.item.objectId, productId: e.item.productId, name: e.item.name, kind: e.item.kind, footprint: e.size,
      x: roundCm(at.x), y: roundCm(at.y), rotation: normalizeAngle(Math.round(at.rotation * 10) / 10), surface,
    };
    return this.space.add(placement, e.role, wall);
  }

  /** Tries places in order; the first that fits is used. */
  tryAt(e: Entry, places: readonly { x: number; y: number; rotation: number }[]): Piece | null {
    for (const at of places) if (this.space.fits({ ...at, width: e.size.width, depth: e.size.depth }, e.size.height)) return this.put(e, at);
    return null;
  }

  /** Against a wall (walls by free length, each from the middle of its free stretch), else nearest free to `target`, else at `target`, flagged. */
  fallback(e: Entry, target?: { x: number; y: number; rotation: number }): Piece {
    const s = this.space;
    const onWall = s.alongWalls(e.size, s.wallsByFreeLength(), (w) => mid(s.freeStretch(w)));
    if (onWall) return this.put(e, onWall, { type: 'floor' }, onWall.wall.index);
    const t = target ?? { ...this.centre(), rotation: 0 };
    const free = s.nearestFree(t, e.size, t.rotation);
    if (free) return this.put(e, { ...free, rotation: t.rotation });
    this.flag(e, flagReasons.noRoom);
    return this.put(e, t);
  }

  /** The middle of the room's floor (its area centroid; for an L whose centroid falls in the cut-out, the nearest point inside). */
  centre(): Point {
    const pts = this.space.outline;
    let a = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0; i < pts.length; i++) {
      const p = pts[i]!;
      const q = pts[(i + 1) % pts.length]!;
      const k = p.x * q.y - q.x * p.y;
      a += k;
      cx += (p.x + q.x) * k;
      cy += (p.y + q.y) * k;
    }
    const c = { x: cx / (3 * a), y: cy / (3 * a) };
    return this.space.nearestFree(c, { width: 1, depth: 1, height: 0 }, 0, true) ?? c;
  }
}

export const mid = ([a, b]: readonly [number, number]) => (a + b) / 2;

/** A point in a piece's own frame (local +x; +y towards its front) in room coordinates. Local -x is on your left as you face the piece. */
export const local = (p: Placement, dx: number, dy: number): Point => add({ x: p.x, y: p.y }, rotate({ x: dx, y: dy }, p.rotation));

export const turn = (p: Placement, deg: number) => (((p.rotation + deg) % 360) + 360) % 360;

/**
 * The floor as the layout fills it: which pieces stand where, and searches
 * for a place that is inside the walls, clear of other pieces and of the
 * doors' swings (zones.ts): along a wall, nearest to a wanted point, or the
 * most open spot. Every search walks a fixed grid in a fixed order, so the
 * same room and pieces always give the same layout.
 */
import { bounds, convexInside, corners, penetration, polygonGap, type Point, type Rect } from './geometry';
import { againstWall, type Placement } from './placement';
import type { Room } from './room';
import { isFlat, type Role } from './roles';
import { outline, wallsOf, type Wall } from './walls';
import { zonesOf, type Zone } from './zones';

/** Overlaps shallower than this are touching (rounding to 0.1 cm). */
export const TOUCH = 0.5;
/** How far a piece "against a wall" stands off it (the skirting). */
export const WALL_GAP = 2;

export interface Piece {
  placement: Placement;
  poly: Point[];
  role: Role;
  /** The wall its back is against, when it is. */
  wall: number | null;
}

export class Space {
  readonly walls: Wall[];
  readonly outline: Point[];
  readonly zones: Zone[];
  readonly pieces: Piece[] = [];
  readonly box: ReturnType<typeof bounds>;
  /** The grid step of the searches: 5 cm in a small room, coarser in a large one (at most ~60 steps a side). */
  readonly step: number;

  constructor(readonly room: Room) {
    this.walls = wallsOf(room.shape);
    this.outline = outline(room.shape);
    this.zones = zonesOf(room);
    this.box = bounds(this.outline);
    this.step = Math.max(5, Math.ceil(Math.max(room.shape.width, room.shape.length) / 60 / 5) * 5);
  }

  add(placement: Placement, role: Role, wall: number | null = null): Piece {
    const piece = { placement, poly: corners({ x: placement.x, y: placement.y, width: placement.footprint.width, depth: placement.footprint.depth, rotation: placement.rotation }), role, wall };
    this.pieces.push(piece);
    return piece;
  }

  find(objectId: string): Piece | undefined {
    return this.pieces.find((p) => p.placement.objectId === objectId);
  }

  /** Floor pieces that block others (not rugs, not what rests on or hangs above). */
  solid(): Piece[] {
    return this.pieces.filter((p) => p.placement.surface.type === 'floor' && !isFlat(p.role));
  }

  /** Whether a floor rectangle of this height fits: inside the walls, clear of solid pieces (rugs: of other rugs) and of the openings' zones. */
  fits(rect: Rect, height: number, flat = false): boolean {
    const poly = corners(rect);
    if (!convexInside(poly, this.outline)) return false;
    if (flat) return !this.pieces.some((p) => isFlat(p.role) && penetration(poly, p.poly) > TOUCH);
    if (this.solid().some((p) => penetration(poly, p.poly) > TOUCH)) return false;
    return !this.zones.some((z) => (z.kind !== 'window' || height > z.clearBelow) && penetration(poly, z.polygon) > TOUCH);
  }

  /** Offsets along a wall from `preferred` outward (preferred, +s, -s, +2s, …) that keep a `width` piece on the wall. */
  offsets(wall: Wall, width: number, preferred: number): number[] {
    const lo = width / 2;
    const hi = wall.length - width / 2;
    if (hi < lo) return [wall.length / 2];
    const start = Math.min(hi, Math.max(lo, preferred));
    const out = [start];
    for (let k = 1; k * this.step <= wall.length; k++) {
      if (start + k * this.step <= hi) out.push(start + k * this.step);
      if (start - k * this.step >= lo) out.push(start - k * this.step);
    }
    if (!out.includes(hi)) out.push(hi);
    if (!out.includes(lo)) out.push(lo);
    return out;
  }

  /** The first place with the back on one of `walls` (in that order), from each wall's preferred offset outward. */
  alongWalls(size: { width: number; depth: number; height: number }, walls: readonly number[], preferred: (w: Wall) => number, ok: (at: { x: number; y: number; rotation: number; wall: Wall }) => boolean = () => true) {
    for (const index of walls) {
      const wall = this.walls[index]!;
      for (const t of this.offsets(wall, size.width, preferred(wall))) {
        const at = { ...againstWall(wall, t, size.depth, WALL_GAP), wall };
        if (this.fits({ ...at, width: size.width, depth: size.depth }, size.height) && ok(at)) return at;
      }
    }
    return null;
  }

  /** Grid points around `target`, nearest first (ties: north, then west). */
  private around(target: Point): Point[] {
    const s = this.step;
    const pts: Point[] = [];
    const { minX, minY, maxX, maxY } = this.box;
    for (let i = Math.floor((minX - target.x) / s); target.x + i * s <= maxX; i++) {
      for (let j = Math.floor((minY - target.y) / s); target.y + j * s <= maxY; j++) pts.push({ x: target.x + i * s, y: target.y + j * s });
    }
    const d = (p: Point) => Math.round(((p.x - target.x) ** 2 + (p.y - target.y) ** 2) * 100);
    return pts.sort((a, b) => d(a) - d(b) || a.y - b.y || a.x - b.x);
  }

  /** The free place nearest `target` for a rectangle of this size and rotation, or null. */
  nearestFree(target: Point, size: { width: number; depth: number; height: number }, rotation: number, flat = false): Point | null {
    for (const p of this.around(target)) if (this.fits({ ...p, width: size.width, depth: size.depth, rotation }, size.height, flat)) return { x: round(p.x), y: round(p.y) };
    return null;
  }

  /** How open a floor rectangle stands: the distance to the nearest wall or solid piece, up to `cap`. */
  openness(rect: Rect, cap = 150): number {
    const poly = corners(rect);
    let least = cap;
    for (const w of this.walls) least = Math.min(least, polygonGap(poly, [w.start, w.end]).distance);
    for (const p of this.solid()) least = Math.min(least, polygonGap(poly, p.poly).distance);
    return least;
  }

  /** The most open place for a rectangle (largest clearance around it, then nearest `target`), or null. */
  mostOpen(target: Point, size: { width: number; depth: number; height: number }, rotation: number): Point | null {
    let best: { p: Point; score: number } | null = null;
    for (const p of this.around(target)) {
      const rect = { ...p, width: size.width, depth: size.depth, rotation };
      if (!this.fits(rect, size.height)) continue;
      const score = Math.round(this.openness(rect));
      if (!best || score > best.score) best = { p, score };
    }
    return best ? { x: round(best.p.x), y: round(best.p.y) } : null;
  }

  /** The longest stretch of a wall with no opening of these types: [from, to] along it. */
  freeStretch(wall: Wall, types: readonly string[] = ['door', 'passage']): [number, number] {
    const cuts = this.room.openings.filter((o) => o.wall === wall.index && types.includes(o.type)).sort((a, b) => a.offset - b.offset);
    let best: [number, number] = [0, 0];
    let from = 0;
    for (const o of [...cuts, { offset: wall.length, width: 0 }]) {
      if (o.offset - from > best[1] - best[0]) best = [from, o.offset];
      from = Math.max(from, o.offset + o.width);
    }
    return best;
  }

  /** Walls by their longest stretch free of doors and passages, longest first (ties: wall order). */
  wallsByFreeLength(): number[] {
    const len = (w: Wall) => { const [a, b] = this.freeStretch(w); return Math.round(b - a); };
    return [...this.walls].sort((a, b) => len(b) - len(a) || a.index - b.index).map((w) => w.index);
  }
}

const round = (v: number) => Math.round(v * 10) / 10;

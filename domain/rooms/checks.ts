/**
 * What is wrong with a room's layout, as data: pieces that collide, stand
 * outside the walls (an L's cut-out is outside), reach above the ceiling,
 * block a door's swing or an opening, and walkways narrower than 91 cm (36 in).
 *
 * Which gaps count as walkways: the clear gap between two floor pieces, or a
 * floor piece and a wall, when it is more than 15 cm (closer is "against":
 * nobody walks there) and under 91 cm, the gap runs square to a side of one of them, the two sides face each other over at
 * least 45 cm (a corner-to-corner gap, or the pocket beside a nightstand, is
 * not a path), and no third piece
 * stands in it (only neighbours). Rugs, pieces resting on others, wall pieces
 * and pendants never count. Pieces meant to stand close are not measured
 * (roles.ts `closePair`: a nightstand and its bed, dining chairs at their
 * table, a side table or lamp beside a seat, the seats of one group, storage
 * side by side); a coffee table and a seat only need 35 cm (to get your legs
 * in), and get a warning under that.
 */
import { kindInfo } from '../catalogue/models3d/kinds';
import { convexInside, facingOverlap, length, penetration, polygonGap, scale, segmentCrosses, squareToASide, sub, type Point } from './geometry';
import { TOUCH } from './layout-space';
import { cornersOf, offsetAlong, type Placement } from './placement';
import type { Room } from './room';
import { closePair, coffeePair, isFlat, roleOf, type Role } from './roles';
import { formatShort } from './units';
import { outline, wallName, wallsOf, type Wall } from './walls';
import { zonesOf } from './zones';

export const WALKWAY_MIN = 91;
export const COFFEE_MIN = 35;
/** Closer than this to a wall or another piece is "against" it, not a gap to walk through. */
export const AGAINST = 15;
/** Sides facing each other over less than this do not make a walkway (a nightstand's side and the wall make a pocket, not a path). */
export const FACING_MIN = 45;

export type WarningKind = 'collision' | 'outside' | 'too-high' | 'blocks-door' | 'blocks-opening' | 'walkway' | 'too-close';

export interface Warning {
  kind: WarningKind;
  /** The pieces involved (one or two). */
  objectIds: string[];
  /** The wall involved, for a gap to a wall or a wall piece. */
  wall?: number;
  /** The opening involved. */
  openingId?: string;
  /** The measured clear distance in cm (0.1 cm), for gaps; the overlap's depth for collisions. */
  distance: number | null;
  /** The two ends of a measured gap (for drawing it). */
  from?: Point;
  to?: Point;
  message: string;
}

/** "the sofa", "the coffee table"; a product of unknown kind by its name. */
export const nameOf = (p: Placement) => (p.kind ? `the ${kindInfo[p.kind].label.toLowerCase()}` : `“${p.name}”`);

const r1 = (v: number) => Math.round(v * 10) / 10;

export const warningMessages = {
  walkway: (gap: number, a: string, b: string) => `Only ${formatShort(gap)} between ${a} and ${b}; leave at least ${formatShort(WALKWAY_MIN)} for a walkway.`,
  tooClose: (gap: number, a: string, b: string) => `Only ${formatShort(gap)} between ${a} and ${b}; leave at least ${formatShort(COFFEE_MIN)} to get in and out.`,
  collision: (a: string, b: string, depth: number) => `${cap(a)} and ${b} overlap by ${formatShort(depth)}.`,
  outside: (a: string) => `${cap(a)} does not fit inside the walls.`,
  tooHigh: (a: string) => `${cap(a)} reaches above the ceiling.`,
  swing: (a: string) => `${cap(a)} is in the way of the door as it opens.`,
  approach: (a: string, what: string) => `${cap(a)} blocks the way through the ${what}.`,
  window: (a: string) => `${cap(a)} stands in front of the window.`,
  covers: (a: string, what: string) => `${cap(a)} hangs over the ${what}.`,
} as const;

function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

interface Item {
  p: Placement;
  role: Role;
  poly: Point[];
}

const wallSpan = (wall: Wall, p: Placement) => {
  const c = offsetAlong(wall, p);
  const s = p.surface as { elevation: number };
  return { from: c - p.footprint.width / 2, to: c + p.footprint.width / 2, bottom: s.elevation, top: s.elevation + p.footprint.height };
};

const overlap1 = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0);

export function checkLayout(room: Room, placements: readonly Placement[]): Warning[] {
  const walls = wallsOf(room.shape);
  const shape = outline(room.shape);
  const zones = zonesOf(room);
  const out: Warning[] = [];
  const items: Item[] = placements.map((p) => ({ p, role: roleOf(p.kind), poly: cornersOf(p) }));
  const floor = items.filter((i) => i.p.surface.type === 'floor');
  const solid = floor.filter((i) => !isFlat(i.role));

  for (const i of items) {
    const s = i.p.surface;
    const bottom = s.type === 'floor' ? 0 : s.elevation;
    if (bottom + i.p.footprint.height > room.ceiling + 0.05) out.push({ kind: 'too-high', objectIds: [i.p.objectId], distance: null, message: warningMessages.tooHigh(nameOf(i.p)) });
    if (s.type === 'floor' || s.type === 'ceiling') {
      if (!convexInside(i.poly, shape)) out.push({ kind: 'outside', objectIds: [i.p.objectId], distance: null, message: warningMessages.outside(nameOf(i.p)) });
    } else if (s.type === 'wall') {
      const wall = walls[s.wall];
      const span = wall && wallSpan(wall, i.p);
      if (!wall || !span || span.from < -0.05 || span.to > wall.length + 0.05) out.push({ kind: 'outside', objectIds: [i.p.objectId], wall: s.wall, distance: null, message: warningMessages.outside(nameOf(i.p)) });
    }
  }

  // Floor collisions: rugs only with rugs.
  for (let a = 0; a < floor.length; a++) {
    for (let b = a + 1; b < floor.length; b++) {
      const A = floor[a]!;
      const B = floor[b]!;
      if (isFlat(A.role) !== isFlat(B.role)) continue;
      const depth = penetration(A.poly, B.poly);
      if (depth > TOUCH) out.push({ kind: 'collision', objectIds: [A.p.objectId, B.p.objectId], distance: r1(depth), message: warningMessages.collision(nameOf(A.p), nameOf(B.p), depth) });
    }
  }

  // Wall pieces: with wall pieces on the same wall (curtains and shades may overlap), and over doors and windows.
  const hung = items.filter((i) => i.p.surface.type === 'wall' && walls[(i.p.surface as { wall: number }).wall]);
  for (let a = 0; a < hung.length; a++) {
    const A = hung[a]!;
    const wallIndex = (A.p.surface as { wall: number }).wall;
    const wall = walls[wallIndex]!;
    const sa = wallSpan(wall, A.p);
    const dressing = A.role === 'curtain' || A.role === 'shade';
    for (let b = a + 1; b < hung.length; b++) {
      const B = hung[b]!;
      if ((B.p.surface as { wall: number }).wall !== wallIndex) continue;
      if (dressing && (B.role === 'curtain' || B.role === 'shade')) continue;
      const sb = wallSpan(wall, B.p);
      const depth = Math.min(overlap1(sa.from, sa.to, sb.from, sb.to), overlap1(sa.bottom, sa.top, sb.bottom, sb.top));
      if (depth > TOUCH) out.push({ kind: 'collision', objectIds: [A.p.objectId, B.p.objectId], wall: wallIndex, distance: r1(depth), message: warningMessages.collision(nameOf(A.p), nameOf(B.p), depth) });
    }
    for (const o of room.openings) {
      if (o.wall !== wallIndex || (dressing && o.type === 'window')) continue;
      const bottom = o.type === 'window' ? o.sill : 0;
      if (overlap1(sa.from, sa.to, o.offset, o.offset + o.width) > TOUCH && overlap1(sa.bottom, sa.top, bottom, bottom + o.height) > TOUCH) {
        out.push({ kind: 'blocks-opening', objectIds: [A.p.objectId], wall: wallIndex, openingId: o.id, distance: null, message: warningMessages.covers(nameOf(A.p), o.type === 'passage' ? 'open passage' : o.type) });
      }
    }
  }

  // Doors, passages and windows kept clear.
  for (const i of solid) {
    for (const z of zones) {
      if (z.kind === 'window' && i.p.footprint.height <= z.clearBelow) continue;
      if (penetration(i.poly, z.polygon) <= TOUCH) continue;
      const message = z.kind === 'swing' ? warningMessages.swing(nameOf(i.p)) : z.kind === 'window' ? warningMessages.window(nameOf(i.p)) : warningMessages.approach(nameOf(i.p), z.opening.type === 'door' ? 'door' : 'open passage');
      out.push({ kind: z.kind === 'window' ? 'blocks-opening' : 'blocks-door', objectIds: [i.p.objectId], wall: z.opening.wall, openingId: z.opening.id, distance: null, message });
    }
  }

  // Gaps are measured between pieces that stand inside the walls.
  out.push(...gaps(solid.filter((i) => convexInside(i.poly, shape)), walls));
  return out;
}

/** Whether a third piece stands in the gap from `from` to `to`. */
const blocked = (from: Point, to: Point, others: readonly Item[]) => others.some((o) => segmentCrosses(from, to, o.poly));

function gaps(solid: readonly Item[], walls: readonly Wall[]): Warning[] {
  const out: Warning[] = [];
  for (let a = 0; a < solid.length; a++) {
    for (let b = a + 1; b < solid.length; b++) {
      const A = solid[a]!;
      const B = solid[b]!;
      const g = polygonGap(A.poly, B.poly);
      if (g.distance <= TOUCH || g.distance >= WALKWAY_MIN) continue;
      const others = solid.filter((o) => o !== A && o !== B);
      if (blocked(g.from, g.to, others)) continue;
      const axis = scale(sub(g.to, g.from), 1 / length(sub(g.to, g.from)));
      const ends = { from: g.from, to: g.to, distance: r1(g.distance), objectIds: [A.p.objectId, B.p.objectId] };
      if (coffeePair(A.role, B.role)) {
        if (g.distance < COFFEE_MIN) out.push({ kind: 'too-close', ...ends, message: warningMessages.tooClose(g.distance, nameOf(A.p), nameOf(B.p)) });
        continue;
      }
      if (closePair(A.role, B.role) || g.distance <= AGAINST) continue;
      if (!squareToASide(axis, A.poly, B.poly) || facingOverlap(A.poly, B.poly, axis) < FACING_MIN) continue;
      out.push({ kind: 'walkway', ...ends, message: warningMessages.walkway(g.distance, nameOf(A.p), nameOf(B.p)) });
    }
  }
  for (const A of solid) {
    for (const wall of walls) {
      const g = polygonGap(A.poly, [wall.start, wall.end]);
      if (g.distance <= AGAINST || g.distance >= WALKWAY_MIN) continue;
      if (blocked(g.from, g.to, solid.filter((o) => o !== A))) continue;
      if (facingOverlap(A.poly, [wall.start, wall.end], wall.inward) < FACING_MIN) continue;
      out.push({ kind: 'walkway', objectIds: [A.p.objectId], wall: wall.index, from: g.from, to: g.to, distance: r1(g.distance), message: warningMessages.walkway(g.distance, nameOf(A.p), `the ${wallName(wall)}`) });
    }
  }
  return out;
}

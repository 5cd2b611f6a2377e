/**
 * The floor plan as a model of primitives in centimetres (room coordinates,
 * y down): the walls as a band of `WALL_THICKNESS` outside the room's outline,
 * the openings cut into it (a door with its leaf and swing arc, a window's
 * glazing lines, a passage's threshold), every piece's footprint with its
 * name, and dimension lines: each wall's length outside the walls, each floor
 * piece's distance to its nearest wall and to the nearest wall square to that one (walls it stands against, closer than 5 cm, and lines
 * that would cross another piece are left out), and the
 * clearance from each piece to its nearest neighbour. Warnings (checks.ts)
 * mark the pieces and gaps they concern. plan-svg.ts and plan-pdf.ts draw it.
 * Every dimension's value is the length of its line rounded to 1 cm.
 */
import { kindInfo } from '../catalogue/models3d/kinds';
import { checkLayout, FACING_MIN, type Warning } from './checks';
import { add, bounds, convexInside, distance, facingOverlap, length, polygonGap, scale, segmentCrosses, squareToASide, sub, type Point } from './geometry';
import { cornersOf, type Placement } from './placement';
import { colourHex, type Room } from './room';
import { isFlat, roleOf, type Role } from './roles';
import { formatLength, formatShort } from './units';
import { outline, wallsOf, type Wall } from './walls';
import { hingeOf, openLeafEnd, swingAngles } from './zones';

export const WALL_THICKNESS = 12;
/** How far outside the walls the room's side dimensions are drawn. */
export const SIDE_DIMENSION_OFFSET = 40;
/** Neighbours further apart than this get no clearance line. */
export const CLEARANCE_MAX = 150;
/** A piece closer to a wall than this stands against it: no line (its distances to the other walls say where it is). */
export const MIN_TO_WALL = 5;

export interface PlanOpening {
  id: string;
  type: 'door' | 'window' | 'passage';
  /** The opening's four corners through the wall: inner edge a→b, outer edge b'→a'. */
  gap: Point[];
  inner: [Point, Point];
  outer: [Point, Point];
  /** A door: its hinge, the leaf open, and the swing arc from closed to open. */
  leaf?: { hinge: Point; open: Point; radius: number; fromDeg: number; toDeg: number; closed: Point };
}

export interface PlanPiece {
  objectId: string;
  name: string;
  /** A short label: the kind ("Sofa") or the product's name. */
  label: string;
  corners: Point[];
  centre: Point;
  surface: Placement['surface']['type'];
  flat: boolean;
  warned: boolean;
}

export type DimensionKind = 'side' | 'to-wall' | 'clearance';

export interface Dimension {
  kind: DimensionKind;
  from: Point;
  to: Point;
  /** Whole centimetres: the line's length rounded. */
  value: number;
  label: string;
  objectIds: string[];
  wall?: number;
  warned: boolean;
}

export interface PlanModel {
  name: string;
  outline: Point[];
  outer: Point[];
  wallColour: string;
  floorColour: string;
  openings: PlanOpening[];
  pieces: PlanPiece[];
  dimensions: Dimension[];
  warnings: Warning[];
  /** Everything drawn, dimensions included. */
  extent: { minX: number; minY: number; maxX: number; maxY: number };
}

/** The outline pushed out by `t`: each corner moves out along both of its walls' normals (the walls are square to each other). */
function offsetOutline(walls: readonly Wall[], t: number): Point[] {
  return walls.map((w, i) => {
    const prev = walls[(i + walls.length - 1) % walls.length]!;
    return add(w.start, add(scale(prev.inward, -t), scale(w.inward, -t)));
  });
}

const labelOf = (p: Placement) => (p.kind ? kindInfo[p.kind].label : p.name.length > 24 ? `${p.name.slice(0, 23)}…` : p.name);

function openingsOf(room: Room, walls: readonly Wall[]): PlanOpening[] {
  return room.openings.flatMap((o) => {
    const w = walls[o.wall];
    if (!w) return [];
    const a = add(w.start, scale(w.along, o.offset));
    const b = add(w.start, scale(w.along, o.offset + o.width));
    const out = scale(w.inward, -WALL_THICKNESS);
    const opening: PlanOpening = { id: o.id, type: o.type, gap: [a, b, add(b, out), add(a, out)], inner: [a, b], outer: [add(a, out), add(b, out)] };
    if (o.type === 'door') {
      const { closed, open } = swingAngles(w, o);
      const hinge = hingeOf(w, o);
      opening.leaf = { hinge, open: openLeafEnd(w, o), radius: o.width, fromDeg: closed, toDeg: open, closed: o.hinge === 'left' ? b : a };
    }
    return [opening];
  });
}

interface Solid {
  p: Placement;
  poly: Point[];
  role: Role;
}

function toWalls(s: Solid, walls: readonly Wall[], solids: readonly Solid[]): Dimension[] {
  const others = solids.filter((o) => o !== s);
  const gaps = walls
    .map((w) => ({ w, g: polygonGap(s.poly, [w.start, w.end]) }))
    .filter(({ w, g }) => g.distance >= MIN_TO_WALL && facingOverlap(s.poly, [w.start, w.end], w.inward) > 0)
    // Measured clear of other pieces: a line through the sofa says nothing about the lamp behind it.
    .filter(({ g }) => !others.some((o) => segmentCrosses(g.from, g.to, o.poly)))
    .sort((a, b) => a.g.distance - b.g.distance || a.w.index - b.w.index);
  const first = gaps[0];
  if (!first) return [];
  const across = gaps.find(({ w }) => Math.abs(w.inward.x * first.w.inward.x + w.inward.y * first.w.inward.y) < 0.01);
  return [first, ...(across ? [across] : [])].map(({ w, g }) => dimension('to-wall', g.from, g.to, [s.p.objectId], w.index));
}

function dimension(kind: DimensionKind, from: Point, to: Point, objectIds: string[], wall?: number): Dimension {
  const value = Math.round(distance(from, to));
  return { kind, from, to, value, label: kind === 'side' ? formatLength(value) : formatShort(value), objectIds, ...(wall === undefined ? {} : { wall }), warned: false };
}

function clearances(solids: readonly Solid[]): Dimension[] {
  const out: Dimension[] = [];
  const seen = new Set<string>();
  for (const a of solids) {
    let best: { b: Solid; g: ReturnType<typeof polygonGap> } | null = null;
    for (const b of solids) {
      if (a === b) continue;
      const g = polygonGap(a.poly, b.poly);
      if (g.distance < 1 || g.distance > CLEARANCE_MAX) continue;
      const axis = scale(sub(g.to, g.from), 1 / length(sub(g.to, g.from)));
      if (!squareToASide(axis, a.poly, b.poly) || facingOverlap(a.poly, b.poly, axis) < FACING_MIN) continue;
      if (solids.some((o) => o !== a && o !== b && segmentCrosses(g.from, g.to, o.poly))) continue;
      if (!best || g.distance < best.g.distance) best = { b, g };
    }
    if (!best) continue;
    const key = [a.p.objectId, best.b.p.objectId].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(dimension('clearance', best.g.from, best.g.to, [a.p.objectId, best.b.p.objectId]));
  }
  return out;
}

export function planModel(room: Room, placements: readonly Placement[], warnings: readonly Warning[] = checkLayout(room, placements)): PlanModel {
  const walls = wallsOf(room.shape);
  const inner = outline(room.shape);
  const outer = offsetOutline(walls, WALL_THICKNESS);
  const warned = new Set(warnings.flatMap((w) => (w.kind === 'walkway' || w.kind === 'too-close' ? [] : w.objectIds)));
  const pieces: PlanPiece[] = placements.map((p) => {
    const poly = cornersOf(p);
    return { objectId: p.objectId, name: p.name, label: labelOf(p), corners: poly, centre: { x: p.x, y: p.y }, surface: p.surface.type, flat: isFlat(roleOf(p.kind)), warned: warned.has(p.objectId) };
  });
  const solids: Solid[] = placements
    .filter((p) => p.surface.type === 'floor' && !isFlat(roleOf(p.kind)))
    .map((p) => ({ p, poly: cornersOf(p), role: roleOf(p.kind) }))
    .filter((s) => convexInside(s.poly, inner));
  const sides = walls.map((w) => {
    const out = scale(w.inward, -(WALL_THICKNESS + SIDE_DIMENSION_OFFSET));
    return dimension('side', add(w.start, out), add(w.end, out), [], w.index);
  });
  const dims = [...sides, ...solids.flatMap((s) => toWalls(s, walls, solids)), ...clearances(solids)];
  // A gap a warning measured is marked (and drawn even when it is not a nearest one).
  for (const w of warnings) {
    if ((w.kind !== 'walkway' && w.kind !== 'too-close') || !w.from || !w.to) continue;
    const same = dims.find((d) => d.kind !== 'side' && Math.round(distance(d.from, d.to)) === Math.round(w.distance ?? -1) && d.objectIds.every((id) => w.objectIds.includes(id)) && (w.wall === undefined || d.wall === w.wall));
    if (same) same.warned = true;
    else dims.push({ ...dimension(w.wall === undefined ? 'clearance' : 'to-wall', w.from, w.to, w.objectIds, w.wall), warned: true });
  }
  const everything = [...outer, ...dims.flatMap((d) => [d.from, d.to]), ...pieces.flatMap((p) => p.corners)];
  const b = bounds(everything);
  const pad = 30;
  return {
    name: room.name,
    outline: inner,
    outer,
    wallColour: colourHex(room.wallColour),
    floorColour: colourHex(room.floor.colour),
    openings: openingsOf(room, walls),
    pieces,
    dimensions: dims,
    warnings: [...warnings],
    extent: { minX: b.minX - pad, minY: b.minY - pad, maxX: b.maxX + pad, maxY: b.maxY + pad },
  };
}


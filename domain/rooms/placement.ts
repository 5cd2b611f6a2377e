/**
 * A product placed in the room: where its footprint stands on the floor (or
 * hangs on a wall, rests on another piece, hangs from the ceiling), turned how,
 * at its true size. `placementSchema` and `validatePlacement` check a placement
 * as a 3D move command gives it; the messages are keyed by the field's path.
 *
 * x, y are the centre of the footprint on the floor plan (cm, room coordinates,
 * walls.ts). `rotation` is clockwise degrees; at 0 the piece's back is to the
 * north and its front faces south (+y). Wall pieces stand with their back on
 * their wall and face into the room; their x, y is their footprint's centre
 * projected on the floor and `elevation` the height of their bottom edge.
 */
import { z } from 'zod';
import { isModelKind, kindInfo, typicalSize, type ModelKind } from '../catalogue/models3d/kinds';
import { sizeLimits } from '../catalogue/models3d/spec';
import type { Dimensions } from '../catalogue/goods';
import { add, centroid, corners, dot, normalizeAngle, pointInPolygon, rotationFacing, scale, sub, type Point, type Rect } from './geometry';
import type { Room } from './room';
import { inchesToCm, roundCm, sizeInCm } from './units';
import { outline, wallsOf, type Wall } from './walls';

export type Surface =
  | { type: 'floor' }
  /** Resting on another piece (a lamp on a nightstand, pillows on a sofa). */
  | { type: 'on'; objectId: string; elevation: number }
  | { type: 'wall'; wall: number; elevation: number }
  | { type: 'ceiling'; elevation: number };

export interface Footprint {
  width: number;
  depth: number;
  height: number;
}

export interface Placement {
  objectId: string;
  productId: string;
  name: string;
  kind: ModelKind | null;
  footprint: Footprint;
  x: number;
  y: number;
  rotation: number;
  surface: Surface;
}

/** A piece of the 2D board to lay out: its product's facts and where it sits on the board. */
export interface BoardItem {
  objectId: string;
  productId: string;
  name: string;
  kind: ModelKind | null;
  variant?: string | null;
  dimensions: Dimensions | null;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a piece of unknown kind and size is taken to measure (an 18-inch cube). */
export const UNKNOWN_SIZE_CM = 46;

/** A product's true size in cm: its catalogue dimensions, else its kind's typical size. */
export function footprintOf(kind: ModelKind | null, dimensions: Dimensions | null, variant?: string | null): Footprint {
  if (dimensions && [dimensions.width, dimensions.depth, dimensions.height].every((v) => Number.isFinite(v) && v > 0)) return sizeInCm(dimensions);
  if (!kind) return { width: UNKNOWN_SIZE_CM, depth: UNKNOWN_SIZE_CM, height: UNKNOWN_SIZE_CM };
  const [w, d, h] = typicalSize(kind, variant ?? undefined);
  return { width: inchesToCm(w), depth: inchesToCm(d), height: inchesToCm(h) };
}

/** Where a kind goes by default: the floor, a wall, the ceiling. */
export const supportOf = (kind: ModelKind | null) => (kind ? kindInfo[kind].support : 'floor');

export const rectOf = (p: Pick<Placement, 'x' | 'y' | 'rotation' | 'footprint'>): Rect => ({ x: p.x, y: p.y, width: p.footprint.width, depth: p.footprint.depth, rotation: p.rotation });
export const cornersOf = (p: Pick<Placement, 'x' | 'y' | 'rotation' | 'footprint'>): Point[] => corners(rectOf(p));

/** The floor position and rotation of a piece with its back on `wall`, its centre `offset` cm along it, `gap` cm off it. */
export function againstWall(wall: Wall, offset: number, depth: number, gap = 0): { x: number; y: number; rotation: number } {
  const c = add(add(wall.start, scale(wall.along, offset)), scale(wall.inward, depth / 2 + gap));
  return { x: roundCm(c.x), y: roundCm(c.y), rotation: rotationFacing(wall.inward) };
}

/** How far along its wall a piece's centre is. */
export const offsetAlong = (wall: Wall, p: Point): number => dot(sub(p, wall.start), wall.along);

export const placementMessages = {
  number: (field: string) => `The ${field} must be a number.`,
  size: (side: string) => `The ${side} must be between ${sizeLimits.minMetres * 100} cm and ${sizeLimits.maxMetres * 100} cm.`,
  outside: 'The piece would stand outside the walls: move it into the room.',
  wall: (count: number) => `There is no such wall: this room's walls are numbered 0 to ${count - 1}.`,
  offWall: 'A wall piece must hang on its wall, between the wall\'s ends, facing into the room.',
  aboveCeiling: 'The piece would reach above the ceiling.',
  elevation: 'The height above the floor must be a number from 0 up to the ceiling.',
  host: 'Please say which piece it rests on.',
  objectId: 'Please say which piece of the board this is.',
} as const;

const finite = (field: string, max = 100_000) =>
  z.number({ required_error: placementMessages.number(field), invalid_type_error: placementMessages.number(field) }).finite(placementMessages.number(field)).refine((v) => Math.abs(v) <= max, placementMessages.number(field));
const side = (name: string) =>
  z.number({ required_error: placementMessages.size(name), invalid_type_error: placementMessages.size(name) })
    .finite(placementMessages.size(name))
    .refine((v) => v >= sizeLimits.minMetres * 100 && v <= sizeLimits.maxMetres * 100, placementMessages.size(name))
    .transform(roundCm);
const elevation = finite('height above the floor').refine((v) => v >= 0, placementMessages.elevation).transform(roundCm);
const id = (message: string) => z.string({ required_error: message, invalid_type_error: message }).regex(/^[A-Za-z0-9_-]{1,64}$/, message);

export const surfaceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('floor') }),
  z.object({ type: z.literal('on'), objectId: id(placementMessages.host), elevation }),
  z.object({ type: z.literal('wall'), wall: z.number({ invalid_type_error: placementMessages.wall(1) }).int(placementMessages.wall(1)), elevation }),
  z.object({ type: z.literal('ceiling'), elevation }),
]);

export const placementSchema = z.object({
  objectId: id(placementMessages.objectId),
  productId: z.string().min(1).max(64),
  name: z.string().max(200),
  kind: z.string().nullable().transform((k) => (isModelKind(k) ? k : null)),
  footprint: z.object({ width: side('width'), depth: side('depth'), height: side('height') }),
  x: finite('x position').transform(roundCm),
  y: finite('y position').transform(roundCm),
  rotation: finite('rotation').transform((r) => normalizeAngle(Math.round(r * 10) / 10)),
  surface: surfaceSchema,
});

/**
 * What is wrong with a placement in this room, by field (empty: nothing). A
 * piece whose centre is outside the walls (or in an L's cut-out) is refused; a
 * piece that stands inside but pokes through a wall is accepted and warned
 * about by the checks (a designer drags a too-big sofa around while deciding).
 */
export function validatePlacement(room: Room, input: unknown): Record<string, string> {
  const parsed = placementSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'placement'] ??= issue.message;
    return fields;
  }
  const p = parsed.data as Placement;
  const walls = wallsOf(room.shape);
  const s = p.surface;
  if (s.type === 'wall') {
    const wall = walls[s.wall];
    if (!wall) return { 'surface.wall': placementMessages.wall(walls.length) };
    const offset = offsetAlong(wall, p);
    const off = dot(sub(p, wall.start), wall.inward) - p.footprint.depth / 2;
    const turned = Math.abs(normalizeAngle(p.rotation - rotationFacing(wall.inward) + 180) - 180);
    if (offset < -0.05 || offset > wall.length + 0.05 || Math.abs(off) > 2 || turned > 0.5) return { surface: placementMessages.offWall };
    if (s.elevation + p.footprint.height > room.ceiling + 0.05) return { 'surface.elevation': placementMessages.aboveCeiling };
    return {};
  }
  if (!pointInPolygon(p, outline(room.shape), 0.05)) return { x: placementMessages.outside, y: placementMessages.outside };
  const bottom = s.type === 'floor' ? 0 : s.elevation;
  if (bottom + p.footprint.height > room.ceiling + 0.05) return { [s.type === 'floor' ? 'footprint.height' : 'surface.elevation']: placementMessages.aboveCeiling };
  return {};
}

/** The centre of a set of placements' footprints. */
export const centreOf = (ps: readonly Placement[]): Point => centroid(ps.map((p) => ({ x: p.x, y: p.y })));

/**
 * A room's outline and walls from its shape. The outline is a clockwise
 * polygon on the plan (x east, y south, the origin at the north-west corner of
 * the room's bounding box) that starts at the west end of the north wall; wall
 * i runs from vertex i to vertex i + 1, so wall 0 is always the north wall and
 * the walls follow clockwise: a rectangle's are north, east, south, west.
 * "Left" and "right" along a wall are as seen from inside the room facing it.
 */
import { length, scale, sub, type Point } from './geometry';

export const lCorners = ['ne', 'se', 'sw', 'nw'] as const;
export type LCorner = (typeof lCorners)[number];

export type RoomShape =
  | { type: 'rectangle'; width: number; length: number }
  /** A rectangle with its `corner` cut out: `cut.width` along x, `cut.length` along y. */
  | { type: 'L'; width: number; length: number; cut: { corner: LCorner; width: number; length: number } };

export interface Wall {
  index: number;
  start: Point;
  end: Point;
  length: number;
  /** Unit vector from start to end. */
  along: Point;
  /** Unit vector into the room. */
  inward: Point;
}

/** The room's inside outline, clockwise from the west end of the north wall. */
export function outline(shape: RoomShape): Point[] {
  const W = shape.width;
  const L = shape.length;
  if (shape.type === 'rectangle') return [{ x: 0, y: 0 }, { x: W, y: 0 }, { x: W, y: L }, { x: 0, y: L }];
  const cw = shape.cut.width;
  const cl = shape.cut.length;
  switch (shape.cut.corner) {
    case 'ne':
      return [{ x: 0, y: 0 }, { x: W - cw, y: 0 }, { x: W - cw, y: cl }, { x: W, y: cl }, { x: W, y: L }, { x: 0, y: L }];
    case 'se':
      return [{ x: 0, y: 0 }, { x: W, y: 0 }, { x: W, y: L - cl }, { x: W - cw, y: L - cl }, { x: W - cw, y: L }, { x: 0, y: L }];
    case 'sw':
      return [{ x: 0, y: 0 }, { x: W, y: 0 }, { x: W, y: L }, { x: cw, y: L }, { x: cw, y: L - cl }, { x: 0, y: L - cl }];
    case 'nw':
      return [{ x: cw, y: 0 }, { x: W, y: 0 }, { x: W, y: L }, { x: 0, y: L }, { x: 0, y: cl }, { x: cw, y: cl }];
    default: {
      const never: never = shape.cut.corner;
      return never;
    }
  }
}

export function wallsOf(shape: RoomShape): Wall[] {
  const pts = outline(shape);
  return pts.map((start, index) => {
    const end = pts[(index + 1) % pts.length]!;
    const len = length(sub(end, start));
    const along = scale(sub(end, start), 1 / len);
    // Clockwise on a y-down plan: the inside is to the right of the direction of travel.
    return { index, start, end, length: len, along, inward: { x: -along.y, y: along.x } };
  });
}

/** The point `offset` cm along a wall from its start. */
export const pointOnWall = (wall: Wall, offset: number): Point => ({ x: wall.start.x + wall.along.x * offset, y: wall.start.y + wall.along.y * offset });

/** Floor area in square centimetres. */
export function floorArea(shape: RoomShape): number {
  const whole = shape.width * shape.length;
  return shape.type === 'rectangle' ? whole : whole - shape.cut.width * shape.cut.length;
}

/** The compass name of a wall by its inward direction ("north wall" faces south into the room). */
export function wallName(wall: Wall): string {
  const { x, y } = wall.inward;
  if (y > 0.5) return 'north wall';
  if (y < -0.5) return 'south wall';
  if (x < -0.5) return 'east wall';
  return 'west wall';
}

/** The walls one picks from (the plan editor, the 3D page's room panel): North, East, South, West for a rectangle; by number (with its side) for an L. */
export function wallChoices(shape: RoomShape): Array<{ value: string; label: string }> {
  const walls = wallsOf(shape);
  if (shape.type === 'rectangle') return ['North', 'East', 'South', 'West'].map((label, i) => ({ value: String(i), label: `${label} wall` }));
  return walls.map((w) => ({ value: String(w.index), label: `Wall ${w.index} (${wallName(w).replace(' wall', '')})` }));
}

/**
 * The floor an opening needs kept clear, as convex polygons: a door that opens
 * into the room needs its swing (a quarter disc of the door's width about its
 * hinge); a door that opens out and an open passage need a 60 cm deep
 * approach; a window needs a 15 cm strip in front of it kept free of pieces
 * taller than its sill.
 */
import { add, direction, scale, sector, type Point } from './geometry';
import type { Opening, Room } from './room';
import { wallsOf, type Wall } from './walls';

export const APPROACH_DEPTH = 60;
export const WINDOW_STRIP = 15;

export interface Zone {
  opening: Opening;
  /** 'swing' (a door opening in), 'approach' (a door opening out, a passage), 'window'. */
  kind: 'swing' | 'approach' | 'window';
  polygon: Point[];
  /** Pieces up to this height may stand in it (windows: the sill); 0 elsewhere. */
  clearBelow: number;
}

const angleOf = (v: Point) => (Math.atan2(v.y, v.x) * 180) / Math.PI;

/** The hinge point of a door (from inside the room, facing the wall, left is the wall's start side). */
export function hingeOf(wall: Wall, o: Opening): Point {
  const at = o.hinge === 'left' ? o.offset : o.offset + o.width;
  return add(wall.start, scale(wall.along, at));
}

/** The door leaf closed (along the wall) and open (into the room), as directions from the hinge, in degrees. */
export function swingAngles(wall: Wall, o: Opening): { closed: number; open: number } {
  const closed = angleOf(o.hinge === 'left' ? wall.along : scale(wall.along, -1));
  let open = angleOf(o.swing === 'in' ? wall.inward : scale(wall.inward, -1));
  // The quarter turn the short way round.
  while (open - closed > 180) open -= 360;
  while (closed - open > 180) open += 360;
  return { closed, open };
}

function strip(wall: Wall, o: Opening, depth: number): Point[] {
  const a = add(wall.start, scale(wall.along, o.offset));
  const b = add(wall.start, scale(wall.along, o.offset + o.width));
  return [a, b, add(b, scale(wall.inward, depth)), add(a, scale(wall.inward, depth))];
}

export function zonesOf(room: Room): Zone[] {
  const walls = wallsOf(room.shape);
  return room.openings.flatMap((o): Zone[] => {
    const wall = walls[o.wall];
    if (!wall) return [];
    if (o.type === 'window') return [{ opening: o, kind: 'window', polygon: strip(wall, o, WINDOW_STRIP), clearBelow: o.sill }];
    if (o.type === 'door' && o.swing === 'in') {
      const { closed, open } = swingAngles(wall, o);
      return [{ opening: o, kind: 'swing', polygon: sector(hingeOf(wall, o), o.width, closed, open), clearBelow: 0 }];
    }
    return [{ opening: o, kind: 'approach', polygon: strip(wall, o, APPROACH_DEPTH), clearBelow: 0 }];
  });
}

/** The point at the end of the open door leaf (for drawing). */
export const openLeafEnd = (wall: Wall, o: Opening): Point => add(hingeOf(wall, o), scale(direction(swingAngles(wall, o).open), o.width));

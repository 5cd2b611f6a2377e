import type { Place3D } from '../../../domain/canvas/board';

/**
 * What the 3D room page draws (issue 23), in room centimetres: the room's
 * outline as corners in order, its openings by wall, its height and colours,
 * and the board's products with their sizes and poses. Plain data, built on the
 * server from the board and the catalogue, and again in the browser on every
 * change of the board (room-scene-model.ts).
 */
export interface OpeningView {
  /** From the wall's first corner along the wall, cm. */
  offset: number;
  width: number;
  height: number;
  sill: number;
  kind: 'door' | 'window' | 'opening';
}

export interface RoomView {
  corners: { x: number; y: number }[];
  /** The outline's bounding box, cm. */
  width: number;
  depth: number;
  ceiling: number;
  walls: WallView[];
  floorColour: string;
  wallColour: string;
}

export interface PieceView {
  /** The board object's id. */
  id: string;
  name: string;
  modelUrl: string | null;
  /** True size, cm. */
  size: { width: number; depth: number; height: number };
  pose: Place3D;
  /** This user may move it (the board's rights). */
  movable: boolean;
}

export interface WallView {
  index: number;
  from: { x: number; y: number };
  /** Unit vector along the wall. */
  dir: { x: number; y: number };
  /** Unit vector out of the room. */
  normal: { x: number; y: number };
  length: number;
  /** In order along the wall. */
  openings: OpeningView[];
}

/** How thick the renderer draws a wall, outside the room's inside outline. */
export const WALL_THICKNESS_CM = 12;

const round1 = (v: number) => Math.round(v * 10) / 10;

/** A pose turned by `degrees`, clockwise from above; a wall piece faces into the room and does not turn (null). */
export function turnedPose(pose: Place3D, degrees: number): Place3D | null {
  if (pose.surface === 'wall') return null;
  return { ...pose, rotation: (((pose.rotation + degrees) % 360) + 360) % 360 };
}

/**
 * A pose moved by an arrow key, `step` cm: on the plan, or along its wall for a
 * wall piece (left and right only; null for up and down, or a wall the room lacks).
 */
export function nudgedPose(pose: Place3D, key: string, step: number, walls: readonly WallView[]): Place3D | null {
  const sign = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  if (pose.surface === 'wall') {
    const wall = pose.wall !== null ? walls[pose.wall] : undefined;
    if (!wall || !horizontal) return null;
    return { ...pose, x: round1(pose.x + wall.dir.x * step * sign), y: round1(pose.y + wall.dir.y * step * sign) };
  }
  return { ...pose, x: horizontal ? round1(pose.x + step * sign) : pose.x, y: horizontal ? pose.y : round1(pose.y + step * sign) };
}

/** The point of a wall (clamped to its length) nearest to (x, y), where a piece `depth` deep stands against it, cm. */
export function againstWall(wall: WallView, x: number, y: number, depth: number): { x: number; y: number } {
  const along = Math.min(Math.max((x - wall.from.x) * wall.dir.x + (y - wall.from.y) * wall.dir.y, 0), wall.length);
  return { x: wall.from.x + wall.dir.x * along - (wall.normal.x * depth) / 2, y: wall.from.y + wall.dir.y * along - (wall.normal.y * depth) / 2 };
}

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

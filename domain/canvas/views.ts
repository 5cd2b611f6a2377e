import { z } from 'zod';
import type { Room } from '../rooms/room';
import { outline } from '../rooms/walls';

/**
 * The designer's own viewpoints for a board's room stills (issue 23, ADR 038):
 * at most six, each saved from the 3D page's camera and rendered when a proposal
 * version is published (else the stated rule's viewpoints are).
 *
 * Units and axes are the renderer's and the 3D page's, in centimetres: x along the
 * plan's x, y up from the floor, z along the plan's y (three.js and the renderer
 * take the same numbers divided by 100, in metres).
 */
export interface BoardViewPoint {
  x: number;
  y: number;
  z: number;
}
export interface BoardView {
  id: string;
  name: string;
  eye: BoardViewPoint;
  target: BoardViewPoint;
  /** Vertical field of view, degrees. */
  fov: number;
}

export const MAX_VIEWS = 6;
export const VIEW_NAME_MAX = 40;
export const VIEW_FOV_MIN = 20;
export const VIEW_FOV_MAX = 100;
/** How far outside the room's box the eye may stand (an overview from outside): the larger of 2 m and the room's longest side. */
export const VIEW_MARGIN_MIN_CM = 200;
/** No room is larger than this (cm): a first bound before the room is known. */
const FAR_CM = 100_000;

export const viewMessages = {
  name: `Please give the view a name of at most ${VIEW_NAME_MAX} characters`,
  fov: `The view's field of view must be between ${VIEW_FOV_MIN}° and ${VIEW_FOV_MAX}°`,
  point: "The view's camera must be a point in the room",
  count: `At most ${MAX_VIEWS} views can be kept for the renders`,
  duplicate: 'Each view needs its own id',
  sameSpot: 'The view must look at something other than where it stands',
  outside: 'This view stands too far from the room: come closer before saving it',
} as const;

const coord = z.number({ invalid_type_error: viewMessages.point }).finite(viewMessages.point).min(-FAR_CM, viewMessages.point).max(FAR_CM, viewMessages.point);
const pointSchema = z.object({ x: coord, y: coord, z: coord }).strict();

export const boardViewSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Invalid view id'),
    name: z.string({ invalid_type_error: viewMessages.name }).trim().min(1, viewMessages.name).max(VIEW_NAME_MAX, viewMessages.name),
    eye: pointSchema,
    target: pointSchema,
    fov: z.number({ invalid_type_error: viewMessages.fov }).finite(viewMessages.fov).min(VIEW_FOV_MIN, viewMessages.fov).max(VIEW_FOV_MAX, viewMessages.fov),
  })
  .strict()
  .refine((v) => Math.hypot(v.eye.x - v.target.x, v.eye.y - v.target.y, v.eye.z - v.target.z) >= 1, { message: viewMessages.sameSpot, path: ['target'] });

export const boardViewsSchema = z
  .array(boardViewSchema)
  .max(MAX_VIEWS, viewMessages.count)
  .refine((vs) => new Set(vs.map((v) => v.id)).size === vs.length, { message: viewMessages.duplicate });

/** The room's box (cm, the views' axes), and how far outside it an eye may stand. */
export function roomBox(room: Room) {
  const pts = outline(room.shape);
  const xs = pts.map((p) => p.x), zs = pts.map((p) => p.y);
  const min = { x: Math.min(...xs), y: 0, z: Math.min(...zs) };
  const max = { x: Math.max(...xs), y: room.ceiling, z: Math.max(...zs) };
  const margin = Math.max(VIEW_MARGIN_MIN_CM, max.x - min.x, max.z - min.z);
  return { min, max, margin };
}

/** Whether the view's eye stands within the room's box grown by the margin: its message, or null. */
export function viewOutsideRoom(room: Room, view: Pick<BoardView, 'eye'>): string | null {
  const { min, max, margin } = roomBox(room);
  const within = (k: 'x' | 'y' | 'z') => view.eye[k] >= min[k] - margin && view.eye[k] <= max[k] + margin;
  return within('x') && within('y') && within('z') ? null : viewMessages.outside;
}

/** Every view's check against the room: the first problem, or null. */
export function viewsProblem(room: Room, views: readonly BoardView[]): string | null {
  for (const v of views) {
    const bad = viewOutsideRoom(room, v);
    if (bad) return bad;
  }
  return null;
}

/** A safe file name for the view's still (the render route takes [a-z0-9-]). */
export const viewRenderName = (index: number) => `v-${index + 1}`;

/** The renderer's camera (metres, Vec3) of a view. */
export const perspectiveOf = (v: BoardView) => ({
  eye: [v.eye.x / 100, v.eye.y / 100, v.eye.z / 100] as [number, number, number],
  target: [v.target.x / 100, v.target.y / 100, v.target.z / 100] as [number, number, number],
  fov: v.fov,
});

/** A view from the 3D page's camera (metres, three.js axes), rounded to the centimetre and the tenth of a degree. */
export function viewFromCamera(id: string, name: string, camera: { position: readonly number[]; target: readonly number[]; fov: number }): BoardView {
  const cm = (n: number | undefined) => Math.round((n ?? 0) * 100);
  const point = (p: readonly number[]) => ({ x: cm(p[0]), y: cm(p[1]), z: cm(p[2]) });
  return { id, name, eye: point(camera.position), target: point(camera.target), fov: Math.round(camera.fov * 10) / 10 };
}

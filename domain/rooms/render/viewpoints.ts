/**
 * Where the stills of a room are taken from (issue 23, ADR 038). The rule:
 *
 * 1. The room's anchor is its main seat or bed: the largest sofa, sectional,
 *    loveseat or bed; else the largest piece on the floor; else the room's centre.
 * 2. "Across the room": from the convex corner farthest from the anchor, 40 cm
 *    in from each wall, at eye height (150 cm), looking at the anchor 80 cm above
 *    the floor, with a 52° vertical field of view.
 * 3. "From the side": the same from the convex corner next to that one (sharing
 *    a wall) that is farther from the anchor, looking at the room's centre.
 * 4. "Overview": a high three-quarter view from outside the first corner, 50°
 *    above the floor, looking down at the room's centre, far enough that the
 *    whole room (to the ceiling) fits a 40° field of view; the walls it stands
 *    outside of are cut away (room-scene.ts).
 *
 * Cameras are explicit (eye, target, fov in degrees; metres, the renderer's
 * axes: X = x / 100, Z = y / 100, Y up).
 */
import type { Vec3 } from '../../catalogue/models3d/mesh';
import type { ModelKind } from '../../catalogue/models3d/kinds';
import { centroid, type Point } from '../geometry';
import type { Placement } from '../placement';
import type { Room } from '../room';
import { outline } from '../walls';

export const viewpointNames = ['across', 'side', 'overview'] as const;
export type ViewpointName = (typeof viewpointNames)[number];

export interface Viewpoint {
  name: ViewpointName;
  label: string;
  eye: Vec3;
  target: Vec3;
  fov: number;
}

export const EYE_HEIGHT_CM = 150;
export const CORNER_INSET_CM = 40;
export const EYE_FOV = 52;
export const OVERVIEW_FOV = 40;
export const OVERVIEW_ELEVATION = 50;

const anchorKinds: readonly ModelKind[] = ['sofa', 'sectional', 'loveseat', 'bed'];
const area = (p: Placement) => p.footprint.width * p.footprint.depth;

/** The piece the stills are composed around (rule 1), or null. */
export function anchorOf(placements: readonly Placement[]): Placement | null {
  const largest = (ps: readonly Placement[]) => ps.reduce<Placement | null>((best, p) => (!best || area(p) > area(best) ? p : best), null);
  return largest(placements.filter((p) => p.kind && anchorKinds.includes(p.kind))) ?? largest(placements.filter((p) => p.surface.type === 'floor' && p.kind !== 'rug' && p.kind !== 'runner')) ?? null;
}

/** The outline's convex corners, each with the point 40 cm in from both its walls. */
export function convexCorners(room: Room): { index: number; corner: Point; inside: Point }[] {
  const pts = outline(room.shape);
  const n = pts.length;
  const out: { index: number; corner: Point; inside: Point }[] = [];
  pts.forEach((c, i) => {
    const prev = pts[(i + n - 1) % n]!, next = pts[(i + 1) % n]!;
    const ax = c.x - prev.x, ay = c.y - prev.y, bx = next.x - c.x, by = next.y - c.y;
    // Clockwise on a y-down plan: a convex corner turns right (positive cross product).
    if (ax * by - ay * bx <= 0) return;
    // Into the room: back along the incoming wall, and on along the outgoing one.
    const inX = Math.sign(next.x - c.x) || Math.sign(prev.x - c.x), inY = Math.sign(next.y - c.y) || Math.sign(prev.y - c.y);
    out.push({ index: i, corner: c, inside: { x: c.x + inX * CORNER_INSET_CM, y: c.y + inY * CORNER_INSET_CM } });
  });
  return out;
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const m = (cm: number) => cm / 100;

/** The two or three viewpoints of a room's stills (the rule above). */
export function viewpointsFor(room: Room, placements: readonly Placement[]): Viewpoint[] {
  const pts = outline(room.shape);
  const centre = centroid(pts);
  const anchor = anchorOf(placements);
  const focus: Point = anchor ? { x: anchor.x, y: anchor.y } : centre;
  const corners = convexCorners(room);
  const far = [...corners].sort((a, b) => dist(b.corner, focus) - dist(a.corner, focus) || a.index - b.index);
  const first = far[0]!;
  const n = pts.length;
  const neighbours = corners.filter((c) => c.index === (first.index + 1) % n || c.index === (first.index + n - 1) % n);
  const second = neighbours.sort((a, b) => dist(b.corner, focus) - dist(a.corner, focus) || a.index - b.index)[0];
  const eye = (p: Point): Vec3 => [m(p.x), m(EYE_HEIGHT_CM), m(p.y)];
  const views: Viewpoint[] = [
    { name: 'across', label: 'Across the room', eye: eye(first.inside), target: [m(focus.x), 0.8, m(focus.y)], fov: EYE_FOV },
  ];
  if (second) views.push({ name: 'side', label: 'From the side', eye: eye(second.inside), target: [m(centre.x), 1, m(centre.y)], fov: EYE_FOV });
  views.push(overview(room, centre, first.corner));
  return views;
}

/** Rule 4: high above the outside of `corner`, looking down at the room's centre, the whole room in view. */
function overview(room: Room, centre: Point, corner: Point): Viewpoint {
  const xs = outline(room.shape).map((p) => m(p.x)), ys = outline(room.shape).map((p) => m(p.y));
  const radius = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), m(room.ceiling)) / 2;
  const distance = radius / Math.sin((OVERVIEW_FOV * Math.PI) / 360) * 1.02;
  const dx = corner.x - centre.x, dy = corner.y - centre.y, l = Math.hypot(dx, dy) || 1;
  const el = (OVERVIEW_ELEVATION * Math.PI) / 180;
  const target: Vec3 = [m(centre.x), m(room.ceiling) * 0.25, m(centre.y)];
  const eye: Vec3 = [target[0] + (dx / l) * Math.cos(el) * distance, target[1] + Math.sin(el) * distance, target[2] + (dy / l) * Math.cos(el) * distance];
  return { name: 'overview', label: 'Overview', eye, target, fov: OVERVIEW_FOV };
}

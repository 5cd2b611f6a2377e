/**
 * Plane geometry for the room model: points in centimetres on the floor, x to
 * the right (east) and y down (south), as the plan is drawn. Angles are in
 * degrees, clockwise on the plan (the same sense as the 2D board's `angle` and
 * SVG's rotate()). Pieces are rectangles; door swings are convex sectors; the
 * room is a simple orthogonal polygon.
 */
export interface Point {
  x: number;
  y: number;
}

export const EPS = 1e-6;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Rounds away float dust so cos(90°) is 0 and corners stay on whole millimetres. */
const clean = (v: number) => Math.round(v * 1e6) / 1e6;

export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const length = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => length(sub(a, b));

/** The unit vector at `deg` clockwise from +x. */
export const direction = (deg: number): Point => ({ x: clean(Math.cos(rad(deg))), y: clean(Math.sin(rad(deg))) });

/** A point turned `deg` clockwise about the origin. */
export function rotate(p: Point, deg: number): Point {
  const c = clean(Math.cos(rad(deg)));
  const s = clean(Math.sin(rad(deg)));
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
}

/** A rectangle of `width` × `depth` centred on (x, y), turned `rotation` degrees: its corners clockwise from back-left. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  depth: number;
  rotation: number;
}

export function corners(r: Rect): Point[] {
  const w = r.width / 2;
  const d = r.depth / 2;
  // Local frame: the front faces +y (south on the plan at rotation 0), the back is at -y.
  return [
    { x: -w, y: -d },
    { x: w, y: -d },
    { x: w, y: d },
    { x: -w, y: d },
  ].map((p) => add(rotate(p, r.rotation), { x: r.x, y: r.y }));
}

/** Where a piece at this rotation faces: its front's outward unit vector. */
export const facing = (rotation: number): Point => rotate({ x: 0, y: 1 }, rotation);

/** The rotation (0 ≤ r < 360) that makes a piece face `normal`. */
export function rotationFacing(normal: Point): number {
  const deg = (Math.atan2(-normal.x, normal.y) * 180) / Math.PI;
  return normalizeAngle(Math.round(deg * 1000) / 1000);
}

export const normalizeAngle = (deg: number): number => {
  const r = ((deg % 360) + 360) % 360;
  return r === 360 || Object.is(r, -0) ? 0 : r;
};

/** Signed area: positive for a polygon clockwise on the plan (y down). */
export function signedArea(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) s += cross(poly[i]!, poly[(i + 1) % poly.length]!);
  return s / 2;
}

export function bounds(points: readonly Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** Distance from p to the segment a–b, and the nearest point on it. */
export function pointSegment(p: Point, a: Point, b: Point): { distance: number; at: Point } {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / len2));
  const at = add(a, scale(ab, t));
  return { distance: distance(p, at), at };
}

/** Inside or on the boundary (within `tolerance`) of a simple polygon. */
export function pointInPolygon(p: Point, poly: readonly Point[], tolerance = 0.05): boolean {
  for (let i = 0; i < poly.length; i++) if (pointSegment(p, poly[i]!, poly[(i + 1) % poly.length]!).distance <= tolerance) return true;
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Strictly inside a convex polygon by more than `margin`. */
function strictlyInsideConvex(p: Point, poly: readonly Point[], margin: number): boolean {
  const orientation = Math.sign(signedArea(poly));
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const edge = sub(b, a);
    if ((orientation * cross(edge, sub(p, a))) / length(edge) <= margin) return false;
  }
  return true;
}

/**
 * Whether a convex polygon (a piece) lies inside a simple polygon (the room),
 * touching allowed: its corners are inside and no corner of the room pokes
 * into it (that is how a rectangle straddles an L's cut-out).
 */
export function convexInside(piece: readonly Point[], room: readonly Point[], tolerance = 0.05): boolean {
  return piece.every((p) => pointInPolygon(p, room, tolerance)) && !room.some((v) => strictlyInsideConvex(v, piece, tolerance));
}

function project(poly: readonly Point[], axis: Point): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of poly) {
    const v = dot(p, axis);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

function axesOf(poly: readonly Point[]): Point[] {
  const axes: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const e = sub(poly[(i + 1) % poly.length]!, poly[i]!);
    const len = length(e);
    if (len < EPS) continue;
    axes.push({ x: -e.y / len, y: e.x / len });
  }
  return axes;
}

/**
 * How deep two convex polygons overlap (separating axis test): 0 when they
 * only touch or are apart. The smallest overlap over every edge normal.
 */
export function penetration(a: readonly Point[], b: readonly Point[]): number {
  let least = Infinity;
  for (const axis of [...axesOf(a), ...axesOf(b)]) {
    const [a0, a1] = project(a, axis);
    const [b0, b1] = project(b, axis);
    const overlap = Math.min(a1, b1) - Math.max(a0, b0);
    if (overlap <= 0) return 0;
    least = Math.min(least, overlap);
  }
  return least === Infinity ? 0 : least;
}

/** The shortest distance between two convex polygons (0 when they touch or overlap) and its two end points. */
export function polygonGap(a: readonly Point[], b: readonly Point[]): { distance: number; from: Point; to: Point } {
  if (penetration(a, b) > 0) return { distance: 0, from: centroid(a), to: centroid(a) };
  let best = { distance: Infinity, from: a[0]!, to: b[0]! };
  for (const p of a) {
    for (let i = 0; i < b.length; i++) {
      const s = pointSegment(p, b[i]!, b[(i + 1) % b.length]!);
      if (s.distance < best.distance - EPS) best = { distance: s.distance, from: p, to: s.at };
    }
  }
  for (const p of b) {
    for (let i = 0; i < a.length; i++) {
      const s = pointSegment(p, a[i]!, a[(i + 1) % a.length]!);
      if (s.distance < best.distance - EPS) best = { distance: s.distance, from: s.at, to: p };
    }
  }
  return best;
}

/** Shortest distance between a convex polygon and a segment, with end points (on the polygon, on the segment). */
export function segmentGap(poly: readonly Point[], a: Point, b: Point): { distance: number; from: Point; to: Point } {
  return polygonGap(poly, [a, b]);
}

export function centroid(points: readonly Point[]): Point {
  const s = points.reduce((acc, p) => add(acc, p), { x: 0, y: 0 });
  return scale(s, 1 / points.length);
}

/**
 * The overlap of two convex polygons' shadows across `axis`'s perpendicular:
 * how much of their sides face each other across a gap along `axis`.
 */
export function facingOverlap(a: readonly Point[], b: readonly Point[], axis: Point): number {
  const perp = { x: -axis.y, y: axis.x };
  const [a0, a1] = project(a, perp);
  const [b0, b1] = project(b, perp);
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** A quarter-disc (convex) approximated by `steps` chords: centre, then the arc from `fromDeg` to `toDeg`. */
export function sector(centre: Point, radius: number, fromDeg: number, toDeg: number, steps = 12): Point[] {
  const pts: Point[] = [centre];
  for (let i = 0; i <= steps; i++) pts.push(add(centre, scale(direction(fromDeg + ((toDeg - fromDeg) * i) / steps), radius)));
  return pts;
}

/** Whether a gap's direction is square to a side of one of the polygons (a side faces the gap; corner to corner is not). */
export function squareToASide(axis: Point, ...polys: (readonly Point[])[]): boolean {
  return polys.some((poly) => axesOf(poly).some((n) => Math.abs(dot(n, axis)) > 0.999));
}

/** Whether the segment a–b passes through a convex polygon (not just grazing it): the segment widened to a 1 cm strip overlaps it. */
export function segmentCrosses(a: Point, b: Point, poly: readonly Point[]): boolean {
  const d = sub(b, a);
  const len = length(d);
  if (len < EPS) return false;
  const n = scale({ x: -d.y, y: d.x }, 0.5 / len);
  const shrink = scale(d, Math.min(0.5, len / 4) / len);
  const a1 = add(a, shrink);
  const b1 = sub(b, shrink);
  return penetration([add(a1, n), add(b1, n), sub(b1, n), sub(a1, n)], poly) > 0.1;
}

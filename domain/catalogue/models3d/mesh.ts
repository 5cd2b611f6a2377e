/**
 * Triangle meshes and the primitives the product builders are made of. Plain
 * numbers, metres, Y up; every primitive is given by where it sits (bounds or
 * end points), so a builder lays parts out inside the product's box directly.
 * Triangles wind counter-clockwise seen from outside; normals are unit length.
 */
export type Vec3 = readonly [number, number, number];

export interface Mesh {
  positions: number[];
  normals: number[];
  indices: number[];
}

export const emptyMesh = (): Mesh => ({ positions: [], normals: [], indices: [] });

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const normalize = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return l > 1e-12 ? [a[0] / l, a[1] / l, a[2] / l] : [0, 1, 0];
};
export const vec = { sub, add, scale, cross, dot, normalize };

function vertex(m: Mesh, p: Vec3, n: Vec3): number {
  const nn = normalize(n);
  m.positions.push(p[0], p[1], p[2]);
  m.normals.push(nn[0], nn[1], nn[2]);
  return m.positions.length / 3 - 1;
}

function tri(m: Mesh, a: number, b: number, c: number) {
  m.indices.push(a, b, c);
}

/** A flat quad a-b-c-d (counter-clockwise seen from the side `n` points to). */
function quad(m: Mesh, a: Vec3, b: Vec3, c: Vec3, d: Vec3, n: Vec3) {
  const i = vertex(m, a, n), j = vertex(m, b, n), k = vertex(m, c, n), l = vertex(m, d, n);
  tri(m, i, j, k);
  tri(m, i, k, l);
}

/** An axis-aligned box between two corners. */
export function box(m: Mesh, lo: Vec3, hi: Vec3) {
  const [x0, y0, z0] = lo;
  const [x1, y1, z1] = hi;
  quad(m, [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1], [0, 0, 1]);
  quad(m, [x1, y0, z0], [x0, y0, z0], [x0, y1, z0], [x1, y1, z0], [0, 0, -1]);
  quad(m, [x1, y0, z1], [x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [1, 0, 0]);
  quad(m, [x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0], [-1, 0, 0]);
  quad(m, [x0, y1, z1], [x1, y1, z1], [x1, y1, z0], [x0, y1, z0], [0, 1, 0]);
  quad(m, [x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1], [0, -1, 0]);
}

/** A box given by its centre, three unit axes and half sizes along them (a slat, a reclined back). */
export function orientedBox(m: Mesh, centre: Vec3, axes: readonly [Vec3, Vec3, Vec3], half: Vec3) {
  const [u, v, w] = axes;
  const corner = (su: number, sv: number, sw: number): Vec3 =>
    add(add(add(centre, scale(u, su * half[0])), scale(v, sv * half[1])), scale(w, sw * half[2]));
  const faces: [number, number, number][] = [[0, 0, 1], [0, 0, -1], [1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0]];
  for (const [a, b, c] of faces) {
    // The face's normal axis and two in-plane axes (right-handed around the normal).
    const n: Vec3 = add(add(scale(u, a), scale(v, b)), scale(w, c));
    const k = a !== 0 ? 0 : b !== 0 ? 1 : 2;
    const s = a + b + c;
    const i = (k + 1) % 3, j = (k + 2) % 3;
    const at = (di: number, dj: number) => {
      const q = [0, 0, 0];
      q[k] = s;
      q[i] = di;
      q[j] = dj;
      return corner(q[0], q[1], q[2]);
    };
    const pts = s > 0 ? [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)] : [at(-1, -1), at(-1, 1), at(1, 1), at(1, -1)];
    // Keep the winding outward even if the given axes are left-handed.
    const face = cross(sub(pts[1], pts[0]), sub(pts[2], pts[0]));
    if (dot(face, n) < 0) pts.reverse();
    quad(m, pts[0], pts[1], pts[2], pts[3], n);
  }
}

/** A box with rounded edges and corners of radius `r` (cushions, upholstered frames); `seg` steps per 45°. */
export function roundedBox(m: Mesh, lo: Vec3, hi: Vec3, r: number, seg = 1) {
  const h: Vec3 = [(hi[0] - lo[0]) / 2, (hi[1] - lo[1]) / 2, (hi[2] - lo[2]) / 2];
  const c: Vec3 = [(hi[0] + lo[0]) / 2, (hi[1] + lo[1]) / 2, (hi[2] + lo[2]) / 2];
  const rr = Math.min(r, h[0] * 0.98, h[1] * 0.98, h[2] * 0.98);
  if (rr <= 1e-4) return box(m, lo, hi);
  const a: Vec3 = [h[0] - rr, h[1] - rr, h[2] - rr];
  const steps = (axis: number) => {
    const out: number[] = [];
    for (let t = seg; t >= 0; t--) out.push(-a[axis] - rr * Math.tan((Math.PI / 4) * (t / seg)));
    for (let t = 0; t <= seg; t++) out.push(a[axis] + rr * Math.tan((Math.PI / 4) * (t / seg)));
    return out;
  };
  for (let k = 0; k < 3; k++) {
    for (const s of [1, -1]) {
      const i = (k + 1) % 3, j = (k + 2) % 3;
      const si = steps(i), sj = steps(j);
      const base = m.positions.length / 3;
      for (const vj of sj) {
        for (const vi of si) {
          const p = [0, 0, 0];
          p[k] = s * h[k];
          p[i] = vi;
          p[j] = vj;
          const inner: Vec3 = [Math.max(-a[0], Math.min(a[0], p[0])), Math.max(-a[1], Math.min(a[1], p[1])), Math.max(-a[2], Math.min(a[2], p[2]))];
          const n = normalize([p[0] - inner[0], p[1] - inner[1], p[2] - inner[2]]);
          vertex(m, add(c, add(inner, scale(n, rr))), n);
        }
      }
      const ni = si.length;
      for (let y = 0; y < sj.length - 1; y++) {
        for (let x = 0; x < ni - 1; x++) {
          const v0 = base + y * ni + x, v1 = v0 + 1, v2 = v0 + ni + 1, v3 = v0 + ni;
          // (i, j, k) is right-handed, so i × j = k: counter-clockwise seen from +k when s = 1.
          if (s > 0) { tri(m, v0, v1, v2); tri(m, v0, v2, v3); } else { tri(m, v0, v2, v1); tri(m, v0, v3, v2); }
        }
      }
    }
  }
}

export interface LatheOptions {
  /** Centre of the axis on the floor plane. */
  cx?: number;
  cz?: number;
  /** Stretch along x and z (an oval table, an elliptical pouf). */
  sx?: number;
  sz?: number;
  segments?: number;
  /** Close the ends with flat discs (when the profile's radius there is not 0). */
  capBottom?: boolean;
  capTop?: boolean;
  /** Above this angle between neighbouring profile segments the edge is sharp. */
  creaseDeg?: number;
}

/**
 * A surface of revolution around a vertical axis: `profile` is [radius, y]
 * from the bottom up (a vase, a lamp shade, a pedestal, a round top).
 */
export function lathe(m: Mesh, profile: readonly (readonly [number, number])[], o: LatheOptions = {}) {
  const { cx = 0, cz = 0, sx = 1, sz = 1, segments = 24, capBottom = false, capTop = false, creaseDeg = 40 } = o;
  // Profile normals are worked out in metres (the radius scaled by the mean stretch), so that
  // creases and smoothing see the real angles, then expressed in the profile's units for `ring`.
  const sm = (sx + sz) / 2;
  const segN: [number, number][] = [];
  for (let i = 0; i < profile.length - 1; i++) {
    const [r0, y0] = profile[i], [r1, y1] = profile[i + 1];
    const dr = (r1 - r0) * sm, dy = y1 - y0;
    const l = Math.hypot(dr, dy) || 1;
    segN.push([dy / l, -dr / l]);
  }
  const cosCrease = Math.cos((creaseDeg * Math.PI) / 180);
  // A segment ending on the axis is a disc (a cap, a table top): never smooth it into its neighbour,
  // or its few long fan triangles spread the neighbour's slope over the whole disc.
  const onAxis = (s: number) => profile[s][0] === 0 || profile[s + 1][0] === 0;
  const normalAt = (i: number, s: number): [number, number] => {
    const own = segN[s];
    const o = i === s ? s - 1 : s + 1;
    const other = segN[o];
    let n = own;
    if (other && onAxis(s) === onAxis(o) && own[0] * other[0] + own[1] * other[1] >= cosCrease) n = [own[0] + other[0], own[1] + other[1]];
    return [n[0] * sm, n[1]];
  };
  const ring = (r: number, y: number, nr: number, ny: number) => {
    const first = m.positions.length / 3;
    for (let k = 0; k <= segments; k++) {
      const t = ((k % segments) / segments) * Math.PI * 2;
      const cs = Math.cos(t), sn = Math.sin(t);
      vertex(m, [cx + r * cs * sx, y, cz - r * sn * sz], [(nr * cs) / sx, ny, (-nr * sn) / sz]);
    }
    return first;
  };
  for (let s = 0; s < segN.length; s++) {
    const [r0, y0] = profile[s], [r1, y1] = profile[s + 1];
    if (r0 === 0 && r1 === 0) continue;
    const n0 = normalAt(s, s), n1 = normalAt(s + 1, s);
    const a = ring(r0, y0, n0[0], n0[1]);
    const b = ring(r1, y1, n1[0], n1[1]);
    for (let k = 0; k < segments; k++) {
      // Angle grows counter-clockwise seen from above (x → -z), so a(k), a(k+1), b(k+1) faces outward when the profile rises.
      tri(m, a + k, a + k + 1, b + k + 1);
      tri(m, a + k, b + k + 1, b + k);
    }
  }
  const cap = (r: number, y: number, up: boolean) => {
    if (r <= 0) return;
    const centre = vertex(m, [cx, y, cz], [0, up ? 1 : -1, 0]);
    const first = ring(r, y, 0, up ? 1 : -1);
    for (let k = 0; k < segments; k++) up ? tri(m, centre, first + k, first + k + 1) : tri(m, centre, first + k + 1, first + k);
  };
  if (capBottom) cap(profile[0][0], profile[0][1], false);
  if (capTop) cap(profile[profile.length - 1][0], profile[profile.length - 1][1], true);
}

/** An upright (elliptic) cylinder or cone frustum with flat ends. */
export function cylinder(m: Mesh, cx: number, cz: number, y0: number, y1: number, rx: number, rz = rx, segments = 20, topScale = 1) {
  lathe(m, [[1, y0], [topScale, y1]], { cx, cz, sx: rx, sz: rz, segments, capBottom: true, capTop: true });
}

/** An (elliptic) ellipsoid centred at `c` with radii `r`. */
export function ellipsoid(m: Mesh, c: Vec3, r: Vec3, segments = 16, rings = 10) {
  const profile: [number, number][] = [];
  for (let i = 0; i <= rings; i++) {
    const phi = (i / rings) * Math.PI;
    profile.push([Math.sin(phi), c[1] - r[1] * Math.cos(phi)]);
  }
  lathe(m, profile, { cx: c[0], cz: c[2], sx: r[0], sz: r[2], segments, creaseDeg: 80 });
}

/**
 * A round tube through `points` (an arc lamp's arm, a chair's rattan frame, a
 * leg between two points), closed at both ends.
 */
export function tube(m: Mesh, points: readonly Vec3[], radius: number, segments = 10, caps = true) {
  if (points.length < 2) return;
  const tangents = points.map((p, i) => {
    const a = points[Math.max(0, i - 1)], b = points[Math.min(points.length - 1, i + 1)];
    return normalize(sub(b, a));
  });
  // Parallel-transported frame: no twist along the path.
  const t0 = tangents[0];
  let normal = normalize(cross(t0, Math.abs(t0[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]));
  const rings: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const t = tangents[i];
    normal = normalize(sub(normal, scale(t, dot(normal, t))));
    const bin = cross(t, normal);
    const first = m.positions.length / 3;
    for (let k = 0; k <= segments; k++) {
      const a = ((k % segments) / segments) * Math.PI * 2;
      const dir = add(scale(normal, Math.cos(a)), scale(bin, Math.sin(a)));
      vertex(m, add(points[i], scale(dir, radius)), dir);
    }
    rings.push(first);
  }
  for (let i = 0; i < rings.length - 1; i++) {
    const a = rings[i], b = rings[i + 1];
    for (let k = 0; k < segments; k++) {
      tri(m, a + k, b + k + 1, b + k);
      tri(m, a + k, a + k + 1, b + k + 1);
    }
  }
  if (!caps) return;
  for (const end of [0, points.length - 1]) {
    const t = tangents[end];
    const out = end === 0 ? scale(t, -1) : t;
    const centre = vertex(m, points[end], out);
    const first = m.positions.length / 3;
    const src = rings[end === 0 ? 0 : rings.length - 1];
    for (let k = 0; k <= segments; k++) {
      const idx = (src + k) * 3;
      vertex(m, [m.positions[idx], m.positions[idx + 1], m.positions[idx + 2]], out);
    }
    for (let k = 0; k < segments; k++) end === 0 ? tri(m, centre, first + k + 1, first + k) : tri(m, centre, first + k, first + k + 1);
  }
}

/**
 * A smooth grid surface `at(u, v)` for u, v in [0, 1] (a pillow's face, a
 * draped throw); normals from the neighbouring triangles, facing the side
 * that u × v points to.
 */
export function surface(m: Mesh, nu: number, nv: number, at: (u: number, v: number) => Vec3, flip = false) {
  const pts: Vec3[] = [];
  for (let j = 0; j <= nv; j++) for (let i = 0; i <= nu; i++) pts.push(at(i / nu, j / nv));
  const acc = pts.map((): [number, number, number] => [0, 0, 0]);
  const tris: [number, number, number][] = [];
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      const v0 = j * (nu + 1) + i, v1 = v0 + 1, v2 = v0 + nu + 2, v3 = v0 + nu + 1;
      tris.push(flip ? [v0, v2, v1] : [v0, v1, v2], flip ? [v0, v3, v2] : [v0, v2, v3]);
    }
  }
  for (const [a, b, c] of tris) {
    const n = cross(sub(pts[b], pts[a]), sub(pts[c], pts[a]));
    for (const v of [a, b, c]) for (let k = 0; k < 3; k++) acc[v][k] += n[k];
  }
  const base = m.positions.length / 3;
  pts.forEach((p, i) => vertex(m, p, acc[i]));
  for (const [a, b, c] of tris) tri(m, base + a, base + b, base + c);
}

/** Twice the signed area of a 2D outline: positive when counter-clockwise. */
const area2 = (pts: readonly (readonly [number, number])[]) =>
  pts.reduce((sum, p, i) => {
    const q = pts[(i + 1) % pts.length];
    return sum + p[0] * q[1] - q[0] * p[1];
  }, 0);

/**
 * A 2D outline (convex, or star-shaped around its centroid) extruded along an
 * axis: along z the outline is (x, y) (a shape on a print, a mirror's glass);
 * along x it is (z, y) (a reclined back's side profile, a slat seen from the
 * side). The outline may wind either way.
 */
export function extrude(m: Mesh, outline: readonly (readonly [number, number])[], axis: 'x' | 'z', a0: number, a1: number) {
  const pts = area2(outline) < 0 ? [...outline].reverse() : outline;
  // Local frame (u, v, w): the outline in (u, v), extruded along w; mapped to world axes.
  const map = (u: number, v: number, w: number): Vec3 => (axis === 'z' ? [u, v, w] : [w, v, u]);
  // (u, v, w) → (w, v, u) swaps two axes, a mirror: triangles wind the other way.
  const mirrored = axis === 'x';
  const put = (p: Vec3, n: Vec3) => vertex(m, map(p[0], p[1], p[2]), map(n[0], n[1], n[2]));
  const t = (a: number, b: number, c: number) => (mirrored ? tri(m, a, c, b) : tri(m, a, b, c));
  const cu = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cv = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  for (const [w, dir] of [[a1, 1], [a0, -1]] as const) {
    const n: Vec3 = [0, 0, dir];
    const centre = put([cu, cv, w], n);
    const first = m.positions.length / 3;
    for (const [u, v] of pts) put([u, v, w], n);
    for (let k = 0; k < pts.length; k++) {
      const a = first + k, b = first + ((k + 1) % pts.length);
      dir > 0 ? t(centre, a, b) : t(centre, b, a);
    }
  }
  for (let k = 0; k < pts.length; k++) {
    const [au, av] = pts[k], [bu, bv] = pts[(k + 1) % pts.length];
    const n: Vec3 = [bv - av, -(bu - au), 0];
    const i = put([au, av, a0], n), j = put([bu, bv, a0], n), l = put([bu, bv, a1], n), o = put([au, av, a1], n);
    t(i, j, l);
    t(i, l, o);
  }
}

/** Points of an ellipse (counter-clockwise), for outlines. */
export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, n = 32, from = 0, to = Math.PI * 2): [number, number][] {
  const closed = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const count = closed ? n : n + 1;
  return Array.from({ length: count }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

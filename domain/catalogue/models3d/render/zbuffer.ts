/**
 * The z-buffer: vertices projected to pixels, triangles rasterised into a
 * depth buffer (and, for a picture, which triangle each sample sees and where
 * on it), and the large buffers kept from one picture to the next.
 */
import type { Vec3 } from '../mesh';
import type { Camera } from './camera';

export interface Buffers {
  width: number;
  height: number;
  depth: Float32Array;
  tri: Int32Array | null;
  w0: Float32Array | null;
  w1: Float32Array | null;
}

/**
 * Rasterises triangles given in pixel coordinates (xs, ys) with a depth that is
 * larger nearer the viewer; keeps the nearest triangle and its screen-space
 * barycentrics at each pixel centre. `maxDepth` (1 / the near distance for a
 * perspective camera) drops triangles that come nearer than that.
 */
export function rasterise(xs: Float32Array, ys: Float32Array, ds: Float32Array, indices: Uint32Array, b: Buffers, maxDepth = Infinity) {
  const { width: W, height: H, depth, tri, w0: B0, w1: B1 } = b;
  const n = indices.length / 3;
  for (let t = 0; t < n; t++) {
    const i0 = indices[t * 3], i1 = indices[t * 3 + 1], i2 = indices[t * 3 + 2];
    // A perspective camera inside a room: a triangle reaching the near plane (or behind the eye) is left out, not clipped.
    if (ds[i0] > maxDepth || ds[i1] > maxDepth || ds[i2] > maxDepth) continue;
    const x0 = xs[i0], y0 = ys[i0], x1 = xs[i1], y1 = ys[i1], x2 = xs[i2], y2 = ys[i2];
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (!(Math.abs(area) > 1e-12)) continue;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2) - 0.5));
    const maxX = Math.min(W - 1, Math.ceil(Math.max(x0, x1, x2) - 0.5));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2) - 0.5));
    const maxY = Math.min(H - 1, Math.ceil(Math.max(y0, y1, y2) - 0.5));
    if (minX > maxX || minY > maxY) continue;
    const inv = 1 / area;
    const d0 = ds[i0], d1 = ds[i1], d2 = ds[i2];
    // Edge functions (normalised barycentrics) and their steps along x and y.
    const a0x = (y1 - y2) * inv, a0y = (x2 - x1) * inv;
    const a1x = (y2 - y0) * inv, a1y = (x0 - x2) * inv;
    const sx = minX + 0.5, sy = minY + 0.5;
    let r0 = ((x1 - sx) * (y2 - sy) - (x2 - sx) * (y1 - sy)) * inv;
    let r1 = ((x2 - sx) * (y0 - sy) - (x0 - sx) * (y2 - sy)) * inv;
    const eps = -1e-7;
    const a2x = -a0x - a1x;
    const last = maxX - minX;
    for (let py = minY; py <= maxY; py++, r0 += a0y, r1 += a1y) {
      // Where along this row all three edge functions are ≥ 0: each is linear in x.
      let from = 0, to = last;
      const r2 = 1 - r0 - r1;
      if (a0x > 0) from = Math.max(from, Math.ceil((eps - r0) / a0x - 1e-9)); else if (a0x < 0) to = Math.min(to, Math.floor((r0 - eps) / -a0x + 1e-9)); else if (r0 < eps) continue;
      if (a1x > 0) from = Math.max(from, Math.ceil((eps - r1) / a1x - 1e-9)); else if (a1x < 0) to = Math.min(to, Math.floor((r1 - eps) / -a1x + 1e-9)); else if (r1 < eps) continue;
      if (a2x > 0) from = Math.max(from, Math.ceil((eps - r2) / a2x - 1e-9)); else if (a2x < 0) to = Math.min(to, Math.floor((r2 - eps) / -a2x + 1e-9)); else if (r2 < eps) continue;
      // The bounds are found with rounding; widen by a sample and let the exact test below decide,
      // so that two triangles sharing an edge leave no crack between them.
      from = Math.max(0, from - 1);
      to = Math.min(last, to + 1);
      if (from > to) continue;
      let e0 = r0 + a0x * from, e1 = r1 + a1x * from;
      const start = py * W + minX, end = start + to;
      // Two copies of the same loop: a depth map keeps only the depth.
      if (tri) {
        for (let row = start + from; row <= end; row++, e0 += a0x, e1 += a1x) {
          const e2 = 1 - e0 - e1;
          if (e0 < eps || e1 < eps || e2 < eps) continue;
          const d = e0 * d0 + e1 * d1 + e2 * d2;
          if (d <= depth[row]) continue;
          depth[row] = d;
          tri[row] = t;
          B0![row] = e0;
          B1![row] = e1;
        }
      } else {
        for (let row = start + from; row <= end; row++, e0 += a0x, e1 += a1x) {
          const e2 = 1 - e0 - e1;
          if (e0 < eps || e1 < eps || e2 < eps) continue;
          const d = e0 * d0 + e1 * d1 + e2 * d2;
          if (!(d <= depth[row])) depth[row] = d;
        }
      }
    }
  }
}

/** Projects every vertex for a camera: pixel x, y, a depth growing towards the viewer, and 1/w for perspective correction. */
export function projectAll(cam: Camera, positions: Float32Array) {
  const n = positions.length / 3;
  const xs = new Float32Array(n), ys = new Float32Array(n), ds = new Float32Array(n), iw = new Float32Array(n);
  const { eye, right: r, up: u, forward: f, scale, cx, cy, ortho } = cam;
  for (let i = 0; i < n; i++) {
    const dx = positions[i * 3] - eye[0], dy = positions[i * 3 + 1] - eye[1], dz = positions[i * 3 + 2] - eye[2];
    const x = dx * r[0] + dy * r[1] + dz * r[2];
    const y = dx * u[0] + dy * u[1] + dz * u[2];
    const z = dx * f[0] + dy * f[1] + dz * f[2];
    if (ortho) {
      xs[i] = cx + scale * x;
      ys[i] = cy - scale * y;
      ds[i] = -z;
      iw[i] = 1;
    } else {
      const w = 1 / Math.max(z, 1e-6);
      xs[i] = cx + scale * x * w;
      ys[i] = cy - scale * y * w;
      ds[i] = w;
      iw[i] = w;
    }
  }
  return { xs, ys, ds, iw };
}

/**
 * Buffers are large (a 600-pixel picture supersampled is 1.4 million samples):
 * the last few sizes are kept and cleared for the next picture instead of
 * allocated again. Only the rendering thread touches them, and every call
 * clears what it reads, so results do not depend on what ran before.
 */
const kept = new Map<string, Buffers>();

export function buffers(role: 'picture' | 'light' | 'contact', width: number, height: number, withTriangles: boolean): Buffers {
  const key = `${role} ${width}x${height}`;
  let b = kept.get(key);
  if (!b) {
    b = {
      width, height,
      depth: new Float32Array(width * height),
      tri: withTriangles ? new Int32Array(width * height) : null,
      w0: withTriangles ? new Float32Array(width * height) : null,
      w1: withTriangles ? new Float32Array(width * height) : null,
    };
    if (kept.size >= 6) kept.delete(kept.keys().next().value!);
    kept.set(key, b);
  }
  b.depth.fill(-Infinity);
  b.tri?.fill(-1);
  return b;
}

export function cornersOf(min: Vec3, max: Vec3): number[] {
  const pts: number[] = [];
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) pts.push(x, y, z);
  return pts;
}

/**
 * The light's depth map (soft shadows by percentage-closer filtering) and the
 * contact map (a blurred map of how close the scene comes to the floor or the
 * wall behind it), and how a point samples them.
 */
import type { Vec3 } from '../mesh';
import { fitCamera, type CameraSpec } from './camera';
import type { Soup } from './scene';
import { buffers, cornersOf, projectAll, rasterise } from './zbuffer';

/** An orthographic depth map of the scene seen along `-dir` (from the light), framing the scene's box. */
export function depthMap(soup: Soup, dir: Vec3, size: number) {
  const az = (Math.atan2(dir[0], dir[2]) * 180) / Math.PI;
  const el = (Math.asin(Math.max(-1, Math.min(1, dir[1]))) * 180) / Math.PI;
  const cam = fitCamera({ azimuth: az, elevation: el, fov: 0, margin: 0.02 }, cornersOf(soup.min, soup.max), size, size);
  const { xs, ys, ds } = projectAll(cam, soup.positions);
  const b = buffers('light', size, size, false);
  rasterise(xs, ys, ds, soup.indices, b);
  return { cam, depth: b.depth, size };
}

/**
 * How many of 3×3 samples around the point `at` (x, y, z, then the depth bias)
 * the light reaches, 0–9. Called per shaded sample and too long for V8 to
 * inline, so it takes its numbers in a typed array and returns an integer:
 * numbers passed or returned one by one would each be boxed on the heap.
 */
export function litOfNine(map: ReturnType<typeof depthMap>, at: Float64Array, spread: number): number {
  const { cam, depth, size } = map;
  const { eye, right, up, forward } = cam;
  const dx = at[0] - eye[0], dy = at[1] - eye[1], dz = at[2] - eye[2], bias = at[3];
  const px = cam.cx + cam.scale * (dx * right[0] + dy * right[1] + dz * right[2]);
  const py = cam.cy - cam.scale * (dx * up[0] + dy * up[1] + dz * up[2]);
  const d = -(dx * forward[0] + dy * forward[1] + dz * forward[2]) + bias;
  if (px < -2 * spread || py < -2 * spread || px >= size + 2 * spread || py >= size + 2 * spread) return 9;
  const x0 = Math.floor(px - spread), x1 = Math.floor(px), x2 = Math.floor(px + spread);
  const y0 = Math.floor(py - spread), y1 = Math.floor(py), y2 = Math.floor(py + spread);
  if (x0 < 0 || y0 < 0 || x2 >= size || y2 >= size) return litNearEdge(depth, size, d, x0, x1, x2, y0, y1, y2);
  const r0 = y0 * size, r1 = y1 * size, r2 = y2 * size;
  return (depth[r0 + x0] <= d ? 1 : 0) + (depth[r0 + x1] <= d ? 1 : 0) + (depth[r0 + x2] <= d ? 1 : 0) +
    (depth[r1 + x0] <= d ? 1 : 0) + (depth[r1 + x1] <= d ? 1 : 0) + (depth[r1 + x2] <= d ? 1 : 0) +
    (depth[r2 + x0] <= d ? 1 : 0) + (depth[r2 + x1] <= d ? 1 : 0) + (depth[r2 + x2] <= d ? 1 : 0);
}

/** litOfNine where some samples fall outside the map (those are lit). */
function litNearEdge(depth: Float32Array, size: number, d: number, x0: number, x1: number, x2: number, y0: number, y1: number, y2: number): number {
  let lit = 0;
  for (let j = 0; j < 3; j++) {
    const sy = j === 0 ? y0 : j === 1 ? y1 : y2;
    for (let i = 0; i < 3; i++) {
      const sx = i === 0 ? x0 : i === 1 ? x1 : x2;
      if (sx < 0 || sy < 0 || sx >= size || sy >= size || depth[sy * size + sx] <= d) lit++;
    }
  }
  return lit;
}

/**
 * How close the scene comes to the receiver plane, blurred: 1 where geometry
 * touches it, fading with distance and sideways. The floor is seen from below,
 * a wall from behind it.
 */
export function contactMap(soup: Soup, receiver: 'floor' | 'wall', size: number) {
  const spec: CameraSpec = receiver === 'floor' ? { azimuth: 0, elevation: -90, fov: 0, margin: 0.2 } : { azimuth: 180, elevation: 0, fov: 0, margin: 0.2 };
  const cam = fitCamera(spec, cornersOf(soup.min, soup.max), size, size);
  const { xs, ys, ds } = projectAll(cam, soup.positions);
  const b = buffers('contact', size, size, false);
  rasterise(xs, ys, ds, soup.indices, b);
  // Depth grows towards the camera, which sits beyond the receiver: distance from the plane = plane depth - depth.
  const planeDepth = receiver === 'floor'
    ? -((0 - cam.eye[1]) * cam.forward[1])
    : -((soup.min[2] - cam.eye[2]) * cam.forward[2]);
  const extent = receiver === 'floor' ? Math.max(soup.max[0] - soup.min[0], soup.max[2] - soup.min[2]) : Math.max(soup.max[0] - soup.min[0], soup.max[1] - soup.min[1]);
  const falloff = Math.max(0.03, Math.min(0.25, extent * 0.12));
  // The map and the blur's scratch are kept like the z-buffers (the map is read only during this render).
  const { value, tmp, out } = scratch(size);
  value.fill(0);
  for (let i = 0; i < value.length; i++) {
    const d = b.depth[i];
    if (d === -Infinity) continue;
    const dist = Math.max(0, planeDepth - d);
    value[i] = Math.exp(-dist / falloff);
  }
  const radius = Math.max(1, Math.round((falloff * 0.5) * cam.scale));
  // Three box blurs: value → out → value → out.
  boxBlur(value, tmp, out, size, radius);
  boxBlur(out, tmp, value, size, radius);
  boxBlur(value, tmp, out, size, radius);
  return { cam, value: out, size };
}

const keptScratch = new Map<number, { value: Float32Array; tmp: Float32Array; out: Float32Array }>();

function scratch(size: number) {
  let s = keptScratch.get(size);
  if (!s) {
    s = { value: new Float32Array(size * size), tmp: new Float32Array(size * size), out: new Float32Array(size * size) };
    if (keptScratch.size >= 3) keptScratch.delete(keptScratch.keys().next().value!);
    keptScratch.set(size, s);
  }
  return s;
}

/**
 * A box blur of radius r along rows then columns, from `src` into `out`
 * through `tmp` (the three may not overlap).
 */
function boxBlur(src: Float32Array, tmp: Float32Array, out: Float32Array, size: number, r: number): Float32Array {
  const norm = 1 / (2 * r + 1);
  for (let y = 0; y < size; y++) {
    let acc = 0;
    const row = y * size;
    for (let x = -r; x <= r; x++) acc += src[row + Math.min(size - 1, Math.max(0, x))];
    for (let x = 0; x < size; x++) {
      tmp[row + x] = acc * norm;
      acc += src[row + Math.min(size - 1, x + r + 1)] - src[row + Math.max(0, x - r)];
    }
  }
  for (let x = 0; x < size; x++) {
    let acc = 0;
    for (let y = -r; y <= r; y++) acc += tmp[Math.min(size - 1, Math.max(0, y)) * size + x];
    for (let y = 0; y < size; y++) {
      out[y * size + x] = acc * norm;
      acc += tmp[Math.min(size - 1, y + r + 1) * size + x] - tmp[Math.max(0, y - r) * size + x];
    }
  }
  return out;
}

export function sampleContact(map: ReturnType<typeof contactMap>, x: number, y: number, z: number) {
  const { cam, value, size } = map;
  const dx = x - cam.eye[0], dy = y - cam.eye[1], dz = z - cam.eye[2];
  const px = Math.floor(cam.cx + cam.scale * (dx * cam.right[0] + dy * cam.right[1] + dz * cam.right[2]));
  const py = Math.floor(cam.cy - cam.scale * (dx * cam.up[0] + dy * cam.up[1] + dz * cam.up[2]));
  if (px < 0 || py < 0 || px >= size || py >= size) return 0;
  return value[py * size + px];
}

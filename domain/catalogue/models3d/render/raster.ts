/**
 * A software renderer: a z-buffered triangle rasteriser with deferred
 * shading, supersampled for anti-aliasing. Lighting is a studio: a key light
 * from the front left that casts soft shadows (a shadow map with
 * percentage-closer filtering), a fill from the right, a rim from behind, a
 * sky/ground ambient and a soft environment for glossy and metal surfaces.
 * The contact shadow on the floor (or the wall behind a wall piece) comes from
 * a blurred map of how close the model comes to it. Pure TypeScript: the
 * output is RGBA bytes; encoding them is the caller's business.
 */
import type { PbrMaterial } from '../finish';
import { normalize, type Vec3 } from '../mesh';
import { fitCamera, type Camera, type CameraSpec } from './camera';
import { flatten, type Scene, type Soup } from './scene';

export interface RenderOptions {
  width: number;
  height: number;
  camera: CameraSpec;
  /** Samples per pixel along each axis (2 → 4 samples per pixel). */
  supersample?: number;
  /** White card with the shadows on it, or transparent with the shadows as translucent black. */
  background?: 'white' | 'transparent';
  /** Frame this box (min, max) instead of the whole scene (a detail view). */
  focus?: { min: Vec3; max: Vec3 };
  /** Texels a side of the key light's shadow map. */
  shadowMapSize?: number;
  /** Shade every sample, even inside a smooth surface (a slower reference for tests). */
  shadeEverySample?: boolean;
  /** Direction towards the key light (default: front left, above); a room is lit from the front right so its walls do not shade it. */
  key?: Vec3;
}

export interface Picture {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, sRGB, row by row from the top. */
  rgba: Uint8Array;
  /** How much of each pixel the scene's geometry covers, 0–255 (the silhouette, without shadows). */
  coverage: Uint8Array;
}

/** Directions towards the lights (world space) and their strengths. */
const key = normalize([-0.5, 0.8, 0.62]);
const fill = normalize([0.85, 0.35, 0.4]);
const rim = normalize([0.2, 0.6, -0.8]);
const lights: { dir: Vec3; power: number; shadow: boolean }[] = [
  { dir: key, power: 1.05, shadow: true },
  { dir: fill, power: 0.3, shadow: false },
  { dir: rim, power: 0.25, shadow: false },
];
const skyAmbient = 0.42, groundAmbient = 0.16;

interface Buffers {
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
 * barycentrics at each pixel centre.
 */
export function rasterise(xs: Float32Array, ys: Float32Array, ds: Float32Array, indices: Uint32Array, b: Buffers) {
  const { width: W, height: H, depth, tri, w0: B0, w1: B1 } = b;
  const n = indices.length / 3;
  for (let t = 0; t < n; t++) {
    const i0 = indices[t * 3], i1 = indices[t * 3 + 1], i2 = indices[t * 3 + 2];
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
      let row = py * W + minX + from;
      for (let px = minX + from; px <= minX + to; px++, row++, e0 += a0x, e1 += a1x) {
        const e2 = 1 - e0 - e1;
        if (e0 < eps || e1 < eps || e2 < eps) continue;
        const d = e0 * d0 + e1 * d1 + e2 * d2;
        if (d <= depth[row]) continue;
        depth[row] = d;
        if (tri) {
          tri[row] = t;
          B0![row] = e0;
          B1![row] = e1;
        }
      }
    }
  }
}

/** Projects every vertex for a camera: pixel x, y, a depth growing towards the viewer, and 1/w for perspective correction. */
function projectAll(cam: Camera, positions: Float32Array) {
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

function buffers(role: 'picture' | 'light' | 'contact', width: number, height: number, withTriangles: boolean): Buffers {
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

/** An orthographic depth map of the scene seen along `-dir` (from the light), framing the scene's box. */
function depthMap(soup: Soup, dir: Vec3, size: number) {
  const az = (Math.atan2(dir[0], dir[2]) * 180) / Math.PI;
  const el = (Math.asin(Math.max(-1, Math.min(1, dir[1]))) * 180) / Math.PI;
  const cam = fitCamera({ azimuth: az, elevation: el, fov: 0, margin: 0.02 }, cornersOf(soup.min, soup.max), size, size);
  const { xs, ys, ds } = projectAll(cam, soup.positions);
  const b = buffers('light', size, size, false);
  rasterise(xs, ys, ds, soup.indices, b);
  return { cam, depth: b.depth, size };
}

/** Percentage of light reaching a point (0–1), 3×3 samples around it. */
function lightVisibility(map: ReturnType<typeof depthMap>, x: number, y: number, z: number, bias: number, spread: number) {
  const { cam, depth, size } = map;
  const dx = x - cam.eye[0], dy = y - cam.eye[1], dz = z - cam.eye[2];
  const px = cam.cx + cam.scale * (dx * cam.right[0] + dy * cam.right[1] + dz * cam.right[2]);
  const py = cam.cy - cam.scale * (dx * cam.up[0] + dy * cam.up[1] + dz * cam.up[2]);
  const d = -(dx * cam.forward[0] + dy * cam.forward[1] + dz * cam.forward[2]) + bias;
  if (px < -2 * spread || py < -2 * spread || px >= size + 2 * spread || py >= size + 2 * spread) return 1;
  let lit = 0;
  for (let j = -1; j <= 1; j++) {
    const sy = Math.floor(py + j * spread);
    for (let i = -1; i <= 1; i++) {
      const sx = Math.floor(px + i * spread);
      if (sx < 0 || sy < 0 || sx >= size || sy >= size || depth[sy * size + sx] <= d) lit++;
    }
  }
  return lit / 9;
}

/**
 * How close the scene comes to the receiver plane, blurred: 1 where geometry
 * touches it, fading with distance and sideways. The floor is seen from below,
 * a wall from behind it.
 */
function contactMap(soup: Soup, receiver: 'floor' | 'wall', size: number) {
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
  const value = new Float32Array(size * size);
  for (let i = 0; i < value.length; i++) {
    const d = b.depth[i];
    if (d === -Infinity) continue;
    const dist = Math.max(0, planeDepth - d);
    value[i] = Math.exp(-dist / falloff);
  }
  const radius = Math.max(1, Math.round((falloff * 0.5) * cam.scale));
  const blurred = boxBlur(boxBlur(boxBlur(value, size, radius), size, radius), size, radius);
  return { cam, value: blurred, size };
}

function boxBlur(src: Float32Array, size: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length), out = new Float32Array(src.length);
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

function sampleContact(map: ReturnType<typeof contactMap>, x: number, y: number, z: number) {
  const { cam, value, size } = map;
  const dx = x - cam.eye[0], dy = y - cam.eye[1], dz = z - cam.eye[2];
  const px = Math.floor(cam.cx + cam.scale * (dx * cam.right[0] + dy * cam.right[1] + dz * cam.right[2]));
  const py = Math.floor(cam.cy - cam.scale * (dx * cam.up[0] + dy * cam.up[1] + dz * cam.up[2]));
  if (px < 0 || py < 0 || px >= size || py >= size) return 0;
  return value[py * size + px];
}

/** A soft studio around the product, seen in reflections: bright above with a softbox, a light floor below. */
function environment(rx: number, ry: number, rz: number, k0: number, k1: number, k2: number): number {
  const box = Math.max(0, rx * k0 + ry * k1 + rz * k2);
  const sky = ry > 0 ? 0.7 + 0.35 * ry : 0.45 + 0.25 * (1 + ry);
  const b2 = box * box, b4 = b2 * b2, b8 = b4 * b4;
  return sky + 1.6 * b8 * b8 * b8;
}

/** Normalised Blinn-Phong lobe for the half vector (hx, hy, hz) (not yet normalised). */
function blinn(nx: number, ny: number, nz: number, hx: number, hy: number, hz: number, shin: number): number {
  const l = Math.sqrt(hx * hx + hy * hy + hz * hz) || 1;
  const ndh = (nx * hx + ny * hy + nz * hz) / l;
  return ndh > 0 ? ((shin + 8) / 25.13) * Math.pow(ndh, shin) : 0;
}

/** Linear light (0–1) to an sRGB byte, through a table of 4096 steps. */
const srgbTable = Uint8Array.from({ length: 4097 }, (_, i) => {
  const c = i / 4096;
  return Math.round((c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055) * 255);
});
const toSrgb = (c: number) => srgbTable[c <= 0 ? 0 : c >= 1 ? 4096 : (c * 4096 + 0.5) | 0];

/** A soft shoulder above 0.8 so white fabrics keep their folds instead of clipping. */
const shoulder = (c: number) => (c <= 0.8 ? c : 0.8 + 0.2 * (1 - Math.exp(-(c - 0.8) / 0.2)));

interface Surface { r: number; g: number; b: number; alpha: number; rough: number; metal: number; er: number; eg: number; eb: number; shin: number }

function surfaceOf(m: PbrMaterial): Surface {
  const rough = Math.max(0.03, Math.min(1, m.roughness));
  return {
    r: m.baseColor[0], g: m.baseColor[1], b: m.baseColor[2], alpha: m.baseColor[3], rough, metal: m.metallic,
    er: m.emissive?.[0] ?? 0, eg: m.emissive?.[1] ?? 0, eb: m.emissive?.[2] ?? 0,
    shin: Math.min(2048, Math.max(1, 2 / rough ** 4 - 2)),
  };
}

export function render(scene: Scene, options: RenderOptions): Picture {
  const ss = Math.max(1, Math.min(4, Math.round(options.supersample ?? 2)));
  const w = options.width, h = options.height;
  const W = w * ss, H = h * ss;
  const soup = flatten(scene);
  const framed: ArrayLike<number> = options.focus ? cornersOf(options.focus.min, options.focus.max) : soup.positions;
  const cam = fitCamera(options.camera, framed, W, H);
  const { xs, ys, ds, iw } = projectAll(cam, soup.positions);
  const buf = buffers('picture', W, H, true);
  rasterise(xs, ys, ds, soup.indices, buf);
  const tri = buf.tri!, B0 = buf.w0!, B1 = buf.w1!;

  const extent = Math.max(soup.max[0] - soup.min[0], soup.max[1] - soup.min[1], soup.max[2] - soup.min[2]);
  const keyDir = options.key ? normalize(options.key) : key;
  const shadow = depthMap(soup, keyDir, options.shadowMapSize ?? 640);
  const texel = 1 / shadow.cam.scale;
  const receiver = scene.receiver;
  const room = !!scene.shell?.length;
  const contact = room ? contactMap(flatten({ placements: scene.placements }), 'floor', 384) : receiver === 'floor' || receiver === 'wall' ? contactMap(soup, receiver, 256) : null;
  const surfaces = soup.materials.map(surfaceOf);
  const P = soup.positions, N = soup.normals, I = soup.indices, TM = soup.triangleMaterial;
  const FN = faceNormals(P, I);
  const transparent = options.background === 'transparent';
  const { eye, right, up, forward, scale, cx, cy, ortho } = cam;
  const [k0, k1, k2] = keyDir, [m0, m1, m2] = rim;
  // The fill comes from the side opposite the key.
  const [f0, f1, f2] = keyDir[0] > 0 ? [-fill[0], fill[1], fill[2]] : fill;
  const kp = lights[0].power, fp = lights[1].power, mp = lights[2].power;
  const planeAt = receiver === 'floor' ? 0 : soup.min[2];
  const off = texel * 1.5;

  /** How dark the receiver plane is seen through the centre of output pixel (ox, oy): 0 is the white card. */
  const shadowOnCard = (ox: number, oy: number): number => {
    if (!contact || room) return 0;
    const sx = ((ox + 0.5) * ss - cx) / scale, sy = (cy - (oy + 0.5) * ss) / scale;
    let rx = eye[0], ry = eye[1], rz = eye[2], vx = forward[0], vy = forward[1], vz = forward[2];
    if (ortho) {
      rx += right[0] * sx + up[0] * sy; ry += right[1] * sx + up[1] * sy; rz += right[2] * sx + up[2] * sy;
    } else {
      vx += right[0] * sx + up[0] * sy; vy += right[1] * sx + up[1] * sy; vz += right[2] * sx + up[2] * sy;
    }
    const o = receiver === 'floor' ? ry : rz, v = receiver === 'floor' ? vy : vz;
    if (Math.abs(v) < 1e-9) return 0;
    const k = (planeAt - o) / v;
    if (k <= 0) return 0;
    const hx = rx + vx * k, hy = ry + vy * k, hz = rz + vz * k;
    const touch = sampleContact(contact, hx, hy, hz);
    const lit = lightVisibility(shadow, hx, hy, hz, extent * 0.004, 2.5);
    // The cast shadow fades away from the piece, so a tall lamp's does not run off the picture.
    const du = receiver === 'floor' ? outside(hx, soup.min[0], soup.max[0]) : outside(hx, soup.min[0], soup.max[0]);
    const dv = receiver === 'floor' ? outside(hz, soup.min[2], soup.max[2]) : outside(hy, soup.min[1], soup.max[1]);
    const fade = Math.exp(-Math.sqrt(du * du + dv * dv) / (0.25 * extent + 0.1));
    return Math.min(0.75, 0.5 * touch + 0.24 * (1 - lit) * fade);
  };

  // The colour of one sample, left in these (linear, before the shoulder).
  let cr = 0, cg = 0, cb = 0;
  const shade = (i: number, t: number) => {
    const i0 = I[t * 3], i1 = I[t * 3 + 1], i2 = I[t * 3 + 2];
    const e0 = B0[i], e1 = B1[i], e2 = 1 - e0 - e1;
    let q0 = e0 * iw[i0], q1 = e1 * iw[i1], q2 = e2 * iw[i2];
    const qs = 1 / (q0 + q1 + q2);
    q0 *= qs; q1 *= qs; q2 *= qs;
    const a = i0 * 3, b = i1 * 3, c = i2 * 3;
    const x = q0 * P[a] + q1 * P[b] + q2 * P[c];
    const y = q0 * P[a + 1] + q1 * P[b + 1] + q2 * P[c + 1];
    const z = q0 * P[a + 2] + q1 * P[b + 2] + q2 * P[c + 2];
    let nx = q0 * N[a] + q1 * N[b] + q2 * N[c];
    let ny = q0 * N[a + 1] + q1 * N[b + 1] + q2 * N[c + 1];
    let nz = q0 * N[a + 2] + q1 * N[b + 2] + q2 * N[c + 2];
    const nl = 1 / (Math.sqrt(nx * nx + ny * ny + nz * nz) || 1);
    nx *= nl; ny *= nl; nz *= nl;
    // Towards the eye.
    let wx: number, wy: number, wz: number;
    if (ortho) { wx = -forward[0]; wy = -forward[1]; wz = -forward[2]; } else {
      wx = eye[0] - x; wy = eye[1] - y; wz = eye[2] - z;
      const l = 1 / Math.sqrt(wx * wx + wy * wy + wz * wz);
      wx *= l; wy *= l; wz *= l;
    }
    // Seen from behind (inside a shade, the back of a curtain): light the side we see.
    let ndv = nx * wx + ny * wy + nz * wz;
    if (ndv < 0) { nx = -nx; ny = -ny; nz = -nz; ndv = -ndv; }
    const s = surfaces[TM[t]];
    const shiny = s.metal > 0 || s.rough < 0.85;
    // A room's floor darkens softly under and around what stands on it.
    const touch = room && y < 0.003 && ny > 0.9 ? 1 - 0.6 * sampleContact(contact!, x, y, z) : 1;
    const hemi = (groundAmbient + (skyAmbient - groundAmbient) * (0.5 + 0.5 * ny)) * touch;
    let diffuse = hemi, spec = 0;
    let ndl = nx * k0 + ny * k1 + nz * k2;
    if (ndl > 0) {
      const vis = lightVisibility(shadow, x + nx * off, y + ny * off, z + nz * off, texel * (1 + 2 * (1 - ndl)), 1.5);
      if (vis > 0) {
        diffuse += kp * ndl * vis;
        if (shiny) spec += kp * vis * ndl * blinn(nx, ny, nz, k0 + wx, k1 + wy, k2 + wz, s.shin);
      }
    }
    ndl = nx * f0 + ny * f1 + nz * f2;
    if (ndl > 0) { diffuse += fp * ndl; if (shiny) spec += fp * ndl * blinn(nx, ny, nz, f0 + wx, f1 + wy, f2 + wz, s.shin); }
    ndl = nx * m0 + ny * m1 + nz * m2;
    if (ndl > 0) { diffuse += mp * ndl; if (shiny) spec += mp * ndl * blinn(nx, ny, nz, m0 + wx, m1 + wy, m2 + wz, s.shin); }
    // Reflection of the studio: sharp for polished, blurred towards the ambient for rough.
    const env = environment(2 * ndv * nx - wx, 2 * ndv * ny - wy, 2 * ndv * nz - wz, k0, k1, k2) * (1 - s.rough) + hemi * 1.6 * s.rough;
    if (s.metal > 0) {
      const k = s.metal, refl = env * 0.85 + spec;
      cr = (1 - k) * s.r * diffuse + k * s.r * refl;
      cg = (1 - k) * s.g * diffuse + k * s.g * refl;
      cb = (1 - k) * s.b * diffuse + k * s.b * refl;
    } else {
      const g1 = 1 - ndv, g2 = g1 * g1;
      const fresnel = 0.04 + 0.96 * g2 * g2 * g1;
      const gloss = fresnel * env * (1 - s.rough) * (1 - s.rough) + 0.04 * spec;
      cr = s.r * diffuse + gloss;
      cg = s.g * diffuse + gloss;
      cb = s.b * diffuse + gloss;
    }
    cr = shoulder(cr + s.er);
    cg = shoulder(cg + s.eg);
    cb = shoulder(cb + s.eb);
  };

  // The card's shadows are soft: work them out on a grid every few pixels and blend between.
  const G = 3, gw = Math.ceil(w / G) + 2, gh = Math.ceil(h / G) + 2;
  const grid = new Float32Array(gw * gh);
  if (contact && !room) for (let gy = 0; gy < gh; gy++) for (let gx = 0; gx < gw; gx++) grid[gy * gw + gx] = shadowOnCard(gx * G, gy * G);
  const cardAt = (ox: number, oy: number) => {
    const gx = (ox / G) | 0, gy = (oy / G) | 0, i = gy * gw + gx;
    const a = grid[i], b = grid[i + 1], c = grid[i + gw], d = grid[i + gw + 1];
    if (a === 0 && b === 0 && c === 0 && d === 0) return 0;
    const fx = (ox - gx * G) / G, fy = (oy - gy * G) / G;
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
  };

  // Each output pixel averages its ss×ss samples in linear light, then is encoded as sRGB. A pixel
  // whose samples all see the same triangle is shaded once; only edges pay for every sample.
  const rgba = new Uint8Array(w * h * 4);
  const coverage = new Uint8Array(w * h);
  const n = ss * ss;
  for (let oy = 0; oy < h; oy++) {
    for (let ox = 0; ox < w; ox++) {
      let r = 0, g = 0, b = 0, covered = 0, dark = -1;
      const first = oy * ss * W + ox * ss;
      const t0 = tri[first];
      // One shade serves the pixel when every sample sees the same surface: triangles of one
      // material facing within a few degrees of each other (a smooth cushion, not a box's edge).
      let same = t0 >= 0 && !options.shadeEverySample;
      for (let j = 0; j < ss && same; j++) for (let k = 0; k < ss; k++) {
        const t = tri[first + j * W + k];
        if (t !== t0 && (t < 0 || TM[t] !== TM[t0] || FN[t * 3] * FN[t0 * 3] + FN[t * 3 + 1] * FN[t0 * 3 + 1] + FN[t * 3 + 2] * FN[t0 * 3 + 2] < 0.97)) { same = false; break; }
      }
      if (same) {
        const centre = first + ((ss / 2) | 0) * W + ((ss / 2) | 0);
        shade(centre, tri[centre]);
        r = cr * n; g = cg * n; b = cb * n; covered = n;
      } else {
        for (let j = 0; j < ss; j++) {
          const row = first + j * W;
          for (let k = 0; k < ss; k++) {
            const t = tri[row + k];
            if (t >= 0) {
              shade(row + k, t);
              r += cr; g += cg; b += cb;
              covered++;
            } else if (!transparent) {
              if (dark < 0) dark = cardAt(ox, oy);
              r += 1 - dark; g += 1 - dark; b += 1 - dark;
            }
          }
        }
      }
      const o = (oy * w + ox) * 4;
      if (covered === 0 && !transparent && dark === 0) {
        rgba[o] = 255; rgba[o + 1] = 255; rgba[o + 2] = 255; rgba[o + 3] = 255;
        continue;
      }
      if (transparent) {
        if (covered < n && dark < 0) dark = cardAt(ox, oy);
        // Geometry at full alpha in its colour; the shadow is black at `dark` over the uncovered samples.
        const alpha = (covered + (n - covered) * Math.max(0, dark)) / n;
        rgba[o] = covered ? toSrgb(r / n / alpha) : 0;
        rgba[o + 1] = covered ? toSrgb(g / n / alpha) : 0;
        rgba[o + 2] = covered ? toSrgb(b / n / alpha) : 0;
        rgba[o + 3] = Math.round(alpha * 255);
      } else {
        rgba[o] = toSrgb(r / n); rgba[o + 1] = toSrgb(g / n); rgba[o + 2] = toSrgb(b / n); rgba[o + 3] = 255;
      }
      coverage[oy * w + ox] = Math.round((covered / n) * 255);
    }
  }
  return { width: w, height: h, rgba, coverage };
}

/** Each triangle's unit geometric normal. */
function faceNormals(P: Float32Array, I: Uint32Array): Float32Array {
  const out = new Float32Array(I.length);
  for (let t = 0; t < I.length; t += 3) {
    const a = I[t] * 3, b = I[t + 1] * 3, c = I[t + 2] * 3;
    const ux = P[b] - P[a], uy = P[b + 1] - P[a + 1], uz = P[b + 2] - P[a + 2];
    const vx = P[c] - P[a], vy = P[c + 1] - P[a + 1], vz = P[c + 2] - P[a + 2];
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const l = 1 / (Math.sqrt(nx * nx + ny * ny + nz * nz) || 1);
    out[t] = nx * l; out[t + 1] = ny * l; out[t + 2] = nz * l;
  }
  return out;
}

/** How far v lies outside [lo, hi]. */
const outside = (v: number, lo: number, hi: number) => (v < lo ? lo - v : v > hi ? v - hi : 0);

function cornersOf(min: Vec3, max: Vec3): number[] {
  const pts: number[] = [];
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) pts.push(x, y, z);
  return pts;
}

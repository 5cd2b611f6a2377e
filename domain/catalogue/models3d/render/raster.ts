/**
 * A software renderer: a z-buffered triangle rasteriser with deferred
 * shading, supersampled for anti-aliasing. Lighting is a studio: a key light
 * from the front left that casts soft shadows (a shadow map with
 * percentage-closer filtering), a fill from the right, a rim from behind, a
 * sky/ground ambient and a soft environment for glossy and metal surfaces.
 * The contact shadow on the floor (or the wall behind a wall piece) comes from
 * a blurred map of how close the model comes to it. Pure TypeScript: the
 * output is RGBA bytes; encoding them is the caller's business.
 *
 * Here: a picture's passes (rasterise, shade each pixel, resolve the samples).
 * The z-buffer is zbuffer.ts, the light's and the contact maps shadows.ts, the
 * lights, materials and sRGB lighting.ts.
 */
import { normalize, type Vec3 } from '../mesh';
import { fitCamera, isPerspectiveView, lookAt, type CameraSpec, type PerspectiveView } from './camera';
import { environment, fill, groundAmbient, key, lights, rim, shoulder, skyAmbient, surfaceOf, toSrgb } from './lighting';
import { flatten, type Scene } from './scene';
import { contactMap, depthMap, litOfNine, sampleContact } from './shadows';
import { buffers, cornersOf, projectAll, rasterise } from './zbuffer';

export interface RenderOptions {
  width: number;
  height: number;
  /** A direction fitted to the scene (product pictures), or an explicit eye, target and field of view (room stills). */
  camera: CameraSpec | PerspectiveView;
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
  /** What casts the key light's shadows: everything (default), or the placements only (a room's walls would shade its floor). */
  shadowCasters?: 'all' | 'placements';
}

/** How near an explicit perspective camera sees (metres): nearer triangles are left out. */
export const NEAR = 0.05;

export interface Picture {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, sRGB, row by row from the top. */
  rgba: Uint8Array;
  /** How much of each pixel the scene's geometry covers, 0–255 (the silhouette, without shadows). */
  coverage: Uint8Array;
}

export function render(scene: Scene, options: RenderOptions): Picture {
  const ss = Math.max(1, Math.min(4, Math.round(options.supersample ?? 2)));
  const w = options.width, h = options.height;
  const W = w * ss, H = h * ss;
  const soup = flatten(scene);
  const framed: ArrayLike<number> = options.focus ? cornersOf(options.focus.min, options.focus.max) : soup.positions;
  const explicit = isPerspectiveView(options.camera);
  const cam = isPerspectiveView(options.camera) ? lookAt(options.camera, W, H) : fitCamera(options.camera, framed, W, H);
  const { xs, ys, ds, iw } = projectAll(cam, soup.positions);
  const buf = buffers('picture', W, H, true);
  rasterise(xs, ys, ds, soup.indices, buf, explicit ? 1 / NEAR : Infinity);
  const tri = buf.tri!, B0 = buf.w0!, B1 = buf.w1!;

  const extent = Math.max(soup.max[0] - soup.min[0], soup.max[1] - soup.min[1], soup.max[2] - soup.min[2]);
  const keyDir = options.key ? normalize(options.key) : key;
  const casters = options.shadowCasters === 'placements' && scene.placements.length ? flatten({ placements: scene.placements }) : soup;
  const shadow = depthMap(casters, keyDir, options.shadowMapSize ?? 640);
  const texel = 1 / shadow.cam.scale;
  const receiver = scene.receiver;
  const room = !!scene.shell?.length;
  const contact = room ? (scene.placements.length ? contactMap(flatten({ placements: scene.placements }), 'floor', 384) : null) : receiver === 'floor' || receiver === 'wall' ? contactMap(soup, receiver, 256) : null;
  const surfaces = soup.materials.map(surfaceOf);
  const P = soup.positions, N = soup.normals, I = soup.indices, TM = soup.triangleMaterial;
  const FN = faceNormals(P, I);
  const transparent = options.background === 'transparent';
  const { eye, right, up, forward, scale, cx, cy, ortho } = cam;
  const [k0, k1, k2] = keyDir;
  // Each light: the direction towards it and its power. The fill comes from the side opposite the key.
  const [f0, f1, f2] = keyDir[0] > 0 ? [-fill[0], fill[1], fill[2]] : fill;
  const lamps = Float64Array.of(k0, k1, k2, lights[0].power, f0, f1, f2, lights[1].power, rim[0], rim[1], rim[2], lights[2].power);
  const planeAt = receiver === 'floor' ? 0 : soup.min[2];
  const off = texel * 1.5;

  // A point to look up in the shadow map (litOfNine).
  const at = new Float64Array(4);

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
    at[0] = hx; at[1] = hy; at[2] = hz; at[3] = extent * 0.004;
    const lit = litOfNine(shadow, at, 2.5) / 9;
    // The cast shadow fades away from the piece, so a tall lamp's does not run off the picture.
    const du = receiver === 'floor' ? outside(hx, soup.min[0], soup.max[0]) : outside(hx, soup.min[0], soup.max[0]);
    const dv = receiver === 'floor' ? outside(hz, soup.min[2], soup.max[2]) : outside(hy, soup.min[1], soup.max[1]);
    const fade = Math.exp(-Math.sqrt(du * du + dv * dv) / (0.25 * extent + 0.1));
    return Math.min(0.75, 0.5 * touch + 0.24 * (1 - lit) * fade);
  };

  // The colour of one sample (linear, after the shoulder) is left in `colour`: a typed array rather
  // than three `let`s captured by the closure, which V8 would box at every store.
  const colour = new Float64Array(3);
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
    const touch = room && contact && y < 0.003 && ny > 0.9 ? 1 - 0.6 * sampleContact(contact, x, y, z) : 1;
    const hemi = (groundAmbient + (skyAmbient - groundAmbient) * (0.5 + 0.5 * ny)) * touch;
    let diffuse = hemi, spec = 0;
    const shin = s.shin, lobe = (shin + 8) / 25.13;
    for (let l = 0; l < 12; l += 4) {
      const lx = lamps[l], ly = lamps[l + 1], lz = lamps[l + 2], power = lamps[l + 3];
      const ndl = nx * lx + ny * ly + nz * lz;
      if (!(ndl > 0)) continue;
      // Only the key casts shadows.
      let vis = 1;
      if (l === 0) {
        at[0] = x + nx * off; at[1] = y + ny * off; at[2] = z + nz * off; at[3] = texel * (1 + 2 * (1 - ndl));
        vis = litOfNine(shadow, at, 1.5) / 9;
      }
      if (vis === 0) continue;
      diffuse += power * ndl * vis;
      if (!shiny) continue;
      // Normalised Blinn-Phong: ndh^shin as exp(shin·ln ndh), twice as fast as Math.pow in V8 and within
      // 1e-10 of it; 0 where it is below e^-40 (ndh^shin ≤ e^(-shin·(1 - ndh))).
      const hx = lx + wx, hy = ly + wy, hz = lz + wz;
      const ndh = (nx * hx + ny * hy + nz * hz) / (Math.sqrt(hx * hx + hy * hy + hz * hz) || 1);
      if (ndh > 0 && shin * (1 - ndh) < 40) spec += power * vis * ndl * (lobe * Math.exp(shin * Math.log(ndh)));
    }
    // Reflection of the studio: sharp for polished, blurred towards the ambient for rough.
    const env = environment(2 * ndv * nx - wx, 2 * ndv * ny - wy, 2 * ndv * nz - wz, k0, k1, k2) * (1 - s.rough) + hemi * 1.6 * s.rough;
    if (s.metal > 0) {
      const k = s.metal, refl = env * 0.85 + spec;
      colour[0] = shoulder((1 - k) * s.r * diffuse + k * s.r * refl + s.er);
      colour[1] = shoulder((1 - k) * s.g * diffuse + k * s.g * refl + s.eg);
      colour[2] = shoulder((1 - k) * s.b * diffuse + k * s.b * refl + s.eb);
    } else {
      const g1 = 1 - ndv, g2 = g1 * g1;
      const fresnel = 0.04 + 0.96 * g2 * g2 * g1;
      const gloss = fresnel * env * (1 - s.rough) * (1 - s.rough) + 0.04 * spec;
      colour[0] = shoulder(s.r * diffuse + gloss + s.er);
      colour[1] = shoulder(s.g * diffuse + gloss + s.eg);
      colour[2] = shoulder(s.b * diffuse + gloss + s.eb);
    }
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
        r = colour[0] * n; g = colour[1] * n; b = colour[2] * n; covered = n;
      } else {
        for (let j = 0; j < ss; j++) {
          const row = first + j * W;
          for (let k = 0; k < ss; k++) {
            const t = tri[row + k];
            if (t >= 0) {
              shade(row + k, t);
              r += colour[0]; g += colour[1]; b += colour[2];
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

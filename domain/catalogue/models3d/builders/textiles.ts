/**
 * Soft goods: rug, runner, throw, bedding and pillow — pile, weave, fringe and
 * quilting drawn as geometry, each filling its given size exactly.
 */
import type { PbrMaterial } from '../finish';
import { box, cylinder, lathe, surface, tube, type Mesh, type Vec3 } from '../mesh';
import type { Parts } from '../model';
import { pillowShape } from './beds';
import { clamp, type Builder } from './common';

/** A pile rug: a base, a border, a field and a lozenge medallion in relief (rectangular), or rings (round). */
export const rug: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const border = f.tint(-0.45, 'border');
  const accent = f.hue(150, 'medallion', 62);
  const line = f.tint(0.55, 'line');
  const base = H * 0.8;
  if (s.variant === 'round') {
    p.add('base', f.main, (m) => cylinder(m, 0, 0, 0, base, W / 2, D / 2, 48));
    const ring = (name: string, mat: PbrMaterial, r0: number, r1: number, top: number) =>
      p.add(name, mat, (m) => lathe(m, [[r0, base - 0.0005], [r1, base - 0.0005], [r1, top], [r0, top], [r0, base - 0.0005]], { sx: W / 2, sz: D / 2, segments: 48, creaseDeg: 30 }));
    ring('border', border, 0.86, 1, H);
    ring('line', line, 0.78, 0.82, H * 0.97);
    p.add('field', f.main, (m) => cylinder(m, 0, 0, base - 0.0005, H * 0.93, W / 2 * 0.86, D / 2 * 0.86, 48));
    p.add('medallion', accent, (m) => cylinder(m, 0, 0, base, H, W * 0.16, D * 0.16, 32));
    return;
  }
  const bw = clamp(Math.min(W, D) * 0.08, 0.03, 0.2);
  p.add('base', f.main, (m) => box(m, [-W / 2, 0, -D / 2], [W / 2, base, D / 2]));
  p.add('border', border, (m) => {
    box(m, [-W / 2, base - 0.0005, -D / 2], [W / 2, H, -D / 2 + bw]);
    box(m, [-W / 2, base - 0.0005, D / 2 - bw], [W / 2, H, D / 2]);
    box(m, [-W / 2, base - 0.0005, -D / 2 + bw], [-W / 2 + bw, H, D / 2 - bw]);
    box(m, [W / 2 - bw, base - 0.0005, -D / 2 + bw], [W / 2, H, D / 2 - bw]);
  });
  const l = bw * 0.35, g = bw * 0.5;
  p.add('line', line, (m) => {
    const x0 = -W / 2 + bw + g, x1 = W / 2 - bw - g, z0 = -D / 2 + bw + g, z1 = D / 2 - bw - g;
    box(m, [x0, base, z0], [x1, H * 0.97, z0 + l]);
    box(m, [x0, base, z1 - l], [x1, H * 0.97, z1]);
    box(m, [x0, base, z0 + l], [x0 + l, H * 0.97, z1 - l]);
    box(m, [x1 - l, base, z0 + l], [x1, H * 0.97, z1 - l]);
  });
  p.add('field', f.main, (m) => box(m, [-W / 2 + bw, base - 0.0005, -D / 2 + bw], [W / 2 - bw, H * 0.93, D / 2 - bw]));
  p.add('medallion', accent, (m) => lathe(m, [[1, base], [1, H * 0.985]], { sx: W * 0.22, sz: D * 0.22, segments: 4, capTop: true }));
  p.add('medallion centre', border, (m) => lathe(m, [[1, base], [1, H]], { sx: W * 0.08, sz: D * 0.08, segments: 4, capTop: true }));
};

/** Tassels along both short ends (z), within the given depth. */
function fringe(p: Parts, mat: PbrMaterial, W: number, D: number, length: number, y: number) {
  const n = clamp(Math.round(W / 0.04), 6, 24);
  p.add('fringe', mat, (m) => {
    for (const sz of [-1, 1]) {
      for (let i = 0; i < n; i++) {
        const x = -W / 2 + 0.02 + ((W - 0.04) * (i + 0.5)) / n;
        const za = sz * (D / 2 - length), zb = sz * D / 2;
        box(m, [x - 0.004, 0, Math.min(za, zb)], [x + 0.004, y, Math.max(za, zb)]);
      }
    }
  });
}

/** A long flat-woven runner: bands across it and a fringe at both ends. */
export const runner: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const fl = clamp(D * 0.03, 0.02, 0.06);
  const L = D - 2 * fl;
  const base = H * 0.8;
  p.add('base', f.main, (m) => box(m, [-W / 2, 0, -L / 2], [W / 2, base, L / 2]));
  const dark = f.tint(-0.5, 'band'), light = f.tint(0.6, 'stripe');
  const bands = clamp(Math.round(L / 0.35), 5, 15);
  const step = L / bands;
  p.add('bands', dark, (m) => {
    for (let i = 0; i < bands; i++) {
      const z = -L / 2 + step * i;
      box(m, [-W / 2, base - 0.0005, z], [W / 2, H, z + step * 0.18]);
    }
    box(m, [-W / 2, base - 0.0005, L / 2 - step * 0.18], [W / 2, H, L / 2]);
    box(m, [-W / 2, base - 0.0005, -L / 2], [-W / 2 + W * 0.08, H, L / 2]);
    box(m, [W / 2 - W * 0.08, base - 0.0005, -L / 2], [W / 2, H, L / 2]);
  });
  p.add('stripes', light, (m) => {
    for (let i = 0; i < bands; i++) {
      const z = -L / 2 + step * (i + 0.5);
      lathe(m, [[1, base], [1, H * 0.97]], { cz: z, sx: W * 0.2, sz: step * 0.2, segments: 4, capTop: true });
    }
  });
  p.add('field', f.main, (m) => box(m, [-W / 2 + W * 0.08, base - 0.0005, -L / 2], [W / 2 - W * 0.08, H * 0.93, L / 2]));
  fringe(p, f.tint(0.5, 'fringe'), W, D, fl + 0.001, base * 0.5);
};

/**
 * A soft layer with a wavy top and a flat-ish bottom over x in [-W/2, W/2] and
 * z in [-D/2, D/2] (v from v0 to v1 of it), closed at its edges; `uMax(v)`
 * cuts the far x side short (where a corner is folded back).
 */
function softLayer(m: Mesh, W: number, D: number, n: number, top: (x: number, z: number) => number, bottom: (x: number, z: number) => number, v0 = 0, v1 = 1, uMax: (v: number) => number = () => 1, flatBottom = false) {
  const xz = (u: number, vv: number): [number, number] => [-W / 2 + W * u * uMax(vv), -D / 2 + D * vv];
  const at = (fn: (x: number, z: number) => number) => (u: number, v: number): Vec3 => {
    const [x, z] = xz(u, v0 + (v1 - v0) * v);
    return [x, fn(x, z), z];
  };
  const nv = Math.max(2, Math.round(n * (v1 - v0)));
  surface(m, n, nv, at(top), true);
  if (flatBottom) surface(m, 1, 1, at(bottom), false);
  else surface(m, n, nv, at(bottom), false);
  const wall = (u: number, vv: number, w: number): Vec3 => {
    const [x, z] = xz(u, vv);
    return [x, bottom(x, z) + (top(x, z) - bottom(x, z)) * w, z];
  };
  surface(m, n, 1, (u, w) => wall(u, v0, w), true);
  surface(m, n, 1, (u, w) => wall(u, v1, w), false);
  surface(m, nv, 1, (v, w) => wall(0, v0 + (v1 - v0) * v, w), false);
  surface(m, nv, 1, (v, w) => wall(1, v0 + (v1 - v0) * v, w), true);
}

/** The highest y that these drawings reach. */
function highestOf(draws: ((m: Mesh) => void)[]): number {
  let top = 0;
  for (const draw of draws) {
    const m: Mesh = { positions: [], normals: [], indices: [] };
    draw(m);
    for (let i = 1; i < m.positions.length; i += 3) top = Math.max(top, m.positions[i]);
  }
  return top;
}

/** Draws into a scratch mesh, then scales its heights by k (a soft piece made to fill its height exactly). */
function scaledY(draw: (m: Mesh) => void, k: number) {
  return (m: Mesh) => {
    const scratch: Mesh = { positions: [], normals: [], indices: [] };
    draw(scratch);
    const base = m.positions.length / 3;
    for (let i = 0; i < scratch.positions.length; i += 3) {
      m.positions.push(scratch.positions[i], scratch.positions[i + 1] * k, scratch.positions[i + 2]);
      // Scaling heights by k scales a normal's y by 1/k (then renormalised).
      const nx = scratch.normals[i], ny = scratch.normals[i + 1] / k, nz = scratch.normals[i + 2];
      const l = Math.hypot(nx, ny, nz) || 1;
      m.normals.push(nx / l, ny / l, nz / l);
    }
    for (const i of scratch.indices) m.indices.push(base + i);
  };
}

/**
 * A throw laid out: soft ripples, a band near each end, a tasselled fringe,
 * and its front right corner folded back over itself (showing it is cloth).
 */
export const throwBlanket: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const fl = clamp(D * 0.05, 0.02, 0.07);
  const L = D - 2 * fl;
  const t = Math.min(0.007, H * 0.3);
  const a = Math.max(0, H - 2 * t) * 0.9;
  const wave = (x: number, z: number) => 0.5 + 0.5 * Math.sin(x * 6.1 + z * 3.3) * Math.cos(z * 4.7 - x * 1.4);
  const top = (x: number, z: number) => t + a * wave(x, z);
  const bottom = (x: number, z: number) => a * wave(x, z);
  // The folded corner: the triangle beyond the line from A to B turns over onto the top, its tip at C'.
  const c = 0.3 * Math.min(W, L);
  const A: [number, number] = [W / 2, L / 2 - c], B: [number, number] = [W / 2 - c, L / 2], C2: [number, number] = [W / 2 - c, L / 2 - c];
  const uMax = (v: number) => {
    const z = -L / 2 + L * v;
    return z <= A[1] ? 1 : (W - (z - A[1])) / W;
  };
  const flapAt = (off: number) => (sx: number, ty: number): Vec3 => {
    const x = A[0] * (1 - sx) * (1 - ty) + B[0] * sx * (1 - ty) + C2[0] * ty;
    const z = A[1] * (1 - sx) * (1 - ty) + B[1] * sx * (1 - ty) + C2[1] * ty;
    const curl = t * 0.9 * (1 - ty) ** 6;
    return [x, top(x, z) + 0.0004 + curl + off, z];
  };
  const band = f.tint(-0.4, 'band');
  const ranges: [number, number, PbrMaterial, string][] = [[0, 0.08, f.main, 'end'], [0.08, 0.14, band, 'band'], [0.14, 0.86, f.main, 'body'], [0.86, 0.92, band, 'band 2'], [0.92, 1, f.main, 'end 2']];
  const pieces: [string, PbrMaterial, (m: Mesh) => void][] = ranges.map(([v0, v1, mat, name]) => [name, mat, (m: Mesh) => softLayer(m, W, L, 18, top, bottom, v0, v1, uMax)]);
  pieces.push(['folded corner', f.tint(0.12, 'reverse'), (m: Mesh) => {
    surface(m, 12, 12, flapAt(t), true);
    surface(m, 12, 12, flapAt(0), false);
    surface(m, 12, 1, (sx, w) => flapAt(t * w)(sx, 1e-6), false);
  }]);
  // Scale the heights so that the highest point of the cloth is exactly H.
  const k = H / highestOf(pieces.map(([, , draw]) => draw));
  for (const [name, mat, draw] of pieces) p.add(name, mat, scaledY(draw, k));
  const n = clamp(Math.round(W / 0.04), 6, 24);
  p.add('fringe', f.main, (m) => {
    for (let i = 0; i < n; i++) {
      const x = -W / 2 + 0.02 + ((W - 0.04) * (i + 0.5)) / n;
      box(m, [x - 0.004, 0, -D / 2], [x + 0.004, t * k * 0.7, -L / 2 + 0.002]);
      if (x < B[0] - 0.01) box(m, [x - 0.004, 0, L / 2 - 0.002], [x + 0.004, t * k * 0.7, D / 2]);
    }
  });
};

/** A quilted duvet or coverlet laid flat: stitched puffs in a grid and a piped edge. */
export const bedding: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const cols = clamp(Math.round(W / 0.25), 4, 12), rows = clamp(Math.round(D / 0.25), 4, 12);
  const t = Math.min(0.006, H * 0.3);
  const pipe = Math.min(0.012, H * 0.45);
  const qw = W - 2 * pipe, qd = D - 2 * pipe;
  const top = (x: number, z: number) => {
    const u = (x + qw / 2) / qw, v = (z + qd / 2) / qd;
    return t + (H - t) * Math.abs(Math.sin(Math.PI * u * cols)) ** 0.8 * Math.abs(Math.sin(Math.PI * v * rows)) ** 0.8;
  };
  p.add('quilt', f.main, (m) => softLayer(m, qw, qd, cols * 4, top, () => 0, 0, 1, () => 1, true));
  const edge = f.tint(-0.25, 'piping');
  p.add('piping', edge, (m) => {
    const x = W / 2 - pipe, z = D / 2 - pipe;
    tube(m, [[-x, pipe, z], [x, pipe, z]], pipe, 8);
    tube(m, [[-x, pipe, -z], [x, pipe, -z]], pipe, 8);
    tube(m, [[-x, pipe, -z], [-x, pipe, z]], pipe, 8);
    tube(m, [[x, pipe, -z], [x, pipe, z]], pipe, 8);
  });
};

/** A knife-edge pillow, standing (the smallest side is its depth) or lying flat (the smallest is its height). */
export const pillow: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const lying = H < D;
  p.add('pillow', f.main, (m) => (lying ? pillowShape(m, [0, H / 2, 0], W, D, H, true, 14) : pillowShape(m, [0, H / 2, 0], W, H, D, false, 14)));
};

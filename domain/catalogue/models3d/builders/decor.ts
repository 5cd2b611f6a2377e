/**
 * Decor: vase and planter, and the wall pieces — mirror, wall art, curtain
 * panel, roller or Roman shade — whose backs sit on the wall plane
 * (z = -depth/2). The soft goods are in textiles.ts.
 */
import { pbrOf, type PbrMaterial } from '../finish';
import { box, cylinder, ellipsePoints, ellipsoid, extrude, lathe, roundedBox, surface, tube, type Vec3 } from '../mesh';
import { clamp, hash, type Builder } from './common';

/** Vase profiles (radius, height) on 0..1, outside up to the lip then inside down. */
const vaseProfiles: Record<string, [number, number][]> = {
  classic: [[0, 0], [0.55, 0], [0.6, 0.03], [0.9, 0.25], [1, 0.45], [0.85, 0.68], [0.5, 0.84], [0.45, 0.93], [0.55, 1], [0.49, 1], [0.4, 0.93], [0.44, 0.85], [0.78, 0.68], [0.9, 0.45], [0, 0.06]],
  bud: [[0, 0], [0.7, 0], [0.95, 0.1], [1, 0.25], [0.8, 0.42], [0.32, 0.58], [0.22, 0.72], [0.22, 0.94], [0.3, 1], [0.17, 1], [0.15, 0.8], [0, 0.75]],
  jug: [[0, 0], [0.75, 0], [0.82, 0.04], [1, 0.35], [0.95, 0.6], [0.6, 0.82], [0.58, 0.95], [0.66, 1], [0.6, 1], [0.5, 0.9], [0.85, 0.5], [0, 0.05]],
};

export const vase: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const variant = s.variant;
  const profile = vaseProfiles[variant].map(([r, y]) => [r, y * H] as [number, number]);
  if (variant !== 'jug') {
    p.add('vase', f.main, (m) => lathe(m, profile, { sx: W / 2, sz: D / 2, segments: 32, creaseDeg: 55 }));
    return;
  }
  const tr = clamp(W * 0.035, 0.004, 0.012);
  const R = (W - 0.22 * W) / 2;
  const cx = -W / 2 + R;
  p.add('vase', f.main, (m) => lathe(m, profile, { cx, sx: R, sz: D / 2, segments: 32, creaseDeg: 55 }));
  const attach = (y: number) => cx + R * (y < 0.58 ? 0.9 : 0.6);
  const path: Vec3[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / 12;
    const y = H * (0.58 + 0.2 * Math.sin(a));
    const x0 = attach(y / H);
    path.push([x0 + (W / 2 - tr - x0) * Math.cos(a), y, 0]);
  }
  p.add('handle', f.main, (m) => tube(m, path, tr, 8));
};

export const planter: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const stand = s.variant === 'stand';
  const y0 = stand ? 0.35 * H : 0;
  const h = H - y0;
  const pot: [number, number][] = [[0, y0], [0.74, y0], [0.78, y0 + 0.02 * h], [0.94, y0 + 0.86 * h], [1, y0 + 0.88 * h], [1, H], [0.9, H], [0.88, y0 + 0.85 * h], [0.72, y0 + 0.1 * h], [0, y0 + 0.1 * h]];
  p.add('pot', f.main, (m) => lathe(m, pot, { sx: W / 2, sz: D / 2, segments: 36, creaseDeg: 40 }));
  p.add('soil', f.soil, (m) => cylinder(m, 0, 0, y0 + 0.6 * h, y0 + 0.8 * h, (W / 2) * 0.8, (D / 2) * 0.8, 32, 0.87 / 0.8));
  p.add('pebbles', f.soil, (m) => {
    for (let i = 0; i < 5; i++) {
      const a = hash(i, 1) * Math.PI * 2, r = hash(i, 2) * 0.5;
      ellipsoid(m, [Math.cos(a) * r * W / 2, y0 + 0.8 * h, Math.sin(a) * r * D / 2], [W * 0.05, 0.012, D * 0.05], 8, 5);
    }
  });
  if (stand) {
    const leg = s.finish.materialName === 'Ceramic' ? s.finish.wood : s.finish.metal;
    [0, 1, 2].forEach((i) => {
      const a = Math.PI / 2 + (i * 2 * Math.PI) / 3;
      const tr = clamp(W * 0.03, 0.008, 0.015);
      const foot: Vec3 = [Math.cos(a) * (W / 2 - tr), tr, -Math.sin(a) * (D / 2 - tr)];
      const top: Vec3 = [Math.cos(a) * (W / 2) * 0.8, y0 + 0.4 * h, -Math.sin(a) * (D / 2) * 0.8];
      p.add(`leg ${i + 1}`, leg, (m) => {
        tube(m, [foot, top], tr, 8);
        cylinder(m, foot[0], foot[2], 0, tr, tr, tr, 8);
      });
    });
  }
};

/** A wall mirror: a frame and the glass, rectangular, round (a tube frame) or arched (the glass proud of a shaped board). */
export const mirror: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = f.main;
  if (s.variant === 'round') {
    const ft = Math.min(D / 2, clamp(0.04 * Math.min(W, H), 0.01, 0.035));
    const zc = D / 2 - ft;
    const outline = ellipsePoints(0, H / 2, W / 2 - ft, H / 2 - ft, 64);
    p.add('backing', frame, (m) => extrude(m, outline, 'z', -D / 2, zc));
    p.add('glass', f.mirror, (m) => extrude(m, ellipsePoints(0, H / 2, W / 2 - ft * 1.2, H / 2 - ft * 1.2, 64), 'z', zc - 0.001, zc + ft * 0.3));
    const ring: Vec3[] = [...outline, outline[0], outline[1]].map(([x, y]) => [x, y, zc] as Vec3);
    p.add('frame', frame, (m) => tube(m, ring, ft, 12, false));
    return;
  }
  if (s.variant === 'arched') {
    const outline = (inset: number): [number, number][] => {
      const r = W / 2 - inset;
      const yc = H - W / 2;
      return [[-r, inset], [r, inset], ...ellipsePoints(0, Math.max(yc, inset), r, Math.min(r, H - inset - Math.max(yc, inset)), 24, 0, Math.PI)];
    };
    const bw = clamp(0.05 * W, 0.015, 0.05);
    p.add('frame', frame, (m) => extrude(m, outline(0), 'z', -D / 2, D / 2 - 0.006));
    p.add('glass', f.mirror, (m) => extrude(m, outline(bw), 'z', D / 2 - 0.0065, D / 2));
    return;
  }
  const fw = clamp(0.06 * Math.min(W, H), 0.02, 0.06);
  p.add('frame', frame, (m) => {
    box(m, [-W / 2, 0, -D / 2], [W / 2, fw, D / 2]);
    box(m, [-W / 2, H - fw, -D / 2], [W / 2, H, D / 2]);
    box(m, [-W / 2, fw, -D / 2], [-W / 2 + fw, H - fw, D / 2]);
    box(m, [W / 2 - fw, fw, -D / 2], [W / 2, H - fw, D / 2]);
  });
  p.add('glass', f.mirror, (m) => box(m, [-W / 2 + fw - 0.001, fw - 0.001, -D / 2], [W / 2 - fw + 0.001, H - fw + 0.001, D / 2 - Math.min(0.008, D * 0.3)]));
};

/** A framed print: a frame, a mat and shapes printed on it (abstract, landscape or botanical). */
export const wallArt: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = s.variant === 'abstract' ? f.dark : pbrOf('Oak', 'natural-oak', 'frame');
  const fw = clamp(0.035 * Math.min(W, H), 0.012, 0.035);
  p.add('frame', frame, (m) => {
    box(m, [-W / 2, 0, -D / 2], [W / 2, fw, D / 2]);
    box(m, [-W / 2, H - fw, -D / 2], [W / 2, H, D / 2]);
    box(m, [-W / 2, fw, -D / 2], [-W / 2 + fw, H - fw, D / 2]);
    box(m, [W / 2 - fw, fw, -D / 2], [W / 2, H - fw, D / 2]);
  });
  const face = D / 2 - Math.min(0.006, D * 0.25);
  p.add('mat', f.paper, (m) => box(m, [-W / 2 + fw - 0.001, fw - 0.001, -D / 2], [W / 2 - fw + 0.001, H - fw + 0.001, face]));
  // The picture area inside the mat.
  const mw = Math.min(W, H) * 0.08;
  const x0 = -W / 2 + fw + mw, x1 = W / 2 - fw - mw, y0 = fw + mw, y1 = H - fw - mw;
  const pw = x1 - x0, ph = y1 - y0;
  const at = (u: number, v: number): [number, number] => [x0 + pw * u, y0 + ph * v];
  const shape = (name: string, mat: PbrMaterial, pts: [number, number][], lift: number) => p.add(name, mat, (m) => extrude(m, pts, 'z', face - 0.0005, face + lift));
  const z1 = 0.0008, z2 = 0.0012, z3 = 0.0016;
  if (s.variant === 'landscape') {
    shape('sky', f.hue(200, 'sky', 84), [at(0, 0.35), at(1, 0.35), at(1, 1), at(0, 1)], z1);
    const hill = (v: number, amp: number, phase: number): [number, number][] => {
      const top = Array.from({ length: 17 }, (_, i) => at(1 - i / 16, v + amp * Math.sin(Math.PI * (1 - i / 16) * 1.3 + phase)));
      return [at(0, 0), at(1, 0), ...top];
    };
    shape('far hills', f.hue(-20, 'far hills', 62), hill(0.5, 0.12, 0.4), z2);
    shape('near hills', f.tint(-0.2, 'near hills'), hill(0.3, 0.1, 2.1), z3);
    shape('sun', f.hue(30, 'sun', 70), ellipsePoints(x0 + pw * 0.72, y0 + ph * 0.78, Math.min(pw, ph) * 0.1, Math.min(pw, ph) * 0.1, 24), z3);
    return;
  }
  if (s.variant === 'botanical') {
    const leaf = f.tint(-0.15, 'leaf'), stem = f.tint(-0.45, 'stem');
    shape('stem', stem, [at(0.49, 0.08), at(0.51, 0.08), at(0.51, 0.9), at(0.49, 0.9)], z2);
    for (let i = 0; i < 6; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const v = 0.22 + i * 0.12;
      const len = (0.3 - i * 0.025) * pw;
      const ang = side < 0 ? Math.PI - 0.5 : 0.5;
      const [cx, cy] = at(0.5, v);
      const pts = ellipsePoints(0, 0, len / 2, len * 0.16, 18).map(([x, y]) => [cx + Math.cos(ang) * (x + len / 2) - Math.sin(ang) * y, cy + Math.sin(ang) * (x + len / 2) + Math.cos(ang) * y] as [number, number]);
      shape(`leaf ${i + 1}`, leaf, pts, z3);
    }
    return;
  }
  shape('block', f.hue(35, 'block', 80), [at(0.08, 0.1), at(0.62, 0.1), at(0.62, 0.7), at(0.08, 0.7)], z1);
  shape('circle', f.main, ellipsePoints(x0 + pw * 0.6, y0 + ph * 0.6, Math.min(pw, ph) * 0.28, Math.min(pw, ph) * 0.28, 40), z2);
  shape('arc', f.tint(-0.45, 'arc'), ellipsePoints(x0 + pw * 0.3, y0 + ph * 0.1, pw * 0.22, ph * 0.22, 20, 0, Math.PI), z3);
  shape('dot', f.hue(190, 'dot', 30), ellipsePoints(x0 + pw * 0.82, y0 + ph * 0.2, Math.min(pw, ph) * 0.05, Math.min(pw, ph) * 0.05, 16), z3);
};

/** A curtain panel hanging in soft pleats from a rod with finials on two wall brackets. */
export const curtain: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const sheer = s.variant === 'sheer';
  const fabric = sheer ? f.tint(0.55, 'sheer') : f.main;
  const rr = clamp(D * 0.2, 0.006, 0.014);
  const fr = rr * 1.8;
  const zc = D / 2 - fr;
  const yc = H - fr;
  const rodMetal = f.metal;
  p.add('rod', rodMetal, (m) => tube(m, [[-W / 2 + fr * 1.8, yc, zc], [W / 2 - fr * 1.8, yc, zc]], rr, 12));
  for (const sx of [-1, 1]) {
    p.add(sx < 0 ? 'left finial' : 'right finial', rodMetal, (m) => ellipsoid(m, [sx * (W / 2 - fr), yc, zc], [fr, fr, fr], 12, 8));
    p.add(sx < 0 ? 'left bracket' : 'right bracket', rodMetal, (m) => box(m, [sx * (W / 2 - 0.08) - 0.006, yc - 0.02, -D / 2], [sx * (W / 2 - 0.08) + 0.006, yc + 0.004, zc]));
  }
  const top = yc - rr * 0.5;
  const amp = Math.min(sheer ? fr * 0.6 : fr * 0.9, D / 2 - 0.001);
  const pleats = Math.max(4, Math.round(W / (sheer ? 0.07 : 0.1)));
  const x0 = -W / 2 + fr * 2, x1 = W / 2 - fr * 2;
  const shape = (u: number, v: number, off: number): Vec3 => {
    const flare = 1 + 0.08 * (1 - v);
    const x = (x0 + (x1 - x0) * u) * flare;
    const z = zc + amp * Math.sin(Math.PI * 2 * pleats * u) * (0.75 + 0.25 * (1 - v)) + off;
    return [Math.max(-W / 2 + 0.001, Math.min(W / 2 - 0.001, x)), top * v, z];
  };
  p.add('panel', fabric, (m) => {
    surface(m, pleats * 8, 4, (u, v) => shape(u, v, 0.001));
    surface(m, pleats * 8, 4, (u, v) => shape(u, v, -0.001), true);
  });
};

/**
 * A roller shade: the blind hangs flat from the back of a roll between two end
 * brackets, a weighted bottom rail below and a bead chain at the side. Or a
 * Roman shade: flat fabric with sewn-in seams under a headrail, its folds
 * stacked at the bottom.
 */
export const shade: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const hardware: PbrMaterial = { name: 'hardware', baseColor: [0.82, 0.82, 0.8, 1], roughness: 0.4, metallic: 0 };
  if (s.variant === 'roman') {
    const rail = clamp(0.05 * H, 0.03, 0.05);
    p.add('headrail', f.main, (m) => roundedBox(m, [-W / 2, H - rail, -D / 2], [W / 2, H, D / 2], 0.004));
    const folds = 5;
    const foldH = clamp(0.06 * H, 0.05, 0.09);
    const stack = foldH * folds * 0.75;
    const zf = D / 2 - Math.min(0.03, D * 0.45);
    p.add('fabric', f.main, (m) => box(m, [-W / 2 + 0.005, stack - 0.01, zf - 0.003], [W / 2 - 0.005, H - rail + 0.001, zf]));
    const seams = Math.max(1, Math.floor((H - rail - stack) / (foldH * 2.2)));
    p.add('seams', f.tint(-0.2, 'seam'), (m) => {
      for (let i = 1; i <= seams; i++) {
        const y = stack + ((H - rail - stack) * i) / (seams + 1);
        box(m, [-W / 2 + 0.006, y - 0.0015, zf - 0.001], [W / 2 - 0.006, y + 0.0015, zf + 0.0015]);
      }
    });
    for (let i = 0; i < folds; i++) {
      const y0 = i * foldH * 0.75;
      const depth = Math.min(D, (D / 2 - zf) + 0.012 + (folds - 1 - i) * 0.006);
      p.add(`fold ${i + 1}`, f.main, (m) => roundedBox(m, [-W / 2 + 0.005, y0, D / 2 - depth], [W / 2 - 0.005, y0 + foldH, D / 2 - (folds - 1 - i) * 0.002], Math.min(depth * 0.48, foldH * 0.48), 2));
    }
    return;
  }
  const rr = clamp(D * 0.4, 0.014, 0.035);
  const zc = D / 2 - rr, yc = H - rr - 0.004;
  const cap = 0.014;
  for (const sx of [-1, 1]) {
    p.add(sx < 0 ? 'left bracket' : 'right bracket', hardware, (m) => roundedBox(m, [sx < 0 ? -W / 2 : W / 2 - cap, H - 2 * rr - 0.012, -D / 2], [sx < 0 ? -W / 2 + cap : W / 2, H, D / 2], 0.003));
  }
  p.add('roll', f.main, (m) => tube(m, [[-W / 2 + cap - 0.001, yc, zc], [W / 2 - cap + 0.001, yc, zc]], rr, 18));
  // The blind comes off the back of the roll, so the roll shows in front of it.
  const zb = zc - rr;
  p.add('blind', f.main, (m) => box(m, [-W / 2 + cap + 0.006, 0.01, zb - 0.0015], [W / 2 - cap - 0.006, yc, zb]));
  const railD = Math.min(0.007, (D / 2 + zb) * 0.9);
  p.add('bottom rail', hardware, (m) => roundedBox(m, [-W / 2 + cap + 0.006, 0, zb - railD], [W / 2 - cap - 0.006, 0.022, Math.min(D / 2, zb + 0.007)], 0.004));
  const cx = W / 2 - cap - 0.004;
  p.add('bead chain', hardware, (m) => {
    cylinder(m, cx, zc + rr * 0.5, 0.42 * H, yc, 0.0022, 0.0022, 8);
    cylinder(m, cx - 0.008, zc + rr * 0.5, 0.42 * H, yc, 0.0022, 0.0022, 8);
    ellipsoid(m, [cx - 0.004, 0.42 * H, zc + rr * 0.5], [0.007, 0.007, 0.004], 10, 6);
  });
};

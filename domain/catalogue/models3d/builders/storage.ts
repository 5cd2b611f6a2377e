/**
 * Case goods: nightstand, dresser, chest, bookcase or étagère, TV stand and
 * cabinet. A carcass on legs or a plinth, fronts slightly proud of it with
 * knobs or bar handles, open compartments hollow so what is inside shows.
 */
import type { PbrMaterial } from '../finish';
import { box, cylinder, roundedBox } from '../mesh';
import type { Parts } from '../model';
import { clamp, drawerStack, fourLegs, frontDepth, hash, openBox, pull, type Builder } from './common';

/** A closed carcass on short tapered legs; returns where the fronts go. */
function carcassOnLegs(p: Parts, main: PbrMaterial, legs: PbrMaterial, W: number, D: number, H: number, legH: number) {
  const legT = clamp(0.05 * Math.min(W, 1), 0.03, 0.045);
  fourLegs(p, legs, W / 2 - legT / 2 - 0.02, -D / 2 + legT / 2 + 0.02, D / 2 - legT / 2 - 0.03, legH + 0.002, legT, 'tapered');
  const z = D / 2 - frontDepth;
  p.add('carcass', main, (m) => roundedBox(m, [-W / 2, legH, -D / 2], [W / 2, H, z], 0.004));
  return { y0: legH + 0.015, y1: H - 0.015, z, x0: -W / 2 + 0.015, x1: W / 2 - 0.015 };
}

/** Two drawers (drawers), or one drawer over an open shelf (open). */
export const nightstand: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const legH = clamp(0.18 * H, 0.06, 0.14);
  const wood = f.main;
  if (s.variant === 'open') {
    const legT = 0.035;
    const z = D / 2 - frontDepth;
    fourLegs(p, wood, W / 2 - legT / 2 - 0.015, -D / 2 + legT / 2 + 0.015, z - legT / 2 - 0.01, legH + 0.002, legT, 'tapered');
    const t = 0.018;
    openBox(p, wood, 'case', -W / 2, W / 2, legH, H, -D / 2, z, t);
    const split = legH + (H - legH) * 0.5;
    p.add('divider', wood, (m) => box(m, [-W / 2 + t, split - t / 2, -D / 2], [W / 2 - t, split + t / 2, z]));
    p.add('drawer box', wood, (m) => box(m, [-W / 2 + t, split + t / 2, -D / 2 + 0.01], [W / 2 - t, H - t, z]));
    drawerStack(p, wood, f.metal, -W / 2 + t, W / 2 - t, split + t / 2, H - t, z, 1, 1, 'knob');
    return;
  }
  const c = carcassOnLegs(p, wood, wood, W, D, H, legH);
  drawerStack(p, wood, f.metal, c.x0, c.x1, c.y0, c.y1, c.z, 2, 1, 'knob');
};

/** Wide and low: three rows of two drawers with bar handles, on legs. */
export const dresser: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const legH = clamp(0.14 * H, 0.06, 0.14);
  const c = carcassOnLegs(p, f.main, f.main, W, D, H, legH);
  drawerStack(p, f.main, f.metal, c.x0, c.x1, c.y0, c.y1, c.z, 3, W > 0.9 ? 2 : 1, 'bar');
};

/** Tall drawers one above another (drawers), or a lidded blanket chest on a plinth (trunk). */
export const chest: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  if (s.variant === 'trunk') {
    const lid = clamp(0.12 * H, 0.03, 0.06);
    p.add('plinth', f.main, (m) => box(m, [-W / 2 + 0.01, 0, -D / 2 + 0.01], [W / 2 - 0.01, 0.05, D / 2 - 0.01]));
    p.add('body', f.main, (m) => box(m, [-W / 2 + 0.015, 0.05 - 0.001, -D / 2 + 0.015], [W / 2 - 0.015, H - lid + 0.001, D / 2 - 0.015]));
    p.add('lid', f.main, (m) => roundedBox(m, [-W / 2, H - lid, -D / 2], [W / 2, H, D / 2], 0.008));
    for (const sx of [-1, 1]) {
      p.add(sx < 0 ? 'left strap' : 'right strap', f.metal, (m) => box(m, [sx * W * 0.3 - 0.02, 0.05, D / 2 - 0.015 - 0.001], [sx * W * 0.3 + 0.02, H - lid + 0.001, D / 2 - 0.009]));
      p.add(sx < 0 ? 'left handle' : 'right handle', f.metal, (m) => box(m, [sx > 0 ? W / 2 - 0.016 : -W / 2 + 0.002, H * 0.6, -0.06], [sx > 0 ? W / 2 - 0.002 : -W / 2 + 0.016, H * 0.6 + 0.02, 0.06]));
    }
    p.add('clasp', f.metal, (m) => box(m, [-0.025, H - lid - 0.05, D / 2 - 0.016], [0.025, H - lid * 0.3, D / 2 - 0.002]));
    return;
  }
  const legH = clamp(0.1 * H, 0.06, 0.14);
  const c = carcassOnLegs(p, f.main, f.main, W, D, H, legH);
  const rows = clamp(Math.round((H - legH) / 0.2), 3, 6);
  drawerStack(p, f.main, f.metal, c.x0, c.x1, c.y0, c.y1, c.z, rows, 1, 'knob');
};

const bookColours: PbrMaterial[] = [
  { name: 'book cream', baseColor: [0.75, 0.68, 0.52, 1], roughness: 0.8, metallic: 0 },
  { name: 'book rust', baseColor: [0.42, 0.12, 0.06, 1], roughness: 0.8, metallic: 0 },
  { name: 'book navy', baseColor: [0.04, 0.07, 0.16, 1], roughness: 0.8, metallic: 0 },
  { name: 'book sage', baseColor: [0.25, 0.32, 0.22, 1], roughness: 0.8, metallic: 0 },
  { name: 'book ink', baseColor: [0.03, 0.03, 0.035, 1], roughness: 0.7, metallic: 0 },
];

/**
 * Books standing on a shelf from x0 to x1 (a run, then a gap), their backs
 * against z0; heights from the shelf's clear height. Deterministic by shelf.
 */
function books(p: Parts, shelf: number, x0: number, x1: number, y: number, clear: number, z0: number, depth: number) {
  let x = x0 + (x1 - x0) * (hash(shelf, 1) * 0.25);
  const end = x0 + (x1 - x0) * (0.55 + hash(shelf, 2) * 0.4);
  let i = 0;
  while (x < end) {
    const w = 0.018 + hash(shelf, i, 3) * 0.022;
    const h = Math.min(clear - 0.01, clear * (0.62 + hash(shelf, i, 4) * 0.3));
    const mat = bookColours[Math.floor(hash(shelf, i, 5) * bookColours.length)];
    const bx = x;
    p.add(`book ${shelf}.${i + 1}`, mat, (m) => box(m, [bx, y, z0], [Math.min(bx + w, x1), y + h, z0 + depth * (0.7 + hash(shelf, i, 6) * 0.2)]));
    x += w + 0.001;
    i++;
  }
}

/** Sides, a back and evenly spaced shelves with books on them (bookcase), or a metal-framed étagère with open shelves. */
export const bookcase: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const shelves = clamp(Math.round(H / 0.36), 2, 7);
  if (s.variant === 'etagere') {
    const post = clamp(0.025 * Math.min(W, 1.2), 0.015, 0.025);
    const frame = f.materialName === 'Brass' || f.materialName === 'Iron' ? f.main : f.metal;
    const board = f.materialName === 'Brass' || f.materialName === 'Iron' ? f.wood : f.main;
    for (const [sx, sz, name] of [[-1, 1, 'front left'], [1, 1, 'front right'], [-1, -1, 'back left'], [1, -1, 'back right']] as const) {
      p.add(`post ${name}`, frame, (m) => box(m, [sx * W / 2 - (sx > 0 ? post : 0), 0, sz * D / 2 - (sz > 0 ? post : 0)], [sx * W / 2 + (sx < 0 ? post : 0), H, sz * D / 2 + (sz < 0 ? post : 0)]));
    }
    const t = 0.02;
    for (let i = 0; i < shelves; i++) {
      const y = 0.06 + ((H - 0.06 - t) * i) / (shelves - 1);
      p.add(`shelf ${i + 1}`, board, (m) => box(m, [-W / 2 + post * 0.5, y, -D / 2 + post * 0.5], [W / 2 - post * 0.5, y + t, D / 2 - post * 0.5]));
      if (i < shelves - 1 && i % 2 === 0) books(p, i, -W / 2 + post, W / 2 - post, y + t, (H - 0.06 - t) / (shelves - 1) - t, -D / 2 + post, D - 2 * post);
      if (i < shelves - 1 && i % 2 === 1) {
        const r = Math.min(0.05, D * 0.25);
        const vh = Math.min(0.2, ((H - 0.06) / (shelves - 1) - t) * 0.7);
        p.add(`vase ${i + 1}`, f.linen, (m) => cylinder(m, W * 0.22, 0, y + t, y + t + vh, r, r, 18, 0.6));
      }
    }
    return;
  }
  const t = clamp(0.025 * Math.min(W, 1.2), 0.018, 0.03);
  const plinth = 0.07;
  openBox(p, f.main, 'case', -W / 2, W / 2, 0, H, -D / 2, D / 2, t);
  p.add('plinth', f.main, (m) => box(m, [-W / 2 + t, t - 0.001, D / 2 - t - 0.01], [W / 2 - t, plinth, D / 2 - 0.008]));
  const inner = H - plinth - t;
  for (let i = 0; i < shelves; i++) {
    const y = plinth + (inner * i) / shelves;
    if (i > 0) p.add(`shelf ${i}`, f.main, (m) => box(m, [-W / 2 + t - 0.001, y - t / 2, -D / 2 + t * 0.6], [W / 2 - t + 0.001, y + t / 2, D / 2 - 0.01]));
    if (i === 0) p.add('bottom shelf', f.main, (m) => box(m, [-W / 2 + t - 0.001, plinth - t / 2, -D / 2 + t * 0.6], [W / 2 - t + 0.001, plinth + t / 2, D / 2 - 0.01]));
    const clear = inner / shelves - t;
    if (hash(i, 9) < 0.8) books(p, i, -W / 2 + t, W / 2 - t, y + t / 2, clear, -D / 2 + t * 0.6, D - t * 2);
  }
};

/** Low and long on legs: doors at both ends, an open compartment with a shelf in the middle. */
export const tvStand: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const legH = clamp(0.22 * H, 0.06, 0.16);
  const legT = 0.04;
  fourLegs(p, f.main, W / 2 - legT / 2 - 0.03, -D / 2 + legT / 2 + 0.02, D / 2 - legT / 2 - 0.03, legH + 0.002, legT, 'tapered');
  const t = 0.02;
  const doorW = W * 0.32;
  const z = D / 2 - frontDepth;
  for (const sx of [-1, 1]) {
    const side = sx < 0 ? 'left' : 'right';
    const xa = sx * W / 2, xb = sx * (W / 2 - doorW);
    p.add(`${side} cupboard`, f.main, (m) => box(m, [Math.min(xa, xb), legH, -D / 2], [Math.max(xa, xb), H, z]));
    p.add(`${side} door`, f.main, (m) => box(m, [Math.min(xa, xb) + 0.006, legH + 0.008, z - 0.002], [Math.max(xa, xb) - 0.006, H - 0.008, z + 0.012]));
    pull(p, f.metal, `${side} handle`, sx * (W / 2 - doorW + 0.035), legH + (H - legH) / 2, z + 0.012, 'upright', (H - legH) * 0.3);
  }
  const x0 = -W / 2 + doorW, x1 = W / 2 - doorW;
  p.add('middle top', f.main, (m) => box(m, [x0 - 0.001, H - t, -D / 2], [x1 + 0.001, H, z]));
  p.add('middle bottom', f.main, (m) => box(m, [x0 - 0.001, legH, -D / 2], [x1 + 0.001, legH + t, z]));
  p.add('middle back', f.main, (m) => box(m, [x0 - 0.001, legH, -D / 2], [x1 + 0.001, H, -D / 2 + t * 0.6]));
  const sy = legH + (H - legH) / 2;
  p.add('middle shelf', f.main, (m) => box(m, [x0 - 0.001, sy - t / 2, -D / 2], [x1 + 0.001, sy + t / 2, z - 0.02]));
  p.add('media box', f.dark, (m) => box(m, [-Math.min(0.18, (x1 - x0) * 0.35), legH + t, -D / 2 + t], [Math.min(0.18, (x1 - x0) * 0.35), legH + t + Math.min(0.05, (sy - legH - t) * 0.6), -D / 2 + t + Math.min(0.25, D * 0.6)]));
};

/** A sideboard (doors along the front on legs) or a tall two-door cabinet on a plinth with a cornice. */
export const cabinet: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const z = D / 2 - frontDepth;
  if (s.variant === 'tall') {
    const plinth = clamp(0.05 * H, 0.05, 0.1);
    const cornice = clamp(0.03 * H, 0.03, 0.06);
    p.add('plinth', f.main, (m) => box(m, [-W / 2 + 0.01, 0, -D / 2 + 0.01], [W / 2 - 0.01, plinth, z - 0.005]));
    p.add('carcass', f.main, (m) => box(m, [-W / 2 + 0.01, plinth - 0.001, -D / 2 + 0.01], [W / 2 - 0.01, H - cornice + 0.001, z]));
    p.add('cornice', f.main, (m) => box(m, [-W / 2, H - cornice, -D / 2], [W / 2, H, z + 0.02]));
    for (const sx of [-1, 1]) {
      const side = sx < 0 ? 'left' : 'right';
      p.add(`${side} door`, f.main, (m) => box(m, [sx < 0 ? -W / 2 + 0.016 : 0.003, plinth + 0.006, z - 0.002], [sx < 0 ? -0.003 : W / 2 - 0.016, H - cornice - 0.006, z + 0.012]));
      pull(p, f.metal, `${side} handle`, sx * 0.03, H * 0.5, z + 0.012, 'upright', H * 0.16);
    }
    return;
  }
  const legH = clamp(0.18 * H, 0.08, 0.18);
  const legT = 0.045;
  fourLegs(p, f.materialName === 'Lacquered' ? f.wood : f.main, W / 2 - legT / 2 - 0.03, -D / 2 + legT / 2 + 0.03, D / 2 - legT / 2 - 0.04, legH + 0.002, legT, 'tapered');
  p.add('carcass', f.main, (m) => roundedBox(m, [-W / 2, legH, -D / 2], [W / 2, H, z], 0.005));
  const doors = W > 1.5 ? 4 : W > 0.9 ? 3 : 2;
  const gap = 0.006;
  const dw = (W - 0.03 - gap * (doors - 1)) / doors;
  for (let i = 0; i < doors; i++) {
    const a = -W / 2 + 0.015 + i * (dw + gap);
    p.add(`door ${i + 1}`, f.main, (m) => box(m, [a, legH + 0.015, z - 0.002], [a + dw, H - 0.015, z + 0.012]));
    const hx = i < doors / 2 ? a + dw - 0.03 : a + 0.03;
    pull(p, f.metal, `handle ${i + 1}`, hx, legH + (H - legH) * 0.68, z + 0.012, 'upright', (H - legH) * 0.25);
  }
};

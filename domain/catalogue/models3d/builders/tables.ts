/**
 * Tables and desks: a top on legs, a pedestal or trestles. Stone and glass
 * tops stand on a metal base; wood and lacquer are one material throughout.
 */
import type { PbrMaterial } from '../finish';
import { box, cylinder, lathe, roundedBox } from '../mesh';
import type { Parts } from '../model';
import type { ResolvedSpec } from '../spec';
import { clamp, drawerRow, drawerStack, fourLegs, frontDepth, span, type Builder } from './common';

/** What the legs and base are made of: the top's own material, unless the top is stone or glass. */
export const frameOf = (s: ResolvedSpec): PbrMaterial => (['Marble', 'Glass', 'Ceramic'].includes(s.finish.materialName) ? s.finish.metal : s.finish.main);

const topThickness = (H: number, W: number) => clamp(Math.min(0.08 * H, 0.03 * W), 0.018, 0.05);

/** A round or oval top as a shallow disc with a softened edge. */
function roundTop(p: Parts, mat: PbrMaterial, W: number, D: number, y0: number, y1: number) {
  const e = Math.min(0.006, (y1 - y0) * 0.3);
  p.add('top', mat, (m) => lathe(m, [[0, y0], [0.97, y0], [1, y0 + e], [1, y1 - e], [0.985, y1], [0, y1]], { sx: W / 2, sz: D / 2, segments: 40, creaseDeg: 50 }));
}

/** A low table: a top on four legs with a shelf below (rectangular), or a round top with a round shelf. */
export const coffeeTable: Builder = (s, p) => {
  const { width: W, depth: D, height: H } = s;
  const frame = frameOf(s);
  const tt = topThickness(H, W);
  const legT = clamp(0.05 * Math.min(W, D), 0.025, 0.05);
  const shelfY = clamp(0.12 * H, 0.04, 0.08);
  if (s.variant === 'round') {
    roundTop(p, s.finish.main, W, D, H - tt, H);
    const r = 0.72;
    const legs = [0, 1, 2, 3].map((i) => {
      const a = Math.PI / 4 + (i * Math.PI) / 2;
      return [Math.cos(a) * (W / 2) * r, Math.sin(a) * (D / 2) * r] as const;
    });
    legs.forEach(([x, z], i) => p.add(`leg ${i + 1}`, frame, (m) => cylinder(m, x, z, 0, H - tt + 0.001, legT / 2, legT / 2, 14)));
    p.add('shelf', s.finish.main, (m) => cylinder(m, 0, 0, shelfY, shelfY + tt * 0.6, (W / 2) * (r + 0.02), (D / 2) * (r + 0.02), 40));
    return;
  }
  p.add('top', s.finish.main, (m) => roundedBox(m, [-W / 2, H - tt, -D / 2], [W / 2, H, D / 2], 0.006));
  const inset = legT / 2 + 0.02;
  fourLegs(p, frame, W / 2 - inset, -D / 2 + inset, D / 2 - inset, H - tt + 0.001, legT, 'square');
  p.add('shelf', s.finish.main, (m) => box(m, [-W / 2 + inset - legT / 2, shelfY, -D / 2 + inset - legT / 2], [W / 2 - inset + legT / 2, shelfY + tt * 0.6, D / 2 - inset + legT / 2]));
};

/** A round top on a stem and a round foot (pedestal), or a square top on four legs with a shelf. */
export const sideTable: Builder = (s, p) => {
  const { width: W, depth: D, height: H } = s;
  const frame = frameOf(s);
  const tt = topThickness(H, W);
  if (s.variant === 'square') {
    const legT = clamp(0.07 * W, 0.02, 0.04);
    p.add('top', s.finish.main, (m) => box(m, [-W / 2, H - tt, -D / 2], [W / 2, H, D / 2]));
    fourLegs(p, frame, W / 2 - legT / 2 - 0.01, -D / 2 + legT / 2 + 0.01, D / 2 - legT / 2 - 0.01, H - tt + 0.001, legT, 'square');
    const y = H * 0.3;
    p.add('shelf', s.finish.main, (m) => box(m, [-W / 2 + 0.01, y, -D / 2 + 0.01], [W / 2 - 0.01, y + tt * 0.7, D / 2 - 0.01]));
    return;
  }
  roundTop(p, s.finish.main, W, D, H - tt, H);
  const stem = clamp(0.06 * Math.min(W, D), 0.015, 0.04);
  p.add('stem', frame, (m) => cylinder(m, 0, 0, 0.01, H - tt + 0.001, stem, stem, 16));
  p.add('foot', frame, (m) => lathe(m, [[0, 0], [1, 0], [1, 0.006], [0.5, 0.018], [0, 0.02]], { sx: W * 0.34, sz: D * 0.34, segments: 32 }));
};

/** A long narrow top on slim legs, with a shelf below (shelf) or a drawer apron (drawers). */
export const consoleTable: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = frameOf(s);
  const tt = topThickness(H, W);
  const legT = clamp(0.08 * D, 0.025, 0.04);
  const inset = legT / 2 + 0.01;
  p.add('top', f.main, (m) => box(m, [-W / 2, H - tt, -D / 2], [W / 2, H, D / 2]));
  fourLegs(p, frame, W / 2 - inset, -D / 2 + inset, D / 2 - inset, H - tt + 0.001, legT, 'square');
  if (s.variant === 'drawers') {
    const apron = clamp(0.16 * H, 0.08, 0.14);
    const face = Math.min(D / 2 - inset, D / 2 - frontDepth);
    p.add('apron', f.main, (m) => box(m, [-W / 2 + inset, H - tt - apron, -D / 2 + inset], [W / 2 - inset, H - tt + 0.001, face]));
    drawerRow(p, f.main, f.metal, 'drawer', -W / 2 + inset + legT / 2, W / 2 - inset - legT / 2, H - tt - apron, H - tt, face, 2, 'knob');
  }
  const y = H * 0.18;
  p.add('shelf', f.main, (m) => box(m, [-W / 2 + inset - legT / 2, y, -D / 2 + inset - legT / 2], [W / 2 - inset + legT / 2, y + tt * 0.8, D / 2 - inset + legT / 2]));
};

/** A top on four legs with an apron (legs), on one central pedestal (pedestal, round or oval), or on two trestles with a stretcher. */
export const diningTable: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = frameOf(s);
  const tt = clamp(0.045 * H * 1.3, 0.025, 0.05);
  if (s.variant === 'pedestal') {
    roundTop(p, f.main, W, D, H - tt, H);
    const col = clamp(0.09 * Math.min(W, D), 0.05, 0.11);
    p.add('pedestal', frame, (m) => lathe(m, [[col * 1.6, 0.03], [col, 0.18 * H], [col * 0.85, 0.5 * H], [col, 0.85 * H], [col * 1.5, H - tt + 0.001], [0, H - tt + 0.001]], { segments: 28, creaseDeg: 30 }));
    p.add('foot', frame, (m) => lathe(m, [[0, 0], [1, 0], [1, 0.012], [0.7, 0.03], [0, 0.035]], { sx: Math.min(W, D) * 0.3 + 0.05 * (W - Math.min(W, D)), sz: Math.min(W, D) * 0.3, segments: 36 }));
    return;
  }
  p.add('top', f.main, (m) => roundedBox(m, [-W / 2, H - tt, -D / 2], [W / 2, H, D / 2], 0.006));
  if (s.variant === 'trestle') {
    const postT = clamp(0.06 * D, 0.05, 0.08);
    const xs = W / 2 - clamp(0.12 * W, 0.15, 0.35);
    for (const sx of [-1, 1]) {
      const x = sx * xs;
      const side = sx < 0 ? 'left' : 'right';
      p.add(`${side} foot`, frame, (m) => box(m, [x - postT / 2, 0, -D / 2 + 0.05], [x + postT / 2, 0.06, D / 2 - 0.05]));
      p.add(`${side} post`, frame, (m) => box(m, [x - postT / 2, 0.06 - 0.001, -postT], [x + postT / 2, H - tt - 0.05 + 0.001, postT]));
      p.add(`${side} cleat`, frame, (m) => box(m, [x - postT / 2, H - tt - 0.05, -D / 2 + 0.07], [x + postT / 2, H - tt + 0.001, D / 2 - 0.07]));
    }
    p.add('stretcher', frame, (m) => box(m, [-xs, H * 0.35, -0.025], [xs, H * 0.35 + 0.06, 0.025]));
    return;
  }
  const legT = clamp(0.035 * Math.min(W, 2), 0.045, 0.075);
  const inset = legT / 2 + 0.05;
  fourLegs(p, frame, W / 2 - inset, -D / 2 + inset, D / 2 - inset, H - tt + 0.001, legT, 'tapered');
  const apron = 0.08;
  p.add('apron', frame, (m) => {
    box(m, [-W / 2 + inset, H - tt - apron, D / 2 - inset - 0.01], [W / 2 - inset, H - tt + 0.001, D / 2 - inset + 0.01]);
    box(m, [-W / 2 + inset, H - tt - apron, -D / 2 + inset - 0.01], [W / 2 - inset, H - tt + 0.001, -D / 2 + inset + 0.01]);
    box(m, [-W / 2 + inset - 0.01, H - tt - apron, -D / 2 + inset], [-W / 2 + inset + 0.01, H - tt + 0.001, D / 2 - inset]);
    box(m, [W / 2 - inset - 0.01, H - tt - apron, -D / 2 + inset], [W / 2 - inset + 0.01, H - tt + 0.001, D / 2 - inset]);
  });
};

/** A writing desk (a drawer apron on four legs), a pedestal desk (drawers on one side), or a standing desk (T-legs). */
export const desk: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = frameOf(s);
  const tt = topThickness(H, W);
  p.add('top', f.main, (m) => box(m, [-W / 2, H - tt, -D / 2], [W / 2, H, D / 2]));
  if (s.variant === 'standing') {
    const post = 0.06;
    const xs = W / 2 - 0.12;
    for (const sx of [-1, 1]) {
      const side = sx < 0 ? 'left' : 'right';
      p.add(`${side} foot`, f.metal, (m) => span(m, sx * xs - 0.035, sx * xs + 0.035, 0, 0.035, -D / 2 + 0.03, D / 2 - 0.03, 0.01));
      p.add(`${side} column`, f.metal, (m) => box(m, [sx * xs - post / 2, 0.034, -post / 2], [sx * xs + post / 2, H - tt - 0.02 + 0.001, post / 2]));
      p.add(`${side} arm`, f.metal, (m) => box(m, [sx * xs - 0.03, H - tt - 0.02, -D / 2 + 0.05], [sx * xs + 0.03, H - tt + 0.001, D / 2 - 0.05]));
    }
    p.add('crossbar', f.metal, (m) => box(m, [-xs, H - tt - 0.06, -0.03], [xs, H - tt - 0.02 + 0.001, 0.03]));
    return;
  }
  const legT = clamp(0.04 * W, 0.035, 0.05);
  const inset = legT / 2 + 0.02;
  if (s.variant === 'pedestal') {
    const pw = clamp(0.3 * W, 0.3, 0.45);
    const x0 = W / 2 - pw - 0.01;
    p.add('pedestal', f.main, (m) => box(m, [x0, 0, -D / 2 + 0.02], [W / 2 - 0.01, H - tt + 0.001, D / 2 - frontDepth]));
    drawerStack(p, f.main, f.metal, x0 + 0.01, W / 2 - 0.02, 0.05, H - tt - 0.01, D / 2 - frontDepth, 3, 1, 'bar');
    for (const [z, side] of [[D / 2 - inset, 'front'], [-D / 2 + inset, 'back']] as const) {
      p.add(`leg ${side}`, frame, (m) => box(m, [-W / 2 + inset - legT / 2, 0, z - legT / 2], [-W / 2 + inset + legT / 2, H - tt + 0.001, z + legT / 2]));
    }
    p.add('modesty panel', f.main, (m) => box(m, [-W / 2 + inset, H * 0.45, -D / 2 + inset - 0.01], [x0 + 0.001, H - tt + 0.001, -D / 2 + inset + 0.01]));
    return;
  }
  fourLegs(p, frame, W / 2 - inset, -D / 2 + inset, D / 2 - inset, H - tt + 0.001, legT, 'tapered');
  const apron = clamp(0.12 * H, 0.07, 0.11);
  const face = Math.min(D / 2 - inset, D / 2 - frontDepth);
  p.add('apron', f.main, (m) => box(m, [-W / 2 + inset, H - tt - apron, -D / 2 + inset], [W / 2 - inset, H - tt + 0.001, face]));
  drawerRow(p, f.main, f.metal, 'drawer', -W / 2 + inset + legT / 2, W / 2 - inset - legT / 2, H - tt - apron, H - tt, face, W > 1.1 ? 2 : 1, 'bar');
};

/**
 * Upholstered and wooden seats: sofa, loveseat, sectional, armchair, accent
 * chair, dining chair, stool, bench, ottoman. A sofa has a base, seat and back
 * cushions and two arms on legs; a chair has a seat and a back; a stool a seat
 * on legs.
 */
import { box, cylinder, lathe, roundedBox, tube, type Vec3 } from '../mesh';
import { fabrics } from '../kinds';
import type { Parts } from '../model';
import type { ResolvedSpec } from '../spec';
import { clamp, fourLegs, leg, span, type Builder } from './common';

interface SofaLayout {
  /** Number of seat (and back) cushions along the width. */
  seats: number;
  arms: 'square' | 'round' | 'none';
  armWidth: number;
  /** A round plinth instead of legs (a swivel chair). */
  plinth?: boolean;
}

/** Heights shared by everything upholstered: legs, the deck the cushions sit on, the seat and arm tops. */
export function sofaHeights(H: number) {
  const legH = clamp(0.1 * H, 0.03, 0.14);
  const seatTop = 0.53 * H;
  const cushion = clamp(0.16 * H, 0.06, 0.16);
  const deck = Math.max(seatTop - cushion, legH + 0.04);
  const armTop = clamp(0.72 * H, seatTop + 0.08, H - 0.04);
  return { legH, seatTop, deck, armTop };
}

/** A sofa-like body filling x0..x1, z0..z1 (front at z1), 0..H. */
function sofaBody(s: ResolvedSpec, p: Parts, x0: number, x1: number, z0: number, z1: number, layout: SofaLayout) {
  const { finish: f, height: H } = s;
  const W = x1 - x0, D = z1 - z0;
  const { legH, seatTop, deck, armTop } = sofaHeights(H);
  const armW = layout.arms === 'none' ? 0 : layout.armWidth;
  const backFrame = clamp(0.12 * D, 0.07, 0.16);
  const backCushion = clamp(0.16 * D, 0.08, 0.2);
  const r = clamp(0.04 * H, 0.015, 0.045);
  p.add('base', f.main, (m) => roundedBox(m, [x0 + 0.005, legH, z0], [x1 - 0.005, deck, z1], r * 0.6));
  p.add('back frame', f.main, (m) => roundedBox(m, [x0, legH, z0], [x1, H - 0.06 * H, z0 + backFrame], r));
  if (armW > 0) {
    const ar = layout.arms === 'round' ? Math.min(armW * 0.48, (armTop - legH) * 0.3) : r;
    p.add('left arm', f.main, (m) => roundedBox(m, [x0, legH, z0], [x0 + armW, armTop, z1], ar, layout.arms === 'round' ? 2 : 1));
    p.add('right arm', f.main, (m) => roundedBox(m, [x1 - armW, legH, z0], [x1, armTop, z1], ar, layout.arms === 'round' ? 2 : 1));
  }
  const inner0 = x0 + armW, inner1 = x1 - armW;
  const gap = 0.006;
  const cw = (inner1 - inner0 - gap * (layout.seats - 1)) / layout.seats;
  for (let i = 0; i < layout.seats; i++) {
    const a = inner0 + i * (cw + gap);
    p.add(`seat cushion ${i + 1}`, f.main, (m) => roundedBox(m, [a, deck, z0 + backFrame + backCushion * 0.6], [a + cw, seatTop, z1 - 0.01], r, 2));
    p.add(`back cushion ${i + 1}`, f.main, (m) => roundedBox(m, [a, deck, z0 + backFrame - 0.01], [a + cw, H, z0 + backFrame + backCushion], r * 1.4, 2));
  }
  if (layout.plinth) {
    p.add('plinth', f.main, (m) => cylinder(m, (x0 + x1) / 2, (z0 + z1) / 2, 0, legH + 0.005, W * 0.32, D * 0.32, 28));
    return;
  }
  legsUnder(s, p, x0, x1, z0, z1, legH);
}

/** Short tapered wooden legs under an upholstered body, six under a long one. */
function legsUnder(s: ResolvedSpec, p: Parts, x0: number, x1: number, z0: number, z1: number, legH: number, prefix = '') {
  const t = clamp(0.045 * Math.min(x1 - x0, 1.2), 0.03, 0.05);
  const inset = t * 0.9;
  const xs = x1 - x0 > 1.9 ? [x0 + inset, (x0 + x1) / 2, x1 - inset] : [x0 + inset, x1 - inset];
  for (const x of xs) {
    for (const [z, side] of [[z1 - inset, 'front'], [z0 + inset, 'back']] as const) {
      p.add(`${prefix}leg ${side} ${xs.indexOf(x) + 1}`, s.finish.wood, (m) => leg(m, x, z, legH + 0.002, t, 'tapered'));
    }
  }
}

const armWidthFor = (W: number) => clamp(0.1 * W, 0.09, 0.2);

export const sofa: Builder = (s, p) => {
  const W = s.width, D = s.depth;
  sofaBody(s, p, -W / 2, W / 2, -D / 2, D / 2, { seats: W > 1.9 ? 3 : 2, arms: s.variant === 'round-arm' ? 'round' : 'square', armWidth: armWidthFor(W) });
};

export const loveseat: Builder = (s, p) => {
  const W = s.width, D = s.depth;
  sofaBody(s, p, -W / 2, W / 2, -D / 2, D / 2, { seats: 2, arms: s.variant === 'round-arm' ? 'round' : 'square', armWidth: armWidthFor(W) });
};

export const armchair: Builder = (s, p) => {
  const W = s.width, D = s.depth;
  sofaBody(s, p, -W / 2, W / 2, -D / 2, D / 2, { seats: 1, arms: 'round', armWidth: clamp(0.17 * W, 0.08, 0.2), plinth: s.variant === 'swivel' });
};

/** An L: the main seat along the back, a chaise running forward on one side (the variant names which). */
export const sectional: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const flip = s.variant === 'left-chaise' ? -1 : 1;
  const X = (x: number) => x * flip;
  const { legH, seatTop, deck, armTop } = sofaHeights(H);
  const z0 = -D / 2, z1 = D / 2;
  const mainD = Math.min(D * 0.6, clamp(D * 0.55, 0.8, 1.05));
  const armW = armWidthFor(W * 0.8);
  const chaiseW = clamp(0.3 * W, 0.7, 1.0);
  const backFrame = clamp(0.12 * mainD, 0.07, 0.16);
  const backCushion = clamp(0.16 * mainD, 0.08, 0.2);
  const r = clamp(0.04 * H, 0.015, 0.045);
  const xa = -W / 2, xb = W / 2;
  const chaise0 = xb - chaiseW;
  p.add('base', f.main, (m) => span(m, X(xa + 0.005), X(xb - 0.005), legH, deck, z0, z0 + mainD, r * 0.6));
  p.add('chaise base', f.main, (m) => span(m, X(chaise0), X(xb - 0.005), legH, deck, z0 + mainD - 0.05, z1, r * 0.6));
  p.add('back frame', f.main, (m) => span(m, X(xa), X(xb), legH, H - 0.06 * H, z0, z0 + backFrame, r));
  p.add('outer arm', f.main, (m) => span(m, X(xa), X(xa + armW), legH, armTop, z0, z0 + mainD, r));
  p.add('chaise arm', f.main, (m) => span(m, X(xb - armW), X(xb), legH, armTop, z0, z1, r));
  const gap = 0.006;
  const inner0 = xa + armW, inner1 = chaise0;
  const seats = inner1 - inner0 > 1.5 ? 3 : 2;
  const cw = (inner1 - inner0 - gap * seats) / seats;
  for (let i = 0; i < seats; i++) {
    const a = inner0 + i * (cw + gap);
    p.add(`seat cushion ${i + 1}`, f.main, (m) => span(m, X(a), X(a + cw), deck, seatTop, z0 + backFrame + backCushion * 0.6, z0 + mainD - 0.01, r));
    p.add(`back cushion ${i + 1}`, f.main, (m) => span(m, X(a), X(a + cw), deck, H, z0 + backFrame - 0.01, z0 + backFrame + backCushion, r * 1.4));
  }
  p.add('chaise cushion', f.main, (m) => span(m, X(chaise0), X(xb - armW - gap), deck, seatTop, z0 + backFrame + backCushion * 0.6, z1 - 0.01, r));
  p.add('chaise back cushion', f.main, (m) => span(m, X(chaise0), X(xb - armW - gap), deck, H, z0 + backFrame - 0.01, z0 + backFrame + backCushion, r * 1.4));
  const t = 0.045;
  const legs: [number, number][] = [[xa + t, z0 + t], [xa + t, z0 + mainD - t], [0, z0 + t], [chaise0 - 0.02, z0 + mainD - t], [xb - t, z0 + t], [xb - t, z1 - t], [chaise0 + t, z1 - t]];
  legs.forEach(([x, z], i) => p.add(`leg ${i + 1}`, f.wood, (m) => leg(m, X(x), z, legH + 0.002, t, 'tapered')));
};

/** Armless and tailored on tall splayed legs (slipper), or with wings at the sides of the back (wingback). */
export const accentChair: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const legH = clamp(0.2 * H, 0.08, 0.2);
  const seatTop = clamp(0.5 * H, legH + 0.08, 0.5);
  const backT = clamp(0.2 * D, 0.08, 0.16);
  const r = clamp(0.05 * Math.min(W, D), 0.015, 0.04);
  const wing = s.variant === 'wingback';
  const armW = wing ? clamp(0.12 * W, 0.06, 0.12) : 0;
  p.add('seat', f.main, (m) => roundedBox(m, [-W / 2 + armW * 0.5, legH, -D / 2 + backT * 0.5], [W / 2 - armW * 0.5, seatTop, D / 2], r, 2));
  p.add('back', f.main, (m) => roundedBox(m, [-W / 2 + armW * 0.5, legH + 0.02, -D / 2], [W / 2 - armW * 0.5, H, -D / 2 + backT], Math.min(r * 2.5, backT * 0.48), 2));
  if (wing) {
    for (const sx of [-1, 1]) {
      p.add(sx < 0 ? 'left wing' : 'right wing', f.main, (m) => span(m, sx * W / 2, sx * (W / 2 - armW), legH + 0.02, H * 0.9, -D / 2, -D / 2 + D * 0.55, r));
      p.add(sx < 0 ? 'left arm' : 'right arm', f.main, (m) => span(m, sx * W / 2, sx * (W / 2 - armW), legH + 0.02, seatTop + (H - seatTop) * 0.3, -D / 2 + D * 0.3, D / 2 - 0.02, r));
    }
  }
  // Legs splay outwards: from under the seat to the corners of the box.
  const t = clamp(0.05 * W, 0.022, 0.035);
  for (const [sx, sz, name] of [[-1, 1, 'front left'], [1, 1, 'front right'], [-1, -1, 'back left'], [1, -1, 'back right']] as const) {
    const bottom: Vec3 = [sx * (W / 2 - t / 2), t / 2, sz * (D / 2 - t / 2)];
    const top: Vec3 = [sx * (W / 2 - t * 2.2), legH + 0.01, sz * (D / 2 - t * 2.2)];
    p.add(`leg ${name}`, f.wood, (m) => {
      tube(m, [bottom, top], t / 2, 10);
      cylinder(m, bottom[0], bottom[2], 0, t / 2, t / 2, t / 2, 10);
    });
  }
};

/** Four legs, a seat, back posts rising from the back legs and a back: rails and slats in wood, or padded. */
export const diningChair: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const padded = s.variant === 'upholstered';
  const fabric = fabrics.includes(f.materialName);
  // A wooden chair padded: the frame in its wood, the padding in linen; a velvet chair: walnut frame, velvet padding.
  const wood = fabric ? f.wood : f.main;
  const pad = fabric ? f.main : f.cushion;
  const seatY = clamp(0.56 * H, 0.2, 0.48);
  const t = clamp(0.08 * W, 0.025, 0.04);
  const seatT = padded ? 0.06 : 0.03;
  const x = W / 2 - t / 2 - 0.005;
  const zf = D / 2 - t / 2 - 0.01, zb = -D / 2 + t / 2;
  for (const sx of [-1, 1]) {
    p.add(`front leg ${sx < 0 ? 'left' : 'right'}`, wood, (m) => leg(m, sx * x, zf, seatY - seatT + 0.002, t, 'square'));
    p.add(`back post ${sx < 0 ? 'left' : 'right'}`, wood, (m) => box(m, [sx * x - t / 2, 0, zb - t / 2], [sx * x + t / 2, H, zb + t / 2]));
  }
  p.add('aprons', wood, (m) => {
    box(m, [-x, seatY - seatT - 0.07, zf - t / 2 + 0.004], [x, seatY - seatT, zf + t / 2 - 0.004]);
    box(m, [-x, seatY - seatT - 0.07, zb - t / 2 + 0.004], [x, seatY - seatT, zb + t / 2 - 0.004]);
    for (const sx of [-1, 1]) box(m, [sx * x - t / 2 + 0.004, seatY - seatT - 0.07, zb], [sx * x + t / 2 - 0.004, seatY - seatT, zf]);
  });
  p.add('seat', padded ? pad : wood, (m) => (padded
    ? roundedBox(m, [-W / 2, seatY - seatT, -D / 2 + t], [W / 2, seatY, D / 2], 0.02, 2)
    : box(m, [-W / 2, seatY - seatT, -D / 2 + t], [W / 2, seatY, D / 2])));
  const backLow = seatY + (H - seatY) * (padded ? 0.15 : 0.3);
  if (padded) {
    p.add('back', pad, (m) => roundedBox(m, [-x + t / 2, backLow, zb - t / 2], [x - t / 2, H - 0.01, zb + t / 2 + 0.035], 0.02, 2));
  } else {
    p.add('top rail', wood, (m) => box(m, [-x, H - 0.09 * (H - seatY) - 0.06, zb - t / 2], [x, H - 0.02, zb + t / 2]));
    const slats = 3;
    for (let i = 0; i < slats; i++) {
      const cx = -x + ((i + 1) * 2 * x) / (slats + 1);
      p.add(`slat ${i + 1}`, wood, (m) => box(m, [cx - 0.012, seatY, zb - t / 4], [cx + 0.012, H - 0.05, zb + t / 4]));
    }
  }
};

/** A seat on four splayed legs with a ring of rungs (a bar or counter stool), round or square. */
export const stool: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const seatT = clamp(0.06 * H, 0.025, 0.045);
  const wood = f.materialName === 'Leather' ? f.wood : f.main;
  const seatY = H - seatT;
  if (s.variant === 'square') p.add('seat', f.main, (m) => roundedBox(m, [-W / 2, seatY, -D / 2], [W / 2, H, D / 2], 0.012));
  else p.add('seat', f.main, (m) => lathe(m, [[0, seatY], [0.96, seatY], [1, seatY + seatT * 0.5], [0.96, H], [0, H]], { sx: W / 2, sz: D / 2, segments: 28, creaseDeg: 60 }));
  const t = clamp(0.07 * W, 0.022, 0.032);
  const foot = (sx: number, sz: number): Vec3 => [sx * (W / 2 - t * 0.6), t / 2, sz * (D / 2 - t * 0.6)];
  const head = (sx: number, sz: number): Vec3 => [sx * W * 0.3, seatY + 0.005, sz * D * 0.3];
  const corners = [[-1, 1], [1, 1], [1, -1], [-1, -1]] as const;
  corners.forEach(([sx, sz], i) => p.add(`leg ${i + 1}`, wood, (m) => {
    tube(m, [foot(sx, sz), head(sx, sz)], t / 2, 10);
    cylinder(m, foot(sx, sz)[0], foot(sx, sz)[2], 0, t / 2, t / 2, t / 2, 10);
  }));
  const rungY = H > 0.55 ? 0.3 * H : 0.45 * H;
  const along = (a: Vec3, b: Vec3, y: number): Vec3 => {
    const k = (y - a[1]) / (b[1] - a[1]);
    return [a[0] + (b[0] - a[0]) * k, y, a[2] + (b[2] - a[2]) * k];
  };
  const ring = corners.map(([sx, sz]) => along(foot(sx, sz), head(sx, sz), rungY));
  p.add('rungs', wood, (m) => {
    for (let i = 0; i < 4; i++) tube(m, [ring[i], ring[(i + 1) % 4]], t * 0.3, 8);
  });
};

/** A thick top on two slab ends (slab), or a cushion on a frame with four legs (upholstered). */
export const bench: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  if (s.variant === 'upholstered') {
    const frameTop = H * 0.72;
    const fabric = fabrics.includes(f.materialName);
    const wood = fabric ? f.wood : f.main;
    p.add('cushion', fabric ? f.main : f.cushion, (m) => roundedBox(m, [-W / 2, frameTop - 0.01, -D / 2], [W / 2, H, D / 2], 0.03, 2));
    p.add('frame', wood, (m) => box(m, [-W / 2 + 0.02, frameTop - 0.06, -D / 2 + 0.02], [W / 2 - 0.02, frameTop, D / 2 - 0.02]));
    fourLegs(p, wood, W / 2 - 0.05, -D / 2 + 0.05, D / 2 - 0.05, frameTop - 0.06 + 0.002, 0.04, 'tapered');
    return;
  }
  const topT = clamp(0.12 * H, 0.03, 0.06);
  const endT = topT;
  p.add('top', f.main, (m) => box(m, [-W / 2, H - topT, -D / 2], [W / 2, H, D / 2]));
  for (const sx of [-1, 1]) {
    const x = sx * (W / 2 - W * 0.08);
    p.add(sx < 0 ? 'left end' : 'right end', f.main, (m) => box(m, [x - endT / 2, 0, -D / 2 + 0.01], [x + endT / 2, H - topT + 0.001, D / 2 - 0.01]));
  }
  p.add('stretcher', f.main, (m) => box(m, [-(W / 2 - W * 0.08), H * 0.18, -0.015], [W / 2 - W * 0.08, H * 0.18 + 0.04, 0.015]));
};

/** An upholstered block on short legs (rectangular), or a round pouf on the floor. */
export const ottoman: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  if (s.variant === 'pouf') {
    const dip = Math.min(0.012, H * 0.04);
    p.add('pouf', f.main, (m) => lathe(m, [
      [0, 0], [0.82, 0], [0.95, H * 0.08], [1, H * 0.3], [1, H * 0.7], [0.95, H * 0.92], [0.8, H], [0.45, H - dip * 0.3], [0.12, H - dip], [0, H - dip],
    ], { sx: W / 2, sz: D / 2, segments: 32, creaseDeg: 70 }));
    return;
  }
  const legH = clamp(0.15 * H, 0.03, 0.08);
  p.add('body', f.main, (m) => roundedBox(m, [-W / 2, legH, -D / 2], [W / 2, H, D / 2], clamp(0.12 * H, 0.02, 0.05), 2));
  fourLegs(p, f.wood, W / 2 - 0.05, -D / 2 + 0.05, D / 2 - 0.05, legH + 0.002, 0.035, 'tapered');
};



/**
 * Outdoor furniture: an open slatted frame (teak, rattan or iron) with loose
 * weatherproof cushions — an outdoor sofa, a lounge or Adirondack chair, and
 * a slatted dining table, rectangular or round.
 */
import { box, cylinder, extrude, roundedBox } from '../mesh';
import type { Parts } from '../model';
import type { ResolvedSpec } from '../spec';
import { clamp, type Builder } from './common';

/** Posts, arm boards with side slats, a slatted back and a seat frame, cushions on top. */
function slattedSeat(s: ResolvedSpec, p: Parts, seats: number) {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = f.main, cushion = f.cushion;
  const post = clamp(0.05 * Math.min(W, 1), 0.04, 0.06);
  const armW = clamp(0.09 * W, 0.06, 0.1);
  const armTop = clamp(0.68 * H, 0.45, H - 0.1);
  const seatY = clamp(0.3 * H, 0.2, 0.32);
  const backZ = -D / 2 + post;
  for (const sx of [-1, 1]) {
    const side = sx < 0 ? 'left' : 'right';
    const xo = sx * W / 2, xi = sx * (W / 2 - armW);
    const xp0 = sx * (W / 2 - armW / 2 - post / 2), xp1 = sx * (W / 2 - armW / 2 + post / 2);
    p.add(`${side} front post`, frame, (m) => box(m, [Math.min(xp0, xp1), 0, D / 2 - post], [Math.max(xp0, xp1), armTop - 0.03 + 0.001, D / 2 - 0.005]));
    p.add(`${side} back post`, frame, (m) => box(m, [Math.min(xp0, xp1), 0, -D / 2], [Math.max(xp0, xp1), H, -D / 2 + post]));
    p.add(`${side} arm`, frame, (m) => box(m, [Math.min(xo, xi), armTop - 0.03, -D / 2 + post - 0.001], [Math.max(xo, xi), armTop, D / 2]));
    for (let k = 0; k < 3; k++) {
      const y = seatY + ((armTop - 0.03 - seatY) * (k + 0.5)) / 3;
      p.add(`${side} side slat ${k + 1}`, frame, (m) => box(m, [Math.min(xp0, xp1) + 0.005, y - 0.025, -D / 2 + post - 0.001], [Math.max(xp0, xp1) - 0.005, y + 0.025, D / 2 - post + 0.001]));
    }
  }
  const xIn = W / 2 - armW / 2;
  p.add('seat front rail', frame, (m) => box(m, [-xIn, seatY - 0.08, D / 2 - post], [xIn, seatY, D / 2 - 0.01]));
  p.add('seat back rail', frame, (m) => box(m, [-xIn, seatY - 0.08, -D / 2 + post], [xIn, seatY, -D / 2 + post * 2]));
  const slats = 5;
  for (let k = 0; k < slats; k++) {
    const z = -D / 2 + post * 2 + ((D - post * 3 - 0.01) * (k + 0.5)) / slats;
    p.add(`seat slat ${k + 1}`, frame, (m) => box(m, [-xIn, seatY - 0.02, z - 0.03], [xIn, seatY, z + 0.03]));
  }
  p.add('back top rail', frame, (m) => box(m, [-xIn, H - 0.06, -D / 2], [xIn, H, -D / 2 + post]));
  const backSlats = Math.max(4, Math.round(W / 0.12));
  for (let k = 0; k < backSlats; k++) {
    const x = -xIn + (2 * xIn * (k + 0.5)) / backSlats;
    p.add(`back slat ${k + 1}`, frame, (m) => box(m, [x - 0.025, seatY - 0.001, -D / 2 + post * 0.25], [x + 0.025, H - 0.059, -D / 2 + post * 0.75]));
  }
  const inner = W / 2 - armW;
  const gap = 0.008;
  const cw = (2 * inner - gap * (seats - 1)) / seats;
  const cushionT = clamp(0.16 * H, 0.08, 0.14);
  for (let i = 0; i < seats; i++) {
    const a = -inner + i * (cw + gap);
    p.add(`seat cushion ${i + 1}`, cushion, (m) => roundedBox(m, [a, seatY, backZ], [a + cw, seatY + cushionT, D / 2 - 0.01], 0.03, 2));
    p.add(`back cushion ${i + 1}`, cushion, (m) => roundedBox(m, [a, seatY + cushionT - 0.02, backZ - 0.001], [a + cw, H - 0.07, backZ + clamp(0.16 * D, 0.1, 0.16)], 0.035, 2));
  }
}

export const outdoorSofa: Builder = (s, p) => slattedSeat(s, p, s.width > 1.9 ? 3 : 2);

/** A lounge chair (the sofa's frame, one seat), or an Adirondack: a reclined fan of back slats, a sloping seat, wide flat arms. */
export const outdoorChair: Builder = (s, p) => {
  if (s.variant !== 'adirondack') return slattedSeat(s, p, 1);
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = f.main;
  const armW = clamp(0.14 * W, 0.08, 0.14);
  const armTop = clamp(0.6 * H, 0.45, H - 0.15);
  const t = 0.022;
  const seatFront = { z: D / 2 - 0.1, y: 0.38 * H };
  const seatBack = { z: -D / 2 + 0.3 * D, y: 0.24 * H };
  const xs = W / 2 - armW * 0.6;
  // Stringers: the seat's sides, sloping down towards the back.
  for (const sx of [-1, 1]) {
    const side = sx < 0 ? 'left' : 'right';
    p.add(`${side} stringer`, frame, (m) => extrude(m, [[seatFront.z + 0.05, seatFront.y], [seatFront.z + 0.05, seatFront.y - 0.09], [seatBack.z, seatBack.y - 0.09], [seatBack.z, seatBack.y]], 'x', sx * xs - t, sx * xs + t));
    p.add(`${side} front leg`, frame, (m) => box(m, [sx * xs - (sx > 0 ? 3 * t : -t), 0, seatFront.z - 0.07], [sx * xs + (sx > 0 ? -t : 3 * t), armTop - 0.025 + 0.001, seatFront.z]));
    p.add(`${side} back leg`, frame, (m) => box(m, [sx * xs - t, 0, seatBack.z], [sx * xs + t, seatBack.y - 0.05, seatBack.z + 0.08]));
    p.add(`${side} arm`, frame, (m) => box(m, [sx > 0 ? W / 2 - armW : -W / 2, armTop - 0.025, -D / 2 + 0.32 * D], [sx > 0 ? W / 2 : -W / 2 + armW, armTop, D / 2]));
  }
  const seatSlats = 6;
  for (let k = 0; k < seatSlats; k++) {
    const u = (k + 0.5) / seatSlats;
    const z = seatBack.z + (seatFront.z - seatBack.z) * u;
    const y = seatBack.y + (seatFront.y - seatBack.y) * u;
    p.add(`seat slat ${k + 1}`, frame, (m) => box(m, [-xs - t, y - 0.001, z - 0.03], [xs + t, y + 0.02, z + 0.03]));
  }
  // The fan: slats from behind the seat up and back to the top; the middle one reaches the full height.
  const slats = Math.max(5, Math.round((W - 2 * armW) / 0.1)) | 1;
  const span = W - 2 * armW - 0.02;
  const sw = span / slats - 0.008;
  const bottom = { z: seatBack.z - 0.02, y: seatBack.y - 0.05 };
  const topZ = -D / 2;
  for (let k = 0; k < slats; k++) {
    const x = -span / 2 + (span * (k + 0.5)) / slats;
    const drop = 0.07 * Math.abs(k - (slats - 1) / 2) ** 1.6 * (0.6 / ((slats - 1) / 2) ** 1.1);
    const yt = H - drop;
    const zt = bottom.z + (topZ - bottom.z) * ((yt - bottom.y) / (H - bottom.y));
    p.add(`back slat ${k + 1}`, frame, (m) => extrude(m, [[bottom.z, bottom.y], [zt, yt], [zt + t, yt], [bottom.z + t, bottom.y]], 'x', x - sw / 2, x + sw / 2));
  }
  // Rails behind the fan: one low, and one at the arms that the arms rest on.
  const zAt = (y: number) => bottom.z + (topZ - bottom.z) * ((y - bottom.y) / (H - bottom.y));
  p.add('low back rail', frame, (m) => box(m, [-xs - t, seatBack.y, zAt(seatBack.y + 0.08) - 0.04], [xs + t, seatBack.y + 0.08, zAt(seatBack.y + 0.08) + 0.001]));
  const ya = armTop - 0.025;
  p.add('arm rail', frame, (m) => box(m, [-W / 2, ya - 0.06, Math.min(zAt(ya), -D / 2 + 0.32 * D) - 0.03], [W / 2, ya + 0.001, Math.max(zAt(ya - 0.06), -D / 2 + 0.32 * D) + 0.001]));
};

/** A slatted top on an apron and four legs (rectangular), or round slats on a pedestal with cross feet (round). */
export const outdoorTable: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const frame = f.main;
  const tt = 0.025;
  const slatW = 0.07, gap = 0.008;
  const n = Math.max(5, Math.round(W / (slatW + gap)));
  const sw = (W - gap * (n - 1)) / n;
  const round = s.variant === 'round';
  for (let i = 0; i < n; i++) {
    const x0 = -W / 2 + i * (sw + gap), x1 = x0 + sw;
    let half = D / 2;
    if (round) {
      const inner = Math.min(Math.abs(x0), Math.abs(x1));
      const k = x0 < 0 && x1 > 0 ? 0 : inner / (W / 2);
      half = (D / 2) * Math.sqrt(Math.max(0.04, 1 - k * k));
    }
    p.add(`top slat ${i + 1}`, frame, (m) => box(m, [x0, H - tt, -half], [x1, H, half]));
  }
  if (round) {
    // A batten under the middle of every slat, from side to side.
    p.add('batten', frame, (m) => box(m, [-W / 2 + 0.01, H - tt - 0.03, -0.03], [W / 2 - 0.01, H - tt + 0.001, 0.03]));
    p.add('apron', frame, (m) => cylinder(m, 0, 0, H - tt - 0.06, H - tt + 0.001, W * 0.38, D * 0.38, 32));
    p.add('pedestal', frame, (m) => box(m, [-0.04, 0.05, -0.04], [0.04, H - tt - 0.059, 0.04]));
    p.add('feet', frame, (m) => {
      box(m, [-W * 0.36, 0, -0.035], [W * 0.36, 0.051, 0.035]);
      box(m, [-0.035, 0, -D * 0.36], [0.035, 0.051, D * 0.36]);
    });
    return;
  }
  const legT = clamp(0.05 * Math.min(W, 1.5), 0.05, 0.07);
  const inset = legT / 2 + 0.04;
  for (const [sx, sz, name] of [[-1, 1, 'front left'], [1, 1, 'front right'], [-1, -1, 'back left'], [1, -1, 'back right']] as const) {
    const x = sx * (W / 2 - inset), z = sz * (D / 2 - inset);
    p.add(`leg ${name}`, frame, (m) => box(m, [x - legT / 2, 0, z - legT / 2], [x + legT / 2, H - tt + 0.001, z + legT / 2]));
  }
  p.add('apron', frame, (m) => {
    box(m, [-W / 2 + inset, H - tt - 0.08, D / 2 - inset - 0.012], [W / 2 - inset, H - tt + 0.001, D / 2 - inset + 0.012]);
    box(m, [-W / 2 + inset, H - tt - 0.08, -D / 2 + inset - 0.012], [W / 2 - inset, H - tt + 0.001, -D / 2 + inset + 0.012]);
    box(m, [-W / 2 + inset - 0.012, H - tt - 0.08, -D / 2 + inset], [-W / 2 + inset + 0.012, H - tt + 0.001, D / 2 - inset]);
    box(m, [W / 2 - inset - 0.012, H - tt - 0.08, -D / 2 + inset], [W / 2 - inset + 0.012, H - tt + 0.001, D / 2 - inset]);
  });
};

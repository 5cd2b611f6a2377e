/**
 * Beds, made up: a frame (panel, upholstered, platform or canopy) with a
 * headboard at the back (-Z), a mattress, a duvet with its turned-down edge,
 * pillows, and a throw across the foot. Also the pillow shape the decor
 * builder uses.
 */
import { pbrOf, type PbrMaterial } from '../finish';
import { box, roundedBox, surface, type Mesh, type Vec3 } from '../mesh';
import type { Parts } from '../model';
import { clamp, fourLegs, span, type Builder } from './common';

/**
 * A knife-edge pillow: two puffed faces meeting at a seam, corners a little
 * pointed. Centred at c, `w` wide (x), `h` tall (y) and `t` thick (z); lying
 * pillows swap y and z (`lying`).
 */
export function pillowShape(m: Mesh, c: Vec3, w: number, h: number, t: number, lying = false, n = 12) {
  const pinch = 0.07;
  for (const side of [1, -1]) {
    surface(m, n, n, (u, v) => {
      const a = 2 * u - 1, b = 2 * v - 1;
      const puff = (1 - a * a) ** 0.55 * (1 - b * b) ** 0.55;
      const x = a * (w / 2) * (1 - pinch * (1 - b * b));
      const y = b * (h / 2) * (1 - pinch * (1 - a * a));
      const z = side * (t / 2) * puff;
      return lying ? [c[0] + x, c[1] + z, c[2] - y] : [c[0] + x, c[1] + y, c[2] + z];
    }, side < 0);
  }
}

function bedding(p: Parts, throwMat: PbrMaterial, linen: PbrMaterial, x0: number, x1: number, y: number, zHead: number, zFoot: number) {
  const top = y;
  const len = zFoot - zHead;
  const w = x1 - x0;
  const duvetStart = zHead + len * 0.3;
  p.add('duvet', linen, (m) => roundedBox(m, [x0 - 0.015, top - 0.16, duvetStart], [x1 + 0.015, top + 0.05, zFoot + 0.015], 0.045, 2));
  p.add('duvet fold', linen, (m) => roundedBox(m, [x0 - 0.012, top - 0.1, duvetStart - 0.02], [x1 + 0.012, top + 0.075, duvetStart + 0.16], 0.04, 2));
  p.add('throw', throwMat, (m) => roundedBox(m, [x0 - 0.02, top - 0.12, zFoot - len * 0.26], [x1 + 0.02, top + 0.07, zFoot - len * 0.06], 0.03, 2));
  const count = w > 1.15 ? 2 : 1;
  const pw = Math.min(0.66, (w - 0.06) / count - 0.02);
  for (let i = 0; i < count; i++) {
    const cx = x0 + (w * (i + 0.5)) / count;
    p.add(`pillow ${i + 1}`, linen, (m) => pillowShape(m, [cx, top + 0.07, zHead + 0.05 + 0.2], pw, 0.42, 0.14, true));
  }
}

export const bed: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const throwMat = pbrOf('Wool', ['slate', 'navy', 'teal', 'charcoal'].includes(f.colour.key) ? 'mustard' : 'slate', 'throw');
  const linen = f.linen;
  const platform = s.variant === 'platform';
  const railTop = platform ? clamp(0.25 * H, 0.18, 0.3) : clamp(0.32 * H, 0.25, 0.4);
  const mattressT = clamp(0.2 * H, 0.14, 0.25);
  const headT = s.variant === 'upholstered' ? 0.1 : 0.06;
  const zHead = -D / 2 + headT, zFoot = D / 2 - (platform ? 0.03 : 0.05);
  const railT = 0.045;
  const mattress0 = railTop - 0.08;
  const top = Math.min(mattress0 + mattressT, H - 0.2);
  p.add('mattress', f.mattress, (m) => roundedBox(m, [-W / 2 + railT, mattress0, zHead], [W / 2 - railT, top, zFoot - 0.005], 0.03));
  bedding(p, throwMat, linen, -W / 2 + railT, W / 2 - railT, top, zHead, zFoot - 0.005);

  const frame = f.main;
  if (platform) {
    p.add('plinth', f.wood, (m) => box(m, [-W / 2 + 0.1, 0, -D / 2 + headT], [W / 2 - 0.1, 0.1, D / 2 - 0.1]));
    p.add('deck', frame, (m) => roundedBox(m, [-W / 2, 0.1 - 0.001, -D / 2 + headT - 0.001], [W / 2, railTop, D / 2], 0.008));
    p.add('headboard', frame, (m) => roundedBox(m, [-W / 2, 0, -D / 2], [W / 2, H, -D / 2 + headT], 0.01));
    return;
  }
  const legH = 0.08;
  const posts = s.variant === 'canopy';
  if (s.variant === 'upholstered') {
    const channels = clamp(Math.round(W / 0.2), 4, 12);
    const cw = W / channels;
    for (let i = 0; i < channels; i++) {
      p.add(`headboard channel ${i + 1}`, frame, (m) => roundedBox(m, [-W / 2 + i * cw, legH, -D / 2], [-W / 2 + (i + 1) * cw, H, -D / 2 + headT], Math.min(cw * 0.45, 0.05), 1));
    }
    for (const sx of [-1, 1]) p.add(sx < 0 ? 'left rail' : 'right rail', frame, (m) => span(m, sx * W / 2, sx * (W / 2 - railT), legH, railTop, zHead - 0.01, D / 2, 0.015));
    p.add('footboard', frame, (m) => roundedBox(m, [-W / 2, legH, D / 2 - 0.07], [W / 2, railTop + 0.02, D / 2], 0.02));
    fourLegs(p, f.wood, W / 2 - 0.04, -D / 2 + 0.04, D / 2 - 0.04, legH + 0.002, 0.045, 'tapered');
    return;
  }
  const postT = 0.06;
  if (posts) {
    for (const [sx, sz, name] of [[-1, 1, 'front left'], [1, 1, 'front right'], [-1, -1, 'back left'], [1, -1, 'back right']] as const) {
      const z = sz > 0 ? D / 2 - postT / 2 : -D / 2 + postT / 2;
      p.add(`post ${name}`, frame, (m) => box(m, [sx * (W / 2 - postT / 2) - postT / 2, 0, z - postT / 2], [sx * (W / 2 - postT / 2) + postT / 2, H, z + postT / 2]));
    }
    const r = 0.04;
    p.add('canopy front rail', frame, (m) => box(m, [-W / 2 + postT, H - r, D / 2 - postT / 2 - r / 2], [W / 2 - postT, H, D / 2 - postT / 2 + r / 2]));
    p.add('canopy back rail', frame, (m) => box(m, [-W / 2 + postT, H - r, -D / 2 + postT / 2 - r / 2], [W / 2 - postT, H, -D / 2 + postT / 2 + r / 2]));
    for (const sx of [-1, 1]) p.add(sx < 0 ? 'canopy left rail' : 'canopy right rail', frame, (m) => box(m, [sx * (W / 2 - postT / 2) - r / 2, H - r, -D / 2 + postT], [sx * (W / 2 - postT / 2) + r / 2, H, D / 2 - postT]));
    p.add('headboard', frame, (m) => box(m, [-W / 2 + postT, railTop - 0.05, -D / 2 + 0.01], [W / 2 - postT, Math.min(H * 0.55, H - 0.1), -D / 2 + postT - 0.01]));
    p.add('footboard', frame, (m) => box(m, [-W / 2 + postT, legH, D / 2 - postT + 0.01], [W / 2 - postT, railTop + 0.05, D / 2 - 0.01]));
  } else {
    p.add('headboard', frame, (m) => roundedBox(m, [-W / 2, 0, -D / 2], [W / 2, H, -D / 2 + headT], 0.012));
    p.add('footboard', frame, (m) => roundedBox(m, [-W / 2, 0, D / 2 - 0.05], [W / 2, railTop + 0.06, D / 2], 0.01));
  }
  for (const sx of [-1, 1]) {
    p.add(sx < 0 ? 'left rail' : 'right rail', frame, (m) => box(m, [sx < 0 ? -W / 2 : W / 2 - railT, legH, -D / 2 + (posts ? postT : headT) - 0.001], [sx < 0 ? -W / 2 + railT : W / 2, railTop, D / 2 - (posts ? postT : 0.05) + 0.001]));
  }
};

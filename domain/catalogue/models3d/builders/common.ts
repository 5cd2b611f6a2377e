/** Pieces several builders share: legs, drawers, handles, a carcass with an opening. */
import type { PbrMaterial } from '../finish';
import { box, cylinder, ellipsoid, roundedBox, type Mesh, type Vec3 } from '../mesh';
import type { Parts } from '../model';
import type { ResolvedSpec } from '../spec';

export type Builder = (s: ResolvedSpec, p: Parts) => void;

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A number in [0, 1) from integers, the same everywhere (for the books on a shelf, the shapes on a print). */
export function hash(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    h = Math.imul(h ^ (v | 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return (h >>> 0) / 4294967296;
}

/** An axis-aligned box from two corners in any order. */
export function span(m: Mesh, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, r = 0) {
  const lo: Vec3 = [Math.min(x0, x1), Math.min(y0, y1), Math.min(z0, z1)];
  const hi: Vec3 = [Math.max(x0, x1), Math.max(y0, y1), Math.max(z0, z1)];
  if (r > 0) roundedBox(m, lo, hi, r);
  else box(m, lo, hi);
}

export type LegStyle = 'square' | 'tapered' | 'round' | 'block';

/** One leg standing on the floor under (x, z), `t` thick, up to `top`. */
export function leg(m: Mesh, x: number, z: number, top: number, t: number, style: LegStyle) {
  switch (style) {
    case 'square':
      return box(m, [x - t / 2, 0, z - t / 2], [x + t / 2, top, z + t / 2]);
    case 'block':
      return roundedBox(m, [x - t / 2, 0, z - t / 2], [x + t / 2, top, z + t / 2], t * 0.2);
    case 'round':
      return cylinder(m, x, z, 0, top, t / 2, t / 2, 12);
    case 'tapered':
      return cylinder(m, x, z, 0, top, t * 0.3, t * 0.3, 12, 1 / 0.6);
  }
}

/** Four legs at the corners of a rectangle (centres of the legs), each its own part. */
export function fourLegs(p: Parts, mat: PbrMaterial, x: number, z0: number, z1: number, top: number, t: number, style: LegStyle) {
  for (const [sx, z, name] of [[-1, z1, 'front left'], [1, z1, 'front right'], [-1, z0, 'back left'], [1, z0, 'back right']] as const) {
    p.add(`leg ${name}`, mat, (m) => leg(m, sx * x, z, top, t, style));
  }
}

/** How far fronts (12 mm) and their pulls (22 mm) stand proud of a carcass: set the carcass back by this. */
export const frontDepth = 0.034;

/** A knob or a bar handle on a front whose face is at z (the pull reaches z + 22 mm). */
export function pull(p: Parts, mat: PbrMaterial, name: string, cx: number, cy: number, z: number, handle: 'knob' | 'bar' | 'upright', size: number) {
  const d = frontDepth - 0.012;
  if (handle === 'knob') p.add(name, mat, (m) => ellipsoid(m, [cx, cy, z + d / 2], [size * 0.45, size * 0.45, d / 2], 10, 6));
  else if (handle === 'bar') p.add(name, mat, (m) => box(m, [cx - size / 2, cy - 0.005, z], [cx + size / 2, cy + 0.005, z + d]));
  else p.add(name, mat, (m) => box(m, [cx - 0.005, cy - size / 2, z], [cx + 0.005, cy + size / 2, z + d]));
}

/**
 * A row of drawer fronts on a carcass whose face is at z, each with a knob or
 * a bar handle, between x0..x1 and y0..y1, `columns` wide. Everything stays
 * within z + frontDepth.
 */
export function drawerRow(p: Parts, front: PbrMaterial, pullMat: PbrMaterial, name: string, x0: number, x1: number, y0: number, y1: number, z: number, columns: number, handle: 'knob' | 'bar') {
  const gap = 0.006;
  const w = (x1 - x0 - gap * (columns + 1)) / columns;
  const proud = 0.012;
  for (let c = 0; c < columns; c++) {
    const a = x0 + gap + c * (w + gap);
    p.add(`${name} ${c + 1}`, front, (m) => box(m, [a, y0 + gap / 2, z - 0.002], [a + w, y1 - gap / 2, z + proud]));
    const size = handle === 'knob' ? clamp((y1 - y0) * 0.2, 0.02, 0.035) : clamp(w * 0.35, 0.05, 0.22);
    pull(p, pullMat, `${name} ${c + 1} ${handle}`, a + w / 2, (y0 + y1) / 2, z + proud, handle, size);
  }
}

/** Several drawer rows stacked evenly from y0 to y1. */
export function drawerStack(p: Parts, front: PbrMaterial, pull: PbrMaterial, x0: number, x1: number, y0: number, y1: number, z: number, rows: number, columns: number, handle: 'knob' | 'bar') {
  const h = (y1 - y0) / rows;
  for (let r = 0; r < rows; r++) drawerRow(p, front, pull, `drawer ${r + 1}`, x0, x1, y1 - (r + 1) * h, y1 - r * h, z, columns, handle);
}

/**
 * A box open at the front (sides, top, bottom and back panels of thickness t),
 * so what stands inside shows: a bookcase, an open shelf.
 */
export function openBox(p: Parts, mat: PbrMaterial, name: string, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, t: number, back = true) {
  p.add(`${name} left side`, mat, (m) => box(m, [x0, y0, z0], [x0 + t, y1, z1]));
  p.add(`${name} right side`, mat, (m) => box(m, [x1 - t, y0, z0], [x1, y1, z1]));
  p.add(`${name} top`, mat, (m) => box(m, [x0, y1 - t, z0], [x1, y1, z1]));
  p.add(`${name} bottom`, mat, (m) => box(m, [x0, y0, z0], [x1, y0 + t, z1]));
  if (back) p.add(`${name} back`, mat, (m) => box(m, [x0, y0, z0], [x1, y1, z0 + t * 0.6]));
}

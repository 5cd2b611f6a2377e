/**
 * The studio's lighting model: a key light from the front left (the one that
 * casts shadows), a fill from the right, a rim from behind, a sky/ground
 * ambient, a soft environment for glossy and metal surfaces, and the way
 * linear light becomes sRGB bytes. (The Blinn-Phong highlight is worked out in
 * raster.ts's shading loop, where V8 keeps its numbers unboxed.)
 */
import type { PbrMaterial } from '../finish';
import { normalize, type Vec3 } from '../mesh';

/** Directions towards the lights (world space) and their strengths. */
export const key = normalize([-0.5, 0.8, 0.62]);
export const fill = normalize([0.85, 0.35, 0.4]);
export const rim = normalize([0.2, 0.6, -0.8]);
export const lights: { dir: Vec3; power: number; shadow: boolean }[] = [
  { dir: key, power: 1.05, shadow: true },
  { dir: fill, power: 0.3, shadow: false },
  { dir: rim, power: 0.25, shadow: false },
];

export const skyAmbient = 0.42, groundAmbient = 0.16;

/** A soft studio around the product, seen in reflections: bright above with a softbox, a light floor below. */
export function environment(rx: number, ry: number, rz: number, k0: number, k1: number, k2: number): number {
  const box = Math.max(0, rx * k0 + ry * k1 + rz * k2);
  const sky = ry > 0 ? 0.7 + 0.35 * ry : 0.45 + 0.25 * (1 + ry);
  const b2 = box * box, b4 = b2 * b2, b8 = b4 * b4;
  return sky + 1.6 * b8 * b8 * b8;
}

/** Linear light (0–1) to an sRGB byte, through a table of 4096 steps. */
const srgbTable = Uint8Array.from({ length: 4097 }, (_, i) => {
  const c = i / 4096;
  return Math.round((c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055) * 255);
});

export const toSrgb = (c: number) => srgbTable[c <= 0 ? 0 : c >= 1 ? 4096 : (c * 4096 + 0.5) | 0];

/** A soft shoulder above 0.8 so white fabrics keep their folds instead of clipping. */
export const shoulder = (c: number) => (c <= 0.8 ? c : 0.8 + 0.2 * (1 - Math.exp(-(c - 0.8) / 0.2)));
export interface Surface { r: number; g: number; b: number; alpha: number; rough: number; metal: number; er: number; eg: number; eb: number; shin: number }

export function surfaceOf(m: PbrMaterial): Surface {
  const rough = Math.max(0.03, Math.min(1, m.roughness));
  return {
    r: m.baseColor[0], g: m.baseColor[1], b: m.baseColor[2], alpha: m.baseColor[3], rough, metal: m.metallic,
    er: m.emissive?.[0] ?? 0, eg: m.emissive?.[1] ?? 0, eb: m.emissive?.[2] ?? 0,
    shin: Math.min(2048, Math.max(1, 2 / rough ** 4 - 2)),
  };
}

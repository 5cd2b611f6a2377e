/**
 * Physically based materials (glTF's metallic-roughness model) from the
 * catalogue's materials and colours (../finishes.ts), plus the few secondary
 * finishes a product has besides its own (a sofa's legs, a lamp's shade, a
 * bed's linen). Colours are linear RGB, as glTF's baseColorFactor is.
 */
import { colourByKey, materials, paintable, type Colour } from '../finishes';

export interface PbrMaterial {
  /** Unique within a model: the GLB and the renderer key materials by it. */
  name: string;
  baseColor: readonly [number, number, number, number];
  roughness: number;
  metallic: number;
  emissive?: readonly [number, number, number];
}

/** How each catalogue material reflects light. */
const surfaces: Record<string, { roughness: number; metallic: number; alpha?: number }> = {
  Velvet: { roughness: 0.82, metallic: 0 },
  Linen: { roughness: 0.92, metallic: 0 },
  Boucle: { roughness: 0.97, metallic: 0 },
  Leather: { roughness: 0.5, metallic: 0 },
  Cotton: { roughness: 0.9, metallic: 0 },
  Wool: { roughness: 0.95, metallic: 0 },
  Jute: { roughness: 0.97, metallic: 0 },
  Oak: { roughness: 0.62, metallic: 0 },
  Walnut: { roughness: 0.55, metallic: 0 },
  Teak: { roughness: 0.66, metallic: 0 },
  Lacquered: { roughness: 0.28, metallic: 0 },
  Marble: { roughness: 0.2, metallic: 0 },
  Rattan: { roughness: 0.8, metallic: 0 },
  Brass: { roughness: 0.32, metallic: 1 },
  Iron: { roughness: 0.55, metallic: 0.7 },
  Glass: { roughness: 0.06, metallic: 0, alpha: 0.55 },
  Ceramic: { roughness: 0.35, metallic: 0 },
  Canvas: { roughness: 0.9, metallic: 0 },
};

export const materialNames = Object.keys(surfaces);

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** sRGB (0–1) of a colour given as hue, saturation and lightness (the finishes' form). */
export function hslToSrgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100, lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

export function linearOf(hsl: readonly [number, number, number]): [number, number, number] {
  const [r, g, b] = hslToSrgb(hsl[0], hsl[1], hsl[2]);
  return [round4(srgbToLinear(r)), round4(srgbToLinear(g)), round4(srgbToLinear(b))];
}

function material(name: string, hsl: readonly [number, number, number], surface: { roughness: number; metallic: number; alpha?: number }): PbrMaterial {
  return { name, baseColor: [...linearOf(hsl), surface.alpha ?? 1], roughness: surface.roughness, metallic: surface.metallic };
}

/** A catalogue material in a catalogue colour. */
export function pbrOf(materialName: string, colourKey: string, name = 'main'): PbrMaterial {
  const surface = surfaces[materialName];
  const colour = colourByKey.get(colourKey);
  if (!surface || !colour) throw new Error(`unknown finish ${materialName}/${colourKey}`);
  return material(name, colour.hsl, surface);
}

export const isMaterial = (name: string) => materials.some((m) => m.name === name);
export const isColour = (key: string) => colourByKey.has(key);

const woods = ['Oak', 'Walnut', 'Teak'];
const metals = ['Brass', 'Iron'];

/**
 * The finishes one product is made of: `main` is the product's own; the others
 * are chosen from it so that they go together (oak legs under an oak top,
 * walnut legs under a velvet sofa, brass fittings on a brass lamp).
 */
export interface Finish {
  materialName: string;
  colour: Colour;
  main: PbrMaterial;
  /** The main colour lighter or darker (0.3 = 30% towards white; -0.3 towards black), same surface. */
  tint(amount: number, name: string): PbrMaterial;
  /** Another hue at the main's saturation and lightness (a rug's pattern, a print's shapes). */
  hue(shift: number, name: string, lightness?: number): PbrMaterial;
  wood: PbrMaterial;
  metal: PbrMaterial;
  /** Fabric for cushions on an outdoor frame, a lamp's shade, a bed's linen. */
  cushion: PbrMaterial;
  shadeFabric: PbrMaterial;
  linen: PbrMaterial;
  mattress: PbrMaterial;
  mirror: PbrMaterial;
  glass: PbrMaterial;
  paper: PbrMaterial;
  soil: PbrMaterial;
  bulb: PbrMaterial;
  dark: PbrMaterial;
}

export function finishOf(materialName: string, colourKey: string): Finish {
  const colour = colourByKey.get(colourKey)!;
  const surface = surfaces[materialName];
  const main = pbrOf(materialName, colourKey);
  const [h, s, l] = colour.hsl;
  const ownWood = woods.includes(materialName);
  const ownMetal = metals.includes(materialName);
  const painted = paintable.includes(colourKey);
  return {
    materialName,
    colour,
    main,
    tint: (amount, name) => material(name, [h, s, amount >= 0 ? l + (100 - l) * amount : l * (1 + amount)], surface),
    hue: (shift, name, lightness = l) => material(name, [(h + shift + 360) % 360, Math.max(s, 25), lightness], surface),
    wood: ownWood ? main : pbrOf('Walnut', 'walnut', 'wood'),
    metal: ownMetal ? main : pbrOf('Iron', 'black-iron', 'metal'),
    cushion: painted && !ownWood && !ownMetal ? { ...pbrOf('Linen', colourKey, 'cushion') } : pbrOf('Linen', 'oat', 'cushion'),
    shadeFabric: { ...pbrOf('Linen', 'ivory', 'shade'), emissive: [0.08, 0.07, 0.05] },
    linen: pbrOf('Linen', 'ivory', 'linen'),
    mattress: pbrOf('Cotton', 'cream', 'mattress'),
    mirror: { name: 'mirror', baseColor: [0.9, 0.92, 0.94, 1], roughness: 0.04, metallic: 1 },
    glass: pbrOf('Glass', 'smoked-glass', 'glass'),
    paper: { name: 'paper', baseColor: [0.9, 0.89, 0.86, 1], roughness: 0.95, metallic: 0 },
    soil: { name: 'soil', baseColor: [0.05, 0.035, 0.025, 1], roughness: 1, metallic: 0 },
    bulb: { name: 'bulb', baseColor: [1, 0.95, 0.85, 1], roughness: 0.3, metallic: 0, emissive: [1, 0.9, 0.7] },
    dark: { name: 'dark', baseColor: [0.02, 0.02, 0.02, 1], roughness: 0.4, metallic: 0 },
  };
}

/** Colours for one picture, all derived from its hue: muted, warm, never neon. */
export interface Palette {
  main: string;
  light: string;
  shade: string;
  dark: string;
  accent: string;
  wood: string;
  woodDark: string;
  metal: string;
  linen: string;
  ink: string;
  backdrop: string;
  backdropDeep: string;
  wall: string;
  floor: string;
  floorLine: string;
  shadow: string;
}

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

/**
 * A picture in a named colour (domain/catalogue/finishes.ts): its main surfaces
 * in that colour, a neutral room around it; in a material's own colour (oak,
 * iron, brass…) frames and stems are that material too.
 */
export function paletteForColour([h, sat, l]: readonly [number, number, number], isMaterial = false): Palette {
  const clamp = (v: number) => Math.max(6, Math.min(96, v));
  const main = hsl(h, sat, l);
  return {
    ...paletteFor(h),
    ...(isMaterial ? { metal: main } : {}),
    main,
    light: hsl(h, sat, clamp(l + 12)),
    shade: hsl(h, sat, clamp(l - 9)),
    dark: hsl(h, sat, clamp(l - 20)),
    accent: hsl(36, 30, l > 70 ? 52 : 80),
    backdrop: hsl(36, 18, l > 80 ? 84 : 93),
    backdropDeep: hsl(30, 14, 80),
    wall: hsl(36, 16, l > 80 ? 82 : 90),
  };
}

export function paletteFor(hue: number): Palette {
  return {
    main: hsl(hue, 30, 56),
    light: hsl(hue, 30, 70),
    shade: hsl(hue, 28, 47),
    dark: hsl(hue, 26, 34),
    accent: hsl(hue + 150, 32, 62),
    wood: hsl(28, 36, 50),
    woodDark: hsl(24, 30, 30),
    metal: hsl(40, 48, 58),
    linen: hsl(38, 33, 94),
    ink: hsl(24, 12, 18),
    backdrop: hsl(hue + 20, 20, 93),
    backdropDeep: hsl(hue + 200, 14, 84),
    wall: hsl(hue + 30, 18, 90),
    floor: hsl(30, 30, 72),
    floorLine: hsl(30, 25, 64),
    shadow: 'rgba(40, 30, 20, 0.16)',
  };
}

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

import * as decor from './decor';
import * as furniture from './furniture';
import * as alt from './furniture-alt';
import { colourByKey, materialColours } from '../../../domain/catalogue/finishes';
import { paletteFor, paletteForColour, type Palette } from './palette';
import { circle, ellipse, group, line, path, rect } from './svg';

type Draw = (p: Palette) => string;

/** A kind's shapes: the n-th (from 1), or by a hue's parity for old addresses. */
const either = (first: Draw, second: Draw) => (n: number): Draw => (n % 2 === 1 ? first : second);
const one = (draw: Draw) => (): Draw => draw;

/** Every kind the catalogue uses, with the square its close-up (variant 3) shows. */
const kinds: Record<string, { pick: (hue: number) => Draw; wall?: boolean; crop: [number, number, number] }> = {
  sofa: { pick: one(furniture.sofa), crop: [70, 200, 300] },
  chair: { pick: either(furniture.chair, alt.sideChair), crop: [150, 160, 280] },
  ottoman: { pick: one(furniture.ottoman), crop: [150, 290, 200] },
  table: { pick: either(furniture.table, alt.pedestalTable), crop: [170, 170, 300] },
  cabinet: { pick: either(furniture.cabinet, alt.dresser), crop: [110, 150, 300] },
  bookcase: { pick: one(alt.bookcase), crop: [150, 110, 300] },
  bed: { pick: one(furniture.bed), crop: [90, 190, 300] },
  textile: { pick: one(decor.textile), crop: [140, 170, 300] },
  lamp: { pick: either(decor.lamp, decor.tableLamp), crop: [180, 110, 240] },
  pendant: { pick: one(decor.pendant), wall: true, crop: [150, 140, 300] },
  rug: { pick: one(decor.rug), crop: [150, 280, 260] },
  art: { pick: one(decor.art), wall: true, crop: [190, 140, 240] },
  mirror: { pick: one(decor.mirror), wall: true, crop: [180, 80, 260] },
  vase: { pick: one(decor.vase), crop: [170, 150, 300] },
  curtain: { pick: one(decor.curtain), wall: true, crop: [60, 80, 300] },
};

export const artKinds = Object.keys(kinds);

/** Variant 1: the piece alone on a soft studio backdrop. */
function studio(p: Palette, draw: Draw, wall: boolean): string {
  return rect(0, 0, 600, 600, p.backdrop) + (wall ? '' : ellipse(300, 482, 230, 18, p.shadow)) + draw(p);
}

function plant(p: Palette, x: number): string {
  const leaves = [[-34, -70, -35], [30, -88, 30], [-8, -118, -5], [-44, -120, -50], [42, -130, 45]]
    .map(([dx, dy, r]) => ellipse(x + dx, 400 + dy, 16, 44, 'hsl(120 18% 42%)', { transform: `rotate(${r} ${x + dx} ${400 + dy})` }))
    .join('');
  return leaves + path(`M${x - 30} 400 L${x + 30} 400 L${x + 22} 470 L${x - 22} 470 Z`, p.linen) + rect(x - 32, 396, 64, 8, p.floorLine, 3);
}

/** Variant 2: in a room, seen from the other side, with a plant and a picture for company. */
function room(p: Palette, draw: Draw, wall: boolean): string {
  const planks = [510, 545, 580].map((y) => line(0, y, 600, y, p.floorLine, 2)).join('');
  const frame = wall ? '' : rect(430, 120, 96, 120, p.ink, 3) + rect(440, 130, 76, 100, p.linen) + circle(478, 170, 18, p.accent) + rect(452, 196, 52, 24, p.main);
  return [
    rect(0, 0, 600, 600, p.wall),
    rect(0, 480, 600, 120, p.floor),
    planks,
    rect(0, 474, 600, 10, p.linen),
    frame,
    plant(p, 548),
    wall ? '' : ellipse(270, 482, 200, 14, p.shadow),
    group(draw(p), { transform: wall ? 'translate(600 0) scale(-1 1)' : 'translate(270 480) scale(-0.86 0.86) translate(-300 -480)' }),
  ].join('');
}

/** Variant 3: a close-up crop on a deeper backdrop. */
function detail(p: Palette, draw: Draw): string {
  return rect(-600, -600, 1800, 1800, p.backdropDeep) + ellipse(300, 484, 240, 20, p.shadow) + draw(p);
}

/**
 * The SVG for `/media/art/{kind}/{colour}-{shape}-{variant}.svg` (a named colour
 * of domain/catalogue/finishes.ts) or the older `{hue}-{variant}.svg`; null for
 * an unknown kind, colour or variant.
 */
export function renderArt(kind: string, colour: string | number, variant: number, shape = 1): string | null {
  const entry = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
  if (!entry || ![1, 2, 3].includes(variant) || shape < 1 || shape > 2) return null;
  let p: Palette;
  let draw: Draw;
  if (typeof colour === 'number') {
    if (colour < 0 || colour > 359) return null;
    p = paletteFor(colour);
    draw = entry.pick(colour + 1);
  } else {
    const named = colourByKey.get(colour);
    if (!named) return null;
    p = paletteForColour(named.hsl, materialColours.includes(named.key));
    draw = entry.pick(shape);
  }
  const [x, y, size] = entry.crop;
  const viewBox = variant === 3 ? `${x} ${y} ${size} ${size}` : '0 0 600 600';
  const body = variant === 1 ? studio(p, draw, Boolean(entry.wall)) : variant === 2 ? room(p, draw, Boolean(entry.wall)) : detail(p, draw);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="${viewBox}" role="img" aria-label="${kind}">${body}</svg>`;
}

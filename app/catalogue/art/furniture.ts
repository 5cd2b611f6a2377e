import type { Palette } from './palette';
import { circle, ellipse, group, line, path, poly, rect } from './svg';

/** Seating, tables, storage and beds, front views standing on the floor at y = 480. */

const taperedLeg = (x: number, top: number, fill: string, lean = 0) =>
  poly([[x - 6, top], [x + 6, top], [x + 3 + lean, 480], [x - 3 + lean, 480]], fill);

export function sofa(p: Palette): string {
  return group(
    [
      taperedLeg(132, 448, p.woodDark, -4),
      taperedLeg(468, 448, p.woodDark, 4),
      rect(128, 222, 344, 140, p.shade, 26),
      rect(140, 238, 156, 112, p.light, 20),
      rect(304, 238, 156, 112, p.light, 20),
      rect(104, 338, 392, 112, p.main, 18),
      rect(146, 334, 152, 50, p.light, 14),
      rect(302, 334, 152, 50, p.light, 14),
      rect(88, 286, 66, 166, p.main, 28),
      rect(446, 286, 66, 166, p.main, 28),
      rect(96, 292, 50, 14, p.light, 7, { opacity: 0.5 }),
      rect(454, 292, 50, 14, p.light, 7, { opacity: 0.5 }),
      rect(170, 282, 66, 62, p.accent, 14, { transform: 'rotate(-9 203 313)' }),
      line(184, 296, 222, 330, p.linen, 2, { opacity: 0.45 }),
      line(300, 340, 300, 380, p.shade, 2, { opacity: 0.5 }),
    ].join(''),
  );
}

export function chair(p: Palette): string {
  return group(
    [
      taperedLeg(206, 420, p.woodDark, -10),
      taperedLeg(394, 420, p.woodDark, 10),
      taperedLeg(250, 420, p.wood, -4),
      taperedLeg(350, 420, p.wood, 4),
      path('M208 372 C196 250 214 176 300 172 C386 176 404 250 392 372 Z', p.shade),
      path('M228 360 C220 262 236 204 300 200 C364 204 380 262 372 360 Z', p.light, { opacity: 0.55 }),
      rect(186, 346, 228, 78, p.main, 24),
      rect(206, 340, 188, 36, p.light, 16),
      rect(164, 300, 52, 122, p.main, 24),
      rect(384, 300, 52, 122, p.main, 24),
      circle(300, 262, 4, p.dark, { opacity: 0.5 }),
      circle(268, 300, 4, p.dark, { opacity: 0.5 }),
      circle(332, 300, 4, p.dark, { opacity: 0.5 }),
    ].join(''),
  );
}

export function ottoman(p: Palette): string {
  const seams = [220, 260, 300, 340, 380].map((x) => path(`M${x} 352 Q${x + (x - 300) * 0.12} 410 ${x} 460`, 'none', { stroke: p.shade, 'stroke-width': 3, opacity: 0.6 })).join('');
  return group(
    [
      rect(170, 336, 260, 132, p.main, 56),
      ellipse(300, 346, 128, 30, p.light),
      ellipse(300, 346, 128, 30, 'none', { stroke: p.shade, 'stroke-width': 3 }),
      seams,
      circle(300, 346, 7, p.shade),
      ellipse(300, 466, 110, 10, p.dark, { opacity: 0.35 }),
    ].join(''),
  );
}

export function table(p: Palette): string {
  return group(
    [
      taperedLeg(150, 350, p.woodDark, -8),
      taperedLeg(450, 350, p.woodDark, 8),
      taperedLeg(196, 350, p.wood),
      taperedLeg(404, 350, p.wood),
      rect(170, 428, 260, 12, p.woodDark, 4),
      rect(104, 326, 392, 28, p.main, 8),
      rect(104, 326, 392, 8, p.light, 4),
      // Styling on top: a vase with a stem, a book stack.
      path('M360 326 C348 300 352 276 366 262 L382 262 C396 276 400 300 388 326 Z', p.accent),
      path('M374 262 C372 228 360 206 344 194', 'none', { stroke: p.dark, 'stroke-width': 3 }),
      ellipse(346, 200, 12, 6, p.dark, { transform: 'rotate(-30 346 200)' }),
      ellipse(366, 222, 11, 5, p.dark, { transform: 'rotate(20 366 222)' }),
      rect(196, 306, 96, 20, p.linen, 3),
      rect(204, 290, 82, 16, p.dark, 3),
    ].join(''),
  );
}

export function cabinet(p: Palette): string {
  const doors = [0, 1, 2].map((i) => {
    const x = 142 + i * 108;
    return rect(x, 268, 100, 168, p.light, 6, { opacity: 0.35 }) + rect(x + 44, 340, 12, 26, p.metal, 4);
  });
  return group(
    [
      taperedLeg(150, 452, p.woodDark, -6),
      taperedLeg(450, 452, p.woodDark, 6),
      rect(124, 250, 352, 206, p.main, 10),
      rect(116, 242, 368, 16, p.shade, 6),
      ...doors,
      line(246, 270, 246, 434, p.shade, 2),
      line(354, 270, 354, 434, p.shade, 2),
      // A table lamp and a frame on top.
      rect(180, 226, 48, 16, p.dark, 4),
      line(204, 226, 204, 180, p.metal, 4),
      poly([[176, 184], [232, 184], [222, 144], [186, 144]], p.linen),
      rect(318, 168, 88, 74, p.woodDark, 4),
      rect(328, 178, 68, 54, p.backdrop),
      circle(352, 200, 12, p.accent),
    ].join(''),
  );
}

export function bed(p: Palette): string {
  return group(
    [
      rect(112, 196, 376, 220, p.shade, 28),
      rect(128, 212, 344, 180, p.main, 20),
      line(300, 216, 300, 388, p.shade, 2, { opacity: 0.5 }),
      rect(100, 340, 400, 60, p.linen, 14),
      rect(142, 306, 150, 62, p.linen, 22, { stroke: p.light, 'stroke-width': 2 }),
      rect(308, 306, 150, 62, p.linen, 22, { stroke: p.light, 'stroke-width': 2 }),
      rect(222, 324, 156, 46, p.accent, 16),
      rect(96, 378, 408, 70, p.light, 12),
      rect(96, 378, 408, 16, p.main, 8, { opacity: 0.6 }),
      rect(92, 440, 416, 24, p.dark, 8),
      rect(112, 462, 14, 18, p.woodDark, 2),
      rect(474, 462, 14, 18, p.woodDark, 2),
    ].join(''),
  );
}

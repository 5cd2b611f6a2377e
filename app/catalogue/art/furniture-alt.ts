import type { Palette } from './palette';
import { circle, ellipse, group, line, path, poly, rect } from './svg';

/** Second shapes for the busiest kinds, so a page of chairs or tables is not all one drawing. */

export function sideChair(p: Palette): string {
  const spindles = [258, 286, 314, 342].map((x) => line(x, 206, x, 330, p.wood, 7)).join('');
  return group(
    [
      poly([[214, 150], [228, 150], [232, 480], [220, 480]], p.woodDark),
      poly([[372, 150], [386, 150], [380, 480], [368, 480]], p.woodDark),
      path('M214 168 C260 146 340 146 386 168 L386 204 C340 184 260 184 214 204 Z', p.wood),
      spindles,
      rect(246, 360, 10, 120, p.wood, 3),
      rect(344, 360, 10, 120, p.wood, 3),
      line(232, 430, 368, 430, p.woodDark, 6),
      rect(200, 334, 200, 34, p.main, 14),
      rect(206, 326, 188, 22, p.light, 11),
    ].join(''),
  );
}

export function pedestalTable(p: Palette): string {
  return group(
    [
      ellipse(300, 474, 92, 10, p.woodDark),
      path('M236 476 C262 452 284 440 290 400 L310 400 C316 440 338 452 364 476 Z', p.woodDark),
      rect(284, 316, 32, 96, p.wood, 8),
      ellipse(300, 314, 190, 26, p.shade),
      ellipse(300, 306, 190, 26, p.main),
      ellipse(300, 302, 170, 18, p.light, { opacity: 0.35 }),
      // A bowl of fruit and a carafe.
      path('M220 298 C220 320 290 320 290 298 Z', p.linen),
      circle(240, 292, 12, p.accent),
      circle(262, 288, 12, p.metal),
      circle(252, 276, 10, p.accent),
      path('M352 300 L352 262 C352 250 344 246 344 236 L360 236 C360 246 372 250 372 262 L372 300 Z', '#dfe8ea', { opacity: 0.9 }),
    ].join(''),
  );
}

export function dresser(p: Palette): string {
  const drawers = [0, 1, 2]
    .flatMap((row) =>
      [0, 1].map((col) => {
        const x = 144 + col * 160;
        const y = 226 + row * 72;
        return rect(x, y, 152, 64, p.light, 6, { opacity: 0.3 }) + rect(x + 56, y + 28, 40, 8, p.metal, 4);
      }),
    )
    .join('');
  return group(
    [
      rect(140, 446, 14, 34, p.woodDark, 3),
      rect(446, 446, 14, 34, p.woodDark, 3),
      rect(132, 214, 336, 236, p.main, 10),
      rect(124, 204, 352, 16, p.shade, 6),
      drawers,
      // A round mirror and a small plant on top.
      circle(300, 118, 70, p.metal),
      circle(300, 118, 60, '#e8eef0'),
      line(270, 110, 304, 76, '#ffffff', 8, { opacity: 0.6 }),
      path('M400 204 L432 204 L428 176 L404 176 Z', p.linen),
      ellipse(408, 160, 8, 20, 'hsl(120 18% 42%)', { transform: 'rotate(-20 408 160)' }),
      ellipse(426, 158, 8, 20, 'hsl(120 18% 42%)', { transform: 'rotate(25 426 158)' }),
    ].join(''),
  );
}

/** An open bookcase: four shelves of books and a plant, its frame in the main colour. */
export function bookcase(p: Palette): string {
  const shelves = [190, 262, 334, 406];
  const books = shelves.flatMap((y, row) =>
    Array.from({ length: 7 - (row % 3) }, (_, i) => {
      const x = 184 + i * 24 + (row % 2) * 14;
      const h = 48 + ((i * 7 + row * 3) % 18);
      const fill = [p.linen, p.accent, p.ink, p.light, p.woodDark][(i + row) % 5];
      return rect(x, y - h, 18, h, fill, 2);
    }),
  );
  return group(
    [
      rect(160, 120, 280, 356, p.main, 6),
      rect(174, 132, 252, 330, p.dark, 2, { opacity: 0.35 }),
      ...shelves.map((y) => rect(168, y, 264, 10, p.shade, 2)),
      ...books,
      ellipse(386, 400, 22, 10, p.linen),
      ellipse(380, 370, 10, 28, 'hsl(120 18% 42%)'),
      ellipse(394, 366, 10, 30, 'hsl(120 18% 38%)', { transform: 'rotate(25 394 366)' }),
      rect(164, 466, 16, 14, p.shade),
      rect(420, 466, 16, 14, p.shade),
    ].join(''),
  );
}

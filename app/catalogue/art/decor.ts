import type { Palette } from './palette';
import { circle, el, ellipse, group, line, path, poly, rect } from './svg';

/** Textiles, lighting, rugs and wall pieces. Floor at y = 480; wall pieces hang in the upper middle. */

export function textile(p: Palette): string {
  const stripes = [0, 1, 2, 3].map((i) => rect(140 + i * 86, 398, 20, 68, p.linen, 0, { opacity: 0.5 })).join('');
  return group(
    [
      rect(130, 398, 340, 70, p.main, 14),
      stripes,
      rect(146, 336, 308, 64, p.light, 14),
      rect(160, 280, 280, 58, p.shade, 14),
      line(176, 310, 424, 310, p.light, 2, { opacity: 0.5, 'stroke-dasharray': '6 6' }),
      path('M300 196 C356 180 412 196 424 206 C432 238 432 272 424 294 C368 306 232 306 176 294 C168 262 168 232 176 206 C200 194 250 186 300 196 Z', p.accent),
      circle(300, 246, 6, p.dark, { opacity: 0.4 }),
    ].join(''),
  );
}

export function lamp(p: Palette): string {
  return group(
    [
      el('defs', {}, el('radialGradient', { id: 'glow' }, el('stop', { offset: '0%', 'stop-color': '#fff6d8', 'stop-opacity': 0.9 }) + el('stop', { offset: '100%', 'stop-color': '#fff6d8', 'stop-opacity': 0 }))),
      circle(300, 200, 150, 'url(#glow)'),
      ellipse(300, 474, 60, 10, p.dark),
      line(300, 470, 300, 214, p.metal, 6),
      line(300, 300, 326, 300, p.metal, 3),
      poly([[222, 220], [378, 220], [352, 126], [248, 126]], p.light),
      poly([[222, 220], [378, 220], [372, 200], [228, 200]], p.main, { opacity: 0.45 }),
      line(248, 126, 352, 126, p.shade, 3),
    ].join(''),
  );
}

export function pendant(p: Palette): string {
  return group(
    [
      el('defs', {}, el('linearGradient', { id: 'beam', x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: '0%', 'stop-color': '#fff3c4', 'stop-opacity': 0.75 }) + el('stop', { offset: '100%', 'stop-color': '#fff3c4', 'stop-opacity': 0 }))),
      rect(270, 0, 60, 14, p.metal, 4),
      line(300, 14, 300, 198, p.ink, 3),
      poly([[214, 300], [386, 300], [520, 560], [80, 560]], 'url(#beam)'),
      rect(290, 192, 20, 20, p.metal, 4),
      path('M196 302 C196 240 244 206 300 206 C356 206 404 240 404 302 Z', p.main),
      path('M212 290 C218 246 252 222 292 218', 'none', { stroke: p.light, 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.7 }),
      rect(192, 296, 216, 10, p.dark, 5),
      circle(300, 318, 16, '#fff7dc'),
    ].join(''),
  );
}

export function rug(p: Palette): string {
  const fringe = Array.from({ length: 26 }, (_, i) => line(70 + i * 18.4, 470, 70 + i * 18.4, 486, p.linen, 2)).join('');
  return group(
    [
      poly([[150, 300], [450, 300], [540, 470], [60, 470]], p.main),
      poly([[168, 314], [432, 314], [508, 456], [92, 456]], 'none', { stroke: p.light, 'stroke-width': 8 }),
      poly([[186, 330], [414, 330], [476, 440], [124, 440]], 'none', { stroke: p.dark, 'stroke-width': 3 }),
      poly([[300, 346], [382, 385], [300, 424], [218, 385]], p.accent),
      poly([[300, 364], [340, 385], [300, 406], [260, 385]], p.light),
      fringe,
    ].join(''),
  );
}

export function art(p: Palette): string {
  return group(
    [
      rect(184, 126, 248, 322, p.shadow, 4),
      rect(172, 114, 256, 330, p.ink, 4),
      rect(186, 128, 228, 302, p.linen),
      rect(214, 156, 172, 246, p.backdrop),
      circle(330, 226, 38, p.accent),
      path('M214 402 L214 300 C240 262 290 262 316 300 L316 402 Z', p.main),
      path('M270 402 C290 350 330 330 386 334 L386 402 Z', p.dark, { opacity: 0.85 }),
      line(232, 200, 290, 188, p.ink, 3, { opacity: 0.6 }),
    ].join(''),
  );
}

export function mirror(p: Palette): string {
  const arch = (x: number, y: number, w: number, h: number) => `M${x} ${y + h} L${x} ${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L${x + w} ${y + h} Z`;
  return group(
    [
      el('defs', {}, el('linearGradient', { id: 'glass', x1: 0, y1: 0, x2: 1, y2: 1 }, el('stop', { offset: '0%', 'stop-color': '#eef2f1' }) + el('stop', { offset: '100%', 'stop-color': p.light }))),
      path(arch(196, 96, 208, 368), p.shadow, { transform: 'translate(10 10)' }),
      path(arch(196, 96, 208, 368), p.metal),
      path(arch(212, 112, 176, 336), 'url(#glass)'),
      line(250, 230, 330, 150, '#ffffff', 10, { opacity: 0.55 }),
      line(262, 270, 360, 172, '#ffffff', 5, { opacity: 0.4 }),
      rect(212, 360, 176, 88, p.main, 0, { opacity: 0.28 }),
    ].join(''),
  );
}

export function vase(p: Palette): string {
  return group(
    [
      path('M232 300 C232 250 250 214 240 180 C236 170 250 166 258 170 C268 214 270 250 268 300', 'none', { stroke: p.dark, 'stroke-width': 3 }),
      path('M246 196 C214 150 222 110 250 92', 'none', { stroke: p.dark, 'stroke-width': 3 }),
      ...[[236, 150, -40], [224, 122, 30], [262, 200, 40], [258, 128, -20], [244, 100, 50]].map(([x, y, r]) =>
        ellipse(x, y, 16, 7, p.shade, { transform: `rotate(${r} ${x} ${y})` }),
      ),
      path('M212 480 C176 440 184 360 222 320 L222 296 L278 296 L278 320 C316 360 324 440 288 480 Z', p.main),
      rect(218, 292, 64, 10, p.shade, 4),
      path('M226 340 C208 380 208 430 226 466', 'none', { stroke: p.light, 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.6 }),
      path('M318 480 C300 480 296 420 332 404 C352 396 384 396 404 404 C440 420 436 480 418 480 Z', p.accent),
      ellipse(368, 402, 30, 8, p.dark, { opacity: 0.5 }),
    ].join(''),
  );
}

export function curtain(p: Palette): string {
  const folds = (x0: number, dir: 1 | -1) =>
    [0, 1, 2, 3].map((i) => line(x0 + dir * (20 + i * 32), 114, x0 + dir * (26 + i * 22), 470, p.shade, 3, { opacity: 0.55 })).join('');
  return group(
    [
      rect(170, 120, 260, 330, '#eaf1f4'),
      rect(170, 120, 260, 330, 'none', 0, { stroke: p.linen, 'stroke-width': 10 }),
      line(300, 120, 300, 450, p.linen, 6),
      line(170, 285, 430, 285, p.linen, 6),
      line(80, 100, 520, 100, p.metal, 6),
      circle(76, 100, 9, p.metal),
      circle(524, 100, 9, p.metal),
      path('M96 108 L236 108 C232 210 214 300 196 330 C214 380 226 430 232 480 L96 480 Z', p.main),
      folds(96, 1),
      path('M504 108 L364 108 C368 210 386 300 404 330 C386 380 374 430 368 480 L504 480 Z', p.main),
      folds(504, -1),
      rect(186, 322, 26, 14, p.metal, 6),
      rect(388, 322, 26, 14, p.metal, 6),
    ].join(''),
  );
}

export function tableLamp(p: Palette): string {
  return group(
    [
      el('defs', {}, el('radialGradient', { id: 'glow' }, el('stop', { offset: '0%', 'stop-color': '#fff6d8', 'stop-opacity': 0.9 }) + el('stop', { offset: '100%', 'stop-color': '#fff6d8', 'stop-opacity': 0 }))),
      circle(300, 230, 130, 'url(#glow)'),
      // A small side table to stand on.
      rect(196, 352, 208, 18, p.wood, 6),
      line(222, 370, 210, 480, p.woodDark, 8),
      line(378, 370, 390, 480, p.woodDark, 8),
      line(214, 440, 386, 440, p.woodDark, 5),
      // Ceramic base, brass neck, pleated shade.
      path('M262 352 C244 320 250 286 276 270 L324 270 C350 286 356 320 338 352 Z', p.main),
      path('M272 330 C264 310 268 292 282 282', 'none', { stroke: p.light, 'stroke-width': 6, 'stroke-linecap': 'round', opacity: 0.6 }),
      line(300, 270, 300, 232, p.metal, 5),
      poly([[236, 236], [364, 236], [342, 160], [258, 160]], p.linen, { stroke: p.shade, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
      ...[270, 290, 310, 330].map((x) => line(x - (x - 300) * 0.2, 164, x, 232, p.light, 2, { opacity: 0.6 })),
    ].join(''),
  );
}

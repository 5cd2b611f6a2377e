/** Tiny helpers that write SVG elements as strings. */
type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');

export const el = (tag: string, a: Attrs, children = '') => (children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`);
export const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 0, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, rx: rx || undefined, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
export const group = (children: string, extra: Attrs = {}) => el('g', extra, children);
export const poly = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map((p) => p.join(',')).join(' '), fill, ...extra });

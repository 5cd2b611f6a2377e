/**
 * The floor plan as an SVG string: the viewBox is in centimetres (room
 * coordinates), so 1 unit is 1 cm. Accessible: a <title> and <desc>, every
 * piece a labelled group with its name as text, every dimension as text.
 * Pieces with a warning and gaps under a walkway's width are drawn in red.
 */
import { add, direction, scale, sub, length, type Point } from './geometry';
import type { Dimension, PlanModel } from './plan';

const WARN = '#c62828';
const INK = '#2b2b2b';

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const n = (v: number) => String(Math.round(v * 10) / 10);
const pts = (ps: readonly Point[]) => ps.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
const path = (ps: readonly Point[]) => `M${ps.map((p) => `${n(p.x)} ${n(p.y)}`).join(' L')} Z`;

function dimensionSvg(d: Dimension, font: number): string {
  const colour = d.warned ? WARN : d.kind === 'side' ? INK : '#5f6b7a';
  const v = sub(d.to, d.from);
  const len = length(v) || 1;
  const normal = { x: -v.y / len, y: v.x / len };
  const tick = (p: Point) => `<line x1="${n(p.x - normal.x * 6)}" y1="${n(p.y - normal.y * 6)}" x2="${n(p.x + normal.x * 6)}" y2="${n(p.y + normal.y * 6)}"/>`;
  const mid = scale(add(d.from, d.to), 0.5);
  let angle = (Math.atan2(v.y, v.x) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  const at = add(mid, scale(normal, d.kind === 'side' ? 0 : 0));
  return (
    `<g class="dimension dimension-${d.kind}${d.warned ? ' warned' : ''}" stroke="${colour}" stroke-width="${d.kind === 'side' ? 1.5 : 1}" data-value="${d.value}">` +
    `<line x1="${n(d.from.x)}" y1="${n(d.from.y)}" x2="${n(d.to.x)}" y2="${n(d.to.y)}"${d.kind === 'side' ? '' : ' stroke-dasharray="4 3"'}/>${tick(d.from)}${tick(d.to)}` +
    `<text x="${n(at.x)}" y="${n(at.y - 3)}" transform="rotate(${n(angle)} ${n(at.x)} ${n(at.y)})" font-size="${font}" text-anchor="middle" fill="${colour}" stroke="#ffffff" stroke-width="3" paint-order="stroke">${escapeXml(d.label)}</text></g>`
  );
}

export function planSvg(plan: PlanModel, options: { title?: string } = {}): string {
  const { minX, minY, maxX, maxY } = plan.extent;
  const w = maxX - minX;
  const h = maxY - minY;
  const font = Math.max(9, Math.round(Math.max(w, h) / 70));
  const title = options.title ?? `Floor plan: ${plan.name}`;
  const desc = `${plan.pieces.length} pieces; ${plan.warnings.length} warning${plan.warnings.length === 1 ? '' : 's'}. Dimensions in centimetres and inches.`;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(minX)} ${n(minY)} ${n(w)} ${n(h)}" role="img" aria-labelledby="plan-title plan-desc" font-family="Helvetica, Arial, sans-serif">`);
  parts.push(`<title id="plan-title">${escapeXml(title)}</title><desc id="plan-desc">${escapeXml(desc)}</desc>`);
  parts.push(`<path class="floor" d="${path(plan.outline)}" fill="${plan.floorColour}" fill-opacity="0.25"/>`);
  parts.push(`<path class="walls" d="${path(plan.outer)} ${path(plan.outline)}" fill-rule="evenodd" fill="${INK}"/>`);
  for (const o of plan.openings) {
    parts.push(`<g class="opening opening-${o.type}" data-opening-id="${escapeXml(o.id)}" stroke="${INK}" stroke-width="1">`);
    parts.push(`<polygon points="${pts(o.gap)}" fill="#ffffff" stroke="none"/>`);
    if (o.type === 'window') {
      const m0 = scale(add(o.inner[0], o.outer[0]), 0.5);
      const m1 = scale(add(o.inner[1], o.outer[1]), 0.5);
      parts.push(`<line x1="${n(o.inner[0].x)}" y1="${n(o.inner[0].y)}" x2="${n(o.inner[1].x)}" y2="${n(o.inner[1].y)}"/><line x1="${n(m0.x)}" y1="${n(m0.y)}" x2="${n(m1.x)}" y2="${n(m1.y)}"/><line x1="${n(o.outer[0].x)}" y1="${n(o.outer[0].y)}" x2="${n(o.outer[1].x)}" y2="${n(o.outer[1].y)}"/>`);
    } else if (o.type === 'passage') {
      parts.push(`<line x1="${n(o.inner[0].x)}" y1="${n(o.inner[0].y)}" x2="${n(o.inner[1].x)}" y2="${n(o.inner[1].y)}" stroke-dasharray="6 4"/>`);
    }
    if (o.leaf) {
      const l = o.leaf;
      const sweep = l.toDeg > l.fromDeg ? 1 : 0;
      const start = add(l.hinge, scale(direction(l.fromDeg), l.radius));
      parts.push(`<line x1="${n(l.hinge.x)}" y1="${n(l.hinge.y)}" x2="${n(l.open.x)}" y2="${n(l.open.y)}" stroke-width="2"/>`);
      parts.push(`<path d="M${n(start.x)} ${n(start.y)} A${n(l.radius)} ${n(l.radius)} 0 0 ${sweep} ${n(l.open.x)} ${n(l.open.y)}" fill="none" stroke-dasharray="3 3"/>`);
    }
    parts.push('</g>');
  }
  // Rugs first, then the floor pieces, then what rests on them, then wall pieces and pendants.
  const order = { floor: 1, on: 2, wall: 3, ceiling: 4 } as const;
  const pieces = [...plan.pieces].sort((a, b) => (a.flat === b.flat ? order[a.surface] - order[b.surface] : a.flat ? -1 : 1));
  for (const p of pieces) {
    const stroke = p.warned ? WARN : INK;
    const fill = p.flat ? '#e9e4da' : p.surface === 'wall' ? '#8a7f72' : p.surface === 'ceiling' ? 'none' : '#ffffff';
    const dash = p.surface === 'ceiling' || p.surface === 'on' ? ' stroke-dasharray="4 3"' : '';
    parts.push(`<g class="piece piece-${p.surface}${p.warned ? ' warned' : ''}" data-object-id="${escapeXml(p.objectId)}" aria-label="${escapeXml(p.name)}">`);
    parts.push(`<title>${escapeXml(p.name)}</title><polygon points="${pts(p.corners)}" fill="${fill}" fill-opacity="${p.flat ? 0.7 : 0.9}" stroke="${stroke}" stroke-width="${p.warned ? 2 : 1}"${dash}/>`);
    if (p.surface === 'floor') parts.push(`<text x="${n(p.centre.x)}" y="${n(p.centre.y + font / 3)}" font-size="${font}" text-anchor="middle" fill="${stroke}">${escapeXml(p.label)}</text>`);
    parts.push('</g>');
  }
  for (const d of plan.dimensions) parts.push(dimensionSvg(d, Math.round(font * 0.85)));
  parts.push('</svg>');
  return parts.join('');
}

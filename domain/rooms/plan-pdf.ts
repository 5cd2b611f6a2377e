/**
 * The floor plan as a one-page PDF (A4 or Letter, landscape): the plan drawn
 * at the largest standard architectural scale that fits (1:20 … 1:1000, so
 * the stated scale is exact on paper), a scale bar, and a title block with the
 * room's name, the date given, the scale and the warnings.
 */
import { add, direction, scale, sub, length, type Point } from './geometry';
import { PAGE_SIZES, PdfPage, pdfDocument, type PageSize } from './pdf-writer';
import type { PlanModel } from './plan';

export const SCALES = [20, 25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000] as const;
const PT_PER_CM = 72 / 2.54;
const MARGIN = 36;
const TITLE_BLOCK = 62;

export interface PlanPdfOptions {
  /** The title block's room name (by default the plan's). */
  roomName?: string;
  /** The date printed in the title block and stored as the file's creation date. */
  date: Date;
  size?: PageSize;
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const INK: [number, number, number] = [0.17, 0.17, 0.17];
const WARN: [number, number, number] = [0.78, 0.16, 0.16];
const GREY: [number, number, number] = [0.37, 0.42, 0.48];

/** The scale (1:N) a plan is drawn at on a page, and where. */
export function pageLayout(plan: PlanModel, size: PageSize = 'a4') {
  const [W, H] = PAGE_SIZES[size];
  const areaW = W - 2 * MARGIN;
  const areaH = H - 2 * MARGIN - TITLE_BLOCK - 10;
  const { minX, minY, maxX, maxY } = plan.extent;
  const denominator = SCALES.find((n) => (maxX - minX) * (PT_PER_CM / n) <= areaW && (maxY - minY) * (PT_PER_CM / n) <= areaH) ?? SCALES[SCALES.length - 1];
  const s = PT_PER_CM / denominator;
  const x0 = MARGIN + (areaW - (maxX - minX) * s) / 2;
  const yTop = H - MARGIN - (areaH - (maxY - minY) * s) / 2;
  const at = (p: Point): [number, number] => [x0 + (p.x - minX) * s, yTop - (p.y - minY) * s];
  return { width: W, height: H, denominator, ptPerCm: s, at };
}

function formatDate(d: Date) {
  return d.toISOString().slice(0, 10);
}

export function planPdf(plan: PlanModel, options: PlanPdfOptions): Uint8Array {
  const size = options.size ?? 'a4';
  const { width: W, height: H, denominator, ptPerCm: s, at } = pageLayout(plan, size);
  const page = new PdfPage();
  const poly = (ps: readonly Point[]) => ps.map(at);

  page.fill(...rgb(plan.floorColour)).path([poly(plan.outline)], 'f');
  page.fill(...INK).path([poly(plan.outer), poly(plan.outline)], 'f*');
  page.lineWidth(0.5).stroke(...INK);
  for (const o of plan.openings) {
    page.fill(1, 1, 1).path([poly(o.gap)], 'f');
    if (o.type === 'window') {
      const m0 = scale(add(o.inner[0], o.outer[0]), 0.5);
      const m1 = scale(add(o.inner[1], o.outer[1]), 0.5);
      for (const [a, b] of [o.inner, [m0, m1], o.outer] as [Point, Point][]) page.line(...at(a), ...at(b));
    }
    if (o.type === 'passage') page.dash([3, 2]).line(...at(o.inner[0]), ...at(o.inner[1])).dash();
    if (o.leaf) {
      const l = o.leaf;
      page.lineWidth(1).line(...at(l.hinge), ...at(l.open)).lineWidth(0.5);
      const [cx, cy] = at(l.hinge);
      page.dash([2, 2]).arc(cx, cy, l.radius * s, (-l.fromDeg * Math.PI) / 180, (-l.toDeg * Math.PI) / 180).dash();
    }
  }
  const font = Math.max(5, Math.min(9, 14 * s));
  const order = { floor: 1, on: 2, wall: 3, ceiling: 4 } as const;
  const pieces = [...plan.pieces].sort((a, b) => (a.flat === b.flat ? order[a.surface] - order[b.surface] : a.flat ? -1 : 1));
  for (const p of pieces) {
    const fill: [number, number, number] = p.flat ? [0.91, 0.89, 0.85] : p.surface === 'wall' ? [0.54, 0.5, 0.45] : [1, 1, 1];
    page.stroke(...(p.warned ? WARN : INK)).lineWidth(p.warned ? 1.2 : 0.6);
    if (p.surface === 'ceiling' || p.surface === 'on') page.dash([2, 1.5]).path([poly(p.corners)], 'S').dash();
    else page.fill(...fill).path([poly(p.corners)], 'B');
    if (p.surface === 'floor') {
      const [x, y] = at(p.centre);
      page.fill(...(p.warned ? WARN : INK)).text(x, y - font / 3, font, p.label, { anchor: 'middle' });
    }
  }
  for (const d of plan.dimensions) {
    const colour = d.warned ? WARN : d.kind === 'side' ? INK : GREY;
    const [x1, y1] = at(d.from);
    const [x2, y2] = at(d.to);
    page.stroke(...colour).fill(...colour).lineWidth(d.kind === 'side' ? 0.7 : 0.45);
    if (d.kind !== 'side') page.dash([2, 1.5]);
    page.line(x1, y1, x2, y2).dash();
    const v = sub(d.to, d.from);
    const len = length(v) || 1;
    const nrm = { x: (-v.y / len) * 3, y: (v.x / len) * 3 };
    for (const p of [d.from, d.to]) page.line(...at(add(p, scale(nrm, -1 / s))), ...at(add(p, scale(nrm, 1 / s))));
    let deg = (-Math.atan2(v.y, v.x) * 180) / Math.PI;
    if (deg > 90) deg -= 180;
    if (deg <= -90) deg += 180;
    const up = direction(-deg - 90);
    const mid = [(x1 + x2) / 2 - up.x * 1.5, (y1 + y2) / 2 + up.y * 1.5] as const;
    page.text(mid[0], mid[1], font * 0.85, d.label, { anchor: 'middle', deg });
  }

  // Title block.
  const top = MARGIN + TITLE_BLOCK;
  page.stroke(...INK).lineWidth(0.8).dash().path([[[MARGIN, MARGIN], [W - MARGIN, MARGIN], [W - MARGIN, top], [MARGIN, top]]], 'S');
  page.fill(...INK).text(MARGIN + 10, top - 20, 14, options.roomName ?? plan.name, { bold: true });
  page.text(MARGIN + 10, top - 36, 9, `Floor plan · ${formatDate(options.date)}`);
  page.text(MARGIN + 10, top - 50, 9, `Scale 1:${denominator} on ${size === 'a4' ? 'A4' : 'Letter'} · dimensions in cm (in)`);
  // Scale bar: the largest round length up to a fifth of the page's width.
  const barCm = [50, 100, 200, 500, 1000, 2000].filter((c) => c * s <= (W - 2 * MARGIN) / 5).pop() ?? 50;
  const bx = MARGIN + 250;
  const by = top - 30;
  const seg = (barCm * s) / 4;
  for (let i = 0; i < 4; i++) {
    if (i % 2 === 0) page.fill(...INK).path([[[bx + i * seg, by], [bx + (i + 1) * seg, by], [bx + (i + 1) * seg, by + 4], [bx + i * seg, by + 4]]], 'B');
    else page.fill(1, 1, 1).path([[[bx + i * seg, by], [bx + (i + 1) * seg, by], [bx + (i + 1) * seg, by + 4], [bx + i * seg, by + 4]]], 'B');
  }
  page.fill(...INK).text(bx, by - 10, 7, '0', { anchor: 'middle' }).text(bx + 4 * seg, by - 10, 7, barCm >= 100 ? `${barCm / 100} m` : `${barCm} cm`, { anchor: 'middle' });
  const warnings = plan.warnings.slice(0, 5);
  const wx = bx + 4 * seg + 40;
  page.fill(...(plan.warnings.length ? WARN : INK)).text(wx, top - 14, 8, plan.warnings.length ? `${plan.warnings.length} warning${plan.warnings.length === 1 ? '' : 's'}` : 'No warnings', { bold: true });
  warnings.forEach((w, i) => page.text(wx, top - 25 - i * 9, 6.5, w.message.length > 110 ? `${w.message.slice(0, 109)}…` : w.message));
  return pdfDocument(page, { size: [W, H], title: `Floor plan: ${options.roomName ?? plan.name}`, created: options.date });
}

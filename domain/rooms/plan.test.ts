import { describe, expect, it } from 'vitest';
import type { ModelKind } from '../catalogue/models3d/kinds';
import { defaultRoom } from './defaults';
import { distance, polygonGap } from './geometry';
import { firstLayout } from './layout';
import { cornersOf, type BoardItem, type Placement } from './placement';
import { planModel, WALL_THICKNESS } from './plan';
import { pageLayout, planPdf } from './plan-pdf';
import { planSvg } from './plan-svg';
import { pdfString } from './pdf-writer';
import { roomSchema, type Room } from './room';
import { wallsOf } from './walls';

const kinds: ModelKind[] = ['sofa', 'coffee-table', 'armchair', 'armchair', 'side-table', 'floor-lamp', 'rug', 'wall-art', 'curtain', 'curtain', 'tv-stand', 'table-lamp', 'pendant', 'bookcase'];
const items: BoardItem[] = kinds.map((kind, i) => ({ objectId: `o${i}`, productId: `p${i}`, name: `Product <${i}> & “${kind}”`, kind, dimensions: null, left: i * 100, top: 0, width: 90, height: 90 }));
const room = defaultRoom('living room');
const { placements } = firstLayout(room, items);
const plan = planModel(room, placements);

const piece = (objectId: string, kind: ModelKind, x: number, y: number, width: number, depth: number): Placement => ({
  objectId, productId: objectId, name: objectId, kind, footprint: { width, depth, height: 80 }, x, y, rotation: 0, surface: { type: 'floor' },
});

describe('the plan model', () => {
  it('each room side is its wall\'s length, drawn outside the wall', () => {
    const sides = plan.dimensions.filter((d) => d.kind === 'side');
    expect(sides.map((d) => d.value)).toEqual([520, 430, 520, 430]);
    expect(sides.map((d) => d.label)).toEqual(['17 ft 1 in (520 cm)', '14 ft 1 in (430 cm)', '17 ft 1 in (520 cm)', '14 ft 1 in (430 cm)']);
    expect(sides[0]!.from.y).toBeLessThan(-WALL_THICKNESS);
  });
  it('every dimension\'s number is its line\'s length to 1 cm, and its line is a true gap', () => {
    expect(plan.dimensions.length).toBeGreaterThan(8);
    for (const d of plan.dimensions) expect(d.value).toBe(Math.round(distance(d.from, d.to)));
    const walls = wallsOf(room.shape);
    for (const d of plan.dimensions.filter((x) => x.kind === 'to-wall')) {
      const p = placements.find((x) => x.objectId === d.objectIds[0])!;
      const w = walls[d.wall!]!;
      expect(d.value).toBe(Math.round(polygonGap(cornersOf(p), [w.start, w.end]).distance));
    }
    for (const d of plan.dimensions.filter((x) => x.kind === 'clearance')) {
      const [a, b] = d.objectIds.map((id) => placements.find((x) => x.objectId === id)!);
      expect(d.value).toBe(Math.round(polygonGap(cornersOf(a!), cornersOf(b!)).distance));
    }
  });
  it('hand-measured: distances to the walls and the clearance between two pieces', () => {
    const r = roomSchema.parse({ ...room, shape: { type: 'rectangle', width: 500, length: 400 }, openings: [] }) as Room;
    // Sofa x 150–350, y 30–120; TV stand x 170–330, y 250–295.
    const p = planModel(r, [piece('sofa', 'sofa', 250, 75, 200, 90), piece('tv', 'tv-stand', 250, 272.5, 160, 45)]);
    const sofa = p.dimensions.filter((d) => d.kind === 'to-wall' && d.objectIds[0] === 'sofa').map((d) => [d.wall, d.value]);
    expect(sofa).toEqual([[0, 30], [1, 150]]); // east and west tie at 150: the lower wall index
    const tv = p.dimensions.filter((d) => d.kind === 'to-wall' && d.objectIds[0] === 'tv').map((d) => [d.wall, d.value]);
    expect(tv).toEqual([[2, 105], [1, 170]]);
    const clear = p.dimensions.filter((d) => d.kind === 'clearance');
    expect(clear.map((d) => [d.value, d.label, d.warned])).toEqual([[130, '130 cm (51 in)', false]]);
    // Closer than 91 cm: the same line, marked.
    const near = planModel(r, [piece('sofa', 'sofa', 250, 75, 200, 90), piece('tv', 'tv-stand', 250, 222.5, 160, 45)]);
    expect(near.dimensions.filter((d) => d.kind === 'clearance').map((d) => [d.value, d.warned])).toEqual([[80, true]]);
  });
});

/** Checks that every tag is closed in order (a small XML well-formedness check) and returns the element names. */
function xmlElements(xml: string): string[] {
  const names: string[] = [];
  const stack: string[] = [];
  const text = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  for (const m of text.matchAll(/<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, close, name, , self] = m;
    if (close) {
      expect(stack.pop(), `</${name}>`).toBe(name);
    } else {
      names.push(name!);
      if (!self) stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  // Every '<' begins a tag the pattern recognised; every '&' is an entity.
  expect(text.replace(/<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g, '')).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  return names;
}

describe('the plan as SVG', () => {
  const svg = planSvg(plan);
  it('is well-formed, with a viewBox in centimetres and a title', () => {
    const names = xmlElements(svg);
    expect(names[0]).toBe('svg');
    expect(svg).toMatch(/viewBox="-?\d+(\.\d)? -?\d+(\.\d)? \d+(\.\d)? \d+(\.\d)?"/);
    expect(svg).toContain('<title id="plan-title">Floor plan: Living room</title>');
  });
  it('draws every piece, named, and every dimension', () => {
    for (const p of placements) {
      expect(svg).toContain(`data-object-id="${p.objectId}"`);
      expect(svg).toContain(`<title>${p.name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`);
    }
    for (const d of plan.dimensions) expect(svg).toContain(`data-value="${d.value}"`);
    expect(svg.match(/class="opening opening-door"/g)).toHaveLength(1);
  });
});

describe('the plan as PDF', () => {
  const bytes = planPdf(plan, { roomName: 'Ana’s living room (v2)', date: new Date('2026-11-27T10:00:00Z') });
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  it('is a PDF 1.4 whose cross-reference offsets point at their objects', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF/)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = text.slice(startxref).match(/^xref\n0 (\d+)\n/)!;
    const entries = [...text.slice(startxref).matchAll(/(\d{10}) (\d{5}) ([nf]) \n/g)];
    expect(entries).toHaveLength(Number(count));
    entries.slice(1).forEach((e, i) => {
      expect(e[3]).toBe('n');
      expect(text.slice(Number(e[1]), Number(e[1]) + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(text.match(/\/Length (\d+) >>\nstream\n/)![1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
  });
  it('holds the room name, the date, the scale and Helvetica', () => {
    expect(text).toContain(pdfString('Ana’s living room (v2)'));
    expect(pdfString('Ana’s (v2)')).toBe('(Ana\\222s \\(v2\\))');
    expect(text).toContain('(Floor plan \\267 2026-11-27)');
    expect(text).toContain('/BaseFont /Helvetica ');
    expect(text).toContain(`(Scale 1:${pageLayout(plan).denominator} on A4`);
    expect(text).toContain('/MediaBox [0 0 841.89 595.28]');
  });
  it('fits the plan on the page at a standard scale; Letter too', () => {
    const { denominator, ptPerCm, width } = pageLayout(plan);
    expect(denominator).toBe(50);
    expect((plan.extent.maxX - plan.extent.minX) * ptPerCm).toBeLessThanOrEqual(width - 72);
    const letter = Array.from(planPdf(plan, { date: new Date('2026-01-02T00:00:00Z'), size: 'letter' }), (b) => String.fromCharCode(b)).join('');
    expect(letter).toContain('/MediaBox [0 0 792 612]');
    expect(letter).toContain('(Living room)');
  });
  it('is the same bytes for the same plan and date', () => {
    expect(planPdf(plan, { roomName: 'Ana’s living room (v2)', date: new Date('2026-11-27T10:00:00Z') })).toEqual(bytes);
  });
});

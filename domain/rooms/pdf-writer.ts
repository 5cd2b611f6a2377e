/**
 * A small vector PDF 1.4 writer: one page of paths and Helvetica text, no
 * compression, no images, no dependencies. Coordinates are PDF points (1/72
 * in) with the origin at the bottom left. Page text is WinAnsi (win-ansi.ts:
 * Latin-1 plus € Š Ž œ, typographic quotes and dashes; other Latin letters
 * without their accents; anything else as "?"); the document's title keeps
 * the real text (UTF-16).
 * The same calls always give the same bytes.
 */
import { winAnsiBytes, winAnsiText } from './win-ansi';

export const PAGE_SIZES = { a4: [841.89, 595.28], letter: [792, 612] } as const;
export type PageSize = keyof typeof PAGE_SIZES;

/** A string as WinAnsi bytes inside a PDF literal string: (, ) and \ escaped, other bytes as octal when outside printable ASCII. */
export function pdfString(text: string): string {
  let out = '(';
  for (const code of winAnsiBytes(text)) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** Helvetica's advance widths (per 1000 em) for the characters a plan uses; others count as 556. */
const narrow: Record<string, number> = { ' ': 278, '.': 278, ',': 278, ':': 278, ';': 278, i: 222, j: 222, l: 222, f: 278, t: 278, I: 278, r: 333, '(': 333, ')': 333, '-': 333, '/': 278, "'": 191, '·': 278, '×': 584, m: 833, w: 722, M: 833, W: 944, '—': 1000, '–': 556 };
const upper = /[A-Z]/;

export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of winAnsiText(text)) units += narrow[ch] ?? (upper.test(ch) ? 667 : 556);
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/**
 * A PDF text string outside the page (the document's title): ASCII as a literal,
 * anything else as UTF-16BE with its byte-order mark, so a viewer shows the real name.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[()\\]/g, (c) => `\\${c}`)})`;
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

const f = (v: number) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Drawing operators for one page's content stream. */
export class PdfPage {
  private readonly ops: string[] = [];

  stroke(r: number, g: number, b: number) {
    this.ops.push(`${f(r)} ${f(g)} ${f(b)} RG`);
    return this;
  }
  fill(r: number, g: number, b: number) {
    this.ops.push(`${f(r)} ${f(g)} ${f(b)} rg`);
    return this;
  }
  lineWidth(w: number) {
    this.ops.push(`${f(w)} w`);
    return this;
  }
  dash(pattern: number[] = []) {
    this.ops.push(`[${pattern.map(f).join(' ')}] 0 d`);
    return this;
  }
  /** A closed or open polyline; `paint` is S (stroke), f (fill), f* (even-odd fill), B (both). */
  path(subpaths: readonly (readonly [number, number])[][], paint: 'S' | 'f' | 'f*' | 'B', closed = true) {
    for (const pts of subpaths) {
      pts.forEach(([x, y], i) => this.ops.push(`${f(x)} ${f(y)} ${i === 0 ? 'm' : 'l'}`));
      if (closed) this.ops.push('h');
    }
    this.ops.push(paint);
    return this;
  }
  line(x1: number, y1: number, x2: number, y2: number) {
    this.ops.push(`${f(x1)} ${f(y1)} m ${f(x2)} ${f(y2)} l S`);
    return this;
  }
  /** A circular arc about (cx, cy) from angle a0 to a1 (radians, counter-clockwise in PDF space), as Bézier curves, stroked. */
  arc(cx: number, cy: number, r: number, a0: number, a1: number) {
    const segments = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2)));
    const step = (a1 - a0) / segments;
    const k = (4 / 3) * Math.tan(step / 4);
    this.ops.push(`${f(cx + r * Math.cos(a0))} ${f(cy + r * Math.sin(a0))} m`);
    for (let i = 0; i < segments; i++) {
      const s = a0 + i * step;
      const e = s + step;
      const [x0, y0, x3, y3] = [cx + r * Math.cos(s), cy + r * Math.sin(s), cx + r * Math.cos(e), cy + r * Math.sin(e)];
      this.ops.push(`${f(x0 - k * r * Math.sin(s))} ${f(y0 + k * r * Math.cos(s))} ${f(x3 + k * r * Math.sin(e))} ${f(y3 - k * r * Math.cos(e))} ${f(x3)} ${f(y3)} c`);
    }
    this.ops.push('S');
    return this;
  }
  /** Text with its baseline at y; anchored at its start, middle or end; turned `deg` counter-clockwise. */
  text(x: number, y: number, size: number, text: string, options: { anchor?: 'start' | 'middle' | 'end'; bold?: boolean; deg?: number } = {}) {
    const w = textWidth(text, size, options.bold);
    const shift = options.anchor === 'middle' ? -w / 2 : options.anchor === 'end' ? -w : 0;
    const a = ((options.deg ?? 0) * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const tx = x + shift * c;
    const ty = y + shift * s;
    this.ops.push(`BT /${options.bold ? 'F2' : 'F1'} ${f(size)} Tf ${f(c)} ${f(s)} ${f(-s)} ${f(c)} ${f(tx)} ${f(ty)} Tm ${pdfString(text)} Tj ET`);
    return this;
  }
  content(): string {
    return this.ops.join('\n');
  }
}

/** A PDF date: D:YYYYMMDDHHmmSSZ. */
export const pdfDate = (d: Date) => `D:${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * One page as a complete PDF 1.4 file: catalog, pages, page, two standard
 * fonts (Helvetica, Helvetica-Bold), the content stream and an info
 * dictionary; the cross-reference table gives each object's byte offset.
 */
export function pdfDocument(page: PdfPage, options: { size: readonly [number, number]; title: string; created: Date }): Uint8Array {
  const content = page.content();
  const [w, h] = options.size;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${f(w)} ${f(h)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfTextString(options.title)} /Producer (Roomcraft) /CreationDate (${pdfDate(options.created)}) >>`,
  ];
  // The content is ASCII (pdfString escapes every other byte), so one character is one byte.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff;
  return bytes;
}

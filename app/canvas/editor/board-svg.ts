import { type Board, type BoardObject, zOrdered } from '../../../domain/canvas/board';
import { PALETTE_RADIUS } from './editor-rules';

/**
 * A board as a still SVG, without fabric: the page's preview without scripts
 * (read-only shares, lists) and a fallback thumbnail. Same geometry as the
 * renderer: left/top origin, scale, rotation about the top-left corner, flips
 * about the object's own box.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (n: number) => (Number.isFinite(n) ? Math.round(n * 100) / 100 : 0);

/** Only pictures from this site or https are drawn (never javascript: or data: of another kind). */
const safeSrc = (src: string | null | undefined) => (src && (/^\/(?!\/)/.test(src) || /^https:\/\//.test(src) || /^data:image\/(png|jpeg|webp);/.test(src)) ? src : null);

export function objectTransform(o: BoardObject): string {
  const w = o.width;
  const h = o.height;
  const flip = o.flipX || o.flipY ? ` translate(${o.flipX ? num(w) : 0} ${o.flipY ? num(h) : 0}) scale(${o.flipX ? -1 : 1} ${o.flipY ? -1 : 1})` : '';
  return `translate(${num(o.left)} ${num(o.top)}) rotate(${num(o.angle)}) scale(${num(o.scaleX)} ${num(o.scaleY)})${flip}`;
}

function body(o: BoardObject): string {
  const w = num(o.width);
  const h = num(o.height);
  switch (o.type) {
    case 'product':
    case 'custom_img': {
      const src = safeSrc(o.src);
      return src ? `<image href="${esc(src)}" width="${w}" height="${h}" preserveAspectRatio="none"/>` : `<rect width="${w}" height="${h}" fill="#f3efe9" stroke="#d9d2c7" stroke-dasharray="12 8" stroke-width="3"/>`;
    }
    case 'placeholder':
      return `<rect width="${w}" height="${h}" fill="#faf7f2" stroke="#b9ad9c" stroke-dasharray="14 10" stroke-width="3"/>`;
    case 'textbox': {
      const size = o.fontSize ?? 40;
      const lines = (o.text ?? '').split('\n');
      return `<text font-family="Georgia, serif" font-size="${num(size)}" fill="${esc(o.fill ?? '#2b2622')}">${lines.map((l, i) => `<tspan x="0" y="${num(size * (i + 0.9) * 1.16)}">${esc(l)}</tspan>`).join('')}</text>`;
    }
    case 'color_palette': {
      const r = o.radius ?? PALETTE_RADIUS;
      const colors = o.colors?.length ? o.colors : ['#000000'];
      const dots = colors.map((c, i) => `<circle cx="${num(10 + 2 * r * i + r)}" cy="${num(r)}" r="${num(r - 2)}" fill="${esc(c)}" stroke="#fff" stroke-width="2"/>`).join('');
      return `<rect width="${num(2 * r * colors.length + 20)}" height="${num(2 * r)}" rx="${num(r)}" fill="#fff" stroke="#e4ddd3"/>${dots}`;
    }
  }
}

export function boardSvg(board: Board, opts: { width?: number } = {}): string {
  const { width, height, fill } = board.background;
  const outW = opts.width ?? width;
  const outH = Math.round((outW / width) * height);
  const parts = zOrdered(board).map((o) => `<g transform="${objectTransform(o)}" data-id="${esc(o.id)}">${body(o)}</g>`);
  const overlay = safeSrc(board.background.overlaySrc);
  const label = board.roomName
    ? `<g transform="translate(${num(board.roomName.left)} ${num(board.roomName.top)})"><rect width="${num(board.roomName.text.length * 22 + 56)}" height="72" fill="#fff" stroke="#2b2622" stroke-width="2"/><text x="28" y="50" font-family="Georgia, serif" font-size="40" fill="#2b2622">${esc(board.roomName.text)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${esc(fill)}"/>${overlay ? `<image href="${esc(overlay)}" width="${width}" height="${height}"/>` : ''}${parts.join('')}${label}</svg>`;
}

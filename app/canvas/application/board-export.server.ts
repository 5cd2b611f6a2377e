import { z } from 'zod';
import { ALTERNATIVE } from '../../../domain/canvas/board';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { parseWith } from '../../web/api.server';
import { productsOfBoard } from './canvas-calls.server';
import { boardAccess } from './boards.server';
import { csvCell, csvText } from '../../../infra/archive/csv';

/**
 * goods exportMb {moodBoardId, key?}: a board's products as a spreadsheet (CSV,
 * UTF-8 with a byte-order mark so spreadsheet programs read it as such) — each
 * product once with how many times it is on the board, its price and sale price
 * now, the line's subtotal, its availability and its page on this site, then the
 * total. For whoever may open the board (its members, or a share key); anyone
 * else: 404. Cells that a spreadsheet would run as a formula are quoted as text.
 */
const exportInput = z.object({ moodBoardId: z.string({ required_error: 'Which mood board? Give its id' }), key: z.string().max(200).optional() });

const header = ['Product', 'Brand', 'Product ID', 'On the board', 'Price (USD)', 'Sale price (USD)', 'Subtotal (USD)', 'Availability', 'In stock', 'Page'];

export async function exportBoardGoods(runtime: Runtime, actor: Actor, input: unknown, origin: string): Promise<Response> {
  const { moodBoardId, key } = parseWith(exportInput, input);
  const { row } = await boardAccess(runtime, actor, moodBoardId, key);
  // As the board's product list counts them: the designer's alternatives are not part of the board's total.
  const alternatives = new Set(Object.values(row.board.objects).filter((o) => o.objMeta.customCategory === ALTERNATIVE).map((o) => o.id));
  const lines = (await productsOfBoard(runtime, row)).map((p) => ({ ...p, count: p.objectIds.filter((id) => !alternatives.has(id)).length })).filter((p) => p.count > 0);
  let total = 0;
  const rows = lines.map((p) => {
    const count = p.count;
    const unit = p.salePriceCents ?? p.priceCents;
    total += unit * count;
    return [p.name, p.brand ?? '', p.productId, String(count), dollars(p.priceCents), p.salePriceCents === null ? '' : dollars(p.salePriceCents), dollars(unit * count), p.availability ?? '', p.goodsCount === null ? '' : String(p.goodsCount), `${origin}/marketPlace/product/${encodeURIComponent(p.productId)}`];
  });
  const body = csvText([header, ...rows, ['Total', '', '', String(rows.reduce((n, r) => n + Number(r[3]), 0)), '', '', dollars(total), '', '', '']]);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName(row.name)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export { csvCell as cell };

/** "Cosy living room - products.csv", with only safe characters. */
export function fileName(boardName: string): string {
  const base = boardName.normalize('NFKD').replace(/[^\w .-]+/g, '').replace(/\s+/g, ' ').trim().slice(0, 60) || 'Mood board';
  return `${base} - products.csv`;
}

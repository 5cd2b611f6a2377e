import type { Db } from '../infra/db/knex';
import { seededRandom } from '../composition-root/demo/catalogue';
import { aiRoomNames, aiStyles, chosenTotal, composeBoard, slotPlans, type ComposedBoard } from '../domain/aiboards/composer';
import { searchGoods } from '../projections/catalogue/goods.queries';
import { aiBoardCandidates } from '../projections/aiboards/candidates.queries';
import { now, percentile } from './stats';

/**
 * Issue 25: the free AI mood board over the 100,000 products — its server work,
 * the candidate query and the composer, for 1,000 random briefs (room, style,
 * budget $100–$20,000), each followed by the baseline, the marketplace index's
 * read (its newest 20 and counts), so both see the same moments of a noisy
 * machine. Also counted: briefs whose board (or any set of swaps) went above
 * the budget — must be none — and slots left empty although the catalogue had
 * an in-stock piece of their kinds that the budget could still pay for.
 */
export interface AiBoardFigure {
  briefs: number;
  board: { p50: number; p95: number };
  baseline: { p50: number; p95: number };
  overBudget: number;
  slots: number;
  filled: number;
  /** Slots empty while a piece of theirs still fitted what the board left unspent. */
  emptyButFillable: number;
}

export async function benchAiBoards(db: Db, log: (m: string) => void, briefs = 1000): Promise<AiBoardFigure> {
  const rand = seededRandom(2025);
  const baseline = () => searchGoods(db, {});
  const brief = () => ({ room: aiRoomNames[Math.floor(rand() * aiRoomNames.length)]!, style: aiStyles[Math.floor(rand() * aiStyles.length)]!, budgetCents: 100 * (100 + Math.floor(rand() * 19_900)) });
  for (let i = 0; i < 20; i++) {
    const b = brief();
    composeBoard(b, await aiBoardCandidates(db, b));
    await baseline();
  }
  const times = { board: [] as number[], baseline: [] as number[] };
  let overBudget = 0, slots = 0, filled = 0, emptyButFillable = 0;
  for (let i = 0; i < briefs; i++) {
    const b = brief();
    let t = now();
    const candidates = await aiBoardCandidates(db, b);
    const board: ComposedBoard = composeBoard(b, candidates);
    times.board.push(now() - t);
    t = now();
    await baseline();
    times.baseline.push(now() - t);
    if (board.totalCents > b.budgetCents || chosenTotal(board.slots, board.slots.map((s) => s.key)) > b.budgetCents) overBudget++;
    const left = b.budgetCents - board.totalCents;
    for (const [j, s] of board.slots.entries()) {
      slots++;
      if (s.pick) filled++;
      else if (candidates.some((c) => slotPlans[b.room][j]!.kinds.includes(c.kind as never) && c.priceCents <= left)) emptyButFillable++;
    }
    if ((i + 1) % 250 === 0) log(`AI boards: ${i + 1} briefs`);
  }
  const fig = (xs: number[]) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) });
  return { briefs, board: fig(times.board), baseline: fig(times.baseline), overBudget, slots, filled, emptyButFillable };
}

/** The rows of the report: the AI board p95 next to the marketplace index's read (target ≤ 300 ms), the budget kept in 100% of briefs, every fillable slot filled. */
export function aiBoardRows(f: AiBoardFigure, goodsCount: number, target = 300) {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS') as 'PASS' | 'MISS';
  return [
    { figure: `AI mood board server work p95 (candidates + composer), ${goodsCount.toLocaleString('en-US')} products (${f.briefs} briefs)`, value: `${ms(f.board.p95)} (p50 ${ms(f.board.p50)})`, baseline: `${ms(f.baseline.p95)} (marketplace index read p95)`, ratio: `${(f.board.p95 / f.baseline.p95).toFixed(2)}×`, target: `≤ ${target} ms`, verdict: verdict(f.board.p95 <= target) },
    { figure: `briefs within budget (pick and every swap)`, value: `${f.briefs - f.overBudget} of ${f.briefs}`, baseline: '—', ratio: '—', target: '100%', verdict: verdict(f.overBudget === 0) },
    { figure: `slots filled where the catalogue and budget allow`, value: `${f.filled} of ${f.slots} filled; ${f.emptyButFillable} empty but fillable`, baseline: '—', ratio: '—', target: '0 empty but fillable', verdict: verdict(f.emptyButFillable === 0) },
  ];
}

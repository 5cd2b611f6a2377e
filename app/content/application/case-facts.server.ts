import { caseStyles, type CaseStyle } from '../../../domain/content/design-case';
import { stylePhotos } from '../../../domain/projects/options';
import type { NeedView } from '../../../projections/projects/needs';

/** The project's style: the one most of the client's chosen style photos show (ties: the earlier style); none chosen: Modern. */
export function styleOfNeed(need: Pick<NeedView, 'answers'>): CaseStyle {
  const ids = ((need.answers.STYLES as { photoIds?: unknown } | undefined)?.photoIds ?? []) as unknown[];
  const counts = new Map<CaseStyle, number>();
  for (const id of ids) {
    const style = stylePhotos.find((p) => p.id === id)?.style;
    if (style) counts.set(style, (counts.get(style) ?? 0) + 1);
  }
  let best: CaseStyle = 'Modern';
  let most = 0;
  for (const style of caseStyles) if ((counts.get(style) ?? 0) > most) [best, most] = [style, counts.get(style)!];
  return best;
}

/** The project's budget in cents: the top of the range it chose (its floor when open-ended), 0 when it chose none. */
export function budgetOfNeed(need: Pick<NeedView, 'answers'>): number {
  const b = need.answers.BUDGET as { minPrice?: unknown; maxPrice?: unknown } | undefined;
  const top = typeof b?.maxPrice === 'number' ? b.maxPrice : typeof b?.minPrice === 'number' ? b.minPrice : 0;
  return Math.max(0, Math.min(Math.round(top), 100_000_000));
}

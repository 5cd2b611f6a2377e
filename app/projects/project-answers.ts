import { furniturePics, lifestyles, stylePersonality, stylePhotos } from '../../domain/projects/options';
import type { StepKey } from '../../domain/projects/questionnaire';
import { type DetailKey, detailKeys, detailRows } from '../../domain/projects/details';
import { pieceName } from '../../domain/projects/details';
import { planTitle } from './project-story';

/** The questionnaire's answers as the project pages show them. Pure. */

type Answers = Partial<Record<StepKey, Record<string, unknown>>>;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

export interface AlbumPicture {
  id: string;
  picture: string | null;
  caption: string;
}

/** albums: the style photos (STYLES.photoIds) and furniture pictures (FURNITURE.stylePicIds) the client chose. */
export function projectAlbums(answers: Answers): { styles: AlbumPicture[]; furniture: AlbumPicture[] } {
  const styles = list(answers.STYLES?.photoIds).map((id) => {
    const photo = stylePhotos.find((p) => p.id === id);
    return { id, picture: photo?.picture ?? null, caption: photo ? `${photo.style}: ${photo.alt}` : `Photo ${id}` };
  });
  const furniture = list(answers.FURNITURE?.stylePicIds).map((id) => {
    const pic = furniturePics.find((p) => p.id === id);
    return { id, picture: pic?.picture ?? null, caption: pic?.name ?? `Piece ${id}` };
  });
  return { styles, furniture };
}

/** The budget chosen, in words: "Savvy: $10,000 - $20,000", "Custom budget: $2,500+". */
export function budgetText(budget: Record<string, unknown> | undefined): string | null {
  if (!budget || typeof budget.minPrice !== 'number') return null;
  const max = typeof budget.maxPrice === 'number' ? budget.maxPrice : null;
  const range =
    max === budget.minPrice ? dollars(max) : budget.minPrice === 0 && max !== null ? `under ${dollars(max)}` : max === null ? `${dollars(budget.minPrice)}+` : `${dollars(budget.minPrice)} - ${dollars(max)}`;
  // A budget split by piece (/design/budget/rangeChoose) names each piece's range.
  const split = Array.isArray(budget.split) ? (budget.split as Array<{ kind: string; minPrice: number; maxPrice: number }>) : [];
  const pieces = split.map((l) => `${pieceName(l.kind)} ${l.minPrice === l.maxPrice ? dollars(l.maxPrice) : `${dollars(l.minPrice)} - ${dollars(l.maxPrice)}`}`).join(', ');
  return `${typeof budget.budget === 'string' ? budget.budget : 'Budget'}: ${range}${pieces ? ` (${pieces})` : ''}`;
}

/** selections: styles, plan, lifestyle, furniture, budget. */
export function projectSelections(answers: Answers, paidPlan: string | null) {
  const photoIds = list(answers.STYLES?.photoIds);
  return {
    styles: stylePersonality(photoIds).map((s) => `${s.style} ${s.share}%`),
    photoCount: photoIds.length,
    plan: planTitle(paidPlan ?? (answers.PAYMENT?.plan as string | undefined)),
    lifestyles: list(answers.LIFESTYLE?.lifestyles).map((id) => lifestyles.find((l) => l.id === id)?.name ?? id),
    furniture: list(answers.FURNITURE?.stylePicIds).map((id) => furniturePics.find((p) => p.id === id)?.name ?? id),
    budget: budgetText(answers.BUDGET),
  };
}

/** roomDetail: ALL ABOUT YOU and ROOM DETAILS as label/answer rows (only what was answered). */
export function roomDetailRows(answers: Answers): { aboutYou: Array<[string, string]>; room: Array<[string, string]> } {
  const a = answers.ALL_ABOUT_YOU ?? {};
  const r = answers.ROOM_DETAILS ?? {};
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const rows = (pairs: Array<[string, unknown]>) => pairs.flatMap(([label, v]) => (text(v) ? [[label, text(v)!] as [string, string]] : []));
  return {
    aboutYou: rows([
      ['Adults', a.adultsCount],
      ['Children', a.kidsNum],
      ['Rent or own', a.owned],
      ['Pets', a.pet],
      ['About your pets', a.petRemark || null],
    ]),
    room: rows([
      ['About the room', r.remark],
      ['Bed size', r.size],
      ['Address', r.address],
      ['Scope', r.scope],
    ]),
  };
}

/** The brief's optional details (issue 23) as label/answer rows, in the questionnaire's order (only what was answered). */
export function detailBriefRows(details: Record<string, unknown> | undefined): Array<[string, string]> {
  return detailKeys.flatMap((key: DetailKey) => detailRows(key, details?.[key] as Record<string, unknown> | undefined));
}

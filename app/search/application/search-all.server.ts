import { z } from 'zod';
import type { Runtime } from '../../../infra/runtime';
import { searchWords } from '../../../projections/catalogue/search-words';
import { parseWith } from '../../web/api.server';
import { mergeRanked } from './rank';
import { searchSources, type SearchHit } from './sources.server';

export const searchLimits = { keywordMax: 100, pageSizeMax: 50, pageMax: 10 } as const;
export const searchMessages = {
  keywordTooLong: `Please keep the keyword to ${searchLimits.keywordMax} characters or fewer`,
  keywordMissing: 'Please type what you are looking for',
  pageSize: `pageSize is 1 to ${searchLimits.pageSizeMax}`,
  page: `page is 1 to ${searchLimits.pageMax}`,
  types: `types are ${searchSources.map((s) => s.type).join(', ')}`,
} as const;

const whole = (message: string, max: number, fallback: number) =>
  z.coerce.number({ invalid_type_error: message }).int(message).min(1, message).max(max, message).default(fallback);

const typesInput = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
  .refine((v) => v.every((t) => searchSources.some((s) => s.type === t)), searchMessages.types);

export const searchAllInput = z.object({
  keyword: z.string({ required_error: searchMessages.keywordMissing, invalid_type_error: searchMessages.keywordMissing }).trim().min(1, searchMessages.keywordMissing).max(searchLimits.keywordMax, searchMessages.keywordTooLong),
  page: whole(searchMessages.page, searchLimits.pageMax, 1),
  pageSize: whole(searchMessages.pageSize, searchLimits.pageSizeMax, 20),
  types: typesInput,
});

export interface SearchAllAnswer {
  keyword: string;
  page: number;
  pageSize: number;
  /** Everything found, every source together. */
  total: number;
  /** How many each source found, by type. */
  counts: { type: string; label: string; total: number }[];
  list: SearchHit[];
  corrections: Record<string, string>;
}

/**
 * common searchAll {keyword, page?, pageSize?, types?}: products, design cases
 * and styles in one ranked list (./rank.ts). Each source is asked for its best
 * page × pageSize hits (at most 500), so a page costs the same however much
 * matches; published, public things only.
 */
export async function searchAll(runtime: Runtime, input: unknown): Promise<SearchAllAnswer> {
  const q = parseWith(searchAllInput, input);
  const sources = q.types.length ? searchSources.filter((s) => q.types.includes(s.type)) : searchSources;
  const words = searchWords(q.keyword).slice(0, 8);
  const limit = q.page * q.pageSize;
  const answers = words.length ? await Promise.all(sources.map((s) => s.search(runtime, { keyword: q.keyword, words, limit }))) : sources.map(() => ({ total: 0, hits: [] as SearchHit[], corrections: {} }));
  const merged = mergeRanked(sources.map((s, i) => ({ weight: s.weight, hits: answers[i].hits })));
  const corrections = Object.assign({}, ...answers.map((a) => a.corrections ?? {}).reverse()) as Record<string, string>;
  return {
    keyword: q.keyword,
    page: q.page,
    pageSize: q.pageSize,
    total: answers.reduce((n, a) => n + a.total, 0),
    counts: sources.map((s, i) => ({ type: s.type, label: s.label, total: answers[i].total })),
    list: merged.slice((q.page - 1) * q.pageSize, limit).map((r) => r.hit),
    corrections,
  };
}

import { data, type AppLoadContext } from '@remix-run/node';
import { isDomainError } from '../../../domain/shared/errors';
import { searchAll, searchLimits, type SearchAllAnswer } from '../application/search-all.server';
import { searchSources } from '../application/sources.server';

export const searchPageSize = 20;

/** /search?q&type&page: the site search's page; no keyword shows the form only, a bad one says what is wrong (400). */
export async function searchPageLoader(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim();
  const typeAsked = params.get('type') ?? '';
  const type = searchSources.some((s) => s.type === typeAsked) ? typeAsked : null;
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), searchLimits.pageMax);
  const tabs = searchSources.map((s) => ({ type: s.type, label: s.label }));
  const headers = { 'Cache-Control': 'private, no-cache' };
  if (!q) return data({ q, type, page, tabs, result: null as SearchAllAnswer | null, all: null as SearchAllAnswer['counts'] | null, error: null as string | null }, { headers });
  try {
    // The tabs count every source; the list is the tab's (one search for "All").
    const result = await searchAll(context.runtime, { keyword: q, page, pageSize: searchPageSize, types: type ? [type] : [] });
    const all = type ? (await searchAll(context.runtime, { keyword: q, page: 1, pageSize: 1 })).counts : result.counts;
    return data({ q, type, page, tabs, result, all, error: null }, { headers });
  } catch (error) {
    if (isDomainError(error)) return data({ q, type, page, tabs, result: null, all: null, error: error.message }, { status: 400, headers });
    throw error;
  }
}

/**
 * The search context's public face for server code (ADR 030): the site search
 * over every source (app/search/application/sources.server.ts).
 */
export { searchAll } from './application/search-all.server';
export type { SearchSource, SearchHit } from './application/sources.server';

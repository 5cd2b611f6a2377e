import { startTestApp } from '../support/http-app';

/**
 * The real shop in this process: a fresh database, the demo catalogue and
 * accounts, the production Remix build on a free port. `env` adds settings
 * (e.g. social sign-in providers).
 */
export const startShop = (env: Record<string, string> = {}) => startTestApp(env, { demoData: true });

/** Page text as a shopper reads it: React's text separators and common entities removed. */
export function readable(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Product ids linked from a page, in order, without repeats. */
export function productIds(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/marketPlace\/product\/([^"?#]+)"/g)].map((m) => decodeURIComponent(m[1])))];
}

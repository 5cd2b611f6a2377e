import path from 'node:path';
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { loadServerBuild } from '../../composition-root/load-build';
import type { PageVisitor } from './page-visitor';

/** Reads an attribute of one tag's text. */
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&') ?? null;

export interface PageForm {
  method: 'get' | 'post';
  action: string;
  /** Hidden fields (the form token among them). */
  hidden: Record<string, string>;
  /** Each submit button: its name/value and its own target (formaction), if any. */
  buttons: Array<{ name: string | null; value: string; formaction: string | null; text: string }>;
}

/** Same-site paths that a page sends the browser to other than by <a href>: form actions, formaction and data-href targets. */
export function buttonTargets(html: string): string[] {
  const targets = [
    ...[...html.matchAll(/<form\b[^>]*>/gi)].map((m) => attr(m[0], 'action')),
    ...[...html.matchAll(/<(?:button|input)\b[^>]*\sformaction="[^"]*"[^>]*>/gi)].map((m) => attr(m[0], 'formaction')),
    ...[...html.matchAll(/<[a-z]+\b[^>]*\sdata-href="[^"]*"[^>]*>/gi)].map((m) => attr(m[0], 'data-href')),
  ];
  return targets.filter((t): t is string => !!t && t.startsWith('/') && !t.startsWith('//') && !t.startsWith('/api/'));
}

/** The forms of a page as a browser without scripts sees them (`pagePath` is where an action-less form posts). */
export function formsOf(html: string, pagePath: string): PageForm[] {
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)].map((m) => {
    const open = m[0].match(/^<form\b[^>]*>/i)![0];
    const hidden: Record<string, string> = {};
    for (const input of m[0].matchAll(/<input\b[^>]*>/gi)) {
      if (attr(input[0], 'type') !== 'hidden') continue;
      const name = attr(input[0], 'name');
      if (name) hidden[name] = attr(input[0], 'value') ?? '';
    }
    const buttons = [...m[0].matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)]
      .filter((b) => (attr(`<b ${b[1]}>`, 'type') ?? 'submit') === 'submit' && !/\sdisabled(=|\s|$)/i.test(b[1]!))
      .map((b) => ({ name: attr(`<b ${b[1]}>`, 'name'), value: attr(`<b ${b[1]}>`, 'value') ?? '', formaction: attr(`<b ${b[1]}>`, 'formaction'), text: b[2]!.replace(/<[^>]+>/g, '').trim() }));
    return { method: (attr(open, 'method') ?? 'get').toLowerCase() === 'post' ? 'post' : 'get', action: attr(open, 'action') ?? pagePath, hidden, buttons };
  });
}

/**
 * Follows a Location the way a browser does, up to five hops, and answers where
 * it ended: the final path and status. A Location off this site ends at once.
 */
export async function follow(v: PageVisitor, location: string): Promise<{ path: string; status: number }> {
  let path = location.startsWith(v.base) ? location.slice(v.base.length) : location;
  for (let hop = 0; hop < 5; hop++) {
    if (!path.startsWith('/') || path.startsWith('//')) return { path, status: -1 };
    const page = await v.get(path);
    if (page.status < 300 || page.status >= 400 || !page.location) return { path, status: page.status };
    path = page.location.startsWith(v.base) ? page.location.slice(v.base.length) : page.location;
  }
  return { path, status: -2 };
}

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };
let tree: Promise<RouteNode[]> | undefined;

/** The production build's route tree (build/server/index.js), as Remix matches it. */
function routeTree(): Promise<RouteNode[]> {
  tree ??= (async () => {
    const { build } = await loadServerBuild(path.resolve('build/server/index.js'));
    const routes = Object.values(build.routes).filter((r): r is NonNullable<typeof r> => !!r);
    const nodes = new Map(routes.map((r) => [r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: [] as RouteNode[] }]));
    const roots: RouteNode[] = [];
    for (const r of routes) (r.parentId ? nodes.get(r.parentId)!.children : roots).push(nodes.get(r.id)!);
    return roots;
  })();
  return tree;
}

/** The id of the route module that answers a path in the build ('routes/$' is the not-found catch-all). */
export async function routeIdOf(pathname: string): Promise<string | null> {
  const matches = matchRoutes((await routeTree()) as AgnosticRouteObject[], pathname.replace(/[?#].*$/, ''));
  return matches?.at(-1)?.route.id ?? null;
}

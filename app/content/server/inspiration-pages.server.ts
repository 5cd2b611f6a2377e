import { data, type AppLoadContext, type HeadersFunction } from '@remix-run/node';
import { roomBySlug } from '../../../domain/content/inspiration';
import { designsByStyle, galleryOf, galleryOptions, galleryQuery, inspirationVersion, roomIdeas, shopTheLook } from '../application/inspiration.server';

/**
 * Caching of the inspiration pages (issue 24, ADR 043). The site links to them
 * with `?v=<gallery version>`; the version changes whenever the published cases
 * do, so a versioned answer may be kept by the browser for ten minutes. It is
 * `private`: the page's frame carries the visitor's own header (cart, account,
 * form token), so no shared cache may keep it. An answer without `v` (typed, or
 * bookmarked) is always revalidated.
 */
export const versionedCache = 'private, max-age=600';
export const unversionedCache = 'private, no-cache';
const cacheFor = (request: Request) => ({ 'Cache-Control': new URL(request.url).searchParams.has('v') ? versionedCache : unversionedCache });

/** The other pages (/designs, /room-ideas…) are not versioned: prices and cases are read fresh. */
const noCache = { 'Cache-Control': unversionedCache };

/** Routes pass their loader's Cache-Control on (the root loader's cookies are added by Remix). */
export const inspirationHeaders: HeadersFunction = ({ loaderHeaders }) => ({ 'Cache-Control': loaderHeaders.get('Cache-Control') ?? unversionedCache });

/** /inspiration and /inspiration/{room}: the gallery of published cases, filtered and paged by its address. */
export async function galleryLoader(request: Request, context: AppLoadContext, roomSlug?: string) {
  const url = new URL(request.url);
  const room = roomSlug === undefined ? undefined : roomBySlug(roomSlug);
  if (roomSlug !== undefined && !room) throw new Response('Not found', { status: 404 });
  const query = galleryQuery(url.searchParams, room?.roomTypeId);
  const [gallery, v] = await Promise.all([galleryOf(context.runtime, query), inspirationVersion(context.runtime)]);
  return data({ ...gallery, query, room: room ? { slug: room.slug, name: room.name } : null, options: galleryOptions(), v }, { headers: cacheFor(request) });
}

/** /designs: a showcase of the newest cases of each style. */
export async function designsLoader(_request: Request, context: AppLoadContext) {
  const [styles, v] = await Promise.all([designsByStyle(context.runtime), inspirationVersion(context.runtime)]);
  return data({ styles, v }, { headers: noCache });
}

/** /room-ideas: the rooms, each with its newest cases and a link to its gallery. */
export async function roomIdeasLoader(_request: Request, context: AppLoadContext) {
  const [rooms, v] = await Promise.all([roomIdeas(context.runtime), inspirationVersion(context.runtime)]);
  return data({ rooms, v }, { headers: noCache });
}

/** /room-ideas/products?room=<slug>: the products the cases show most, priced now. */
export async function roomProductsLoader(request: Request, context: AppLoadContext) {
  const slug = new URL(request.url).searchParams.get('room') ?? '';
  const room = slug ? roomBySlug(slug) : undefined;
  const [products, v] = await Promise.all([shopTheLook(context.runtime, room?.roomTypeId), inspirationVersion(context.runtime)]);
  return data({ products, room: room ? { slug: room.slug, name: room.name } : null, rooms: galleryOptions().rooms, v }, { headers: noCache });
}

import { z } from 'zod';
import { caseStyles } from '../../../domain/content/design-case';
import { budgetBandById, budgetBands, filterColours, inspirationRooms, isColourKey, roomOfType, styleNamed } from '../../../domain/content/inspiration';
import type { Runtime } from '../../../infra/runtime';
import { productColourCounts } from '../../../projections/catalogue/facet-counts';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { caseColourCounts, caseRoomCounts, galleryPage, productsInCases, searchCases } from '../../../projections/content/case-search.queries';
import { galleryVersion } from '../../../projections/content/case-search';
import { casesByIds, publishedCases } from '../../../projections/content/design-cases';
import { parseWith } from '../../web/api.server';
import { toCard, toProduct, type CaseCard, type CaseProduct } from './case-views.server';

/** Cards a gallery page shows (the links to the next page carry on from there). */
export const galleryPageSize = 24;
const maxPage = 400;

const optionalText = (max: number) => z.string().trim().max(max).optional().transform((v) => v || undefined);

/** The gallery's address: `style`, `colour`, `budget`, `page` (and `room`, the room type id, on /inspiration). */
export const galleryInput = z.object({
  room: optionalText(10),
  style: optionalText(40),
  colour: optionalText(40),
  budget: optionalText(20),
  page: z.coerce.number().int().min(1).max(maxPage).catch(1).default(1),
});

export interface GalleryQuery {
  roomTypeId?: string;
  style?: string;
  colour?: string;
  budget?: string;
  page: number;
}

/**
 * What the address asks for: unknown values of a filter are dropped (a link
 * from an old page still shows the gallery), so the page never fails on them.
 */
export function galleryQuery(params: URLSearchParams, roomTypeId?: string): GalleryQuery {
  const raw = galleryInput.safeParse(Object.fromEntries(params));
  const q = raw.success ? raw.data : { page: 1 } as z.infer<typeof galleryInput>;
  const room = roomTypeId ?? (q.room && roomOfType(q.room) ? q.room : undefined);
  return {
    roomTypeId: room,
    style: q.style ? styleNamed(q.style) : undefined,
    colour: q.colour && isColourKey(q.colour) ? q.colour : undefined,
    budget: q.budget && budgetBandById(q.budget) ? q.budget : undefined,
    page: q.page,
  };
}

/** One page of the gallery: published cases only, newest first. */
export async function galleryOf(runtime: Runtime, q: GalleryQuery): Promise<{ total: number; list: CaseCard[]; page: number; pageSize: number; hasMore: boolean }> {
  const band = q.budget ? budgetBandById(q.budget) : undefined;
  const { total, ids } = await galleryPage(runtime.db, {
    roomTypeId: q.roomTypeId, style: q.style, colour: q.colour, budget: band ? { minCents: band.minCents, maxCents: band.maxCents } : null,
    start: (q.page - 1) * galleryPageSize, pageSize: galleryPageSize,
  });
  const cases = await casesByIds(runtime.db, ids);
  // The search table and the case table are kept by two projections: show only what both call published.
  const list = cases.filter((c) => c.status === 'published').map(toCard);
  return { total, list, page: q.page, pageSize: galleryPageSize, hasMore: q.page * galleryPageSize < total && q.page < maxPage };
}

/** What the gallery's filter bar offers. */
export function galleryOptions() {
  return { rooms: inspirationRooms.map((r) => ({ id: r.roomTypeId, slug: r.slug, name: r.name })), styles: [...caseStyles], colours: filterColours, budgets: budgetBands.map((b) => ({ id: b.id, label: b.label })) };
}

/** The version the site's links to /inspiration carry (`?v=`): it changes whenever the published cases do. */
export const inspirationVersion = async (runtime: Runtime) => (await galleryVersion(runtime.db)).toString(36);

export interface ColourCount {
  id: string;
  name: string;
  hex: string;
  caseCount: number;
  productCount: number;
}

/** common findColor: every colour a visitor can filter by, with how many published cases and listed products have it. */
export async function findColors(runtime: Runtime, input: unknown): Promise<{ list: ColourCount[] }> {
  const { used } = parseWith(
    z.object({ used: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional().transform((v) => v === true || v === 'true' || v === '1') }),
    input,
  );
  const [cases, products] = await Promise.all([caseColourCounts(runtime.db), productColourCounts(runtime.db)]);
  const list = filterColours.map((c) => ({ id: c.key, name: c.name, hex: c.hex, caseCount: cases.get(c.key) ?? 0, productCount: products.get(c.key) ?? 0 }));
  return { list: used ? list.filter((c) => c.caseCount > 0 || c.productCount > 0) : list };
}

/** /designs: the newest cases of each style. */
export async function designsByStyle(runtime: Runtime, perStyle = 4) {
  const groups = await Promise.all(caseStyles.map(async (style) => ({ style, ...(await publishedCases(runtime.db, { start: 0, pageSize: perStyle, style })) })));
  return groups.filter((g) => g.total > 0).map((g) => ({ style: g.style, total: g.total, list: g.list.map(toCard) }));
}

/** /room-ideas: each inspiration room with how many cases it has and its newest case's picture. */
export async function roomIdeas(runtime: Runtime) {
  const counts = await caseRoomCounts(runtime.db);
  return Promise.all(
    inspirationRooms.map(async (r) => {
      const newest = (await publishedCases(runtime.db, { start: 0, pageSize: 3, roomTypeId: r.roomTypeId })).list.map(toCard);
      return { slug: r.slug, name: r.name, roomTypeId: r.roomTypeId, count: counts.get(r.roomTypeId) ?? 0, covers: newest };
    }),
  );
}

/** /room-ideas/products: the products published cases show most, priced now, with how many cases show each. */
export async function shopTheLook(runtime: Runtime, roomTypeId: string | undefined, limit = 48): Promise<(CaseProduct & { cases: number })[]> {
  const used = await productsInCases(runtime.db, { roomTypeId, limit: limit * 2 });
  const goods = await getGoodsByIds(runtime.db, used.map((u) => u.goodsId));
  const byId = new Map(goods.map((g) => [g.id, g]));
  return used.flatMap((u) => {
    const g = byId.get(u.goodsId);
    return g && g.purchasable ? [{ ...toProduct(g), cases: u.cases }] : [];
  }).slice(0, limit);
}

/** Published cases matching a keyword, best first, as cards (the site search's case source). */
export async function searchCaseCards(runtime: Runtime, keyword: string, limit: number): Promise<{ total: number; list: CaseCard[]; corrections: Record<string, string> }> {
  const found = await searchCases(runtime.db, keyword, limit);
  const cases = await casesByIds(runtime.db, found.hits.map((h) => h.caseId));
  return { total: found.total, list: cases.filter((c) => c.status === 'published').map(toCard), corrections: found.corrections };
}

import type { Knex } from 'knex';
import { searchGoods, type MaterialPreference, type SearchFilters, type SearchResult, type SortOrder } from '../../../projections/catalogue/goods.queries';
import { isRoomKey, type RoomKey } from '../../../projections/catalogue/facets';
import { categoryTree, type CategoryTreeNode } from '../../../projections/catalogue/categories';
import { searchWords } from '../../../projections/catalogue/search-words';
import { productRatings, type ProductRating } from '../../../projections/ratings/product-reviews';
import { findNode } from '~/catalogue/components/category-tree';
import { toCard } from '~/catalogue/components/product-card';

/** The spec's inventory page size (part 1 §9). */
export const pageSize = 20;

export const sortOrders: readonly SortOrder[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'for_you'];

/** The shopper's style, for "For you" (issue 24): its name and the materials it ranks first. */
export interface ListingPreference extends MaterialPreference {
  style: string;
}

export interface ListingQuery {
  keywords: string;
  category: string;
  page: number;
  sort: SortOrder | null;
  filters: ListingFilters;
}

/** The filters as the URL keeps them (issue 22): `colour`, `material`, `brand`, `room`, `kind` (repeated or comma-separated), `priceMin`, `priceMax` (dollars), `inStock=1`. */
export interface ListingFilters {
  colour: string[];
  material: string[];
  brand: string[];
  room: RoomKey[];
  kind: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

const listParam = (p: URLSearchParams, name: string) =>
  [...new Set(p.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim().slice(0, 60)).filter(Boolean))].slice(0, 20);
const dollars = (v: string | null) => {
  const n = Number(v);
  return v !== null && v.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.min(Math.floor(n), 1_000_000) : null;
};

export function readFilters(p: URLSearchParams): ListingFilters {
  return {
    colour: listParam(p, 'colour'),
    material: listParam(p, 'material'),
    brand: listParam(p, 'brand'),
    room: listParam(p, 'room').filter(isRoomKey),
    kind: listParam(p, 'kind'),
    priceMin: dollars(p.get('priceMin')),
    priceMax: dollars(p.get('priceMax')),
    inStock: p.get('inStock') === '1',
  };
}

function searchFilters(f: ListingFilters): SearchFilters {
  return {
    colours: f.colour,
    materials: f.material,
    brands: f.brand,
    rooms: f.room,
    kinds: f.kind,
    ...(f.priceMin !== null ? { priceMinCents: f.priceMin * 100 } : {}),
    ...(f.priceMax !== null ? { priceMaxCents: f.priceMax * 100 + 99 } : {}),
    inStock: f.inStock,
  };
}

/** Reads `?keywords=…&category=…&page=…&sort=…` and the filters, forgiving anything malformed. */
export function readListingQuery(url: URL): ListingQuery {
  const p = url.searchParams;
  const keywords = (p.get('keywords') ?? '').trim().slice(0, 200);
  const category = (p.get('category') ?? '').trim().slice(0, 64);
  const pageNumber = Number.parseInt(p.get('page') ?? '1', 10);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 10_000) : 1;
  const sortParam = p.get('sort') as SortOrder | null;
  const sort = sortParam && sortOrders.includes(sortParam) ? sortParam : null;
  return { keywords, category, page, sort, filters: readFilters(p) };
}

export interface Listing {
  query: ListingQuery;
  result: SearchResult;
  /** The keywords as the search read them ("sofs chiar" → "sofa chair"), when any word was corrected. */
  correctedKeywords: string | null;
  tree: CategoryTreeNode[];
  /** The cards' ratings (approved reviews), by goods id. */
  ratings: Map<string, ProductRating>;
  /** The shopper's style when they have one: "For you" is offered, and is the order of a listing without keywords unless they chose another. */
  forYou: ListingPreference | null;
}

/** Search scoped to the given categories. */
export async function loadListing(db: Knex, query: ListingQuery, categoryIds: string[], forYou: ListingPreference | null = null): Promise<Listing> {
  const tree = await categoryTree(db);
  // An unknown category (an old link, a typo) widens to the whole marketplace rather than an empty page.
  const known = categoryIds.filter((id) => findNode(tree, id));
  const scoped = known.length === categoryIds.length ? query : { ...query, category: '' };
  // Without a style, "for_you" in an address is the default order; with one, a listing without keywords starts "For you".
  const sort = scoped.sort === 'for_you' && !forYou ? null : scoped.sort ?? (forYou && !scoped.keywords ? 'for_you' : null);
  const q = { ...scoped, sort };
  const input = { keywords: q.keywords, categoryIds: known, pageSize, sort: q.sort ?? undefined, filters: searchFilters(q.filters), withFacets: true, prefer: forYou };
  const result = await searchGoods(db, { ...input, page: q.page });
  const words = searchWords(q.keywords);
  const corrected = Object.keys(result.corrections).length ? words.map((w) => result.corrections[w] ?? w).join(' ') : null;
  const ratings = await productRatings(db, result.items.map((g) => g.id));
  return { query: q, result, correctedKeywords: corrected, tree: tree.map(capitalizeTree), ratings, forYou };
}

/** Display names start with a capital ("lighting" → "Lighting"). */
export const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const capitalizeTree = (node: CategoryTreeNode): CategoryTreeNode => ({ ...node, name: capitalize(node.name), children: node.children.map(capitalizeTree) });

/** What a listing page sends to the browser: cards only, not whole products. */
export function toListingData(listing: Listing) {
  const { query, result, correctedKeywords, tree, ratings, forYou } = listing;
  return {
    keywords: query.keywords,
    page: query.page,
    pageSize: result.pageSize,
    sort: query.sort,
    total: result.total,
    totalPages: result.totalPages,
    items: result.items.map((g) => ({ ...toCard(g), rating: cardRating(ratings.get(g.id)) })),
    correctedKeywords,
    tree,
    filters: query.filters,
    facets: result.facets ?? null,
    forYou: forYou ? { style: forYou.style, materials: [...forYou.first] } : null,
  };
}

const cardRating = (r: ProductRating | undefined) => (r && r.average !== null ? { average: r.average, count: r.count } : null);

import { goodsEventTypes } from '../../domain/catalogue/goods';
import type { Knex } from 'knex';
import type { GoodsDetails, GoodsEvent } from '../../domain/catalogue/goods';
import { defineProjection } from '../projection';
import { searchWords } from './search-words';
import { facetColumns, facetFacts, modelFactColumns, modelFactsOfRow } from './facets';
import { modelFactNames } from '../../domain/catalogue/model-facts';
import { facetCubeTable, facetRowColumns, readFacetRows, updateFacetCube, type FacetRow } from './facet-cube';
import { goodsProjectionName, goodsVersionTable, stampGoodsVersion } from './search-cache';
import { learnLexemes, lexemesTable } from './search-lexemes';
import { searchRowColumns, searchRowsTable, syncSearchRows } from './search-rows';
import { fillSets, postingsCtes, postingsTable, setsTable, syncPostings } from './search-postings';

export const goodsTable = 'catalogue_goods_v1';
export const wordsTable = 'catalogue_search_words_v1';

type DetailColumns = Partial<GoodsDetails>;

/** The read-model columns of these details; `jsonValues`: the JSON columns as values (for a JSON-rows insert), not text. */
function columnsOf(d: DetailColumns, jsonValues = false): Record<string, unknown> {
  const json = (v: unknown) => (jsonValues ? v : JSON.stringify(v));
  const map: Record<string, unknown> = {
    name: d.name,
    brand: d.brand,
    description: d.description,
    category_id: d.categoryId,
    price_cents: d.priceCents,
    sale_price_cents: d.salePriceCents,
    availability: d.availability,
    saved_pics: d.savedPics === undefined ? undefined : json(d.savedPics),
    dimensions: d.dimensions === undefined ? undefined : d.dimensions === null ? null : json(d.dimensions),
    shipping_type: d.shippingType,
    shipping_cost: d.shippingCost,
    shipping_pct: d.shippingPct,
    vendor_id: d.vendorId,
    mark_type: d.markType,
    mark_time: d.markTime,
    [modelFactColumns.kind]: d.kind,
    [modelFactColumns.variant]: d.variant,
    [modelFactColumns.material]: d.material,
    [modelFactColumns.colour]: d.colour,
  };
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined));
}

/**
 * New listings' rows, as one parameter: the rows as JSON, one statement per set
 * of columns (a listing that leaves a column out gets its default, as a
 * multi-row VALUES would give it). A catch-up's batch of 1,000 listings with ~25
 * columns would otherwise be 25,000 bound values for PostgreSQL to parse and for
 * knex to build. The same statement copies the rows it inserted (not those
 * already there) into the keyword search's narrow rows (ADR 064) and posting
 * lists (ADR 072) and learns their vectors' lexemes, from what it inserted rather
 * than by reading the rows again.
 * Returns the rows inserted with their facet columns.
 */
async function insertListings(trx: Knex, rows: Record<string, unknown>[]): Promise<(FacetRow & { id: string })[]> {
  const byColumns = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = Object.keys(row).join(',');
    const group = byColumns.get(key);
    if (group) group.push(row);
    else byColumns.set(key, [row]);
  }
  const inserted: (FacetRow & { id: string })[] = [];
  for (const [key, group] of byColumns) {
    const columns = key.split(',').map((c) => `"${c}"`).join(', ');
    const { rows: out } = await trx.raw<{ rows: (FacetRow & { id: string })[] }>(
      `WITH inserted AS (
         INSERT INTO ${goodsTable} (${columns})
         SELECT ${columns} FROM json_populate_recordset(NULL::${goodsTable}, ?::json)
         ON CONFLICT (id) DO NOTHING
         RETURNING *
       ), narrow AS (
         INSERT INTO ${searchRowsTable} (${searchRowColumns.join(', ')})
         SELECT ${searchRowColumns.join(', ')} FROM inserted WHERE NOT delisted
         ON CONFLICT (id) DO NOTHING
       ), ${postingsCtes('(SELECT * FROM inserted WHERE NOT delisted)')}, lexemes AS (
         INSERT INTO ${lexemesTable} (lexeme)
         SELECT DISTINCT unnest(tsvector_to_array(search)) FROM inserted
         ON CONFLICT (lexeme) DO NOTHING
       )
       SELECT ${['id', ...facetRowColumns].join(', ')} FROM inserted`,
      [JSON.stringify(group)],
    );
    inserted.push(...out);
  }
  return inserted;
}

/**
 * Goods read model with its full-text vector (a generated column), the word
 * dictionary used for typo correction and the filters' counts (`facet-cube.ts`).
 * Consecutive listings are written as one multi-row insert, which keeps a large
 * catch-up fast. Every transaction that changes the goods stamps the goods'
 * version, which keys the search cache (`search-cache.ts`).
 */
const handledGoodsEvents = new Set<string>(['GoodsListed', 'GoodsPriceChanged', 'GoodsAvailabilityChanged', 'GoodsDetailsChanged', 'GoodsDelisted']);

type ListedData = Extract<GoodsEvent, { type: 'GoodsListed' }>['data'];

/** A listing's row (JSON columns as values, for `insertListings`) and the words of its name and brand. */
function listingOf({ goodsId, listedAt, ...details }: ListedData): { row: Record<string, unknown>; words: string[] } {
  return { row: { id: goodsId, listed_at: listedAt, ...columnsOf(details, true), ...facetColumns(facetFacts(details)) }, words: searchWords(`${details.name} ${details.brand}`) };
}

/** Listings prepared by the runner while the previous batch was written (`prepare`): their rows, by event. */
const prepared = new WeakMap<object, ReturnType<typeof listingOf>>();

export const goodsProjection = defineProjection<GoodsEvent>()({
  name: goodsProjectionName,
  reads: goodsEventTypes,
  handles: ['GoodsListed', 'GoodsPriceChanged', 'GoodsAvailabilityChanged', 'GoodsDetailsChanged', 'GoodsDelisted'],
  ignores: [],
  tables: [goodsTable, wordsTable, facetCubeTable, goodsVersionTable, lexemesTable, searchRowsTable, setsTable, postingsTable],
  // A catch-up names and classifies each listing (kind, material, colour: ~15 µs) while the previous batch is written.
  prepare(events) {
    for (const event of events) if (event.type === 'GoodsListed' && !prepared.has(event)) prepared.set(event, listingOf(event.data as ListedData));
  },
  async apply(trx, events) {
    // The posting lists' sets of stems, once after a rebuild emptied them (search-postings.ts).
    await fillSets(trx);
    // The goods a batch changes (not just lists), as the facet cube saw them before it.
    const changed = [...new Set(events.filter((e) => e.type !== 'GoodsListed').map((e) => e.data.goodsId))];
    const before = await readFacetRows(trx, changed);
    const listed = new Map<string, FacetRow>();
    let pending: Record<string, unknown>[] = [];
    const words = new Set<string>();
    // Goods whose search vector may have changed: their lexemes (search-lexemes.ts; new listings' are learnt as they are inserted).
    const reworded = new Set<string>();
    const flush = async () => {
      if (pending.length === 0) return;
      for (const { id, ...row } of await insertListings(trx, pending)) listed.set(id, row);
      pending = [];
    };
    for (const event of events) {
      if (event.type === 'GoodsListed') {
        const listing = prepared.get(event) ?? listingOf(event.data);
        pending.push(listing.row);
        for (const w of listing.words) words.add(w);
        continue;
      }
      await flush();
      switch (event.type) {
        case 'GoodsPriceChanged':
        case 'GoodsAvailabilityChanged':
          await trx(goodsTable).where({ id: event.data.goodsId }).update(columnsOf(event.data));
          break;
        case 'GoodsDetailsChanged': {
          await trx(goodsTable).where({ id: event.data.goodsId }).update(columnsOf(event.data.changes));
          // A new name or category may say another kind, material or colour; staff may have chosen them.
          const { changes } = event.data;
          if (changes.name !== undefined || changes.categoryId !== undefined || modelFactNames.some((n) => changes[n] !== undefined)) {
            const row = await trx(goodsTable).where({ id: event.data.goodsId }).first('name', 'category_id', ...Object.values(modelFactColumns));
            if (row) await trx(goodsTable).where({ id: event.data.goodsId }).update(facetColumns(facetFacts({ name: row.name, categoryId: row.category_id, ...modelFactsOfRow(row) })));
          }
          for (const w of searchWords(`${event.data.changes.name ?? ''} ${event.data.changes.brand ?? ''}`)) words.add(w);
          if (changes.name !== undefined || changes.brand !== undefined || changes.description !== undefined) reworded.add(event.data.goodsId);
          break;
        }
        case 'GoodsDelisted':
          await trx(goodsTable).where({ id: event.data.goodsId }).update({ delisted: true });
          break;
      }
    }
    await flush();
    // Listed goods changed later in the batch count as changed goods.
    for (const id of changed) listed.delete(id);
    await updateFacetCube(trx, before, new Map([...(await readFacetRows(trx, changed)), ...listed]));
    await learnLexemes(trx, [...reworded]);
    // The keyword search's narrow rows (search-rows.ts, ADR 064) of the goods changed, as they now are (new listings' were copied as they were inserted).
    await syncSearchRows(trx, changed);
    // Their posting lists (search-postings.ts, ADR 072), from those rows; a stock mark changes nothing they hold.
    await syncPostings(trx, [...new Set(events.filter((e) => e.type !== 'GoodsListed' && e.type !== 'GoodsAvailabilityChanged').map((e) => e.data.goodsId))]);
    // Searches cached under the previous stamp are not answered from memory again (ADR 059).
    // Counted: only the changes this projection handles (a runner may pass the events it only reads too).
    await stampGoodsVersion(trx, events.filter((e) => handledGoodsEvents.has(e.type)).length);
    if (words.size > 0)
      await trx(wordsTable)
        .insert([...words].sort().map((word) => ({ word })))
        .onConflict('word')
        .ignore();
  },
});

export type { Knex };

import { goodsEventTypes } from '../../domain/catalogue/goods';
import type { Knex } from 'knex';
import type { GoodsDetails, GoodsEvent } from '../../domain/catalogue/goods';
import { defineProjection } from '../projection';
import { searchWords } from './search-words';
import { facetColumns, facetFacts, modelFactColumns, modelFactsOfRow } from './facets';
import { modelFactNames } from '../../domain/catalogue/model-facts';
import { facetCubeTable, facetRowColumns, readFacetRows, updateFacetCube, type FacetRow } from './facet-cube';
import { goodsVersionTable, stampGoodsVersion } from './search-cache';
import { learnLexemes, lexemesTable } from './search-lexemes';
import { searchRowsTable, syncSearchRows } from './search-rows';

export const goodsTable = 'catalogue_goods_v1';
export const wordsTable = 'catalogue_search_words_v1';

type DetailColumns = Partial<GoodsDetails>;

function columnsOf(d: DetailColumns): Record<string, unknown> {
  const map: Record<string, unknown> = {
    name: d.name,
    brand: d.brand,
    description: d.description,
    category_id: d.categoryId,
    price_cents: d.priceCents,
    sale_price_cents: d.salePriceCents,
    availability: d.availability,
    saved_pics: d.savedPics === undefined ? undefined : JSON.stringify(d.savedPics),
    dimensions: d.dimensions === undefined ? undefined : d.dimensions === null ? null : JSON.stringify(d.dimensions),
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
 * Goods read model with its full-text vector (a generated column), the word
 * dictionary used for typo correction and the filters' counts (`facet-cube.ts`).
 * Consecutive listings are written as one multi-row insert, which keeps a large
 * catch-up fast. Every transaction that changes the goods stamps the goods'
 * version, which keys the search cache (`search-cache.ts`).
 */
const handledGoodsEvents = new Set<string>(['GoodsListed', 'GoodsPriceChanged', 'GoodsAvailabilityChanged', 'GoodsDetailsChanged', 'GoodsDelisted']);

export const goodsProjection = defineProjection<GoodsEvent>()({
  name: 'catalogue-goods',
  reads: goodsEventTypes,
  handles: ['GoodsListed', 'GoodsPriceChanged', 'GoodsAvailabilityChanged', 'GoodsDetailsChanged', 'GoodsDelisted'],
  ignores: [],
  tables: [goodsTable, wordsTable, facetCubeTable, goodsVersionTable, lexemesTable, searchRowsTable],
  async apply(trx, events) {
    // The goods a batch changes (not just lists), as the facet cube saw them before it.
    const changed = [...new Set(events.filter((e) => e.type !== 'GoodsListed').map((e) => e.data.goodsId))];
    const before = await readFacetRows(trx, changed);
    const listed = new Map<string, FacetRow>();
    let pending: Record<string, unknown>[] = [];
    const words = new Set<string>();
    // Goods whose search vector is new or may have changed: their lexemes (search-lexemes.ts).
    const reworded = new Set<string>();
    const flush = async () => {
      if (pending.length === 0) return;
      const rows: (FacetRow & { id: string })[] = await trx(goodsTable).insert(pending).onConflict('id').ignore().returning(['id', ...facetRowColumns]);
      for (const { id, ...row } of rows) {
        listed.set(id, row);
        reworded.add(id);
      }
      pending = [];
    };
    for (const event of events) {
      if (event.type === 'GoodsListed') {
        const { goodsId, listedAt, ...details } = event.data;
        pending.push({ id: goodsId, listed_at: listedAt, ...columnsOf(details), ...facetColumns(facetFacts(details)) });
        for (const w of searchWords(`${details.name} ${details.brand}`)) words.add(w);
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
    // The keyword search's narrow rows (search-rows.ts, ADR 064), as the goods now are.
    await syncSearchRows(trx, [...listed.keys()], changed);
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

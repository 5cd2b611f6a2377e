import type { Knex } from 'knex';
import { goodsEventTypes, type GoodsEvent } from '../../domain/catalogue/goods';
import { modelFactNames } from '../../domain/catalogue/model-facts';
import { designCaseEventTypes, type CaseContent, type DesignCaseEvent } from '../../domain/content/design-case';
import { roomTypeById } from '../../domain/projects/rooms';
import { facetFacts, modelFactsOfRow } from '../catalogue/facets';
import { searchWords } from '../catalogue/search-words';
import { defineProjection } from '../projection';
import { memoByCheckpoints } from '../read-model-memo';

export const caseSearchTable = 'content_case_search_v1';
export const caseGoodsTable = 'content_case_goods_v1';
export const caseWordsTable = 'content_case_words_v1';
export const galleryVersionTable = 'content_gallery_version_v1';

const contentColumns = (c: CaseContent) => ({
  room_type_id: c.roomTypeId, room_name: roomTypeById(c.roomTypeId)?.name ?? 'Room', style: c.style, budget_cents: c.budgetCents,
  title: c.title, description: c.description, goods_ids: c.goodsIds,
});

type GoodsFacts = { name: string; category_id: string; dimensions: unknown; model_kind: string | null; model_variant: string | null; model_material: string | null; model_colour: string | null };
const colourOf = (g: GoodsFacts) => facetFacts({ name: g.name, categoryId: g.category_id, dimensions: g.dimensions as never, ...modelFactsOfRow(g) }).colour;

/**
 * Design cases as the inspiration gallery and the site search read them (issue
 * 24): one row per case with its colours — its products' colours, most used
 * first — and its words (title, style and room, product names, description,
 * weighted in that order). It reads the goods' events too, so a product's new
 * name or colour reaches every case that shows it, whatever order the two
 * contexts' events come in. Rows of cases a batch touched are recomputed once,
 * at the end of the batch.
 */
export const caseSearchProjection = defineProjection<DesignCaseEvent | GoodsEvent>()({
  name: 'content-case-search',
  reads: [...designCaseEventTypes, ...goodsEventTypes],
  handles: ['DesignCaseProposed', 'DesignCaseAuthored', 'DesignCaseRevised', 'DesignCasePublished', 'DesignCaseUnpublished', 'GoodsListed', 'GoodsDetailsChanged'],
  // Consent alone changes nothing shown (a withdrawal also unpublishes); prices, stock and delisting are read when shown.
  ignores: ['DesignCaseConsentGiven', 'DesignCaseConsentWithdrawn', 'DesignCaseReported', 'GoodsPriceChanged', 'GoodsAvailabilityChanged', 'GoodsDelisted'],
  tables: [caseSearchTable, caseGoodsTable, caseWordsTable, galleryVersionTable],
  async apply(trx, events) {
    const touchedCases = new Set<string>();
    // The gallery's version is the position of the last event that changed what it shows: the same
    // whatever batches the events come in (live, replay, Kafka), so a rebuild gives the same table.
    let shownAt = 0;
    const touchedGoods = new Map<string, number>();
    const words = new Set<string>();
    let listed: Record<string, unknown>[] = [];
    const flush = async () => {
      if (!listed.length) return;
      await trx(caseGoodsTable).insert(listed).onConflict('goods_id').merge();
      listed = [];
    };
    for (const event of events) {
      if (event.type === 'GoodsListed') {
        const d = event.data;
        const facts: GoodsFacts = {
          name: d.name, category_id: d.categoryId, dimensions: d.dimensions ? JSON.stringify(d.dimensions) : null,
          model_kind: d.kind ?? null, model_variant: d.variant ?? null, model_material: d.material ?? null, model_colour: d.colour ?? null,
        };
        listed.push({ goods_id: d.goodsId, ...facts, colour: colourOf({ ...facts, dimensions: d.dimensions }) });
        touchedGoods.set(d.goodsId, event.globalPosition);
        continue;
      }
      await flush();
      switch (event.type) {
        case 'GoodsDetailsChanged': {
          const { changes, goodsId } = event.data;
          if (changes.name === undefined && changes.categoryId === undefined && changes.dimensions === undefined && !modelFactNames.some((n) => changes[n] !== undefined)) break;
          const row = await trx(caseGoodsTable).where({ goods_id: goodsId }).first();
          if (!row) break;
          const facts: GoodsFacts = {
            name: changes.name ?? row.name, category_id: changes.categoryId ?? row.category_id, dimensions: changes.dimensions !== undefined ? changes.dimensions : row.dimensions,
            model_kind: changes.kind !== undefined ? changes.kind : row.model_kind, model_variant: changes.variant !== undefined ? changes.variant : row.model_variant,
            model_material: changes.material !== undefined ? changes.material : row.model_material, model_colour: changes.colour !== undefined ? changes.colour : row.model_colour,
          };
          await trx(caseGoodsTable).where({ goods_id: goodsId }).update({ ...facts, dimensions: facts.dimensions ? JSON.stringify(facts.dimensions) : null, colour: colourOf(facts) });
          touchedGoods.set(goodsId, event.globalPosition);
          break;
        }
        case 'DesignCaseProposed':
        case 'DesignCaseAuthored':
        case 'DesignCaseRevised': {
          const d = event.data;
          await trx(caseSearchTable).insert({ case_id: d.caseId, ...contentColumns(d.content) }).onConflict('case_id').merge();
          for (const w of searchWords(`${d.content.title} ${d.content.style} ${d.content.description}`)) words.add(w);
          touchedCases.add(d.caseId);
          shownAt = event.globalPosition;
          break;
        }
        case 'DesignCasePublished':
          await trx(caseSearchTable).where({ case_id: event.data.caseId }).update({ published: true, published_at: event.data.publishedAt });
          shownAt = event.globalPosition;
          break;
        case 'DesignCaseUnpublished':
          await trx(caseSearchTable).where({ case_id: event.data.caseId }).update({ published: false });
          shownAt = event.globalPosition;
          break;
      }
    }
    await flush();
    // The cases' colours and product names, from the goods they show (one statement for the batch).
    if (touchedCases.size || touchedGoods.size) {
      const updated = await trx.raw(
        `UPDATE ${caseSearchTable} c SET
           colours = coalesce((SELECT array_agg(s.colour ORDER BY s.n DESC, s.colour)
                                 FROM (SELECT g.colour, count(*) AS n FROM unnest(c.goods_ids) AS u(id) JOIN ${caseGoodsTable} g ON g.goods_id = u.id
                                        WHERE g.colour IS NOT NULL GROUP BY g.colour) s), '{}'),
           product_names = coalesce((SELECT string_agg(g.name, ' ' ORDER BY u.n) FROM unnest(c.goods_ids) WITH ORDINALITY AS u(id, n) JOIN ${caseGoodsTable} g ON g.goods_id = u.id), '')
         WHERE c.case_id = ANY(?::text[]) OR c.goods_ids && ?::text[]`,
        [[...touchedCases], [...touchedGoods.keys()]],
      );
      // A product's change shows when a case holds it (the goods events' own positions, not the batch's).
      if ((updated as { rowCount?: number }).rowCount && touchedGoods.size) {
        const shown = await trx.raw(`SELECT DISTINCT g FROM ${caseSearchTable}, unnest(goods_ids) AS g WHERE g = ANY(?::text[])`, [[...touchedGoods.keys()]]);
        for (const r of (shown as { rows: { g: string }[] }).rows) shownAt = Math.max(shownAt, touchedGoods.get(r.g) ?? 0);
      }
    }
    if (shownAt)
      await trx.raw(`INSERT INTO ${galleryVersionTable} (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = GREATEST(${galleryVersionTable}.version, EXCLUDED.version)`, [shownAt]);
    if (words.size) await trx(caseWordsTable).insert([...words].sort().map((word) => ({ word }))).onConflict('word').ignore();
  },
});

/** The gallery's version (0 before any case); see galleryVersionTable. */
export async function galleryVersion(db: Knex): Promise<number> {
  // Every page's links carry it: kept until the gallery changes (ADR 073).
  return memoByCheckpoints(db, [caseSearchProjection.name], 'galleryVersion', async () => {
    const row = await db(galleryVersionTable).where({ id: 1 }).first('version');
    return row ? Number(row.version) : 0;
  });
}

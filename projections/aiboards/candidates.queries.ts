import type { Knex } from 'knex';
import { type AiRoom, type AiStyle, type Candidate, slotPlans, styleColours } from '../../domain/aiboards/composer';
import { styleMaterials } from '../../domain/discovery/style-quiz';
import { goodsTable } from '../catalogue/goods';
import { stockTable } from '../catalogue/stock';

/**
 * The composer's candidates (ADR 045): for each slot of the room's plan, the
 * listed, in-stock products of its kinds priced within the budget — units free
 * to sell, or no stock record (made to order) — the style's fits nearest the
 * slot's share first, plus the cheapest of the kinds (so the composer knows each
 * slot's floor). One statement; each slot is an index-only scan of its kinds on
 * the (kind, price) index of migration 0089, and the cheapest come straight off
 * its price order.
 */
export async function aiBoardCandidates(db: Knex, brief: { room: AiRoom; style: AiStyle; budgetCents: number }, perSlot = 24): Promise<Candidate[]> {
  const plan = slotPlans[brief.room];
  const totalWeight = plan.reduce((sum, s) => sum + s.weight, 0);
  const materials = [...styleMaterials[brief.style]];
  const colours = [...styleColours[brief.style]];
  // Price, material, colour and id come off the (kind, price) index alone; the name is read for the few kept.
  const live = (kindSql: string) => `SELECT g.id, g.kind, g.material, g.colour, g.effective_price_cents
                  FROM ${goodsTable} g LEFT JOIN ${stockTable} s ON s.goods_id = g.id
                 WHERE NOT g.delisted AND g.in_stock AND ${kindSql} AND g.effective_price_cents BETWEEN 1 AND ?
                   AND (s.goods_id IS NULL OR s.on_hand - s.reserved > 0)`;
  const parts: string[] = [];
  const bindings: unknown[] = [];
  for (const slot of plan) {
    const target = Math.floor((brief.budgetCents * slot.weight) / totalWeight);
    parts.push(`(${live('g.kind = ANY(?::text[])')} ORDER BY (CASE WHEN g.material = ANY(?::text[]) THEN 2 ELSE 0 END + CASE WHEN g.colour = ANY(?::text[]) THEN 1 ELSE 0 END) DESC, abs(g.effective_price_cents - ?), g.id LIMIT ?)`);
    bindings.push([...slot.kinds], brief.budgetCents, materials, colours, target, perSlot);
    // The cheapest four of the slot's kinds: four off each kind's price order, then the four lowest.
    parts.push(`(SELECT c.* FROM unnest(?::text[]) AS k(kind) CROSS JOIN LATERAL (${live('g.kind = k.kind')} ORDER BY g.effective_price_cents, g.id LIMIT 4) c
                ORDER BY c.effective_price_cents, c.id LIMIT 4)`);
    bindings.push([...slot.kinds], brief.budgetCents);
  }
  const { rows } = await db.raw<{ rows: Record<string, any>[] }>(
    `SELECT u.id, g.name, u.kind, u.material, u.colour, u.effective_price_cents FROM (${parts.join(' UNION ')}) u JOIN ${goodsTable} g ON g.id = u.id`,
    bindings as any[],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, material: r.material, colour: r.colour, priceCents: Number(r.effective_price_cents), inStock: true }));
}

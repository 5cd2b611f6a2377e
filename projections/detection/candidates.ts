import type { Knex } from 'knex';
import { prefilterTables, rankProducts, widthInCm, type CandidateProduct, type Match } from '../../domain/detection/matcher';
import type { DetectedObject } from '../../domain/detection/objects';
import type { ModelKind } from '../../domain/catalogue/models3d';

/** How many products the query hands the matcher per object (size, worth at most 10 points, is judged after). */
export const candidateLimit = 200;

/**
 * The catalogue's candidates for one detected object: listed, purchasable
 * products of its kind (or one shoppers mean with it), ordered by the
 * matcher's own points for kind, colour, material and price (ADR 047) —
 * the parts a column gives — best `limit` first.
 */
export async function candidatesFor(db: Knex, object: DetectedObject, limit = candidateLimit): Promise<CandidateProduct[]> {
  const t = prefilterTables(object);
  const nullColour = t.colours.find((c) => c.colour === null)!.points;
  const nullMaterial = t.materials.find((m) => m.material === null)!.points;
  const hint = object.priceHintCents;
  const price = hint
    ? `10 * greatest(0, 1 - abs(ln(g.effective_price_cents::float8 / ${Number(hint)})) / CASE WHEN g.effective_price_cents > ${Number(hint)} THEN ln(2) ELSE ln(4) END)`
    : '5';
  // Scored from the (kind) index's colour, material and price alone (migration 0089); the rest is read for the kept.
  const { rows } = await db.raw(
    `WITH k AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(kind text, points float8)),
          c AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(colour text, points float8) WHERE colour IS NOT NULL),
          m AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(material text, points float8) WHERE material IS NOT NULL),
          best AS (
            SELECT g.id, g.effective_price_cents,
                   k.points + coalesce(c.points, ?) + coalesce(m.points, ?) + ${price} AS coarse
              FROM catalogue_goods_v1 g
              JOIN k ON k.kind = g.kind
              LEFT JOIN c ON c.colour = g.colour
              LEFT JOIN m ON m.material = g.material
             WHERE g.kind = ANY(?::text[]) AND NOT g.delisted AND g.effective_price_cents > 0
               AND g.availability !~* '(not|out)'
               AND ((g.mark_type IS NOT NULL AND g.mark_type <> 'NO_MARKED') OR g.mark_time IS NOT NULL)
             ORDER BY coarse DESC, g.effective_price_cents, g.id
             LIMIT ?)
     SELECT g.id, g.name, g.kind, g.colour, g.material, g.dimensions, g.effective_price_cents
       FROM best JOIN catalogue_goods_v1 g ON g.id = best.id
      ORDER BY best.coarse DESC, best.effective_price_cents, best.id`,
    [JSON.stringify(t.kinds), JSON.stringify(t.colours), JSON.stringify(t.materials), nullColour, nullMaterial, t.kinds.map((k) => k.kind), limit],
  );
  return rows.map((r: any) => ({
    id: r.id, name: r.name, kind: r.kind as ModelKind, colour: r.colour, material: r.material,
    widthCm: widthInCm(r.dimensions), priceCents: r.effective_price_cents,
  }));
}

/** The best `limit` products for one object: the candidate query, then the matcher's ranking. */
export async function matchObject(db: Knex, object: DetectedObject, limit = 5): Promise<Match[]> {
  return rankProducts(object, await candidatesFor(db, object), limit);
}

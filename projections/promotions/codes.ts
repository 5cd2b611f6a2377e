import type { Knex } from 'knex';
import { builtinCodes, builtinStatus, type CodeDefinition, type CodeStatus, normalizeCode } from '../../domain/promotions/codes';
import { type PromotionEvent, promotionEventTypes } from '../../domain/promotions/promotion';
import { defineProjection } from '../projection';
import { memoByCheckpoints } from '../read-model-memo';

export const codesTable = 'promotions_codes_v1';
export const codeUsesTable = 'promotions_code_uses_v1';

/** The codes staff created, and every use of any code (the site's own included) on an order. */
export const codesProjection = defineProjection<PromotionEvent>()({
  name: 'promotions-codes',
  reads: promotionEventTypes,
  handles: ['DiscountCodeCreated', 'DiscountCodeEnded', 'DiscountCodeUsed', 'DiscountCodeUseReleased'],
  ignores: [],
  tables: [codesTable, codeUsesTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'DiscountCodeCreated': {
          const d = event.data.definition;
          await trx(codesTable)
            .insert({
              code: d.code, kind: d.kind, value: d.value, min_spend_cents: d.minSpendCents, starts_at: d.startsAt, ends_at: d.endsAt,
              total_limit: d.totalLimit, per_client_limit: d.perClientLimit, first_order_only: d.firstOrderOnly, scope: d.scope, created_at: event.data.createdAt,
            })
            .onConflict('code')
            .ignore();
          break;
        }
        case 'DiscountCodeEnded':
          await trx(codesTable).where({ code: event.data.code }).update({ ended_at: event.data.endedAt });
          break;
        case 'DiscountCodeUsed': {
          const { code, orderId, clientId, usedAt } = event.data;
          await trx(codeUsesTable).insert({ code, order_id: orderId, client_id: clientId, used_at: usedAt }).onConflict(['code', 'order_id']).ignore();
          break;
        }
        case 'DiscountCodeUseReleased':
          await trx(codeUsesTable).where({ code: event.data.code, order_id: event.data.orderId }).delete();
          break;
      }
    }
  },
});

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toDefinition = (r: Record<string, any>): CodeDefinition => ({
  code: r.code, kind: r.kind, value: Number(r.value), minSpendCents: Number(r.min_spend_cents), startsAt: iso(r.starts_at), endsAt: iso(r.ends_at),
  totalLimit: r.total_limit, perClientLimit: r.per_client_limit, firstOrderOnly: r.first_order_only, scope: r.scope,
});

export const usesOf = (db: Knex) => db(codeUsesTable).select('code').count<{ code: string; n: string }[]>({ n: '*' }).groupBy('code').as('u');

export interface StaffCodeRow extends CodeStatus {
  endedAt: string | null;
  createdAt: string;
}

export const toRow = (r: Record<string, any>): StaffCodeRow => ({
  ...toDefinition(r), totalUses: Number(r.n ?? 0), ended: r.ended_at !== null, endedAt: iso(r.ended_at), createdAt: iso(r.created_at)!,
});

/** A code as it stands: staff codes from their table, the site's own (DIY1 …) from the domain; uses counted. */
export async function getCodeStatus(db: Knex, code: string): Promise<CodeStatus | undefined> {
  const name = normalizeCode(code);
  if (!/^[A-Z0-9_-]{1,32}$/.test(name)) return undefined;
  const builtin = builtinStatus(name);
  const [{ n }] = await db(codeUsesTable).where({ code: name }).count<{ n: string }[]>({ n: '*' });
  if (builtin) return { ...builtin, totalUses: Number(n) };
  const row = await db(codesTable).where({ code: name }).first();
  return row ? { ...toDefinition(row), totalUses: Number(n), ended: row.ended_at !== null } : undefined;
}

/** How often this client used this code on orders that stand. */
export async function codeUsesBy(db: Knex, clientId: string, code: string): Promise<number> {
  const [{ n }] = await db(codeUsesTable).where({ client_id: clientId, code: normalizeCode(code) }).count<{ n: string }[]>({ n: '*' });
  return Number(n);
}

/** This client's uses of every code, for listing what they can still use. */
export async function codeUsesOfClient(db: Knex, clientId: string): Promise<Record<string, number>> {
  const rows = await db(codeUsesTable).select('code').count<{ code: string; n: string }[]>({ n: '*' }).where({ client_id: clientId }).groupBy('code');
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.n)]));
}

/** Staff codes for the console, newest first. */
export async function listCodes(db: Knex, { start, pageSize }: { start: number; pageSize: number }): Promise<{ rows: StaffCodeRow[]; total: number }> {
  const [{ n }] = await db(codesTable).count<{ n: string }[]>({ n: '*' });
  const rows = await db(codesTable).leftJoin(usesOf(db), 'u.code', `${codesTable}.code`).select(`${codesTable}.*`, 'u.n').orderBy([{ column: 'created_at', order: 'desc' }, { column: `${codesTable}.code` }]).offset(start).limit(pageSize);
  return { rows: rows.map(toRow), total: Number(n) };
}

/**
 * Every code that could apply at `now` (not ended, inside its dates), the site's own first, with total uses.
 * The codes not ended and their uses are the same for every cart: kept until a code or a use changes
 * (ADR 073; every cart page lists them), and their dates are checked at each call.
 */
export async function liveCodes(db: Knex, now: Date): Promise<CodeStatus[]> {
  const { builtin, staff } = await memoByCheckpoints(db, [codesProjection.name], 'promotions liveCodes', async () => {
    const rows = await db(codesTable).leftJoin(usesOf(db), 'u.code', `${codesTable}.code`).select(`${codesTable}.*`, 'u.n').whereNull('ended_at').orderBy(`${codesTable}.code`);
    const builtinUses = await db(codeUsesTable).select('code').count<{ code: string; n: string }[]>({ n: '*' }).whereIn('code', Object.keys(builtinCodes)).groupBy('code');
    const used = Object.fromEntries(builtinUses.map((r) => [r.code, Number(r.n)]));
    return {
      builtin: Object.keys(builtinCodes).map((c) => Object.freeze({ ...builtinStatus(c)!, totalUses: used[c] ?? 0 })),
      staff: rows.map((r) => Object.freeze(toRow(r))),
    };
  });
  const at = now.getTime();
  return [...builtin, ...staff.filter((c) => (c.startsAt === null || Date.parse(c.startsAt) <= at) && (c.endsAt === null || Date.parse(c.endsAt) > at))];
}

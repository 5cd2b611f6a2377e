import type { Knex } from 'knex';
import { caseLookEventTypes, type CaseLookEvent } from '../../domain/content/case-looks';
import { defineProjection } from '../projection';
import { designCasesTable, toCaseRecord, type CaseRecord } from './design-cases';

export const caseLooksTable = 'content_case_looks_v1';

/** Each user's looked-at cases (case listLook), each case once, by its latest look. */
export const caseLooksProjection = defineProjection<CaseLookEvent>()({
  name: 'content-case-looks',
  reads: caseLookEventTypes,
  handles: caseLookEventTypes,
  ignores: [],
  tables: [caseLooksTable],
  async apply(trx, events) {
    for (const { data } of events) {
      await trx(caseLooksTable).insert({ user_id: data.userId, case_id: data.caseId, looked_at: data.lookedAt }).onConflict(['user_id', 'case_id']).merge({ looked_at: data.lookedAt });
    }
  },
});

export async function hasLooked(db: Knex, userId: string, caseId: string): Promise<string | null> {
  const row = await db(caseLooksTable).where({ user_id: userId, case_id: caseId }).first('looked_at');
  return row ? new Date(row.looked_at).toISOString() : null;
}

/** The user's looked-at cases that are still published, latest look first. */
export async function lookedCases(db: Knex, userId: string, { start, pageSize }: { start: number; pageSize: number }): Promise<{ total: number; list: (CaseRecord & { lookedAt: string })[] }> {
  const base = () => db(caseLooksTable).join(designCasesTable, `${designCasesTable}.case_id`, `${caseLooksTable}.case_id`).where(`${caseLooksTable}.user_id`, userId).where(`${designCasesTable}.status`, 'published');
  const [[{ n }], rows] = await Promise.all([
    base().count<{ n: string }[]>({ n: '*' }),
    base().select(`${designCasesTable}.*`, `${caseLooksTable}.looked_at`).orderBy([{ column: `${caseLooksTable}.looked_at`, order: 'desc' }, { column: `${caseLooksTable}.case_id`, order: 'desc' }]).offset(start).limit(pageSize),
  ]);
  return { total: Number(n), list: rows.map((r) => ({ ...toCaseRecord(r), lookedAt: new Date(r.looked_at).toISOString() })) };
}

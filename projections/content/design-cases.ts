import type { Knex } from 'knex';
import { designCaseEventTypes, type CaseContent, type CasePicture, type DesignCaseEvent } from '../../domain/content/design-case';
import { defineProjection } from '../projection';

export const designCasesTable = 'content_design_cases_v1';
export const caseReportsTable = 'content_case_reports_v1';

const contentColumns = (c: CaseContent) => ({
  title: c.title, description: c.description, room_type_id: c.roomTypeId, style: c.style, budget_cents: c.budgetCents,
  goods_ids: JSON.stringify(c.goodsIds), pictures: JSON.stringify(c.pictures), floor_plan: c.floorPlan ? JSON.stringify(c.floorPlan) : null, boards: JSON.stringify(c.boards),
});

/**
 * Design cases (issue 24): one row per case with its state and its snapshot,
 * for the public list and page (published only), the people of its project
 * (any state) and the console; and the reports made about each.
 */
export const designCasesProjection = defineProjection<DesignCaseEvent>()({
  name: 'content-design-cases',
  reads: designCaseEventTypes,
  handles: designCaseEventTypes,
  ignores: [],
  tables: [designCasesTable, caseReportsTable],
  async apply(trx, events) {
    for (const event of events) {
      const row = () => trx(designCasesTable).where({ case_id: event.data.caseId });
      switch (event.type) {
        case 'DesignCaseProposed': {
          const d = event.data;
          await trx(designCasesTable)
            .insert({ case_id: d.caseId, origin: 'project', need_id: d.needId, designer_id: d.designerId, client_id: d.clientId, author_id: null, status: 'draft', consent: false, ...contentColumns(d.content), created_at: d.proposedAt, updated_at: d.proposedAt, published_at: null })
            .onConflict('case_id')
            .ignore();
          break;
        }
        case 'DesignCaseAuthored': {
          const d = event.data;
          await trx(designCasesTable)
            .insert({ case_id: d.caseId, origin: 'staff', need_id: null, designer_id: d.designerId ?? null, client_id: null, author_id: d.authorId, status: 'draft', consent: true, ...contentColumns(d.content), created_at: d.authoredAt, updated_at: d.authoredAt, published_at: null })
            .onConflict('case_id')
            .ignore();
          break;
        }
        case 'DesignCaseRevised':
          await row().update({ ...contentColumns(event.data.content), updated_at: event.data.revisedAt });
          break;
        case 'DesignCaseConsentGiven':
          await row().update({ consent: true, updated_at: event.data.givenAt });
          break;
        case 'DesignCaseConsentWithdrawn':
          await row().update({ consent: false, updated_at: event.data.withdrawnAt });
          break;
        case 'DesignCasePublished':
          await row().update({ status: 'published', published_at: event.data.publishedAt, updated_at: event.data.publishedAt });
          break;
        case 'DesignCaseUnpublished':
          await row().update({ status: 'draft', updated_at: event.data.unpublishedAt });
          break;
        case 'DesignCaseReported': {
          const d = event.data;
          const inserted = await trx(caseReportsTable)
            .insert({ report_id: d.reportId, case_id: d.caseId, reporter_id: d.reporterId, content: d.content, reported_at: d.reportedAt })
            .onConflict('report_id')
            .ignore()
            .returning('report_id');
          if (inserted.length) await row().increment('report_count', 1);
          break;
        }
      }
    }
  },
});

export type CaseStatus = 'draft' | 'published';

/** A case as anyone who may see it reads it. */
export interface CaseRecord {
  caseId: string;
  origin: 'project' | 'staff';
  needId: string | null;
  designerId: string | null;
  clientId: string | null;
  status: CaseStatus;
  consent: boolean;
  title: string;
  description: string;
  roomTypeId: string;
  style: string;
  budgetCents: number;
  goodsIds: string[];
  pictures: CasePicture[];
  floorPlan: CasePicture | null;
  boards: { boardId: string; title: string }[];
  reportCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

export const toCaseRecord = (r: Record<string, any>): CaseRecord => ({
  caseId: r.case_id, origin: r.origin, needId: r.need_id, designerId: r.designer_id, clientId: r.client_id, status: r.status, consent: r.consent,
  title: r.title, description: r.description, roomTypeId: r.room_type_id, style: r.style, budgetCents: Number(r.budget_cents),
  goodsIds: json(r.goods_ids), pictures: json(r.pictures), floorPlan: r.floor_plan ? json(r.floor_plan) : null, boards: json(r.boards),
  reportCount: Number(r.report_count), createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!, publishedAt: iso(r.published_at),
});

export async function caseById(db: Knex, caseId: string): Promise<CaseRecord | null> {
  const row = await db(designCasesTable).where({ case_id: caseId }).first();
  return row ? toCaseRecord(row) : null;
}

export async function casesByIds(db: Knex, caseIds: readonly string[]): Promise<CaseRecord[]> {
  if (!caseIds.length) return [];
  const rows = await db(designCasesTable).whereIn('case_id', [...new Set(caseIds)]);
  const byId = new Map(rows.map((r) => [r.case_id as string, toCaseRecord(r)]));
  return caseIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export interface CaseFilter {
  roomTypeId?: string | null;
  style?: string | null;
}

/** Published cases, newest first; the list pages read `start`/`pageSize` rows and stop on a short page. */
export async function publishedCases(db: Knex, { start, pageSize, roomTypeId, style }: CaseFilter & { start: number; pageSize: number }) {
  const base = () => {
    const q = db(designCasesTable).where({ status: 'published' });
    if (roomTypeId) q.where({ room_type_id: roomTypeId });
    if (style) q.where({ style });
    return q;
  };
  const [[{ n }], rows] = await Promise.all([
    base().count<{ n: string }[]>({ n: '*' }),
    base().orderBy([{ column: 'published_at', order: 'desc' }, { column: 'case_id', order: 'desc' }]).offset(start).limit(pageSize),
  ]);
  return { total: Number(n), list: rows.map(toCaseRecord) };
}

/**
 * Published cases like a given style, room type and budget: the same style
 * and room first, then the same style, then the same room; nearer budgets first.
 */
export async function similarCases(db: Knex, { style, roomTypeId, budgetCents, exclude, limit }: { style: string | null; roomTypeId: string | null; budgetCents: number | null; exclude: string | null; limit: number }) {
  const q = db(designCasesTable).where({ status: 'published' });
  if (exclude) q.whereNot({ case_id: exclude });
  if (style || roomTypeId) q.where((w) => { if (style) w.orWhere({ style }); if (roomTypeId) w.orWhere({ room_type_id: roomTypeId }); });
  const rows = await q
    .orderByRaw('(CASE WHEN style = ? THEN 0 ELSE 2 END) + (CASE WHEN room_type_id = ? THEN 0 ELSE 1 END)', [style ?? '', roomTypeId ?? ''])
    .orderByRaw('abs(budget_cents - ?)', [budgetCents ?? 0])
    .orderBy('case_id')
    .limit(limit);
  return rows.map(toCaseRecord);
}

/** The cases of one person's projects, in any state (their designer's or their client's), latest change first. */
export async function casesOfPerson(db: Knex, userId: string, limit = 50): Promise<CaseRecord[]> {
  const rows = await db(designCasesTable).where((w) => w.where({ designer_id: userId }).orWhere({ client_id: userId })).orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'case_id', order: 'desc' }]).limit(limit);
  return rows.map(toCaseRecord);
}

import type { ListSpec } from '../console/lists';
import { designCasesTable, toCaseRecord } from './design-cases';

const c = designCasesTable;
const caseRow = (row: Record<string, any>) => ({ id: row.case_id as string, ...toCaseRecord(row) });

/** The console's Design cases list (issue 24): every case, filtered by state, origin, room type and style; newest first. */
export const casesList: ListSpec<ReturnType<typeof caseRow>> = {
  from: (db) => db(c),
  id: `${c}.case_id`,
  sorts: { id: `${c}.case_id`, updatedAt: `${c}.updated_at`, publishedAt: `${c}.published_at`, title: `${c}.title`, status: `${c}.status` },
  defaultSort: ['updatedAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: `${c}.status`, values: ['draft', 'published'] },
    origin: { kind: 'equals', column: `${c}.origin`, values: ['project', 'staff'] },
    roomTypeId: { kind: 'equals', column: `${c}.room_type_id` },
    style: { kind: 'equals', column: `${c}.style` },
    q: { kind: 'contains', columns: [`${c}.title`, `${c}.description`] },
  },
  columns: [`${c}.*`],
  toRow: caseRow,
};

import type { Knex } from 'knex';
import { reviewStatuses } from '../../domain/ratings/product-review';
import { goodsTable } from '../catalogue/goods';
import type { ListSpec } from '../console/lists';
import { productReviewsTable, toReviewRecord } from './product-reviews';

const r = productReviewsTable;

const reviewRow = (row: Record<string, any>) => ({ id: row.review_id as string, ...toReviewRecord(row), goodsName: (row.goods_name as string | null) ?? null });

/** The console's Reviews list (issue 22): every state, filtered by state, product or author; newest first. */
export const reviewsList: ListSpec<ReturnType<typeof reviewRow>> = {
  from: (db) => db(r).leftJoin(goodsTable, `${goodsTable}.id`, `${r}.goods_id`),
  id: `${r}.review_id`,
  sorts: { id: `${r}.review_id`, writtenAt: `${r}.written_at`, rating: `${r}.rating`, status: `${r}.status`, goodsId: `${r}.goods_id` },
  defaultSort: ['writtenAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: `${r}.status`, values: reviewStatuses },
    goodsId: { kind: 'equals', column: `${r}.goods_id` },
    userId: { kind: 'equals', column: `${r}.user_id` },
    q: { kind: 'contains', columns: [`${r}.title`, `${r}.text`, `${r}.author_name`] },
    writtenFrom: { kind: 'from', column: `${r}.written_at`, type: 'time' },
    writtenTo: { kind: 'to', column: `${r}.written_at`, type: 'time' },
  },
  columns: [`${r}.*`, `${goodsTable}.name as goods_name`],
  toRow: reviewRow,
};

/** Reviews waiting for staff (the console's dashboard). */
export async function reviewsWaiting(db: Knex): Promise<number> {
  const [row] = await db(r).where({ status: 'pending' }).count<{ n: string }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

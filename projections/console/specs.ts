import type { Knex } from 'knex';
import { toView as goodsView } from '../catalogue/goods.queries';
import { goodsTable } from '../catalogue/goods';
import { orderStatuses, ordersTable, returnsTable } from '../orders/orders';
import { needsTable, toView as needView } from '../projects/needs';
import { codesTable, toRow as codeRow, usesOf } from '../promotions/codes';
import { accountsTable } from '../identity/accounts';
import { proposalsTable } from '../review/proposals';
import type { ListSpec } from './lists';
import { maskEmail, maskPhone } from '../../domain/shared/personal-data';

/** The console's lists over the read models, one spec a resource (issue 11). */

const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

export const goodsList: ListSpec<ReturnType<typeof goodsView> & { listedAt: string | null; delisted: boolean }> = {
  from: (db) => db(goodsTable),
  id: 'id',
  sorts: { id: 'id', name: 'name', brand: 'brand', priceCents: 'price_cents', effectivePriceCents: 'effective_price_cents', availability: 'availability', listedAt: 'listed_at', categoryId: 'category_id' },
  defaultSort: ['listedAt', 'DESC'],
  filters: {
    q: { kind: 'search', column: 'search' },
    name: { kind: 'contains', columns: ['name', 'brand'] },
    categoryId: { kind: 'equals', column: 'category_id' },
    availability: { kind: 'equals', column: 'availability' },
    vendorId: { kind: 'equals', column: 'vendor_id' },
    delisted: { kind: 'flag', column: 'delisted' },
    minPriceCents: { kind: 'from', column: 'effective_price_cents', type: 'number' },
    maxPriceCents: { kind: 'to', column: 'effective_price_cents', type: 'number' },
    listedFrom: { kind: 'from', column: 'listed_at', type: 'time' },
    listedTo: { kind: 'to', column: 'listed_at', type: 'time' },
  },
  columns: ['*'],
  toRow: (r) => ({ ...goodsView(r), listedAt: iso(r.listed_at), delisted: r.delisted }),
};

const orderRow = (r: Record<string, any>) => ({
  id: r.order_id as string,
  orderId: r.order_id as string,
  orderNumber: r.order_number as string,
  clientId: r.client_id as string,
  status: r.status as string,
  totalCents: Number(r.total_cents),
  paidCents: Number(r.paid_cents),
  refundedCents: Number(r.refunded_cents),
  itemCount: r.item_count as number,
  lineCount: r.line_count as number,
  code: r.code as string | null,
  shipTo: [r.address?.name, r.address?.city].filter(Boolean).join(', '),
  placedAt: iso(r.placed_at)!,
  paidAt: iso(r.paid_at),
  cancelledAt: iso(r.cancelled_at),
});

export const ordersList: ListSpec<ReturnType<typeof orderRow>> = {
  // Paid orders only: a checkout never paid is a draft (issue 21).
  from: (db) => db(ordersTable).whereNotNull('paid_at'),
  id: 'order_id',
  sorts: { id: 'order_id', orderNumber: 'order_number', placedAt: 'placed_at', totalCents: 'total_cents', status: 'status', paidAt: 'paid_at' },
  defaultSort: ['placedAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: 'status', values: orderStatuses },
    clientId: { kind: 'equals', column: 'client_id' },
    orderNumber: { kind: 'equals', column: 'order_number' },
    q: { kind: 'contains', columns: ['order_number', 'client_id'] },
    placedFrom: { kind: 'from', column: 'placed_at', type: 'time' },
    placedTo: { kind: 'to', column: 'placed_at', type: 'time' },
    minTotalCents: { kind: 'from', column: 'total_cents', type: 'number' },
    maxTotalCents: { kind: 'to', column: 'total_cents', type: 'number' },
  },
  columns: ['order_id', 'order_number', 'client_id', 'status', 'total_cents', 'paid_cents', 'refunded_cents', 'item_count', 'line_count', 'code', 'address', 'placed_at', 'paid_at', 'cancelled_at'],
  toRow: orderRow,
};

const returnRow = (r: Record<string, any>) => ({
  id: `${r.order_id}~${r.return_id}`,
  orderId: r.order_id as string,
  returnId: r.return_id as string,
  orderNumber: r.order_number as string,
  clientId: r.client_id as string,
  lineIds: r.line_ids as string[],
  reasons: r.reasons as string[],
  note: r.note as string,
  status: r.status as string,
  requestedAt: iso(r.requested_at)!,
  settledAt: iso(r.settled_at),
  refuseReason: r.refuse_reason as string | null,
});

/** Returns with their order; the id is `{orderId}~{returnId}`. */
export const returnsList: ListSpec<ReturnType<typeof returnRow>> = {
  from: (db) => db(returnsTable).join(ordersTable, `${ordersTable}.order_id`, `${returnsTable}.order_id`),
  id: `${returnsTable}.return_id`,
  whereIds: (q, ids) => q.whereIn([`${returnsTable}.order_id`, `${returnsTable}.return_id`], ids.map((id) => id.split('~', 2)) as [string, string][]),
  sorts: { id: `${returnsTable}.return_id`, requestedAt: `${returnsTable}.requested_at`, status: `${returnsTable}.status`, orderNumber: `${ordersTable}.order_number` },
  defaultSort: ['requestedAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: `${returnsTable}.status`, values: ['requested', 'approved', 'refused'] },
    orderId: { kind: 'equals', column: `${returnsTable}.order_id` },
    clientId: { kind: 'equals', column: `${ordersTable}.client_id` },
    requestedFrom: { kind: 'from', column: `${returnsTable}.requested_at`, type: 'time' },
    requestedTo: { kind: 'to', column: `${returnsTable}.requested_at`, type: 'time' },
  },
  columns: [`${returnsTable}.*`, `${ordersTable}.order_number`, `${ordersTable}.client_id`],
  toRow: returnRow,
};

/** Sensitive fields are masked: the console shows enough to recognise a customer, not to copy their contacts (domain/shared/personal-data.ts). */
export { maskEmail, maskPhone };

const customerRow = (r: Record<string, any>) => ({
  id: r.user_id as string,
  email: maskEmail(r.email),
  username: r.username as string,
  mobile: maskPhone(r.mobile),
  status: r.status as string,
  roles: r.roles as string[],
  registeredAt: iso(r.registered_at)!,
  activatedAt: iso(r.activated_at),
  blocked: Boolean(r.blocked_at),
  blockedReason: (r.blocked_reason as string | null) ?? null,
});

/** Customers: the accounts with the client role. */
export const customersList: ListSpec<ReturnType<typeof customerRow>> = {
  from: (db) => db(accountsTable).whereRaw(`roles \\? 'client'`),
  id: 'user_id',
  sorts: { id: 'user_id', registeredAt: 'registered_at', username: 'username', status: 'status' },
  defaultSort: ['registeredAt', 'DESC'],
  filters: {
    // Staff find a customer by their full e-mail or a part of their name; the list shows it masked.
    email: { kind: 'equals', column: 'email' },
    q: { kind: 'contains', columns: ['username', 'user_id'] },
    status: { kind: 'equals', column: 'status' },
    registeredFrom: { kind: 'from', column: 'registered_at', type: 'time' },
    registeredTo: { kind: 'to', column: 'registered_at', type: 'time' },
  },
  columns: ['user_id', 'email', 'username', 'mobile', 'status', 'roles', 'registered_at', 'activated_at', 'blocked_at', 'blocked_reason'],
  toRow: customerRow,
};

const projectRow = (r: Record<string, any>) => ({ id: r.need_id as string, ...needView(r), ownerKind: r.owner_kind as string, ownerId: r.owner_id as string });

export const projectsList: ListSpec<ReturnType<typeof projectRow>> = {
  from: (db) => db(needsTable),
  id: 'need_id',
  sorts: { id: 'need_id', createdAt: 'created_at', updatedAt: 'updated_at', status: 'status', submittedAt: 'submitted_at', paidCents: 'paid_cents' },
  defaultSort: ['updatedAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: 'status', values: ['DRAFT', 'SUBMITTED', 'PAID', 'IN_DESIGN', 'DELIVERED', 'DELETED'] },
    designerId: { kind: 'equals', column: 'designer_id' },
    hasDesigner: { kind: 'present', column: 'designer_id' },
    clientId: { kind: 'equals', column: 'owner_id' },
    plan: { kind: 'equals', column: 'plan' },
    createdFrom: { kind: 'from', column: 'created_at', type: 'time' },
    createdTo: { kind: 'to', column: 'created_at', type: 'time' },
  },
  toRow: projectRow,
};

const proposalRow = (r: Record<string, any>) => ({
  id: r.proposal_id as string,
  needId: r.need_id as string,
  clientId: r.client_id as string,
  designerId: r.designer_id as string,
  version: r.version as number,
  status: r.status as string,
  boards: r.boards as unknown[],
  overall: r.overall as string,
  approvedBoardIds: r.approved_board_ids as string[],
  revisions: r.revisions as unknown[],
  reviewSavedAt: iso(r.review_saved_at),
  draftedAt: iso(r.drafted_at)!,
  publishedAt: iso(r.published_at),
});

export const proposalsList: ListSpec<ReturnType<typeof proposalRow>> = {
  from: (db) => db(proposalsTable),
  id: 'proposal_id',
  sorts: { id: 'proposal_id', draftedAt: 'drafted_at', publishedAt: 'published_at', version: 'version', status: 'status' },
  defaultSort: ['draftedAt', 'DESC'],
  filters: {
    needId: { kind: 'equals', column: 'need_id' },
    designerId: { kind: 'equals', column: 'designer_id' },
    clientId: { kind: 'equals', column: 'client_id' },
    status: { kind: 'equals', column: 'status' },
  },
  toRow: proposalRow,
};

export const codesList: ListSpec<ReturnType<typeof codeRow> & { id: string }> = {
  from: (db) => db(codesTable).leftJoin(usesOf(db), 'u.code', `${codesTable}.code`),
  id: `${codesTable}.code`,
  sorts: { id: `${codesTable}.code`, code: `${codesTable}.code`, createdAt: 'created_at', endsAt: 'ends_at', totalUses: 'u.n', value: 'value' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'contains', columns: [`${codesTable}.code`] },
    kind: { kind: 'equals', column: 'kind' },
    ended: { kind: 'present', column: 'ended_at' },
  },
  columns: [`${codesTable}.*`, 'u.n'],
  toRow: (r) => ({ id: r.code, ...codeRow(r) }),
};

/** Designers and their load: projects in design and waiting, by designer account. */
export const designersList: ListSpec<{ id: string; username: string; email: string; inDesign: number; delivered: number; total: number }> = {
  from: (db: Knex) =>
    // Output columns (coalesced) are what the sort names: `in_design` reads the load, 0 when none.
    db(accountsTable)
      .whereRaw(`roles \\? 'designer'`)
      .leftJoin(
        db(needsTable)
          .select('designer_id')
          .select(db.raw(`count(*) FILTER (WHERE status IN ('PAID','IN_DESIGN')) AS in_design`))
          .select(db.raw(`count(*) FILTER (WHERE status = 'DELIVERED') AS delivered`))
          .select(db.raw('count(*) AS total'))
          .whereNotNull('designer_id')
          .groupBy('designer_id')
          .as('load'),
        'load.designer_id',
        `${accountsTable}.user_id`,
      ),
  id: `${accountsTable}.user_id`,
  sorts: { id: `${accountsTable}.user_id`, username: 'username', inDesign: 'in_design', total: 'total' },
  defaultSort: ['inDesign', 'ASC'],
  filters: { q: { kind: 'contains', columns: ['username', `${accountsTable}.user_id`] } },
  columns: (db) => [`${accountsTable}.user_id`, 'username', 'email', db.raw('coalesce(load.in_design, 0) AS in_design'), db.raw('coalesce(load.delivered, 0) AS delivered'), db.raw('coalesce(load.total, 0) AS total')],
  toRow: (r) => ({ id: r.user_id, username: r.username, email: r.email, inDesign: Number(r.in_design ?? 0), delivered: Number(r.delivered ?? 0), total: Number(r.total ?? 0) }),
};

/** The category tree, flat: each row names its parent (null: a top category). */
export const categoriesList: ListSpec<{ id: string; name: string; displayName: string; parentId: string | null; sort: number }> = {
  from: (db) => db('catalogue_categories_v1'),
  id: 'id',
  sorts: { id: 'id', name: 'name', sort: 'sort', parentId: 'parent_id' },
  defaultSort: ['sort', 'ASC'],
  filters: { q: { kind: 'contains', columns: ['name', 'display_name', 'id'] }, parentId: { kind: 'equals', column: 'parent_id' }, hasParent: { kind: 'present', column: 'parent_id' } },
  toRow: (r) => ({ id: r.id, name: r.name, displayName: r.display_name, parentId: r.parent_id, sort: r.sort }),
};

import type { Knex } from 'knex';
import { type NeedEvent, needEventTypes, type NeedStatus, type ProjectIdeas } from '../../domain/projects/need';
import { displayProjectId } from '../../domain/projects/project-id';
import { defineProjection } from '../projection';

export const needsTable = 'projects_needs_v1';

/** Design projects, one row each: owner, room, status, the answers so far, plan and payment, designer. */
export const needsProjection = defineProjection<NeedEvent>()({
  name: 'projects-needs',
  reads: needEventTypes,
  handles: ['NeedDrafted', 'NeedStepAnswered', 'NeedDetailAnswered', 'NeedClaimed', 'NeedSubmitted', 'NeedPaid', 'DesignerAssigned', 'DesignDelivered', 'RevisionRequested', 'NeedDeleted', 'NeedUpgraded', 'RedesignRequested', 'NeedIdeasAttached'],
  // Meetings, ratings, tips, the furniture and the chosen code are read from the project's own stream.
  ignores: ['MeetingBooked', 'ProjectRated', 'DesignerTipped', 'ProjectProductsRecorded', 'ProjectProductRemoved', 'ProjectCodeChosen'],
  tables: [needsTable],
  async apply(trx, events) {
    for (const event of events) {
      const row = () => trx(needsTable).where({ need_id: event.data.needId });
      switch (event.type) {
        case 'NeedDrafted': {
          const { needId, packageId, owner, room, createdAt } = event.data;
          await trx(needsTable)
            .insert({
              need_id: needId, package_id: packageId, owner_kind: owner.kind, owner_id: owner.kind === 'client' ? owner.clientId : owner.visitorId,
              room_type_id: room.roomTypeId, room_name: room.name, status: 'DRAFT', created_at: createdAt, updated_at: createdAt,
            })
            .onConflict('need_id')
            .ignore();
          break;
        }
        case 'NeedStepAnswered':
          await row().update({ answers: trx.raw('answers || ?::jsonb', [JSON.stringify({ [event.data.step]: event.data.answer })]), updated_at: event.data.answeredAt });
          break;
        case 'NeedDetailAnswered':
          await row().update({ details: trx.raw('details || ?::jsonb', [JSON.stringify({ [event.data.detail]: event.data.answer })]), updated_at: event.data.answeredAt });
          break;
        case 'NeedClaimed':
          await row().update({ owner_kind: 'client', owner_id: event.data.clientId, updated_at: event.data.claimedAt });
          break;
        case 'NeedSubmitted':
          await row().update({ submitted_at: event.data.submittedAt });
          await row().where({ status: 'DRAFT' }).update({ status: 'SUBMITTED', updated_at: event.data.submittedAt });
          break;
        case 'NeedPaid':
          await row().update({ plan: event.data.plan, paid_cents: event.data.amountCents, free_shipping_until: event.data.freeShippingUntil, updated_at: event.data.paidAt });
          await row().whereIn('status', ['DRAFT', 'SUBMITTED']).update({ status: 'PAID' });
          break;
        case 'DesignerAssigned':
          await row().update({ designer_id: event.data.designerId, updated_at: event.data.assignedAt });
          await row().whereIn('status', ['SUBMITTED', 'PAID']).update({ status: 'IN_DESIGN' });
          break;
        case 'DesignDelivered':
          await row().update({ status: 'DELIVERED', delivered_at: event.data.deliveredAt, updated_at: event.data.deliveredAt });
          break;
        case 'RevisionRequested':
          await row().update({ status: 'IN_DESIGN', revisions: trx.raw('revisions + 1'), updated_at: event.data.requestedAt });
          break;
        case 'NeedDeleted':
          await row().update({ status: 'DELETED', updated_at: event.data.deletedAt });
          break;
        case 'NeedUpgraded':
          await row().update({ plan: event.data.toPlan, paid_cents: trx.raw('coalesce(paid_cents, 0) + ?', [event.data.amountCents]), updated_at: event.data.upgradedAt });
          break;
        case 'RedesignRequested':
          await row().update({ status: 'IN_DESIGN', updated_at: event.data.requestedAt });
          break;
        case 'NeedIdeasAttached': {
          const { boardId, boardName, caseIds, goodsIds, attachedAt } = event.data;
          await row().update({ ideas: JSON.stringify({ boardId, boardName, caseIds, goodsIds }), updated_at: attachedAt });
          break;
        }
      }
    }
  },
});

export interface NeedView {
  needId: string;
  projectId: string;
  packageId: string;
  room: { roomTypeId: string; name: string };
  status: NeedStatus;
  plan: string | null;
  answers: Record<string, unknown>;
  /** The optional details of the brief (domain/projects/details.ts), by detail. */
  details: Record<string, unknown>;
  /** The idea board the client started the project from, as it was then (issue 24), or null. */
  ideas: ProjectIdeas | null;
  designerId: string | null;
  /** The client the project is for (null while a visitor's draft). */
  clientId: string | null;
  paidCents: number | null;
  freeShippingUntil: string | null;
  revisions: number;
  submittedAt: string | null;
  /** When the designer last delivered a design (null before, and for rows projected before it was kept). */
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const toView = (r: Record<string, any>): NeedView => ({
  needId: r.need_id, projectId: displayProjectId(r.need_id), packageId: r.package_id, room: { roomTypeId: r.room_type_id, name: r.room_name }, status: r.status, plan: r.plan,
  answers: r.answers ?? {}, details: r.details ?? {}, ideas: r.ideas ?? null, designerId: r.designer_id, clientId: r.owner_kind === 'client' ? r.owner_id : null, paidCents: r.paid_cents === null ? null : Number(r.paid_cents),
  freeShippingUntil: r.free_shipping_until ? new Date(r.free_shipping_until).toISOString() : null, revisions: r.revisions,
  submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
  deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
  createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
});

/** Whose projects a query sees: the signed-in client's, or the visitor's drafts. */
export type NeedOwnerRef = { kind: 'client'; clientId: string } | { kind: 'visitor'; visitorId: string };
const ownerWhere = (o: NeedOwnerRef) => ({ owner_kind: o.kind, owner_id: o.kind === 'client' ? o.clientId : o.visitorId });

/** The owner's projects, newest first, optionally of one status (deleted drafts never). */
export async function listNeeds(db: Knex, owner: NeedOwnerRef, { status, start = 0, pageSize = 20 }: { status?: NeedStatus | null; start?: number; pageSize?: number } = {}) {
  const q = db(needsTable).where(ownerWhere(owner)).whereNot({ status: 'DELETED' });
  if (status) q.where({ status });
  const [{ n }] = await q.clone().count<{ n: string }[]>({ n: '*' });
  const rows = await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'need_id', order: 'desc' }]).offset(start).limit(pageSize);
  return { total: Number(n), rows: rows.map(toView) };
}

export async function draftCount(db: Knex, owner: NeedOwnerRef): Promise<number> {
  const [{ n }] = await db(needsTable).where(ownerWhere(owner)).where({ status: 'DRAFT' }).count<{ n: string }[]>({ n: '*' });
  return Number(n);
}

/** One of the owner's projects, or null (another owner's is not found). */
export async function getNeedOf(db: Knex, owner: NeedOwnerRef, needId: string): Promise<NeedView | null> {
  const row = await db(needsTable).where({ need_id: needId, ...ownerWhere(owner) }).whereNot({ status: 'DELETED' }).first();
  return row ? toView(row) : null;
}

/** The projects of one package (the rooms chosen together), for its owner. */
export async function packageNeeds(db: Knex, owner: NeedOwnerRef, packageId: string): Promise<NeedView[]> {
  const rows = await db(needsTable).where({ package_id: packageId, ...ownerWhere(owner) }).whereNot({ status: 'DELETED' }).orderBy('need_id');
  return rows.map(toView);
}

/** The latest free-shipping eligibility date the client's paid projects grant (part 1 §4), or null. */
export async function latestFreeShippingDate(db: Knex, clientId: string): Promise<string | null> {
  const [row] = await db(needsTable).where({ owner_kind: 'client', owner_id: clientId }).whereNotNull('free_shipping_until').max<{ until: Date | null }[]>({ until: 'free_shipping_until' });
  return row?.until ? new Date(row.until).toISOString() : null;
}

/** A designer's projects (their workspace), newest first: only those assigned to them. */
export async function designerNeeds(db: Knex, designerId: string): Promise<NeedView[]> {
  const rows = await db(needsTable).where({ designer_id: designerId }).whereNot({ status: 'DELETED' }).orderBy([{ column: 'updated_at', order: 'desc' }]);
  return rows.map(toView);
}

/** Any project, for staff. */
export async function needById(db: Knex, needId: string): Promise<NeedView | null> {
  const row = await db(needsTable).where({ need_id: needId }).first();
  return row ? toView(row) : null;
}

/** Staff: every project, newest first, by status and owner. */
export async function staffListNeeds(db: Knex, { status, clientId, start, pageSize }: { status?: NeedStatus | null; clientId?: string | null; start: number; pageSize: number }) {
  const q = db(needsTable);
  if (status) q.where({ status });
  if (clientId) q.where({ owner_kind: 'client', owner_id: clientId });
  const [{ n }] = await q.clone().count<{ n: string }[]>({ n: '*' });
  const rows = await q.orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'need_id', order: 'desc' }]).offset(start).limit(pageSize);
  return { total: Number(n), rows: rows.map((r) => ({ ...toView(r), owner: { kind: r.owner_kind as 'client' | 'visitor', id: r.owner_id as string } })) };
}

/** How many projects the client has paid for (the referral and first-project codes are for a first one). */
export async function paidProjectCount(db: Knex, clientId: string): Promise<number> {
  const [{ n }] = await db(needsTable).where({ owner_kind: 'client', owner_id: clientId }).whereNotNull('paid_cents').count<{ n: string }[]>({ n: '*' });
  return Number(n);
}

/**
 * The owner's project with the most recent designer's delivery (need
 * getLastProposalNeed), or null. A delivered project, or one revised or redesigned
 * since (its status is back to IN_DESIGN, its delivery stays).
 */
export async function lastDeliveredNeed(db: Knex, owner: NeedOwnerRef): Promise<NeedView | null> {
  const row = await db(needsTable)
    .where(ownerWhere(owner))
    .whereNot({ status: 'DELETED' })
    .where((q) => q.whereNotNull('delivered_at').orWhere({ status: 'DELIVERED' }).orWhere('revisions', '>', 0))
    .orderByRaw('coalesce(delivered_at, updated_at) DESC, need_id DESC')
    .first();
  return row ? toView(row) : null;
}

import type { Knex } from 'knex';
import { type DiyProjectEvent, diyProjectEventTypes, type DiyStatus } from '../../domain/diy/diy-project';
import { defineProjection } from '../projection';

export const diyProjectsTable = 'diy_projects_v1';

/** DIY projects, one row each: owner, room, status, the answers so far (the board's products among them), the design project it became. */
export const diyProjectsProjection = defineProjection<DiyProjectEvent>()({
  name: 'diy-projects',
  reads: diyProjectEventTypes,
  handles: ['DiyProjectStarted', 'DiyStepAnswered', 'DiyProjectClaimed', 'DiyProjectSaved', 'DiyUpgraded'],
  ignores: [],
  tables: [diyProjectsTable],
  async apply(trx, events) {
    for (const event of events) {
      const row = () => trx(diyProjectsTable).where({ diy_id: event.data.diyId });
      switch (event.type) {
        case 'DiyProjectStarted': {
          const { diyId, owner, room, startedAt } = event.data;
          await trx(diyProjectsTable)
            .insert({
              diy_id: diyId, owner_kind: owner.kind, owner_id: owner.kind === 'client' ? owner.clientId : owner.visitorId,
              room_type_id: room.roomTypeId, room_name: room.name, status: 'DRAFT', created_at: startedAt, updated_at: startedAt,
            })
            .onConflict('diy_id')
            .ignore();
          break;
        }
        case 'DiyStepAnswered':
          await row().update({ answers: trx.raw('answers || ?::jsonb', [JSON.stringify({ [event.data.step]: event.data.answer })]), updated_at: event.data.answeredAt });
          break;
        case 'DiyProjectClaimed':
          await row().update({ owner_kind: 'client', owner_id: event.data.clientId, updated_at: event.data.claimedAt });
          break;
        case 'DiyProjectSaved':
          await row().update({ saved_at: event.data.savedAt, updated_at: event.data.savedAt });
          await row().where({ status: 'DRAFT' }).update({ status: 'SAVED' });
          break;
        case 'DiyUpgraded':
          await row().update({ status: 'UPGRADED', need_package_id: event.data.needPackageId, updated_at: event.data.upgradedAt });
          break;
      }
    }
  },
});

export interface DiyProjectView {
  diyId: string;
  room: { roomTypeId: string; name: string };
  status: DiyStatus;
  answers: Record<string, unknown>;
  /** The products kept on the board (the RENDERING step). */
  goodsIds: string[];
  /** The design project's package once upgraded. */
  needPackageId: string | null;
  savedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Where the project picks up (its first open step, or its board). */
  continueHref: string;
  /** Where it becomes a paid design project. */
  upgradeHref: string;
}

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

const toView = (r: Record<string, any>): DiyProjectView => {
  const answers = (r.answers ?? {}) as Record<string, any>;
  return {
    diyId: r.diy_id, room: { roomTypeId: r.room_type_id, name: r.room_name }, status: r.status, answers,
    goodsIds: Array.isArray(answers.RENDERING?.goodsIds) ? answers.RENDERING.goodsIds : [],
    needPackageId: r.need_package_id, savedAt: iso(r.saved_at), createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
    continueHref: `/diy/continue?id=${r.diy_id}`, upgradeHref: `/diy/upgrade/${r.diy_id}`,
  };
};

/** Whose DIY projects a query sees: the signed-in client's, or the visitor's. */
export type DiyOwnerRef = { kind: 'client'; clientId: string } | { kind: 'visitor'; visitorId: string };
const ownerWhere = (o: DiyOwnerRef) => ({ owner_kind: o.kind, owner_id: o.kind === 'client' ? o.clientId : o.visitorId });

/** The owner's DIY projects, newest first (for /project/index?status=DIY). */
export async function listDiyProjects(db: Knex, owner: DiyOwnerRef, { start = 0, pageSize = 50 }: { start?: number; pageSize?: number } = {}): Promise<DiyProjectView[]> {
  const rows = await db(diyProjectsTable).where(ownerWhere(owner)).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'diy_id', order: 'desc' }]).offset(start).limit(pageSize);
  return rows.map(toView);
}

/** One of the owner's DIY projects, or null (another owner's is not found). */
export async function getDiyProjectOf(db: Knex, owner: DiyOwnerRef, diyId: string): Promise<DiyProjectView | null> {
  const row = await db(diyProjectsTable).where({ diy_id: diyId, ...ownerWhere(owner) }).first();
  return row ? toView(row) : null;
}

/** A DIY project by id, whoever owns it: for callers that have decided access already (its board's members). */
export async function diyProjectById(db: Knex, diyId: string): Promise<DiyProjectView | null> {
  const row = await db(diyProjectsTable).where({ diy_id: diyId }).first();
  return row ? toView(row) : null;
}

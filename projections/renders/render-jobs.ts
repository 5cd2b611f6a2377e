import type { Knex } from 'knex';
import { renderEventTypes, type RenderEvent, type RenderStatus } from '../../domain/renders/render-jobs';
import { defineProjection } from '../projection';

export const rendersTable = 'renders_v1';

/** Every render job as its pages show it (issue 25). */
export const renderJobsProjection = defineProjection<RenderEvent>()({
  name: 'renders-jobs',
  reads: renderEventTypes,
  handles: renderEventTypes,
  ignores: [],
  tables: [rendersTable],
  async apply(trx, events) {
    for (const event of events) {
      const where = { render_id: event.data.renderId };
      switch (event.type) {
        case 'RenderRequested': {
          const r = event.data;
          await trx(rendersTable)
            .insert({
              render_id: r.renderId, owner_id: r.ownerId, photo_key: r.photoKey, room_type: r.roomType, style: r.style, prompt: r.prompt, provider: r.provider, plan: r.plan,
              status: 'requested', attempt: 1, requested_at: r.requestedAt, updated_at: r.requestedAt,
            })
            .onConflict('render_id')
            .ignore();
          break;
        }
        case 'RenderAttemptRequested':
          await trx(rendersTable).where(where).update({ attempt: event.data.attempt, updated_at: event.data.requestedAt });
          break;
        case 'RenderAttemptStarted':
          await trx(rendersTable).where(where).update({ status: 'running', attempt: event.data.attempt, updated_at: event.data.startedAt });
          break;
        case 'RenderOutputReceived':
          await trx(rendersTable).where(where).update({ updated_at: event.data.receivedAt, total_cost_micros: trx.raw('total_cost_micros + ?', [event.data.costMicros]) });
          break;
        case 'RenderAttemptFailed':
          await trx(rendersTable).where(where).update({ status: 'running', reason: event.data.reason, updated_at: event.data.failedAt, total_cost_micros: trx.raw('total_cost_micros + ?', [event.data.costMicros]) });
          break;
        case 'RenderSucceeded':
          await trx(rendersTable).where(where).update({ status: 'succeeded', output_key: event.data.outputKey, goods_ids: event.data.goodsIds ? JSON.stringify(event.data.goodsIds) : null, reason: null, total_cost_micros: event.data.totalCostMicros, updated_at: event.data.finishedAt, finished_at: event.data.finishedAt });
          break;
        case 'RenderFailed':
          await trx(rendersTable).where(where).update({ status: 'failed', reason: event.data.reason, total_cost_micros: event.data.totalCostMicros, updated_at: event.data.failedAt, finished_at: event.data.failedAt });
          break;
        case 'RenderCancelled':
          await trx(rendersTable).where(where).update({ status: 'cancelled', total_cost_micros: event.data.totalCostMicros, updated_at: event.data.cancelledAt, finished_at: event.data.cancelledAt });
          break;
        case 'RenderShared':
          await trx(rendersTable).where(where).update({ shared: event.data.shared, shared_at: event.data.shared ? event.data.at : null });
          break;
        default: {
          const never: never = event;
          return never;
        }
      }
    }
  },
});

export interface RenderView {
  renderId: string;
  ownerId: string;
  photoKey: string;
  roomType: string;
  style: string;
  prompt: string;
  provider: string;
  plan: string;
  status: RenderStatus;
  attempt: number;
  reason: string | null;
  outputKey: string | null;
  /** The products the picture shows, when its provider knew them (a studio render, ADR 062); null otherwise. */
  goodsIds: string[] | null;
  totalCostMicros: number;
  shared: boolean;
  requestedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
export const viewOf = (r: Record<string, any>): RenderView => ({
  renderId: r.render_id, ownerId: r.owner_id, photoKey: r.photo_key, roomType: r.room_type, style: r.style, prompt: r.prompt, provider: r.provider, plan: r.plan,
  status: r.status, attempt: r.attempt, reason: r.reason ?? null, outputKey: r.output_key ?? null, goodsIds: Array.isArray(r.goods_ids) ? r.goods_ids : null, totalCostMicros: Number(r.total_cost_micros), shared: r.shared,
  requestedAt: iso(r.requested_at), updatedAt: iso(r.updated_at), finishedAt: r.finished_at ? iso(r.finished_at) : null,
});

export async function renderById(db: Knex, renderId: string): Promise<RenderView | null> {
  const r = await db(rendersTable).where({ render_id: renderId }).first();
  return r ? viewOf(r) : null;
}

/** One owner's renders, newest first. Always scoped by the owner. */
export async function rendersOf(db: Knex, ownerId: string, page: { start: number; pageSize: number }): Promise<{ total: number; list: RenderView[] }> {
  const [{ n }] = await db(rendersTable).where({ owner_id: ownerId }).count<{ n: string }[]>({ n: '*' });
  const rows = await db(rendersTable).where({ owner_id: ownerId }).orderBy([{ column: 'requested_at', order: 'desc' }, { column: 'render_id' }]).offset(page.start).limit(page.pageSize);
  return { total: Number(n), list: rows.map(viewOf) };
}

/** Renders their owners shared, newest share first. */
export async function sharedRenders(db: Knex, page: { start: number; pageSize: number }): Promise<{ total: number; list: RenderView[] }> {
  const base = () => db(rendersTable).where({ shared: true, status: 'succeeded' });
  const [{ n }] = await base().count<{ n: string }[]>({ n: '*' });
  const rows = await base().orderBy([{ column: 'shared_at', order: 'desc' }, { column: 'render_id' }]).offset(page.start).limit(page.pageSize);
  return { total: Number(n), list: rows.map(viewOf) };
}

/**
 * An owner's finished (succeeded) renders, newest first: what the design
 * questionnaire's RENDERINGS step offers (issue 25). Always scoped by the owner.
 */
export async function succeededRendersOf(db: Knex, ownerId: string, limit = 24): Promise<RenderView[]> {
  const rows = await db(rendersTable).where({ owner_id: ownerId, status: 'succeeded' }).orderBy([{ column: 'finished_at', order: 'desc' }, { column: 'render_id' }]).limit(limit);
  return rows.map(viewOf);
}

/** Of these render ids, the ones that are this owner's succeeded renders. */
export async function ownSucceededRenders(db: Knex, ownerId: string, renderIds: readonly string[]): Promise<RenderView[]> {
  if (!renderIds.length) return [];
  const rows = await db(rendersTable).where({ owner_id: ownerId, status: 'succeeded' }).whereIn('render_id', [...renderIds]);
  return rows.map(viewOf);
}

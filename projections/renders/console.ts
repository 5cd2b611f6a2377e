import type { ListSpec } from '../console/lists';
import { rendersTable, viewOf, type RenderView } from './render-jobs';

/** A render as the console lists it: no storage keys; the cost in millionths of a dollar and in cents. */
export type ConsoleRender = Omit<RenderView, 'photoKey' | 'outputKey'> & { id: string; hasPicture: boolean; costCents: number };

export const consoleRenderOf = (r: Record<string, any>): ConsoleRender => {
  const { photoKey: _photo, outputKey, ...view } = viewOf(r);
  return { id: view.renderId, ...view, hasPicture: outputKey !== null, costCents: Math.ceil(view.totalCostMicros / 10_000) };
};

/** The console's AI renders (issue 25, staff): every render with its owner, provider, attempts and what it cost; filter by status, provider, plan or owner. */
export const rendersList: ListSpec<ConsoleRender> = {
  from: (db) => db(rendersTable),
  id: 'render_id',
  sorts: { id: 'render_id', requestedAt: 'requested_at', updatedAt: 'updated_at', totalCostMicros: 'total_cost_micros', attempt: 'attempt' },
  defaultSort: ['requestedAt', 'DESC'],
  filters: {
    status: { kind: 'equals', column: 'status', values: ['requested', 'running', 'succeeded', 'failed', 'cancelled'] },
    provider: { kind: 'equals', column: 'provider' },
    plan: { kind: 'equals', column: 'plan', values: ['free', 'subscriber'] },
    ownerId: { kind: 'equals', column: 'owner_id' },
  },
  toRow: consoleRenderOf,
};

import type { Knex } from 'knex';
import type { ExperimentEvent } from '../../domain/experiments/experiment';
import { exposureEventTypes, type ExposureEvent } from '../../domain/experiments/exposure';
import { experimentEventTypes } from '../../domain/experiments/experiment';
import { sessionEventTypes, type SessionEvent } from '../../domain/identity/session';
import { needEventTypes, type NeedEvent } from '../../domain/projects/need';
import { orderEventTypes, type OrderEvent } from '../../domain/orders/order';
import { defineProjection } from '../projection';

export const exposuresTable = 'experiments_exposures_v1';
export const visitorUsersTable = 'experiments_visitor_users_v1';
export const subjectsTable = 'experiments_subjects_v1';
export const conversionsTable = 'experiments_conversions_v1';

type Read = ExperimentEvent | ExposureEvent | SessionEvent | NeedEvent | OrderEvent;

/**
 * The experiments' results (ADR 052): who was exposed to which arm, and who
 * converted after it — for a home experiment a design project paid or an order
 * paid, for a price experiment a design plan paid. The payer is matched to
 * the exposed visitor by the project's own visitor (a visitor's draft) or by any
 * visitor the paying client signed in as (SessionStarted). The first conversion
 * after the exposure counts, once per visitor and run.
 */
export const experimentResultsProjection = defineProjection<Read>()({
  name: 'experiments-results',
  tables: [exposuresTable, visitorUsersTable, subjectsTable, conversionsTable],
  reads: [...experimentEventTypes, ...exposureEventTypes, ...sessionEventTypes, ...needEventTypes, ...orderEventTypes] as Read['type'][],
  handles: ['ExposureRecorded', 'SessionStarted', 'NeedDrafted', 'NeedClaimed', 'NeedPaid', 'OrderPlaced', 'OrderPaid'],
  ignores: [
    ...experimentEventTypes,
    ...sessionEventTypes.filter((t) => t !== 'SessionStarted'),
    ...needEventTypes.filter((t) => !['NeedDrafted', 'NeedClaimed', 'NeedPaid'].includes(t)),
    ...orderEventTypes.filter((t) => !['OrderPlaced', 'OrderPaid'].includes(t)),
  ] as never[],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'ExposureRecorded': {
          const d = event.data;
          await trx(exposuresTable).insert({ experiment_id: d.experimentId, run: d.run, kind: d.kind, visitor_id: d.visitorId, user_id: d.userId, arm: d.arm, exposed_at: d.exposedAt }).onConflict(['experiment_id', 'run', 'visitor_id']).ignore();
          if (d.userId) await trx(visitorUsersTable).insert({ visitor_id: d.visitorId, user_id: d.userId }).onConflict(['user_id', 'visitor_id']).ignore();
          break;
        }
        case 'SessionStarted':
          await trx(visitorUsersTable).insert({ visitor_id: event.data.visitorId, user_id: event.data.userId }).onConflict(['user_id', 'visitor_id']).ignore();
          break;
        case 'NeedDrafted': {
          const owner = event.data.owner;
          await trx(subjectsTable)
            .insert({ subject_id: `need-${event.data.needId}`, visitor_id: owner.kind === 'visitor' ? owner.visitorId : null, client_id: owner.kind === 'client' ? owner.clientId : null })
            .onConflict('subject_id')
            .ignore();
          break;
        }
        case 'NeedClaimed':
          await trx(subjectsTable).insert({ subject_id: `need-${event.data.needId}`, visitor_id: event.data.visitorId, client_id: event.data.clientId }).onConflict('subject_id').merge(['client_id']);
          break;
        case 'NeedPaid':
          await convert(trx, `need-${event.data.needId}`, ['home', 'price'], event.data.paidAt);
          break;
        case 'OrderPlaced':
          await trx(subjectsTable).insert({ subject_id: `order-${event.data.orderId}`, visitor_id: null, client_id: event.data.clientId }).onConflict('subject_id').ignore();
          break;
        case 'OrderPaid':
          await convert(trx, `order-${event.data.orderId}`, ['home'], event.data.paidAt);
          break;
      }
    }
  },
});

/** A paid subject converts every exposure before it of its visitor, or of any visitor its client signed in as. */
async function convert(trx: Knex.Transaction, subjectId: string, kinds: string[], at: string) {
  const subject = await trx(subjectsTable).where({ subject_id: subjectId }).first();
  if (!subject) return;
  const visitors = new Set<string>(subject.visitor_id ? [subject.visitor_id] : []);
  if (subject.client_id) for (const r of await trx(visitorUsersTable).where({ user_id: subject.client_id }).select('visitor_id')) visitors.add(r.visitor_id);
  const exposed = await trx(exposuresTable)
    .where((q) => {
      q.whereIn('visitor_id', [...visitors]);
      if (subject.client_id) q.orWhere('user_id', subject.client_id);
    })
    .whereIn('kind', kinds)
    .where('exposed_at', '<=', at)
    .select('experiment_id', 'run', 'visitor_id', 'arm');
  for (const e of exposed)
    await trx(conversionsTable).insert({ experiment_id: e.experiment_id, run: e.run, visitor_id: e.visitor_id, arm: e.arm, subject_id: subjectId, converted_at: at }).onConflict(['experiment_id', 'run', 'visitor_id']).ignore();
}

/** Per arm of one experiment's run: visitors exposed and converted. */
export async function armCounts(db: Knex, experimentId: string, run: number): Promise<Map<string, { exposures: number; conversions: number }>> {
  const [exposures, conversions] = await Promise.all([
    db(exposuresTable).where({ experiment_id: experimentId, run }).groupBy('arm').select('arm').count<{ arm: string; n: string }[]>({ n: '*' }),
    db(conversionsTable).where({ experiment_id: experimentId, run }).groupBy('arm').select('arm').count<{ arm: string; n: string }[]>({ n: '*' }),
  ]);
  const out = new Map<string, { exposures: number; conversions: number }>();
  for (const r of exposures) out.set(r.arm, { exposures: Number(r.n), conversions: 0 });
  for (const r of conversions) out.set(r.arm, { exposures: out.get(r.arm)?.exposures ?? 0, conversions: Number(r.n) });
  return out;
}

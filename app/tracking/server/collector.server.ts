import type { Actor } from '../../../domain/shared/messages';
import { trackingCommands, type CollectTrackingCommand } from '../../../domain/tracking/commands';
import type { BatchOutcome } from '../../../infra/commands/pipeline';
import type { Runtime } from '../../../infra/runtime';
import { BatchQueue } from '../../../infra/tracking/batch-queue';
import type { RateLimit } from '../../web/rate-limit.server';

/**
 * The collect calls' write path (ADR 050 §4–5, ADR 053), one per runtime: the
 * visitor's allowance (`trackingEventsLimit`), then a bounded queue whose single drain loop decides
 * many requests' commands at once and appends them in one multi-stream append
 * (one transaction). A request is answered once its own command is stored.
 */
export const collectLimits = {
  /** Facts waiting at most (beyond: 503), and at most per flush. */
  capacity: 20_000,
  maxBatch: 1_000,
  /** Flushes in flight at once: one batch is written while another's commit waits for the disk (group commit). */
  flushes: 3,
};

export interface CollectItem {
  input: CollectTrackingCommand['data'];
  actor: Actor;
  outcome?: BatchOutcome;
}

/**
 * Events a visitor may send at once (150), and refilled per second (15): a page
 * sends a batch every few seconds. Kept as the app's other allowances are
 * (app/web/rate-limit.server.ts): in memory in one process, in PostgreSQL when
 * several processes serve the app, so spreading a visitor's calls over the
 * workers adds nothing to it.
 */
export const trackingEventsLimit: RateLimit = {
  name: 'tracking-events',
  burst: 150,
  perSecond: 15,
  message: 'Too many tracking events from this visitor; try again in a few seconds.',
};

export interface Collector {
  queue: BatchQueue<CollectItem>;
}

const collectors = new WeakMap<Runtime, Collector>();

export function collectorOf(runtime: Runtime): Collector {
  let collector = collectors.get(runtime);
  if (!collector) {
    const queue: BatchQueue<CollectItem> = new BatchQueue<CollectItem>({
      capacity: collectLimits.capacity,
      maxBatch: collectLimits.maxBatch,
      concurrency: collectLimits.flushes,
      weight: (item) => item.input.events.length,
      flush: async (items) => {
        const outcomes = await runtime.pipeline.executeBatch(
          trackingCommands.CollectTrackingEvents,
          items.map((item) => ({ input: item.input, context: { actor: item.actor } })),
        );
        items.forEach((item, i) => (item.outcome = outcomes[i]));
      },
    });
    collector = { queue };
    collectors.set(runtime, collector);
  }
  return collector;
}

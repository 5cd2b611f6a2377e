import type { Actor } from '../../../domain/shared/messages';
import { RateLimiter } from '../../../domain/tracking/rate-limit';
import { trackingCommands, type CollectTrackingCommand } from '../../../domain/tracking/commands';
import type { BatchOutcome } from '../../../infra/commands/pipeline';
import type { Runtime } from '../../../infra/runtime';
import { BatchQueue } from '../../../infra/tracking/batch-queue';

/**
 * The collect calls' write path (ADR 050 §4–5, ADR 053), one per runtime: a
 * per-visitor token bucket, then a bounded queue whose single drain loop decides
 * many requests' commands at once and appends them in one multi-stream append
 * (one transaction). A request is answered once its own command is stored.
 */
export const collectLimits = {
  /** Events a visitor may send at once, and refilled per second (a page sends a batch every few seconds). */
  burst: 150,
  perSecond: 15,
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

export interface Collector {
  limiter: RateLimiter;
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
    collector = { limiter: new RateLimiter({ perSecond: collectLimits.perSecond, burst: collectLimits.burst, maxVisitors: 50_000 }), queue };
    collectors.set(runtime, collector);
  }
  return collector;
}

import type { Db } from '../infra/db/knex';
import type { Logger } from '../infra/logger';
import type { EventPublisher } from '../infra/bus/port';
import { toMessage } from '../infra/bus/topics';
import type { EventStore } from '../infra/eventstore/port';
import type { FeedCheckpoint } from '../domain/shared/feed';

const checkpointsTable = 'projection_checkpoints';

/**
 * Relay (scale mode): reads the store's global feed from its own checkpoint (a
 * row in projection_checkpoints) and publishes every event to Kafka. The
 * checkpoint moves only after the broker acknowledged the batch, so nothing is
 * lost; a crash between the ack and the checkpoint write publishes that batch
 * again, and consumers drop the repeats. The update is compare-and-set on the
 * position the batch started from, so a second relay (not recommended) only
 * causes repeats, never a skipped event.
 */
export class KafkaRelay {
  private position?: FeedCheckpoint;
  private running?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly store: EventStore,
    private readonly publisher: EventPublisher,
    private readonly options: { partitions: number; name?: string; batchSize?: number; pollMs?: number; logger?: Logger },
  ) {}

  get name(): string {
    return this.options.name ?? 'kafka-relay';
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.loadCheckpoint();
    this.unsubscribe = this.store.onAppended(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 500);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async loadCheckpoint(): Promise<FeedCheckpoint> {
    await this.db(checkpointsTable).insert({ name: this.name }).onConflict('name').ignore();
    const row = await this.db(checkpointsTable).where({ name: this.name }).first();
    this.position = { transactionId: Number(row.transaction_id), position: Number(row.position) };
    return this.position;
  }

  private wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error) => this.options.logger?.error('kafka relay failed; retrying', { error }))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Publish every visible event, batch by batch. Resolves when caught up. */
  async drain(): Promise<number> {
    let published = 0;
    for (;;) {
      const from = this.position ?? (await this.loadCheckpoint());
      const events = await this.store.readAll({ after: from, limit: this.options.batchSize ?? 500 });
      if (events.length === 0) return published;
      await this.publisher.publish(events.map((e) => toMessage(e, this.options.partitions)));
      const last = events[events.length - 1];
      const to: FeedCheckpoint = { transactionId: last.transactionId, position: last.globalPosition };
      const moved = await this.db(checkpointsTable)
        .where({ name: this.name, transaction_id: from.transactionId, position: from.position })
        .update({ transaction_id: to.transactionId, position: to.position, updated_at: this.db.fn.now() });
      if (moved === 1) {
        this.position = to;
        published += events.length;
      } else await this.loadCheckpoint(); // another relay moved it; continue from there
      if (this.stopped) return published;
    }
  }
}

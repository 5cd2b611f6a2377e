import type { Projection } from '../../projections/projection';

/**
 * Counts how often each event reaches a projection (table test_kafka_counter,
 * which the test creates); `afterBatch` runs after each applied batch.
 */
export function countingProjection(handles: string[], afterBatch: () => void = () => undefined): Projection {
  return {
    name: 'test-kafka-counter',
    handles,
    tables: ['test_kafka_counter'],
    async apply(trx, events) {
      for (const e of events)
        await trx.raw(
          'INSERT INTO test_kafka_counter (event_id, times) VALUES (?, 1) ON CONFLICT (event_id) DO UPDATE SET times = test_kafka_counter.times + 1',
          [e.eventId],
        );
      afterBatch();
    },
  };
}

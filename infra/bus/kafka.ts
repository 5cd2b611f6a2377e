import { Kafka, logLevel, type Admin, type logCreator } from 'kafkajs';
import type { Logger } from '../logger';
import { isEventTopic } from './topics';

/** kafkajs logs through our structured logger (never straight to the console). */
function logCreatorFor(logger: Logger | undefined): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      if (!logger) return;
      const { message, timestamp: _t, ...fields } = log;
      const at = level === logLevel.ERROR ? 'error' : level === logLevel.WARN ? 'warn' : level === logLevel.INFO ? 'info' : 'debug';
      logger[at](`kafka: ${message}`, { namespace, ...fields });
    };
}

export function createKafka(brokers: readonly string[], clientId: string, logger?: Logger): Kafka {
  if (brokers.length === 0) throw new Error('Invalid configuration — KAFKA_BROKERS: required when BUS=kafka');
  return new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN, logCreator: logCreatorFor(logger) });
}

/**
 * Creates the missing topics with `partitions` partitions and unlimited
 * retention (so a projection can be rebuilt from Kafka by resetting its
 * offsets), and checks that existing ones have at least that many partitions:
 * the relay picks the partition from KAFKA_PARTITIONS.
 */
export async function ensureTopics(admin: Admin, topics: readonly string[], partitions: number): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = topics.filter((t) => !existing.has(t));
  if (missing.length)
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({ topic, numPartitions: partitions, configEntries: [{ name: 'retention.ms', value: '-1' }] })),
    });
  const { topics: metadata } = await admin.fetchTopicMetadata({ topics: [...topics] });
  for (const t of metadata)
    if (t.partitions.length < partitions)
      throw new Error(`Topic ${t.name} has ${t.partitions.length} partitions; KAFKA_PARTITIONS is ${partitions}`);
}

/** The event topics that exist now, sorted. */
export async function listEventTopics(admin: Admin): Promise<string[]> {
  return (await admin.listTopics()).filter(isEventTopic).sort();
}

import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { createDb } from '../infra/db/knex';
import { migrate } from '../infra/db/migrations';
import { createKafka } from '../infra/bus/kafka';
import { KafkaPublisher } from '../infra/bus/kafka-publisher';
import { createEventStore } from '../infra/eventstore/factory';
import { resolveDatabase } from '../infra/runtime';
import { projections } from '../projections';
import { KafkaProjectionWorker } from './kafka-projections';
import { KafkaRelay } from './kafka-relay';

/**
 * Scale-mode workers (BUS=kafka):
 *   tsx workers/kafka-run.ts relay        store feed → Kafka topics (run one)
 *   tsx workers/kafka-run.ts projections  Kafka → read models (run up to one per partition)
 */
const role = process.argv[2];
if (role !== 'relay' && role !== 'projections') {
  console.log('Usage: tsx workers/kafka-run.ts relay|projections');
  process.exit(role ? 1 : 0);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const kafka = createKafka(config.KAFKA_BROKERS, `roomcraft-${role}`, logger);
const { url, embedded } = await resolveDatabase(config, logger);
const db = createDb(url);
await migrate(db);

let stop: () => Promise<void>;
if (role === 'relay') {
  const store = createEventStore(config, db, url);
  const publisher = new KafkaPublisher(kafka, config.KAFKA_PARTITIONS);
  const relay = new KafkaRelay(db, store, publisher, { partitions: config.KAFKA_PARTITIONS, logger });
  await relay.start();
  stop = async () => {
    await relay.stop();
    await publisher.close();
    await store.close();
  };
} else {
  const worker = new KafkaProjectionWorker(kafka, db, projections, { logger });
  await worker.start();
  stop = () => worker.stop();
}
logger.info(`kafka ${role} running`, { brokers: config.KAFKA_BROKERS, eventStore: config.EVENT_STORE });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await stop();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  });
}

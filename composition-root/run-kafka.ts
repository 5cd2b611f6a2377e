import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';
import { createKafka } from '../infra/bus/kafka';
import { KafkaPublisher } from '../infra/bus/kafka-publisher';
import { projections } from './registry';
import { KafkaProjectionWorker } from '../workers/kafka-projections';
import { KafkaRelay } from '../workers/kafka-relay';
import { openInfrastructure } from './boot';

/**
 * Scale-mode workers (BUS=kafka):
 *   tsx composition-root/run-kafka.ts relay        store feed → Kafka topics (run one)
 *   tsx composition-root/run-kafka.ts projections  Kafka → read models (run up to one per partition)
 */
const role = process.argv[2];
if (role !== 'relay' && role !== 'projections') {
  console.log('Usage: tsx composition-root/run-kafka.ts relay|projections');
  process.exit(role ? 1 : 0);
}
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const kafka = createKafka(config.KAFKA_BROKERS, `roomcraft-${role}`, logger);
const infra = await openInfrastructure(config, { logger });
const { db, store } = infra;

let stop: () => Promise<void>;
if (role === 'relay') {
  const publisher = new KafkaPublisher(kafka, config.KAFKA_PARTITIONS);
  const relay = new KafkaRelay(db, store, publisher, { partitions: config.KAFKA_PARTITIONS, logger });
  await relay.start();
  stop = async () => {
    await relay.stop();
    await publisher.close();
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
    await infra.close();
    process.exit(0);
  });
}

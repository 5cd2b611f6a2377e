import type { EventMessage } from './topics';

/**
 * Where the relay sends events. `publish` resolves only once every message is
 * acknowledged by the broker (all in-sync replicas); until then the relay does
 * not move its checkpoint. Kafka in scale mode (kafka-publisher.ts); an
 * in-memory log in tests.
 */
export interface EventPublisher {
  publish(messages: readonly EventMessage[]): Promise<void>;
  close(): Promise<void>;
}

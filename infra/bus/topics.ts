import { Partitioners } from 'kafkajs';
import type { RecordedEvent } from '../../domain/shared/feed';

/**
 * How events travel on Kafka. One topic per bounded context — the stream id's
 * prefix before the first '-' (`goods-g1` → `roomcraft.goods`, `identity-session-…`
 * → `roomcraft.identity`). Key = stream id, and the partition is picked from
 * the stream id by Kafka's own default hash (murmur2), so one stream's events
 * stay in one partition, in order. The relay sets the partition explicitly
 * from KAFKA_PARTITIONS so that the app can tell, for read-your-writes, which
 * partition a command's events went to.
 */
export const topicPrefix = 'roomcraft.';

export function contextOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}

/** Kafka topic names allow [a-zA-Z0-9._-]; anything else becomes '_'. */
export function topicFor(streamId: string): string {
  return topicPrefix + contextOf(streamId).replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 200);
}

export function isEventTopic(topic: string): boolean {
  return topic.startsWith(topicPrefix);
}

const murmur2Partitioner = Partitioners.DefaultPartitioner();

/** The partition Kafka's default partitioner would pick for this key on a topic with `partitions` partitions. */
export function partitionFor(streamId: string, partitions: number): number {
  const partitionMetadata = Array.from({ length: partitions }, (_, partitionId) => ({
    partitionId,
    leader: 0,
    partitionErrorCode: 0,
    replicas: [0],
    isr: [0],
  }));
  return murmur2Partitioner({ topic: topicFor(streamId), partitionMetadata, message: { key: streamId, value: null } });
}

/** One event as a Kafka message. */
export interface EventMessage {
  topic: string;
  partition: number;
  key: string;
  value: string;
  headers: Record<string, string>;
}

export function toMessage(event: RecordedEvent, partitions: number): EventMessage {
  return {
    topic: topicFor(event.streamId),
    partition: partitionFor(event.streamId, partitions),
    key: event.streamId,
    value: JSON.stringify(event),
    headers: { 'event-type': event.type, 'event-id': event.eventId },
  };
}

export function fromMessage(value: Buffer | string | null): RecordedEvent {
  if (value === null) throw new Error('Event message without a value');
  const event = JSON.parse(value.toString()) as RecordedEvent;
  if (typeof event.type !== 'string' || typeof event.streamId !== 'string' || typeof event.globalPosition !== 'number')
    throw new Error('Not an event message');
  return event;
}

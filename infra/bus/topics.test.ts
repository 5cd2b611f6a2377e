import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../domain/shared/feed';
import { contextOf, fromMessage, isEventTopic, partitionFor, toMessage, topicFor } from './topics';

const event: RecordedEvent = {
  type: 'GoodsPriceChanged',
  data: { goodsId: 'g1', priceCents: 100 },
  metadata: { commandId: 'c1' },
  eventId: '00000000-0000-4000-8000-000000000001',
  streamId: 'goods-g1',
  streamPosition: 3,
  globalPosition: 42,
  transactionId: 7,
  createdAt: '2026-11-22T00:00:00.000Z',
};

describe('kafka topics', () => {
  it('names one topic per bounded context: the stream id before its first dash', () => {
    expect(contextOf('goods-g00001')).toBe('goods');
    expect(contextOf('identity-session-abc')).toBe('identity');
    expect(contextOf('categorytree-main')).toBe('categorytree');
    expect(contextOf('nodash')).toBe('nodash');
    expect(topicFor('goods-g00001')).toBe('roomcraft.goods');
    expect(topicFor('identity-email-a@b.c')).toBe('roomcraft.identity');
    expect(topicFor('we ird!-1')).toBe('roomcraft.we_ird_');
    expect(isEventTopic('roomcraft.goods')).toBe(true);
    expect(isEventTopic('__consumer_offsets')).toBe(false);
  });

  it('keys by stream id and picks the partition as Kafka’s default (murmur2) partitioner does', () => {
    // Vectors from Kafka's own UtilsTest (Utils.murmur2), partition = toPositive(hash) % n.
    const vectors: [string, number][] = [
      ['21', -973932308],
      ['foobar', -790332482],
      ['a-little-bit-long-string', -985981536],
      ['a-little-bit-longer-string', -1486304829],
      ['abc', 479470107],
    ];
    for (const [key, hash] of vectors) for (const n of [1, 3, 6, 12]) expect(partitionFor(key, n), `${key} % ${n}`).toBe((hash & 0x7fffffff) % n);
  });

  it('keeps a stream in one partition, in range', () => {
    for (let i = 0; i < 200; i++) {
      const p = partitionFor(`goods-g${i}`, 6);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThan(6);
      expect(partitionFor(`goods-g${i}`, 6)).toBe(p);
    }
  });

  it('encodes an event as a message and back', () => {
    const m = toMessage(event, 6);
    expect(m).toMatchObject({ topic: 'roomcraft.goods', key: 'goods-g1', partition: partitionFor('goods-g1', 6) });
    expect(m.headers).toEqual({ 'event-type': 'GoodsPriceChanged', 'event-id': event.eventId });
    expect(fromMessage(Buffer.from(m.value))).toEqual(event);
    expect(() => fromMessage(null)).toThrow();
    expect(() => fromMessage('{"hello":1}')).toThrow(/Not an event/);
  });
});

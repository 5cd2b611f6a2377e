import { describe, expect, it } from 'vitest';
import { BatchQueue } from './batch-queue';

describe('BatchQueue (collect write path)', () => {
  it('groups many requests into few flushes and stores every item', async () => {
    const flushes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const queue = new BatchQueue<number>({
      capacity: 1000,
      maxBatch: 100,
      flush: async (items) => {
        if (flushes.length === 0) await gate;
        flushes.push(items);
      },
    });
    const done = Array.from({ length: 200 }, (_, i) => queue.offer([i]));
    release();
    await Promise.all(done);
    expect(flushes.flat()).toHaveLength(200);
    expect(flushes.length).toBeLessThanOrEqual(4);
    expect(queue.stored).toBe(200);
    expect(queue.size).toBe(0);
  });

  it('refuses when full instead of growing (back-pressure), then takes again once drained', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const queue = new BatchQueue<number>({ capacity: 3, maxBatch: 10, flush: () => gate });
    const first = queue.offer([1, 2]);
    expect(first).not.toBeNull();
    expect(queue.offer([3, 4])).toBeNull();
    release();
    await first;
    await queue.settled();
    expect(queue.offer([3, 4])).not.toBeNull();
    await queue.settled();
  });

  it('a failed flush rejects its requests (never reported as stored)', async () => {
    const queue = new BatchQueue<number>({ capacity: 10, maxBatch: 10, flush: () => Promise.reject(new Error('db down')) });
    await expect(queue.offer([1])).rejects.toThrow('db down');
    expect(queue.stored).toBe(0);
    expect(queue.size).toBe(0);
  });
});

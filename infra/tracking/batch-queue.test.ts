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
  it('with concurrency, the next batch is written while one waits for its commit; nothing is flushed twice', async () => {
    const gates: Array<() => void> = [];
    const flushed: number[][] = [];
    let inFlight = 0;
    let most = 0;
    const queue = new BatchQueue<number>({
      capacity: 100,
      maxBatch: 2,
      concurrency: 3,
      flush: async (items) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise<void>((r) => gates.push(r));
        flushed.push(items);
        inFlight--;
      },
    });
    const done = [queue.offer([1]), queue.offer([2]), queue.offer([3]), queue.offer([4])];
    await new Promise((r) => setImmediate(r));
    expect(most).toBe(3);
    while (flushed.flat().length < 4) {
      gates.splice(0).forEach((g) => g());
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(done);
    await queue.settled();
    expect(flushed.flat().sort()).toEqual([1, 2, 3, 4]);
    expect(queue.stored).toBe(4);
    expect(queue.size).toBe(0);
  });
});

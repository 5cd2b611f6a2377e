import { describe, expect, it, vi } from 'vitest';
import { LatestThrottle } from './latest-throttle';
import { RateLimiter } from './rate-limit.server';

const limit = { name: 'test', burst: 3, perSecond: 2, message: 'slow down' };

describe('RateLimiter (issue 20)', () => {
  it('lets a burst through, then refills at the rate; each user and kind has its own allowance; a refused send gives its turn back', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3, 4].map(() => limiter.take(limit, 'u1'))).toEqual([true, true, true, false]);
    expect(limiter.take(limit, 'u2')).toBe(true);
    expect(limiter.take({ ...limit, name: 'other' }, 'u1')).toBe(true);
    now = 500;
    expect([limiter.take(limit, 'u1'), limiter.take(limit, 'u1')]).toEqual([true, false]);
    limiter.giveBack(limit, 'u1');
    expect(limiter.take(limit, 'u1')).toBe(true);
    now = 60_000;
    expect([1, 2, 3, 4].map(() => limiter.take(limit, 'u1'))).toEqual([true, true, true, false]);
  });

  it('takes a batch as many (the tracking events): refused whole when not that many are left, so a smaller one may still pass', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const events = { name: 'events', burst: 20, perSecond: 10, message: 'too many' };
    expect(limiter.take(events, 'v', 15)).toBe(true);
    expect(limiter.take(events, 'v', 6)).toBe(false);
    expect(limiter.take(events, 'v', 5)).toBe(true);
    expect(limiter.take(events, 'v', 1)).toBe(false);
    expect(limiter.take(events, 'calm', 20)).toBe(true);
    expect(limiter.take(events, 'v', 21)).toBe(false);
    now = 500;
    expect(limiter.take(events, 'v', 5)).toBe(true);
    expect(limiter.take(events, 'v', 1)).toBe(false);
  });
});

describe('LatestThrottle (issue 20)', () => {
  it('sends the first at once, drops what a newer one replaces within the window, and sends the latest when it ends', () => {
    vi.useFakeTimers();
    try {
      const sent: [string, number][] = [];
      const t = new LatestThrottle<number>(100, (v, key) => sent.push([key, v]), () => Date.now());
      for (let i = 0; i < 50; i++) t.offer('pointer', i);
      t.offer('user', 7);
      expect(sent).toEqual([['pointer', 0], ['user', 7]]);
      vi.advanceTimersByTime(100);
      expect(sent).toEqual([['pointer', 0], ['user', 7], ['pointer', 49]]);
      t.offer('pointer', 50);
      t.stop();
      vi.advanceTimersByTime(1000);
      expect(sent).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

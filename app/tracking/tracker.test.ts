import { describe, expect, it } from 'vitest';
import { analyticsAllowed, TrackerQueue, trackerMaxBatch, type TrackedEvent } from './tracker';

const event = (i: number): TrackedEvent => ({ eventType: 'page_view', page: `/p${i}`, eventTime: i, requestId: `r${i}`, websiteSource: 'web' });

describe('the first-party tracker queue', () => {
  it('sends nothing before the 5 s visitor-tracking delay, then everything in batches of at most 50', () => {
    const q = new TrackerQueue();
    for (let i = 0; i < 120; i++) q.push(event(i), 1_000);
    expect(q.due(5_999)).toEqual([]);
    const batches = q.due(6_000);
    expect(batches.map((b) => b.length)).toEqual([trackerMaxBatch, trackerMaxBatch, 20]);
    expect(batches.flat().map((e) => e.requestId)).toEqual(Array.from({ length: 120 }, (_, i) => `r${i}`));
    expect(q.size).toBe(0);
  });

  it('sends at once when the page is left, and keeps at most 200 waiting', () => {
    const q = new TrackerQueue();
    for (let i = 0; i < 250; i++) q.push(event(i), 0);
    expect(q.size).toBe(200);
    expect(q.due(1, true).flat()).toHaveLength(200);
  });

  it('tracks only with the analytics choice and without Do Not Track or GPC', () => {
    expect(analyticsAllowed('a=1; rc_consent=analytics', {})).toBe(true);
    expect(analyticsAllowed('rc_consent=essential', {})).toBe(false);
    expect(analyticsAllowed('', {})).toBe(false);
    expect(analyticsAllowed('rc_consent=analytics', { doNotTrack: '1' })).toBe(false);
    expect(analyticsAllowed('rc_consent=analytics', { globalPrivacyControl: true })).toBe(false);
  });
});

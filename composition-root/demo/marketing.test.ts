import { describe, expect, it } from 'vitest';
import { demoReferralClicks, demoReminderSteps } from './marketing';

describe('the demo’s referral clicks and reminders', () => {
  const today = new Date('2026-11-28T17:00:00.000Z');

  it('are the same every time, all in the past, and reminders go out in the day (no quiet hours)', () => {
    const steps = demoReminderSteps(today);
    expect(demoReminderSteps(today)).toEqual(steps);
    expect(steps.length).toBeGreaterThan(30);
    expect(steps.every((s) => s.at < today.getTime())).toBe(true);
    for (const s of steps.filter((x) => x.command === 'send')) {
      const hour = new Date(s.at).getUTCHours();
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThan(21);
    }
    // Every kind of reminder and every way of unsubscribing that the report shows appears.
    expect(new Set(steps.filter((s) => s.command === 'send').map((s) => (s as { kind: string }).kind))).toEqual(new Set(['cart', 'board', 'price-drop', 'back-in-stock']));
    expect(steps.some((s) => s.command === 'disarm')).toBe(true);
    expect(steps.some((s) => s.command === 'choose')).toBe(true);
  });

  it('clicks come from distinct visitors over the last two weeks', () => {
    const clicks = demoReferralClicks(today);
    expect(new Set(clicks.map((c) => c.visitorId)).size).toBe(clicks.length);
    expect(clicks.every((c) => c.at < today.getTime() && c.at > today.getTime() - 15 * 86_400_000)).toBe(true);
  });
});

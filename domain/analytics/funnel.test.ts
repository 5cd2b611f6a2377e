import { describe, expect, it } from 'vitest';
import { cohorts, funnelByDimension, funnelOf, monthsBetween, revenuePerVisitor, shopFunnelSteps } from './funnel';

describe('analytics maths', () => {
  it('funnel conversion from start and from the previous step', () => {
    const f = funnelOf([100, 50, 20, 10, 5], shopFunnelSteps);
    expect(f.map((s) => s.visitors)).toEqual([100, 50, 20, 10, 5]);
    expect(f[4].fromStart).toBe(0.05);
    expect(f[2].fromPrevious).toBe(0.4);
    expect(f[0].fromPrevious).toBe(1);
  });

  it('an empty funnel gives zeros, not NaN', () => {
    expect(funnelOf([0, 0], ['visit', 'paid']).map((s) => [s.fromStart, s.fromPrevious])).toEqual([[0, 1], [0, 0]]);
  });

  it('sums daily buckets within the range, per dimension', () => {
    const buckets = [
      { day: '2026-11-01', dimension: 'email', step: 'visit', visitors: 10 },
      { day: '2026-11-02', dimension: 'email', step: 'visit', visitors: 5 },
      { day: '2026-11-02', dimension: 'email', step: 'paid', visitors: 3 },
      { day: '2026-11-03', dimension: 'email', step: 'paid', visitors: 99 },
      { day: '2026-11-01', dimension: 'direct', step: 'visit', visitors: 4 },
    ];
    const answer = funnelByDimension(buckets, ['visit', 'paid'], { from: '2026-11-01', to: '2026-11-02' });
    expect([...answer.keys()]).toEqual(['direct', 'email']);
    expect(answer.get('email')!.map((s) => s.visitors)).toEqual([15, 3]);
    expect(answer.get('email')![1].fromStart).toBe(0.2);
    expect(answer.get('direct')!.map((s) => s.visitors)).toEqual([4, 0]);
  });

  it('cohorts by first-order month with repeat buyers and revenue by month since', () => {
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    const rows = cohorts([
      { client: 'a', month: '2026-01', cents: 1000 },
      { client: 'a', month: '2026-03', cents: 500 },
      { client: 'b', month: '2026-01', cents: 200 },
      { client: 'c', month: '2026-02', cents: 700 },
      { client: 'c', month: '2026-02', cents: 300 },
    ]);
    expect(rows).toEqual([
      { cohort: '2026-01', clients: 2, months: [{ buyers: 2, cents: 1200 }, { buyers: 0, cents: 0 }, { buyers: 1, cents: 500 }] },
      { cohort: '2026-02', clients: 1, months: [{ buyers: 1, cents: 1000 }] },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/"a"|"b"|"c"/);
  });

  it('revenue per visitor', () => {
    expect(revenuePerVisitor(1000, 3)).toBe(333);
    expect(revenuePerVisitor(1000, 0)).toBe(0);
  });
});

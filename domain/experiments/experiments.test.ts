import { describe, expect, it } from 'vitest';
import { assignArm } from './assignment';
import { experimentsDecider, initialExperiments, createExperimentSchema, type ExperimentCommand } from './experiment';
import { verdict, wilson, criticalZ, twoProportionZ } from './stats';

const visitors = (n: number) => Array.from({ length: n }, (_, i) => `visitor-${i}`);

describe('assignment', () => {
  it('gives one visitor the same arm every time, and arms depend on the experiment', () => {
    const arms = [{ key: 'A', weight: 1 }, { key: 'B', weight: 1 }];
    for (const v of visitors(200)) expect(assignArm('exp-1', v, arms)).toBe(assignArm('exp-1', v, arms));
    const same = visitors(1000).filter((v) => assignArm('exp-1', v, arms) === assignArm('exp-2', v, arms)).length;
    expect(same).toBeGreaterThan(400);
    expect(same).toBeLessThan(600);
  });

  it('balances a 50/50 split within 2% over 100,000 visitors', () => {
    const arms = [{ key: 'control', weight: 50 }, { key: 'B', weight: 50 }];
    const counts = new Map<string, number>();
    for (const v of visitors(100_000)) counts.set(assignArm('home-variants', v, arms), (counts.get(assignArm('home-variants', v, arms)) ?? 0) + 1);
    for (const key of ['control', 'B']) expect(Math.abs(counts.get(key)! / 100_000 - 0.5)).toBeLessThan(0.02);
  });

  it('balances a 5-way split within 2% over 100,000 visitors, and follows the weights', () => {
    const keys = ['control', 'cindex', 'dindex', 'eindex', 'findex'];
    const arms = keys.map((key) => ({ key, weight: 1 }));
    const counts = new Map<string, number>();
    for (const v of visitors(100_000)) {
      const arm = assignArm('plan-prices', v, arms);
      counts.set(arm, (counts.get(arm) ?? 0) + 1);
    }
    for (const key of keys) expect(Math.abs(counts.get(key)! / 100_000 - 0.2)).toBeLessThan(0.02);
    const weighted = [{ key: 'A', weight: 0 }, { key: 'B', weight: 3 }];
    expect(new Set(visitors(500).map((v) => assignArm('x', v, weighted)))).toEqual(new Set(['B']));
  });
});

describe('Wilson interval', () => {
  it('matches the textbook values', () => {
    const ci = wilson(10, 100);
    expect(ci.low).toBeCloseTo(0.0552, 3);
    expect(ci.high).toBeCloseTo(0.1744, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('critical values and the z statistic', () => {
    expect(criticalZ(0.05)).toBeCloseTo(1.96, 2);
    expect(twoProportionZ({ conversions: 100, exposures: 1000 }, { conversions: 150, exposures: 1000 })).toBeCloseTo(3.38, 1);
  });
});

describe('winner', () => {
  it('refuses before the planned sample size, even with a large difference', () => {
    const v = verdict([{ key: 'control', exposures: 500, conversions: 10 }, { key: 'cindex', exposures: 500, conversions: 100 }], 1000);
    expect(v.winner).toBeNull();
    expect(v.reason).toMatch(/^Too early: 500 of 1000 planned visitors/);
  });

  it('refuses a difference that is not significant at the sample size', () => {
    const v = verdict([{ key: 'A', exposures: 1000, conversions: 100 }, { key: 'B', exposures: 1000, conversions: 110 }], 1000);
    expect(v).toEqual({ winner: null, reason: 'No significant difference: the sample size is reached but no variant differs from the control at 95%' });
  });

  it('calls a significant winner once the sample is reached', () => {
    expect(verdict([{ key: 'A', exposures: 1000, conversions: 100 }, { key: 'B', exposures: 1000, conversions: 150 }], 1000).winner).toBe('B');
    expect(verdict([{ key: 'A', exposures: 1000, conversions: 150 }, { key: 'B', exposures: 1000, conversions: 100 }], 1000).winner).toBe('A');
  });
});

describe('the registry', () => {
  const staff = { kind: 'user' as const, userId: 's1', email: 's@x', roles: ['staff' as const] };
  const cmd = (type: ExperimentCommand['type'], data: Record<string, unknown>) => ({ type, data, metadata: { actor: staff, now: '2026-11-28T00:00:00.000Z', commandId: 'c' } }) as unknown as ExperimentCommand;
  it('runs one experiment per kind and restarts with a new run', () => {
    let state = initialExperiments();
    const apply = (c: ExperimentCommand) => (state = experimentsDecider.decide(c, state).reduce(experimentsDecider.evolve, state));
    apply(cmd('StartExperiment', { experimentId: 'home-variants' }));
    expect(state.experiments['home-variants']).toMatchObject({ status: 'running', run: 1 });
    apply(cmd('CreateExperiment', createExperimentSchema.parse({ experimentId: 'home-2', kind: 'home', name: 'Two', arms: [{ key: 'control', weight: 1 }, { key: 'dindex', weight: 1 }], sampleSize: 100 })));
    expect(() => apply(cmd('StartExperiment', { experimentId: 'home-2' }))).toThrow(/one home experiment runs at a time/);
    apply(cmd('StopExperiment', { experimentId: 'home-variants' }));
    apply(cmd('StartExperiment', { experimentId: 'home-variants' }));
    expect(state.experiments['home-variants']).toMatchObject({ status: 'running', run: 2 });
  });

  it('refuses arms that are not of the kind, or without the control first', () => {
    const bad = (arms: unknown) => createExperimentSchema.safeParse({ experimentId: 'p-1', kind: 'price', name: 'P', arms, sampleSize: 100 }).success;
    expect(bad([{ key: 'B', weight: 1 }, { key: 'A', weight: 1 }])).toBe(false);
    expect(bad([{ key: 'A', weight: 1 }, { key: 'THANKSGIVING', weight: 1 }])).toBe(false);
    expect(bad([{ key: 'A', weight: 1 }, { key: 'B', weight: 1 }])).toBe(true);
  });
});

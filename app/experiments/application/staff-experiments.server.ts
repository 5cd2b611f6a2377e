import { experimentKinds, type Experiment } from '../../../domain/experiments/experiment';
import { verdict, wilson } from '../../../domain/experiments/stats';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { armCounts } from '../../../projections/experiments/results';
import { experimentsState } from './assignment.server';

const conversionOf = { home: 'a design project or an order paid after the exposure', price: 'a design plan paid after the exposure' } as const;

/** One experiment with its latest run's results per arm (Wilson 95% intervals) and the verdict. */
export async function experimentReport(runtime: Runtime, experiment: Experiment) {
  const counts = experiment.run > 0 ? await armCounts(runtime.db, experiment.experimentId, experiment.run) : new Map();
  const arms = experiment.arms.map((a) => {
    const c = counts.get(a.key) ?? { exposures: 0, conversions: 0 };
    const ci = wilson(c.conversions, c.exposures);
    return { key: a.key, weight: a.weight, exposures: c.exposures, conversions: c.conversions, rate: c.exposures ? c.conversions / c.exposures : 0, low: ci.low, high: ci.high };
  });
  const call = experiment.run > 0 ? verdict(arms, experiment.sampleSize) : { winner: null, reason: 'Not started yet' };
  return { ...experiment, control: experimentKinds[experiment.kind].control, conversion: conversionOf[experiment.kind], arms, winner: call.winner, reason: call.reason };
}

/** Every experiment, running first, with its results. */
export async function listExperiments(runtime: Runtime) {
  const state = await experimentsState(runtime);
  const order = { running: 0, draft: 1, stopped: 2 } as const;
  const list = Object.values(state.experiments).sort((a, b) => order[a.status] - order[b.status] || b.createdAt.localeCompare(a.createdAt) || a.experimentId.localeCompare(b.experimentId));
  return { kinds: experimentKinds, list: await Promise.all(list.map((e) => experimentReport(runtime, e))) };
}

export async function oneExperiment(runtime: Runtime, experimentId: string) {
  const e = (await experimentsState(runtime)).experiments[experimentId];
  if (!e) throw new NotFoundError('EXPERIMENT_NOT_FOUND', 'Experiment not found');
  return experimentReport(runtime, e);
}

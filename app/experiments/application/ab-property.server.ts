import { experimentKinds, type ExperimentKind } from '../../../domain/experiments/experiment';
import type { Runtime } from '../../../infra/runtime';
import { experimentsState, showArm, type Assignment, type Viewer } from './assignment.server';

/** Where each home arm is shown. */
export const homePaths: Record<string, string> = { control: '/', cindex: '/home/cindex', dindex: '/home/dindex', eindex: '/home/eindex', findex: '/home/findex' };

/**
 * getAbProperty: the visitor's arm of each kind of experiment, the home arm's
 * page and the plan-price variant; each running one counts as shown (an exposure,
 * with consent).
 */
export async function getAbProperty(runtime: Runtime, request: Request, viewer: Viewer) {
  const state = await experimentsState(runtime);
  const kinds = Object.keys(experimentKinds) as ExperimentKind[];
  const assignments: Assignment[] = [];
  for (const kind of kinds) assignments.push(await showArm(runtime, request, viewer, kind, state));
  const home = assignments.find((a) => a.kind === 'home')!;
  const price = assignments.find((a) => a.kind === 'price')!;
  return {
    visitorId: viewer.visitorId,
    home: { experimentId: home.experimentId, variant: home.arm, path: homePaths[home.arm] ?? '/' },
    price: { experimentId: price.experimentId, variant: price.arm },
    experiments: assignments.filter((a) => a.experimentId).map((a) => ({ experimentId: a.experimentId, kind: a.kind, run: a.run, variant: a.arm })),
  };
}

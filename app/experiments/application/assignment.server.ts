import { assignArm } from '../../../domain/experiments/assignment';
import { experimentCommands } from '../../../domain/experiments/commands';
import { evolveExperiments, experimentKinds, experimentsStream, initialExperiments, runningOf, type ExperimentKind, type ExperimentsState } from '../../../domain/experiments/experiment';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';

/** The registry of experiments, read from its stream (staff's start and stop show on the next request). */
export async function experimentsState(runtime: Runtime): Promise<ExperimentsState> {
  return (await runtime.loadAggregate({ initialState: initialExperiments, evolve: evolveExperiments }, experimentsStream)).state;
}

export interface Assignment {
  kind: ExperimentKind;
  /** The running experiment, or null: everyone sees the control. */
  experimentId: string | null;
  run: number | null;
  arm: string;
}

/** A visitor's arm of the running experiment of a kind; the control when none runs. No write. */
export function assignmentIn(state: ExperimentsState, kind: ExperimentKind, visitorId: string): Assignment {
  const running = runningOf(state, kind);
  if (!running) return { kind, experimentId: null, run: null, arm: experimentKinds[kind].control };
  return { kind, experimentId: running.experimentId, run: running.run, arm: assignArm(running.experimentId, visitorId, running.arms) };
}

/**
 * The visitor chose "analytics" in the cookie banner (`rc_consent=analytics`)
 * and the browser sends no Do Not Track (`DNT: 1`, `Sec-GPC: 1`).
 */
export function analyticsConsent(request: Request): boolean {
  if (request.headers.get('dnt') === '1' || request.headers.get('sec-gpc') === '1') return false;
  const cookies = request.headers.get('cookie') ?? '';
  return cookies.split(';').some((c) => c.trim() === 'rc_consent=analytics');
}

export interface Viewer {
  visitorId: string;
  actor: Actor;
}

/**
 * A visitor is shown their arm: with analytics consent, the first showing of a
 * run is recorded as an exposure (once: the stream's decide appends nothing the
 * second time). Without consent the arm is the same and nothing is recorded.
 */
export async function showArm(runtime: Runtime, request: Request, viewer: Viewer, kind: ExperimentKind, state?: ExperimentsState): Promise<Assignment> {
  const assignment = assignmentIn(state ?? (await experimentsState(runtime)), kind, viewer.visitorId);
  if (assignment.experimentId && assignment.run && analyticsConsent(request)) {
    // A lost exposure (two tabs at once, a busy store) must not cost the visitor the page: the arm is the same either way.
    await runtime
      .execute(experimentCommands.RecordExposure, { experimentId: assignment.experimentId, kind, run: assignment.run, visitorId: viewer.visitorId, arm: assignment.arm }, { actor: viewer.actor })
      .catch((error: unknown) => runtime.logger.warn('experiment exposure not recorded', { experimentId: assignment.experimentId, problem: error instanceof Error ? error.message : String(error) }));
  }
  return assignment;
}

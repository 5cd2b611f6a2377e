import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';
import type { Arm } from './assignment';

/**
 * Experiments (issue 26, ADR 052). All experiments are one registry stream,
 * `experiments-registry`: staff create, start and stop them rarely, and the
 * registry alone can keep "one running experiment per kind". Two kinds: the
 * home page (control `/` against /home/cindex…findex) and the plan prices
 * (control A against the spec's variants B–F). Two built-in experiments exist
 * as drafts from the start.
 */
export const experimentsStream = 'experiments-registry';

export const experimentKinds = {
  home: { control: 'control', arms: ['control', 'cindex', 'dindex', 'eindex', 'findex'] },
  price: { control: 'A', arms: ['A', 'B', 'C', 'D', 'E', 'F'] },
} as const;
export type ExperimentKind = keyof typeof experimentKinds;
export type ExperimentStatus = 'draft' | 'running' | 'stopped';

export interface Experiment {
  experimentId: string;
  kind: ExperimentKind;
  name: string;
  /** The control first. */
  arms: Arm[];
  /** Visitors per arm planned before a winner may be called. */
  sampleSize: number;
  status: ExperimentStatus;
  /** Each start begins a new run; exposures and results are per run. */
  run: number;
  createdAt: string;
  startedAt: string | null;
  stoppedAt: string | null;
}

export type ExperimentEvent =
  | Event<'ExperimentCreated', { experimentId: string; kind: ExperimentKind; name: string; arms: Arm[]; sampleSize: number; createdAt: string }>
  | Event<'ExperimentStarted', { experimentId: string; kind: ExperimentKind; run: number; startedAt: string }>
  | Event<'ExperimentStopped', { experimentId: string; kind: ExperimentKind; run: number; stoppedAt: string }>;

export type ExperimentsState = { experiments: Record<string, Experiment> };

const equal = (keys: readonly string[]) => keys.map((key) => ({ key, weight: 1 }));
/** The built-in experiments, drafts until staff start them. */
export const builtInExperiments: readonly Experiment[] = [
  { experimentId: 'home-variants', kind: 'home', name: 'Home page variants', arms: equal(experimentKinds.home.arms), sampleSize: 2000, status: 'draft', run: 0, createdAt: '2026-11-28T00:00:00.000Z', startedAt: null, stoppedAt: null },
  { experimentId: 'plan-prices', kind: 'price', name: 'Plan price variants', arms: equal(experimentKinds.price.arms), sampleSize: 2000, status: 'draft', run: 0, createdAt: '2026-11-28T00:00:00.000Z', startedAt: null, stoppedAt: null },
];

export const initialExperiments = (): ExperimentsState => ({ experiments: Object.fromEntries(builtInExperiments.map((e) => [e.experimentId, { ...e, arms: e.arms.map((a) => ({ ...a })) }])) });

export function evolveExperiments(state: ExperimentsState, event: ExperimentEvent): ExperimentsState {
  const d = event.data;
  switch (event.type) {
    case 'ExperimentCreated':
      return { experiments: { ...state.experiments, [d.experimentId]: { experimentId: d.experimentId, kind: d.kind, name: event.data.name, arms: event.data.arms, sampleSize: event.data.sampleSize, status: 'draft', run: 0, createdAt: event.data.createdAt, startedAt: null, stoppedAt: null } } };
    case 'ExperimentStarted': {
      const e = state.experiments[d.experimentId];
      return e ? { experiments: { ...state.experiments, [d.experimentId]: { ...e, status: 'running', run: event.data.run, startedAt: event.data.startedAt, stoppedAt: null } } } : state;
    }
    case 'ExperimentStopped': {
      const e = state.experiments[d.experimentId];
      return e ? { experiments: { ...state.experiments, [d.experimentId]: { ...e, status: 'stopped', stoppedAt: event.data.stoppedAt } } } : state;
    }
  }
}

const idMessage = 'An experiment id is 3 to 40 letters, digits, - or _';
const experimentIdSchema = idField(idMessage, 40).refine((v) => v.length >= 3, idMessage);
const armsMessage = 'Give the control first and 1 to 5 variants of this kind, each with a weight from 0 to 100';

export const createExperimentSchema = z
  .object({
    experimentId: experimentIdSchema,
    kind: z.enum(['home', 'price'], { errorMap: () => ({ message: 'The kind is home or price' }) }),
    name: z.string({ required_error: 'Please name the experiment', invalid_type_error: 'Please name the experiment' }).trim().min(1, 'Please name the experiment').max(80, 'Please keep the name under 80 characters'),
    arms: z
      .array(z.object({ key: z.string({ invalid_type_error: armsMessage }).trim().max(20, armsMessage), weight: z.number({ invalid_type_error: armsMessage }).int(armsMessage).min(0, armsMessage).max(100, armsMessage) }), { required_error: armsMessage, invalid_type_error: armsMessage })
      .min(2, armsMessage)
      .max(6, armsMessage),
    sampleSize: z.number({ required_error: 'The sample size is 100 to 1,000,000 visitors per variant', invalid_type_error: 'The sample size is 100 to 1,000,000 visitors per variant' }).int('The sample size is 100 to 1,000,000 visitors per variant').min(100, 'The sample size is 100 to 1,000,000 visitors per variant').max(1_000_000, 'The sample size is 100 to 1,000,000 visitors per variant'),
  })
  .superRefine((v, ctx) => {
    const allowed: readonly string[] = experimentKinds[v.kind].arms;
    const keys = v.arms.map((a) => a.key);
    const ok = keys[0] === experimentKinds[v.kind].control && keys.every((k) => allowed.includes(k)) && new Set(keys).size === keys.length && v.arms.some((a) => a.weight > 0);
    if (!ok) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['arms'], message: `${armsMessage}: ${allowed.join(', ')}` });
  });
export const experimentRefSchema = z.object({ experimentId: experimentIdSchema });

export type ExperimentCommand =
  | Command<'CreateExperiment', z.output<typeof createExperimentSchema>>
  | Command<'StartExperiment', z.output<typeof experimentRefSchema>>
  | Command<'StopExperiment', z.output<typeof experimentRefSchema>>;

export const experimentsDecider: Decider<ExperimentsState, ExperimentCommand, ExperimentEvent> = {
  initialState: initialExperiments,
  evolve: evolveExperiments,
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    if (actor.kind !== 'user' || !actor.roles.includes('staff')) throw new ForbiddenError();
    const existing = state.experiments[command.data.experimentId];
    switch (command.type) {
      case 'CreateExperiment': {
        const d = command.data;
        if (existing) throw new ValidationError('EXPERIMENT_EXISTS', 'An experiment with this id exists already', { experimentId: 'An experiment with this id exists already' });
        return [{ type: 'ExperimentCreated', data: { experimentId: d.experimentId, kind: d.kind, name: d.name, arms: d.arms, sampleSize: d.sampleSize, createdAt: now } }];
      }
      case 'StartExperiment': {
        if (!existing) throw new NotFoundError('EXPERIMENT_NOT_FOUND', 'Experiment not found');
        if (existing.status === 'running') return [];
        const other = Object.values(state.experiments).find((e) => e.kind === existing.kind && e.status === 'running');
        if (other) throw new IllegalStateError('KIND_RUNNING', `Stop "${other.name}" first: one ${existing.kind} experiment runs at a time`);
        return [{ type: 'ExperimentStarted', data: { experimentId: existing.experimentId, kind: existing.kind, run: existing.run + 1, startedAt: now } }];
      }
      case 'StopExperiment': {
        if (!existing) throw new NotFoundError('EXPERIMENT_NOT_FOUND', 'Experiment not found');
        if (existing.status !== 'running') return [];
        return [{ type: 'ExperimentStopped', data: { experimentId: existing.experimentId, kind: existing.kind, run: existing.run, stoppedAt: now } }];
      }
    }
  },
};

export const experimentEventTypes = Object.keys({ ExperimentCreated: true, ExperimentStarted: true, ExperimentStopped: true } satisfies Record<ExperimentEvent['type'], true>) as ExperimentEvent['type'][];

/** The running experiment of a kind, if any. */
export const runningOf = (state: ExperimentsState, kind: ExperimentKind): Experiment | null => Object.values(state.experiments).find((e) => e.kind === kind && e.status === 'running') ?? null;

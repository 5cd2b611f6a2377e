import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * That a visitor was shown an arm of an experiment's run, once: one stream per
 * (experiment, run, visitor), `exposure-<experimentId>.<run>.<visitorId>`.
 * Recorded only with the visitor's analytics consent (the app checks); the
 * assignment itself needs no write (assignment.ts).
 */
export const exposureStream = (experimentId: string, run: number, visitorId: string) => `exposure-${experimentId}.${run}.${visitorId}`;

export type ExposureEvent = Event<'ExposureRecorded', { experimentId: string; kind: 'home' | 'price'; run: number; visitorId: string; userId: string | null; arm: string; exposedAt: string }>;
export type ExposureState = { exposed: boolean };

export const recordExposureSchema = z.object({
  experimentId: idField('Unknown experiment', 40),
  kind: z.enum(['home', 'price']),
  run: z.number().int().min(1),
  visitorId: idField('Invalid visitor'),
  arm: idField('Unknown variant', 20),
});
export type ExposureCommand = Command<'RecordExposure', z.output<typeof recordExposureSchema>>;

export const exposureDecider: Decider<ExposureState, ExposureCommand, ExposureEvent> = {
  initialState: () => ({ exposed: false }),
  evolve: () => ({ exposed: true }),
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    // Only the visitor themself is exposed (the session's visitor id, never a body's).
    if (actor.kind === 'system' || actor.visitorId !== command.data.visitorId) throw new ForbiddenError();
    if (state.exposed) return [];
    return [{ type: 'ExposureRecorded', data: { ...command.data, userId: actor.kind === 'user' ? actor.userId : null, exposedAt: now } }];
  },
};

export const exposureEventTypes: ExposureEvent['type'][] = ['ExposureRecorded'];

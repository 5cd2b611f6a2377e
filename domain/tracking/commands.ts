import { z } from 'zod';
import { defineCommand } from '../shared/command-definition';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { collectedFacts, collectEventSchema, maxBatchEvents } from './collect';
import { trackingStream, type TrackingEventCollected } from './events';

/**
 * CollectTrackingEvents (issue 26, ADR 050/053): one collect call's events, for
 * the session's visitor, appended as `TrackingEventCollected` facts to
 * `tracking-<visitorId>`. The facts are independent observations: no rule looks
 * at the stream's past, so the state is only a count and the write path may
 * decide many visitors' commands at once and append them together
 * (`CommandPipeline.executeBatch`, expected version `any`, one command id each).
 */
export const collectTrackingSchema = z.object({
  visitorId: idField('Invalid visitor'),
  events: z.array(collectEventSchema).min(1, 'The batch holds no events.').max(maxBatchEvents, `A batch holds at most ${maxBatchEvents} events.`),
});
export type CollectTrackingCommand = Command<'CollectTrackingEvents', z.output<typeof collectTrackingSchema>>;
export type TrackingState = { collected: number };

export const trackingDecider: Decider<TrackingState, CollectTrackingCommand, TrackingEventCollected> = {
  initialState: () => ({ collected: 0 }),
  evolve: (state) => ({ collected: state.collected + 1 }),
  decide: (command) => {
    const { actor, now, commandId } = command.metadata;
    // Only the visitor themself: the session's visitor id, never a body's.
    if (actor.kind === 'system' || actor.visitorId !== command.data.visitorId) throw new ForbiddenError();
    const session = { visitorId: command.data.visitorId, userId: actor.kind === 'user' ? actor.userId : null };
    // A request id the browser did not give is derived from the command id: decide stays pure and a retry gives the same ids.
    let n = 0;
    return collectedFacts([...command.data.events], session, now, () => `${commandId}.${++n}`);
  },
};

export const trackingEventTypes: TrackingEventCollected['type'][] = ['TrackingEventCollected'];

export const trackingCommands = {
  CollectTrackingEvents: defineCommand({
    type: 'CollectTrackingEvents',
    schema: collectTrackingSchema,
    streamId: (d: { visitorId: string }) => trackingStream(d.visitorId),
    decider: trackingDecider,
    appendOnly: true,
    // Page beacons, best-effort by nature: their calls do not wait for the disk (ADR 068).
    asyncCommit: true,
  }),
};

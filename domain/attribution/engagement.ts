import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * The attribution context's small opt-ins and counters (issue 26, part 1 §7):
 *
 * - incrReferCount: a referral link's click, counted for the referrer once per
 *   visitor (`refer-click-<referrerId>.<visitorId>`), never for oneself;
 * - enrollAttentive {event}: the signed-in client's SMS/marketing enrollment for
 *   an event (`attentive-<userId>`), once per event.
 */
export const referClickStream = (referrerId: string, visitorId: string) => `refer-click-${referrerId}.${visitorId}`;
export const attentiveStream = (userId: string) => `attentive-${userId}`;

export type ReferClickEvent = Event<'ReferClickCounted', { referrerId: string; visitorId: string; countedAt: string }>;
export type AttentiveEvent = Event<'AttentiveEnrolled', { userId: string; event: string; enrolledAt: string }>;

export const countReferClickSchema = z.object({ referrerId: idField('Unknown referral link'), visitorId: idField('Invalid visitor') });
export const attentiveEventField = z
  .string({ required_error: 'Please name the event', invalid_type_error: 'Please name the event' })
  .trim()
  .min(1, 'Please name the event')
  .max(40, 'At most 40 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Letters, digits, ".", "_" and "-" only');
export const enrollAttentiveSchema = z.object({ userId: idField('Invalid client'), event: attentiveEventField });

export type ReferClickCommand = Command<'CountReferClick', z.output<typeof countReferClickSchema>>;
export type AttentiveCommand = Command<'EnrollAttentive', z.output<typeof enrollAttentiveSchema>>;

export const referClickDecider: Decider<{ counted: boolean }, ReferClickCommand, ReferClickEvent> = {
  initialState: () => ({ counted: false }),
  evolve: () => ({ counted: true }),
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    if (actor.kind === 'system' || actor.visitorId !== command.data.visitorId) throw new ForbiddenError();
    // One's own link counts nothing; a visitor counts once.
    if (state.counted || (actor.kind === 'user' && actor.userId === command.data.referrerId)) return [];
    return [{ type: 'ReferClickCounted', data: { ...command.data, countedAt: now } }];
  },
};

export const attentiveDecider: Decider<{ events: readonly string[] }, AttentiveCommand, AttentiveEvent> = {
  initialState: () => ({ events: [] }),
  evolve: (state, event) => ({ events: [...state.events, event.data.event] }),
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    if (actor.kind !== 'user' || actor.userId !== command.data.userId) throw new ForbiddenError();
    if (state.events.includes(command.data.event)) return [];
    return [{ type: 'AttentiveEnrolled', data: { ...command.data, enrolledAt: now } }];
  },
};

export const referClickEventTypes: ReferClickEvent['type'][] = ['ReferClickCounted'];
export const attentiveEventTypes: AttentiveEvent['type'][] = ['AttentiveEnrolled'];

import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';

/**
 * Notifications (part 1 §4, §7 NOTIFICATION listMine / markRead; issue 10). What a
 * user is told of — a message received, an order shipped or delayed — is derived
 * from the events that happened (projections/messaging/notifications.ts); the only
 * thing a user does to them is read them, kept on `notifications-<userId>`.
 */
export const notificationStream = (userId: string) => `notifications-${userId}`;
export const notificationKinds = ['MESSAGE', 'ORDER_SHIPPED', 'ORDER_DELAYED', 'PROPOSAL_PUBLISHED', 'COMMENT_ANSWERED', 'ALTERNATIVES_OFFERED', 'REVIEW_SAVED', 'REVISION_ASKED', 'BOARD_APPROVED'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export type NotificationEvent = Event<'NotificationsRead', { userId: string; notificationIds: string[]; all: boolean; readAt: string }>;

const idField = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9:_-]+$/, 'Invalid notification');
export const markNotificationsReadSchema = z
  .object({ userId: z.string().trim().min(1).max(64), notificationIds: z.array(idField).max(200, 'Too many at once').default([]), all: z.boolean().default(false) })
  .refine((d) => d.all || d.notificationIds.length > 0, { message: 'Say which notifications were read', path: ['notificationIds'] });

export type NotificationCommand = Command<'MarkNotificationsRead', z.infer<typeof markNotificationsReadSchema>>;

/** Reads are facts about the reader alone: nothing to remember between commands. */
export type NotificationState = Record<string, never>;

export const notificationDecider: Decider<NotificationState, NotificationCommand, NotificationEvent> = {
  initialState: () => ({}),
  evolve: (state) => state,
  decide(command) {
    const { actor, now } = command.metadata;
    if (actor.kind !== 'system' && (actor.kind !== 'user' || actor.userId !== command.data.userId)) throw new ForbiddenError();
    const { userId, notificationIds, all } = command.data;
    return [{ type: 'NotificationsRead', data: { userId, notificationIds: [...new Set(notificationIds)], all, readAt: now } }];
  },
};

export const notificationEventTypes = ['NotificationsRead'] as const satisfies readonly NotificationEvent['type'][];

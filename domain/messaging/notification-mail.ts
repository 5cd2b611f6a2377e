import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';

/**
 * Notification e-mails (issue 10): what was mailed to a user, so that a burst of
 * news on one topic (a conversation) gives at most one mail per quiet period.
 * A process asks first (`RecordNotificationMail`, run as the system); only an
 * appended `NotificationMailSent` lets the mail go — the process that asked
 * mails on it (issue 21). `ref` names the news it is about (a message id), so
 * the mail tells of that news whatever came after it. Events on
 * `notification-mail-<userId>`; they carry no address, text or link.
 */
export const notificationMailStream = (userId: string) => `notification-mail-${userId}`;

/** A chat conversation mails each recipient at most once an hour. */
export const chatMailQuietMs = 60 * 60 * 1000;

export type NotificationMailEvent = Event<'NotificationMailSent', { userId: string; topic: string; kind: string; sentAt: string; ref?: string }>;

const token = (max: number, message: string) => z.string().trim().min(1, message).max(max, message).regex(/^[A-Za-z0-9:_.-]+$/, message);
export const recordNotificationMailSchema = z.object({
  userId: token(64, 'Invalid user'),
  /** What the mail is about (`chat:<conversationId>`); the quiet period is per topic. */
  topic: token(160, 'Invalid topic'),
  kind: token(40, 'Invalid kind'),
  /** No second mail on the topic within this long of the last (0: always mail). */
  quietMs: z.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(0),
  /** The news the mail is about (a message or event id), handed on to NotificationMailSent. */
  ref: token(160, 'Invalid reference').optional(),
});

export type NotificationMailCommand = Command<'RecordNotificationMail', z.infer<typeof recordNotificationMailSchema>>;

/** When each topic was last mailed. */
export type NotificationMailState = { lastSent: Record<string, string> };

export function evolveNotificationMail(state: NotificationMailState, event: NotificationMailEvent): NotificationMailState {
  switch (event.type) {
    case 'NotificationMailSent':
      return { lastSent: { ...state.lastSent, [event.data.topic]: event.data.sentAt } };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

/** True when a mail on `topic` may go at `now`: none before, or the last one is at least `quietMs` old. */
export function mayMail(state: NotificationMailState, topic: string, now: string, quietMs: number): boolean {
  const last = state.lastSent[topic];
  return !last || Date.parse(now) - Date.parse(last) >= quietMs;
}

export const notificationMailDecider: Decider<NotificationMailState, NotificationMailCommand, NotificationMailEvent> = {
  initialState: () => ({ lastSent: {} }),
  evolve: evolveNotificationMail,
  decide(command, state) {
    const { actor, now } = command.metadata;
    // Only the app decides to mail someone; no user can spend another's quiet period.
    if (actor.kind !== 'system') throw new ForbiddenError();
    const { userId, topic, kind, quietMs, ref } = command.data;
    if (!mayMail(state, topic, now, quietMs)) return [];
    return [{ type: 'NotificationMailSent', data: { userId, topic, kind, sentAt: now, ...(ref ? { ref } : {}) } }];
  },
};

export const notificationMailEventTypes = ['NotificationMailSent'] as const satisfies readonly NotificationMailEvent['type'][];

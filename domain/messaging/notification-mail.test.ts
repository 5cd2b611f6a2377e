import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { chatMailQuietMs, mayMail, type NotificationMailCommand, notificationMailDecider, type NotificationMailEvent, recordNotificationMailSchema } from './notification-mail';

const spec = specFor(notificationMailDecider);
const system: Actor = { kind: 'system' };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, 0) + minutes * 60_000).toISOString();
const record = (topic: string, minutes: number, actor: Actor = system, quietMs = chatMailQuietMs): NotificationMailCommand => ({
  type: 'RecordNotificationMail',
  data: { userId: 'u1', topic, kind: 'chat-message', quietMs },
  metadata: { commandId: `c-${topic}-${minutes}`, now: at(minutes), actor },
});
const sent = (topic: string, minutes: number): NotificationMailEvent => ({ type: 'NotificationMailSent', data: { userId: 'u1', topic, kind: 'chat-message', sentAt: at(minutes) } });

describe('notification mail', () => {
  it('mails the first time on a topic, then not again within the quiet hour', () => {
    spec([]).when(record('chat:c1', 0)).then([sent('chat:c1', 0)]);
    spec([sent('chat:c1', 0)]).when(record('chat:c1', 1)).then([]);
    spec([sent('chat:c1', 0)]).when(record('chat:c1', 59)).then([]);
    spec([sent('chat:c1', 0)]).when(record('chat:c1', 60)).then([sent('chat:c1', 60)]);
  });

  it('keeps each topic’s quiet period apart; quietMs 0 always mails', () => {
    spec([sent('chat:c1', 0)]).when(record('chat:c2', 1)).then([sent('chat:c2', 1)]);
    spec([sent('proposal:p1', 0)]).when(record('proposal:p1', 1, system, 0)).then([sent('proposal:p1', 1)]);
    expect(mayMail({ lastSent: { a: at(0) } }, 'a', at(30), chatMailQuietMs)).toBe(false);
    expect(mayMail({ lastSent: { a: at(0) } }, 'b', at(30), chatMailQuietMs)).toBe(true);
  });

  it('is the app’s decision only: a user cannot spend or reset another’s quiet period', () => {
    const user: Actor = { kind: 'user', userId: 'u1', email: 'u1@x.test', roles: ['client'] };
    spec([]).when(record('chat:c1', 0, user)).thenThrows('FORBIDDEN');
  });

  it('hands the news it is about (ref) on to the event, so the mail tells of that news', () => {
    const command = record('chat:c1', 0);
    spec([]).when({ ...command, data: { ...command.data, ref: 'cm-1' } }).then([{ type: 'NotificationMailSent', data: { ...sent('chat:c1', 0).data, ref: 'cm-1' } }]);
    spec([sent('chat:c1', 0)]).when({ ...record('chat:c1', 5), data: { ...command.data, ref: 'cm-2' } }).then([]);
    expect(recordNotificationMailSchema.safeParse({ userId: 'u1', topic: 'chat:c', kind: 'k', ref: 'a/b' }).success).toBe(false);
  });

  it('takes only plain topics and kinds, and a bounded quiet period', () => {
    expect(recordNotificationMailSchema.safeParse({ userId: 'u1', topic: 'chat:d-need-7', kind: 'chat-message', quietMs: chatMailQuietMs }).success).toBe(true);
    for (const bad of [{ topic: 'chat <x>' }, { topic: '' }, { kind: 'a b' }, { quietMs: -1 }, { quietMs: 8 * 24 * 3600_000 }])
      expect(recordNotificationMailSchema.safeParse({ userId: 'u1', topic: 'chat:c', kind: 'k', ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});

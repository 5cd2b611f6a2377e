import { remindersCommands } from '../../domain/reminders/commands';
import type { RemindersEvent } from '../../domain/reminders/reminders';
import { reminderMail } from '../../domain/reminders/mail';
import { defineReactor, type ProcessOutput } from '../process';

/**
 * The reminders' mails (issue 26): a `ReminderSent` is mailed to the client
 * through the durable outbox (with its one-click unsubscribe link, signed by the
 * runner's `env.sign`); a `ReminderPostponed` (cap, quiet hours) asks
 * `SendReminder` again when it may go.
 */
export const reminderMails = defineReactor<Extract<RemindersEvent, { type: 'ReminderSent' | 'ReminderPostponed' }>>()({
  name: 'reminder-mails',
  fromNow: true,
  handles: ['ReminderSent', 'ReminderPostponed'],
  react(e, env): ProcessOutput[] {
    if (e.type === 'ReminderPostponed') {
      const { until, reason: _reason, ...input } = e.data;
      return [{ command: remindersCommands.SendReminder, input, key: 'again', at: until }];
    }
    const signature = env.sign?.(`reminders-unsubscribe:${e.data.userId}`);
    // Without a key to sign the link with, no reminder goes: every one carries its unsubscribe link.
    if (!signature) return [];
    const query = `u=${encodeURIComponent(e.data.userId)}&t=${signature}`;
    const unsubscribe = `${env.siteUrl}/reminders/unsubscribe?${query}`;
    // The mail program's own "Unsubscribe" (RFC 8058 one-click): a POST to the same signed address's one-click form.
    const listUnsubscribe = `${env.siteUrl}/reminders/unsubscribe/one-click?${query}`;
    return [{ mail: { toUserId: e.data.userId, ...reminderMail(e.data, env.siteUrl, unsubscribe), listUnsubscribe }, key: 'mail' }];
  },
});

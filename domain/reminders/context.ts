import { anyone, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { remindersCommands } from './commands';
import { remindersDecider, remindersEventTypes } from './reminders';
import { watchDecider, watchEventTypes } from './watch';

/**
 * Reminders (issue 26, ADR 055): mails that bring buyers back — an abandoned
 * cart, an approved board not bought, price drops and back-in-stock for watched
 * products — with a frequency cap, quiet hours and a one-click unsubscribe.
 * The system arms and sends (processes/reminders); the preference is the
 * client's own (decide: themself, or the system for a verified link).
 */
export const remindersContext = defineContext({
  name: 'reminders',
  commands: remindersCommands,
  rules: {
    ArmReminder: system,
    DisarmReminder: system,
    NoteReminderPurchase: system,
    SendReminder: system,
    SetReminderPreference: anyone,
    WatchGoods: system,
    UnwatchGoods: system,
  },
  streams: [
    streamKind('reminders', 'reminders-', remindersDecider, remindersEventTypes),
    streamKind('reminder watch', 'reminder-watch-', watchDecider, watchEventTypes),
  ],
});

/** The reminders context's public face (issue 26, ADR 055): the account's reminders choice, for the e-mail settings page. */
export { remindersOn, setRemindersBySettings } from './application/reminders.server';

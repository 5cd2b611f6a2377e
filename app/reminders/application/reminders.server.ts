import { timingSafeEqual } from 'node:crypto';
import { remindersCommands } from '../../../domain/reminders/commands';
import { remindersDecider, remindersStream } from '../../../domain/reminders/reminders';
import { ForbiddenError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { linkSignature } from '../../../infra/identity/secrets';
import type { Runtime } from '../../../infra/runtime';

import { invalidUnsubscribeLinkMessage } from '../../../domain/reminders/mail';

const userIdPattern = /^[A-Za-z0-9:_.~-]{1,80}$/;

/**
 * True when `signature` is this site's signature of the account's unsubscribe
 * link (processes/reminders/mails.ts signs `reminders-unsubscribe:<userId>` with
 * the same key): another account's link, or a made-up one, is not.
 */
export function validUnsubscribeLink(runtime: Pick<Runtime, 'sessionSecret'>, userId: string, signature: string): boolean {
  if (!userIdPattern.test(userId) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const expected = Buffer.from(linkSignature(runtime.sessionSecret, `reminders-unsubscribe:${userId}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether the account gets reminders (on unless they turned them off). */
export async function remindersOn(runtime: Runtime, userId: string): Promise<boolean> {
  return (await runtime.loadAggregate(remindersDecider, remindersStream(userId))).state.reminders;
}

/**
 * Reminders on or off, recorded as `SetReminderPreference`: through a signed link
 * (no sign-in; run as the system once the link is verified) or by the signed-in
 * client on their settings page. A link that does not verify changes nothing (403).
 */
export async function setRemindersByLink(runtime: Runtime, input: { u?: string; t?: string; on: boolean; via?: 'link' | 'one-click' }): Promise<boolean> {
  const { u = '', t = '' } = input;
  if (!validUnsubscribeLink(runtime, u, t)) throw new ForbiddenError(invalidUnsubscribeLinkMessage);
  await runtime.execute(remindersCommands.SetReminderPreference, { userId: u, reminders: input.on, via: input.via ?? 'link' }, { actor: { kind: 'system' } }, { waitFor: [] });
  return input.on;
}

export async function setRemindersBySettings(runtime: Runtime, caller: { userId: string; actor: Actor }, value: string | undefined): Promise<boolean> {
  if (value !== 'true' && value !== 'false') throw new ValidationError('INVALID_INPUT', 'Please choose on or off', { value: 'Please choose on or off' });
  await runtime.execute(remindersCommands.SetReminderPreference, { userId: caller.userId, reminders: value === 'true', via: 'settings' }, { actor: caller.actor }, { waitFor: [] });
  return value === 'true';
}

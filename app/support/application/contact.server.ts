import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { RateLimitedError } from '../../../domain/shared/errors';
import { contactAcknowledgementLimit, contactAddressLimit, contactLimit, contactThrottledMessage, contactWindowMinutes } from '../../../domain/support/contact';
import { contactFormSchema } from '../../../domain/support/contact.decide';
import { supportCommands } from '../../../domain/support/commands';
import { mailerFor } from '../../../infra/mail';
import type { Runtime } from '../../../infra/runtime';
import { contactMessagesProjection, countMessagesToSince, countSenderAddressMessagesSince, countVisitorMessagesSince, listContactMessages } from '../../../projections/support/contact-messages';
import { sign } from '../../../infra/identity/secrets';
import type { Visit } from '../../web/visit';
import { parseWith } from '../../web/api.server';

export const contactSentMessage = 'Thank you — your message has reached us. We answer within one working day, and a short acknowledgement is on its way to your inbox.';

/** The keyed hash the per-address limit counts by: the sender's address itself is never recorded. */
export const senderAddressHashOf = (secret: string, clientAddress: string) => sign(secret, `contact-sender:${clientAddress}`);

/**
 * POST /customer/contact and /api/common/saveContact: records the message
 * (SendContactMessage on `contact-<id>`) and mails the address given a fixed
 * acknowledgement.
 *
 * Limits, within `contactWindowMinutes`: 5 messages per visitor and 10 per
 * client address (as TRUST_PROXY names it; a fresh visitor id is free, an
 * address is not), then 429; and 3 acknowledgements per e-mail address — later
 * messages naming it still reach staff, but nothing more is mailed to it. The
 * acknowledgement never carries what the sender wrote (not even the name):
 * the address has confirmed nothing, so the form must not be a way to mail
 * arbitrary text to anyone. Staff read the whole message in the console.
 *
 * The limits are checked here, on the read model, not in the decider: each
 * message is its own stream, so the decider cannot see the others. The read
 * model is indexed by visitor, address hash and e-mail, and `execute` waits for
 * it before answering, so the next message sees this one. Concurrent posts may
 * slip one or two past a limit, which is harmless here.
 */
export async function sendContactMessage(runtime: Runtime, visit: Visit, input: unknown): Promise<{ contactId: string }> {
  const form = parseWith(contactFormSchema, input);
  const now = new Date();
  const since = new Date(now.getTime() - contactWindowMinutes * 60_000).toISOString();
  const senderAddressHash = senderAddressHashOf(runtime.sessionSecret, visit.clientAddress);
  if ((await countVisitorMessagesSince(runtime.db, visit.visitorId, since)) >= contactLimit) throw new RateLimitedError(contactThrottledMessage);
  if ((await countSenderAddressMessagesSince(runtime.db, senderAddressHash, since)) >= contactAddressLimit) throw new RateLimitedError(contactThrottledMessage);
  const contactId = randomUUID();
  const userId = visit.actor.kind === 'user' ? visit.actor.userId : null;
  await runtime.execute(
    supportCommands.SendContactMessage,
    { ...form, contactId, visitorId: visit.visitorId, userId, senderAddressHash },
    { actor: visit.actor, now },
    { waitFor: [contactMessagesProjection.name] },
  );
  // This message counts: the first few naming an address in the window are acknowledged.
  if ((await countMessagesToSince(runtime.db, form.email, since)) > contactAcknowledgementLimit) {
    runtime.logger.info('contact acknowledgement not sent: enough sent to this address lately', { contactId });
    return { contactId };
  }
  try {
    await sendContactAcknowledgement(runtime, form.email);
  } catch (error) {
    // The message is stored and staff will answer it; a mail server hiccup must not make the sender post it again.
    runtime.logger.warn('contact acknowledgement not sent', { contactId, error: (error as Error).message });
  }
  return { contactId };
}

/** The acknowledgement: the same fixed text for everyone, nothing of what the form said. */
export const contactAcknowledgement = {
  subject: 'We have your message — Roomcraft customer care',
  text:
    'Hello,\n\nThank you for writing to Roomcraft. A message giving this e-mail address has reached our customer care team, and we will answer within one working day ' +
    '(Monday to Friday, 9:00–17:00 Pacific).\n\nIf you did not write to us, you can ignore this mail.\n\nRoomcraft customer care',
  html:
    '<p>Hello,</p><p>Thank you for writing to Roomcraft. A message giving this e-mail address has reached our customer care team, and we will answer within one working day ' +
    '(Monday to Friday, 9:00–17:00 Pacific).</p><p>If you did not write to us, you can ignore this mail.</p><p>Roomcraft customer care</p>',
} as const;

async function sendContactAcknowledgement(runtime: Runtime, to: string) {
  await mailerFor(runtime).send({ kind: 'contact-acknowledgement', to, ...contactAcknowledgement });
}

const pageSchema = z.object({
  start: z.coerce.number({ invalid_type_error: 'Invalid start' }).int('Invalid start').min(0, 'Invalid start').max(1_000_000, 'Invalid start').default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'Invalid page size' }).int('Invalid page size').min(1, 'Invalid page size').max(100, 'Invalid page size').default(20),
});

/** GET /api/admin/contact-messages {start, pageSize}: staff read what shoppers wrote (the route checks the role). */
export function staffListContactMessages(runtime: Runtime, input: unknown) {
  return listContactMessages(runtime.db, parseWith(pageSchema, input));
}

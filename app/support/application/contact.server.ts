import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { RateLimitedError } from '../../../domain/shared/errors';
import { contactLimit, contactThrottledMessage, contactTopicLabels, contactWindowMinutes } from '../../../domain/support/contact';
import { contactFormSchema } from '../../../domain/support/contact.decide';
import { supportCommands } from '../../../domain/support/commands';
import { mailerFor } from '../../../infra/mail';
import type { Runtime } from '../../../infra/runtime';
import { contactMessagesProjection, countVisitorMessagesSince, listContactMessages } from '../../../projections/support/contact-messages';
import type { Visit } from '../../identity/application/visit';
import { parseWith } from '../../web/api.server';

export const contactSentMessage = 'Thank you — your message has reached us. We answer within one working day, and a copy is on its way to your inbox.';

/**
 * POST /customer/contact and /api/common/saveContact: records the message
 * (SendContactMessage on `contact-<id>`) and mails the sender an acknowledgement.
 *
 * The limit of 5 messages an hour per visitor is checked here, on the read model,
 * not in the decider: each message is its own stream, so the decider cannot see a
 * visitor's other messages. A per-visitor stream would count exactly, but would
 * make every message two commands on two streams for a limit that only has to
 * stop a noisy browser; the read model is indexed by visitor, and `execute` waits
 * for it before answering, so the next message sees this one. Concurrent posts
 * from one browser may slip one or two past the limit, which is harmless here.
 */
export async function sendContactMessage(runtime: Runtime, visit: Visit, input: unknown): Promise<{ contactId: string }> {
  const form = parseWith(contactFormSchema, input);
  const now = new Date();
  const since = new Date(now.getTime() - contactWindowMinutes * 60_000).toISOString();
  if ((await countVisitorMessagesSince(runtime.db, visit.visitorId, since)) >= contactLimit) throw new RateLimitedError(contactThrottledMessage);
  const contactId = randomUUID();
  const userId = visit.actor.kind === 'user' ? visit.actor.userId : null;
  await runtime.execute(
    supportCommands.SendContactMessage,
    { ...form, contactId, visitorId: visit.visitorId, userId },
    { actor: visit.actor, now },
    { waitFor: [contactMessagesProjection.name] },
  );
  try {
    await sendContactAcknowledgement(runtime, form);
  } catch (error) {
    // The message is stored and staff will answer it; a mail server hiccup must not make the sender post it again.
    runtime.logger.warn('contact acknowledgement not sent', { contactId, error: (error as Error).message });
  }
  return { contactId };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function sendContactAcknowledgement(runtime: Runtime, form: z.output<typeof contactFormSchema>) {
  const topic = contactTopicLabels[form.topic];
  const order = form.orderNumber ? `\nOrder number: ${form.orderNumber}` : '';
  await mailerFor(runtime).send({
    kind: 'contact-acknowledgement',
    to: form.email,
    subject: 'We have your message — Roomcraft customer care',
    text:
      `Hello ${form.name},\n\nThank you for writing to Roomcraft. Your message has reached our customer care team and we will answer within one working day ` +
      `(Monday to Friday, 9:00–17:00 Pacific).\n\nTopic: ${topic}${order}\n\nYour message:\n${form.message}\n\n` +
      `If you need to add anything, reply to this mail or write to support@roomcraft.example.\n\nRoomcraft customer care`,
    html:
      `<p>Hello ${escape(form.name)},</p><p>Thank you for writing to Roomcraft. Your message has reached our customer care team and we will answer within one working day ` +
      `(Monday to Friday, 9:00–17:00 Pacific).</p><p>Topic: ${escape(topic)}${form.orderNumber ? `<br>Order number: ${escape(form.orderNumber)}` : ''}</p>` +
      `<p>Your message:</p><blockquote>${escape(form.message).replace(/\n/g, '<br>')}</blockquote>` +
      `<p>If you need to add anything, reply to this mail or write to support@roomcraft.example.</p><p>Roomcraft customer care</p>`,
  });
}

const pageSchema = z.object({
  start: z.coerce.number({ invalid_type_error: 'Invalid start' }).int('Invalid start').min(0, 'Invalid start').max(1_000_000, 'Invalid start').default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'Invalid page size' }).int('Invalid page size').min(1, 'Invalid page size').max(100, 'Invalid page size').default(20),
});

/** GET /api/admin/contact-messages {start, pageSize}: staff read what shoppers wrote (the route checks the role). */
export function staffListContactMessages(runtime: Runtime, input: unknown) {
  return listContactMessages(runtime.db, parseWith(pageSchema, input));
}

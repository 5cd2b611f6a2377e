import { z } from 'zod';
import { remodelScopes } from '../../../domain/projects/answers';
import type { Runtime } from '../../../infra/runtime';
import type { Visit } from '../../web/visit';
import { parseWith } from '../../web/api.server';
import { sendContactMessage } from './contact.server';

/** The rooms a remodel design is offered for (part 2 §2: Kitchen and Bathroom remodel plans). */
export const remodelRooms = ['Kitchen', 'Bathroom'] as const;

const remodelEmailSchema = z.object({
  email: z.string({ required_error: 'Please enter e-mail', invalid_type_error: 'Please enter e-mail' }).trim().min(1, 'Please enter e-mail').max(254, 'E-mail is too long'),
  name: z.string({ invalid_type_error: 'Please enter your name' }).trim().max(100, 'Your name is too long').nullish(),
  room: z.preprocess(
    (v) => (typeof v === 'string' ? remodelRooms.find((r) => r.toLowerCase() === v.trim().toLowerCase()) ?? v : v),
    z.enum(remodelRooms, { errorMap: () => ({ message: 'Please choose Kitchen or Bathroom' }) }),
  ),
  scope: z.preprocess((v) => (v === '' ? undefined : v), z.enum(remodelScopes, { errorMap: () => ({ message: 'Please choose the scope of the project' }) }).optional()),
  message: z.string({ invalid_type_error: 'Please enter a message' }).trim().max(4000, 'Your message is too long').nullish(),
});

/**
 * POST common/remodelEmail: a remodel enquiry from the remodel pages. It is a
 * message to the studio's customer care (SendContactMessage, topic design), with
 * the contact form's fixed acknowledgement and its limits (per visitor, per client
 * address and per acknowledged address).
 */
export async function sendRemodelEmail(runtime: Runtime, visit: Visit, input: unknown): Promise<{ contactId: string }> {
  const form = parseWith(remodelEmailSchema, input);
  const lines = [`${form.room} remodel enquiry${form.scope ? ` — ${form.scope}` : ''}.`, form.message ? form.message : null].filter(Boolean);
  return sendContactMessage(runtime, visit, {
    name: form.name || form.email.split('@')[0] || 'Remodel enquiry',
    email: form.email,
    topic: 'design',
    message: lines.join('\n\n'),
  });
}

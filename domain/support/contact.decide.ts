import { z } from 'zod';
import { ForbiddenError, IllegalStateError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { contactTopics, evolveContact, initialContactState, type ContactEvent, type ContactState } from './contact';

/** A required text field with one message per problem (zod would otherwise report "empty" and "too short" together). */
const text = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `Please enter ${label}`, invalid_type_error: `Please enter ${label}` })
    .trim()
    .superRefine((v, ctx) => {
      const message = !v.length
        ? `Please enter ${label}`
        : v.length < min
          ? `Please write at least ${min} characters`
          : v.length > max
            ? `Please keep ${label} to ${max} characters or fewer`
            : null;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });

/** What the form and the JSON call send; the use case adds the ids. */
export const contactFormSchema = z.object({
  name: text('your name', 1, 100),
  email: z
    .string({ required_error: 'Please enter e-mail', invalid_type_error: 'Please enter e-mail' })
    .trim()
    .min(1, 'Please enter e-mail')
    .max(254, 'E-mail is too long')
    .email('Please enter a valid e-mail')
    .transform((v) => v.toLowerCase()),
  topic: z.enum(contactTopics, { errorMap: () => ({ message: 'Please choose a topic' }) }),
  orderNumber: z
    .string({ invalid_type_error: 'Please enter a valid order number' })
    .trim()
    .max(40, 'Please enter a valid order number')
    .regex(/^[A-Za-z0-9-]*$/, 'Please enter a valid order number')
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  message: text('a message', 10, 5000),
});

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

export const sendContactMessageSchema = contactFormSchema.extend({
  contactId: id,
  visitorId: id.nullable(),
  userId: id.nullable(),
  senderAddressHash: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid sender address hash').nullish(),
});

export type ContactCommand = Command<'SendContactMessage', z.output<typeof sendContactMessageSchema>>;

export function decideContact(command: ContactCommand, state: ContactState): ContactEvent[] {
  switch (command.type) {
    case 'SendContactMessage': {
      if (state.received) throw new IllegalStateError('CONTACT_EXISTS', 'This message has already been received.');
      const { actor } = command.metadata;
      const d = command.data;
      // The message is recorded as from the one asking: nobody sends in another visitor's or user's name.
      if (actor.kind === 'visitor' && (d.userId !== null || d.visitorId !== actor.visitorId)) throw new ForbiddenError();
      if (actor.kind === 'user' && d.userId !== actor.userId) throw new ForbiddenError();
      return [
        {
          type: 'ContactMessageReceived',
          data: {
            contactId: d.contactId,
            name: d.name,
            email: d.email,
            topic: d.topic,
            orderNumber: d.orderNumber,
            message: d.message,
            visitorId: d.visitorId,
            userId: d.userId,
            ...(d.senderAddressHash ? { senderAddressHash: d.senderAddressHash } : {}),
            receivedAt: command.metadata.now,
          },
        },
      ];
    }
    default: {
      const never: never = command.type;
      return never;
    }
  }
}

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: initialContactState,
  evolve: evolveContact,
  decide: decideContact,
};

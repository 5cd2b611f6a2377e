import { defineCommand } from '../shared/command-definition';
import { contactStream } from './contact';
import { contactDecider, sendContactMessageSchema } from './contact.decide';

export const supportCommands = {
  SendContactMessage: defineCommand({ type: 'SendContactMessage', schema: sendContactMessageSchema, streamId: (d) => contactStream(d.contactId), decider: contactDecider }),
};

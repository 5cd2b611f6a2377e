import { anyone } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { supportCommands } from './commands';
import { contactEventTypes } from './contact';
import { contactDecider } from './contact.decide';

/** Support: anyone may write to the shop; decide checks the message is recorded as from the one asking. */
export const supportContext = defineContext({
  name: 'support',
  commands: supportCommands,
  rules: {
    SendContactMessage: anyone,
  },
  streams: [streamKind('contact message', 'contact-', contactDecider, contactEventTypes)],
});

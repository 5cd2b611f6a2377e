import { defineReadModels } from '../projection';
import { contactMessagesProjection } from './contact-messages';
import * as migration from './migration';

export const supportReadModels = defineReadModels({
  context: 'support',
  projections: [contactMessagesProjection],
  migrations: [
    { name: '0010_support_read_models', up: migration.up },
    { name: '0042_support_contact_sender_address', up: migration.addSenderAddress },
  ],
});

import { defineReadModels } from '../projection';
import { chatProjection } from './chat';
import * as migration from './migration';
import { notificationsProjection } from './notifications';
import { orderMessagesProjection } from './order-messages';
import * as orderMessages from './order-messages.migration';

export const messagingReadModels = defineReadModels({
  context: 'messaging',
  projections: [chatProjection, notificationsProjection, orderMessagesProjection],
  migrations: [
    { name: '0020_messaging_read_models', up: migration.up },
    { name: '0021_notifications_read_models', up: migration.notifications },
    { name: '0023_review_notifications', up: migration.reviewNotifications },
    { name: '0025_order_messages_read_models', up: orderMessages.up },
    { name: '0026_order_message_notifications', up: migration.threadNotifications },
    { name: '0045_notification_targets', up: migration.notificationTargets },
  ],
});

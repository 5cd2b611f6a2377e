import { createCheckpoints } from './shared';
import * as catalogue from './catalogue/migration';
import * as identity from './identity/migration';
import * as cart from './cart/migration';
import * as payments from './payments/migration';
import * as orders from './orders/migration';
import * as promotions from './promotions/migration';
import * as projects from './projects/migration';
import * as support from './support/migration';
import * as diy from './diy/migration';
import * as subscriptions from './subscriptions/migration';
import * as messaging from './messaging/migration';
import * as canvas from './canvas/migration';
import * as files from './files/migration';
import * as review from './review/migration';
import * as kafkaOffsets from './kafka-offsets.migration';
import * as eventLog from './event-log/migration';
import * as consoleLists from './console/migration';

/** Read-model migrations, in order; composition-root/migrations.ts runs them after the event store's. */
export const projectionMigrations = [
  { name: '0002_projection_checkpoints', up: createCheckpoints },
  { name: '0003_catalogue_read_models', up: catalogue.up },
  { name: '0004_identity_read_models', up: identity.up },
  { name: '0005_kafka_offsets', up: kafkaOffsets.up },
  { name: '0006_cart_read_models', up: cart.up },
  { name: '0007_orders_read_models', up: orders.up },
  { name: '0008_payments_read_models', up: payments.up },
  { name: '0009_promotions_read_models', up: promotions.up },
  { name: '0010_support_read_models', up: support.up },
  { name: '0011_projects_read_models', up: projects.up },
  { name: '0012_projects_submitted_at', up: projects.addSubmittedAt },
  { name: '0013_subscriptions_read_models', up: subscriptions.up },
  { name: '0014_diy_read_models', up: diy.up },
  { name: '0015_cart_lines_refer', up: cart.addRefer },
  { name: '0015_order_lines_refer', up: orders.addLineRefer },
  { name: '0015_projects_delivered_at', up: projects.addDeliveredAt },
  { name: '0015_canvas_read_models', up: canvas.up },
  { name: '0016_files_read_models', up: files.up },
  { name: '0020_messaging_read_models', up: messaging.up },
  { name: '0021_notifications_read_models', up: messaging.notifications },
  { name: '0022_review_read_models', up: review.up },
  { name: '0023_review_notifications', up: messaging.reviewNotifications },
  { name: '0030_event_log_read_models', up: eventLog.up },
  { name: '0033_console_list_indexes', up: consoleLists.up },
];

import { defineReadModels } from '../projection';
import * as migration from './migration';
import { subscriptionsProjection } from './subscriptions';

export const subscriptionsReadModels = defineReadModels({
  context: 'subscriptions',
  projections: [subscriptionsProjection],
  migrations: [
    { name: '0013_subscriptions_read_models', up: migration.up },
    { name: '0082_subscription_renewals', up: migration.up0082 },
  ],
});

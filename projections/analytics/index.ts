import { defineReadModels } from '../projection';
import { funnelsProjection } from './funnels';
import * as migration from './migration';

export const analyticsReadModels = defineReadModels({
  context: 'analytics',
  projections: [funnelsProjection],
  migrations: [{ name: '0093_analytics_funnels', up: migration.up }],
});

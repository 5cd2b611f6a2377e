import { defineReadModels } from '../projection';
import * as migration from './migration';
import { referralClicksProjection } from './referral-clicks';

export const attributionReadModels = defineReadModels({
  context: 'attribution',
  projections: [referralClicksProjection],
  migrations: [{ name: '0092_attribution_referral_clicks', up: migration.up }],
});

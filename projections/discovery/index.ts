import { defineReadModels } from '../projection';
import * as migration from './migration';
import { styleProfilesProjection } from './style-profiles';

export const discoveryReadModels = defineReadModels({
  context: 'discovery',
  projections: [styleProfilesProjection],
  migrations: [{ name: '0070_discovery_style_profiles', up: migration.up }],
});

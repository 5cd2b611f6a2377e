import { defineReadModels } from '../projection';
import * as migration from './migration';
import { designerRatingsProjection, postsProjection, profilesProjection } from './profiles';

export const profilesReadModels = defineReadModels({
  context: 'profiles',
  projections: [profilesProjection, postsProjection, designerRatingsProjection],
  migrations: [{ name: '0078_profiles', up: migration.up }],
});

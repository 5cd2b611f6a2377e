import { defineReadModels } from '../projection';
import * as migration from './migration';
import { diyProjectsProjection } from './projects';

export const diyReadModels = defineReadModels({
  context: 'diy',
  projections: [diyProjectsProjection],
  migrations: [{ name: '0014_diy_read_models', up: migration.up }],
});

import { defineReadModels } from '../projection';
import * as migration from './migration';
import { experimentResultsProjection } from './results';

export const experimentsReadModels = defineReadModels({
  context: 'experiments',
  projections: [experimentResultsProjection],
  migrations: [{ name: '0087_experiments_results', up: migration.up }],
});

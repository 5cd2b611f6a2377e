import { defineReadModels } from '../projection';
import { codesProjection } from './codes';
import { creditsProjection } from './credits';
import * as migration from './migration';

export const promotionsReadModels = defineReadModels({
  context: 'promotions',
  projections: [codesProjection, creditsProjection],
  migrations: [{ name: '0009_promotions_read_models', up: migration.up }],
});

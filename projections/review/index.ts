import { defineReadModels } from '../projection';
import * as migration from './migration';
import { reviewProjection } from './proposals';

export const reviewReadModels = defineReadModels({
  context: 'review',
  projections: [reviewProjection],
  migrations: [{ name: '0022_review_read_models', up: migration.up }, { name: '0062_review_proposal_renders', up: migration.rendersUp }],
});

import { defineReadModels } from '../projection';
import * as migration from './migration';
import { productReviewsProjection } from './product-reviews';

export const ratingsReadModels = defineReadModels({
  context: 'ratings',
  projections: [productReviewsProjection],
  migrations: [{ name: '0052_ratings_read_models', up: migration.up }],
});

import { defineReadModels } from '../projection';
import { cardsProjection } from './cards';
import * as migration from './migration';

export const paymentsReadModels = defineReadModels({
  context: 'payments',
  projections: [cardsProjection],
  migrations: [{ name: '0008_payments_read_models', up: migration.up }],
});

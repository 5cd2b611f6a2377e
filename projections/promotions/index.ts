import { defineReadModels } from '../projection';
import { codesProjection } from './codes';
import { creditsProjection } from './credits';
import * as migration from './migration';
import { salePromotionsProjection, up0084 } from './sale-promotions';

export const promotionsReadModels = defineReadModels({
  context: 'promotions',
  projections: [codesProjection, creditsProjection, salePromotionsProjection],
  migrations: [
    { name: '0009_promotions_read_models', up: migration.up },
    { name: '0084_promotions_sale_promotions', up: up0084 },
  ],
});

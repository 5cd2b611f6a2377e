import { defineReadModels } from '../projection';
import { cartLinesProjection } from './cart-lines';
import { clientOrdersProjection } from './client-orders';
import * as migration from './migration';

export const cartReadModels = defineReadModels({
  context: 'cart',
  projections: [cartLinesProjection, clientOrdersProjection],
  migrations: [
    { name: '0006_cart_read_models', up: migration.up },
    { name: '0015_cart_lines_refer', up: migration.addRefer },
  ],
});

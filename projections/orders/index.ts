import { defineReadModels } from '../projection';
import * as migration from './migration';
import { ordersProjection } from './orders';

export const ordersReadModels = defineReadModels({
  context: 'orders',
  projections: [ordersProjection],
  migrations: [
    { name: '0007_orders_read_models', up: migration.up },
    { name: '0015_order_lines_refer', up: migration.addLineRefer },
  ],
});

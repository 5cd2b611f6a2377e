import { defineReadModels } from '../projection';
import { renderJobsProjection } from './render-jobs';
import * as migration from './migration';

export const rendersReadModels = defineReadModels({
  context: 'renders',
  projections: [renderJobsProjection],
  migrations: [
    { name: '0080_renders', up: migration.up },
    { name: '0097_renders_goods', up: migration.addGoods },
  ],
});

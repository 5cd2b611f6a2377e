import { defineReadModels } from '../projection';
import { caseLooksProjection } from './case-looks';
import { designCasesProjection } from './design-cases';
import * as migration from './migration';

export const contentReadModels = defineReadModels({
  context: 'content',
  projections: [designCasesProjection, caseLooksProjection],
  migrations: [{ name: '0075_content_design_cases', up: migration.up }],
});

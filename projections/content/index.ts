import { defineReadModels } from '../projection';
import { caseLooksProjection } from './case-looks';
import { caseSearchProjection } from './case-search';
import * as searchMigration from './case-search-migration';
import { designCasesProjection } from './design-cases';
import * as migration from './migration';

export const contentReadModels = defineReadModels({
  context: 'content',
  projections: [designCasesProjection, caseLooksProjection, caseSearchProjection],
  migrations: [
    { name: '0075_content_design_cases', up: migration.up },
    { name: '0077_content_case_search', up: searchMigration.up },
  ],
});

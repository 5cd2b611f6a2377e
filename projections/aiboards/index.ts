import { defineReadModels } from '../projection';
import { aiBoardsProjection } from './ai-boards';
import * as migration from './migration';

export const aiBoardsReadModels = defineReadModels({
  context: 'aiboards',
  projections: [aiBoardsProjection],
  migrations: [{ name: '0079_aiboards_boards', up: migration.up }],
});

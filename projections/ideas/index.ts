import { defineReadModels } from '../projection';
import { ideaBoardsProjection } from './idea-boards';
import * as migration from './migration';

export const ideasReadModels = defineReadModels({
  context: 'ideas',
  projections: [ideaBoardsProjection],
  migrations: [{ name: '0076_ideas_boards', up: migration.up }],
});

import { defineReadModels } from '../projection';
import { canvasBoardsProjection } from './boards';
import * as migration from './migration';

export const canvasReadModels = defineReadModels({
  context: 'canvas',
  projections: [canvasBoardsProjection],
  migrations: [
    { name: '0015_canvas_read_models', up: migration.up },
    { name: '0040_canvas_boards_private', up: migration.addPrivate },
  ],
});

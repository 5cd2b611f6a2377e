import { defineReadModels } from '../projection';
import { boardThumbnailsProjection } from './board-thumbnails';
import * as migration from './migration';
import * as stagedUploads from './staged-uploads';

export const filesReadModels = defineReadModels({
  context: 'files',
  projections: [boardThumbnailsProjection, stagedUploads.stagedUploadsProjection],
  migrations: [
    { name: '0016_files_read_models', up: migration.up },
    { name: '0041_files_staged_uploads', up: stagedUploads.up },
  ],
});

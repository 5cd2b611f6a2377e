import { defineReadModels } from '../projection';
import * as migration from './migration';
import { needsProjection } from './needs';
import { roomPhotosProjection, up as roomPhotosUp } from './room-photos';

export const projectsReadModels = defineReadModels({
  context: 'projects',
  projections: [needsProjection, roomPhotosProjection],
  migrations: [
    { name: '0011_projects_read_models', up: migration.up },
    { name: '0012_projects_submitted_at', up: migration.addSubmittedAt },
    { name: '0015_projects_delivered_at', up: migration.addDeliveredAt },
    { name: '0056_projects_need_details', up: migration.addDetails },
    { name: '0061_projects_room_photos', up: roomPhotosUp },
    { name: '0083_projects_need_ideas', up: migration.addIdeas },
  ],
});

import { defineReadModels } from '../projection';
import * as migration from './migration';
import { needsProjection } from './needs';

export const projectsReadModels = defineReadModels({
  context: 'projects',
  projections: [needsProjection],
  migrations: [
    { name: '0011_projects_read_models', up: migration.up },
    { name: '0012_projects_submitted_at', up: migration.addSubmittedAt },
    { name: '0015_projects_delivered_at', up: migration.addDeliveredAt },
    { name: '0056_projects_need_details', up: migration.addDetails },
  ],
});

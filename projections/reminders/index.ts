import { defineReadModels } from '../projection';
import * as migration from './migration';
import { remindersReportProjection } from './report';

export const remindersReadModels = defineReadModels({
  context: 'reminders',
  projections: [remindersReportProjection],
  migrations: [{ name: '0096_reminders_report', up: migration.up }],
});

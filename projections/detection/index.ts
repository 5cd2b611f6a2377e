import { defineReadModels } from '../projection';
import * as results from './results';

export const detectionReadModels = defineReadModels({
  context: 'detection',
  projections: [results.detectionResultsProjection],
  migrations: [{ name: '0081_detection_results', up: results.up }],
});

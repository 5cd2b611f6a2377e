import { anyone, staff } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { experimentCommands } from './commands';
import { experimentEventTypes, experimentsDecider } from './experiment';
import { exposureDecider, exposureEventTypes } from './exposure';

/**
 * Experiments (issue 26, ADR 052): staff create, start and stop A/B experiments
 * (the registry); a visitor shown an arm is recorded once (decide: only the
 * visitor themself).
 */
export const experimentsContext = defineContext({
  name: 'experiments',
  commands: experimentCommands,
  rules: {
    CreateExperiment: staff,
    StartExperiment: staff,
    StopExperiment: staff,
    RecordExposure: anyone,
  },
  streams: [
    streamKind('experiment registry', 'experiments-registry', experimentsDecider, experimentEventTypes),
    streamKind('exposure', 'exposure-', exposureDecider, exposureEventTypes),
  ],
});

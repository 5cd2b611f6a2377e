import { defineCommand } from '../shared/command-definition';
import { createExperimentSchema, experimentRefSchema, experimentsDecider, experimentsStream } from './experiment';
import { exposureDecider, exposureStream, recordExposureSchema } from './exposure';

const registry = () => experimentsStream;

export const experimentCommands = {
  CreateExperiment: defineCommand({ type: 'CreateExperiment', schema: createExperimentSchema, streamId: registry, decider: experimentsDecider }),
  StartExperiment: defineCommand({ type: 'StartExperiment', schema: experimentRefSchema, streamId: registry, decider: experimentsDecider }),
  StopExperiment: defineCommand({ type: 'StopExperiment', schema: experimentRefSchema, streamId: registry, decider: experimentsDecider }),
  RecordExposure: defineCommand({ type: 'RecordExposure', schema: recordExposureSchema, streamId: (d: { experimentId: string; run: number; visitorId: string }) => exposureStream(d.experimentId, d.run, d.visitorId), decider: exposureDecider }),
};

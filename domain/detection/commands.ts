import { defineCommand } from '../shared/command-definition';
import { detectionStream } from './detection';
import { detectionDecider, recordDetectionFailureSchema, recordDetectionSchema } from './detection.decide';

const stream = (d: { source: string; imageId: string }) => detectionStream(d.source, d.imageId);

export const detectionCommands = {
  RecordDetection: defineCommand({ type: 'RecordDetection', schema: recordDetectionSchema, streamId: stream, decider: detectionDecider }),
  RecordDetectionFailure: defineCommand({ type: 'RecordDetectionFailure', schema: recordDetectionFailureSchema, streamId: stream, decider: detectionDecider }),
};

import { defineCommand } from '../shared/command-definition';
import { rendersStream } from './render-jobs';
import {
  cancelRenderSchema,
  recordRenderResultSchema,
  recordRenderStartedSchema,
  rendersDecider,
  requestRenderSchema,
  retryRenderSchema,
  shareRenderSchema,
  timeOutRenderAttemptSchema,
} from './render-jobs.decide';

const stream = (d: { ownerId: string }) => rendersStream(d.ownerId);
const decider = rendersDecider;

export const rendersCommands = {
  RequestRender: defineCommand({ type: 'RequestRender', schema: requestRenderSchema, streamId: stream, decider }),
  RecordRenderStarted: defineCommand({ type: 'RecordRenderStarted', schema: recordRenderStartedSchema, streamId: stream, decider }),
  RecordRenderResult: defineCommand({ type: 'RecordRenderResult', schema: recordRenderResultSchema, streamId: stream, decider }),
  TimeOutRenderAttempt: defineCommand({ type: 'TimeOutRenderAttempt', schema: timeOutRenderAttemptSchema, streamId: stream, decider }),
  RetryRender: defineCommand({ type: 'RetryRender', schema: retryRenderSchema, streamId: stream, decider }),
  CancelRender: defineCommand({ type: 'CancelRender', schema: cancelRenderSchema, streamId: stream, decider }),
  ShareRender: defineCommand({ type: 'ShareRender', schema: shareRenderSchema, streamId: stream, decider }),
};

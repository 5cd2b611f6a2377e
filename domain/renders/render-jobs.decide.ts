import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, RateLimitedError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import {
  evolveRenders,
  initialRendersState,
  isFinished,
  monthOf,
  renderLimits,
  renderMessages,
  renderProviders,
  maxRenderGoods,
  renderStyles,
  retryAtOf,
  roomTypes,
  type RenderEvent,
  type RenderJob,
  type RendersState,
} from './render-jobs';

const ids = { ownerId: idField('Invalid owner'), renderId: idField(renderMessages.notFound) };
const attempt = z.number().int().min(1).max(renderLimits.maxAttempts);
/** Plain text: no markup reaches a provider or a page. */
export const promptField = z
  .string()
  .trim()
  .max(renderLimits.promptMax, renderMessages.promptTooLong)
  .refine((v) => !/[<>]/.test(v), renderMessages.promptMarkup)
  .default('');
export const roomTypeField = z.enum(roomTypes, { errorMap: () => ({ message: renderMessages.roomType }) });
export const styleField = z.enum(renderStyles, { errorMap: () => ({ message: renderMessages.style }) });

export const requestRenderSchema = z.object({
  ...ids,
  photoKey: z.string().max(200),
  roomType: roomTypeField,
  style: styleField,
  prompt: promptField,
  provider: z.enum(renderProviders),
  plan: z.enum(['free', 'subscriber']),
  retryBaseMs: z.number().int().min(1).max(3_600_000),
  timeoutMs: z.number().int().min(1).max(3_600_000),
});
export const recordRenderStartedSchema = z.object({ ...ids, attempt, providerJobId: z.string().min(1).max(200) });
export const recordRenderResultSchema = z.object({
  ...ids,
  attempt,
  /** The provider's job the outcome is about (a webhook names it); null for an answer the adapter had at once. */
  providerJobId: z.string().max(200).nullable(),
  outcome: z.enum(['succeeded', 'failed']),
  /** Succeeded at the provider: where its picture is (to be stored), or where we stored it. */
  outputUrl: z.string().url().max(2000).optional(),
  outputKey: z.string().max(200).optional(),
  reason: z.string().max(300).default(''),
  retryable: z.boolean().default(true),
  costMicros: z.number().int().min(0).max(1_000_000_000).default(0),
  /** The products the picture shows, when the provider knows them (the studio, ADR 062). */
  goodsIds: z.array(idField('Invalid product')).max(maxRenderGoods).optional(),
});
export const timeOutRenderAttemptSchema = z.object({ ...ids, attempt });
export const retryRenderSchema = z.object({ ...ids, attempt });
export const cancelRenderSchema = z.object(ids);
export const shareRenderSchema = z.object({ ...ids, shared: z.boolean() });

type D<S extends z.ZodTypeAny> = z.output<S>;
export type RendersCommand =
  | Command<'RequestRender', D<typeof requestRenderSchema>>
  | Command<'RecordRenderStarted', D<typeof recordRenderStartedSchema>>
  | Command<'RecordRenderResult', D<typeof recordRenderResultSchema>>
  | Command<'TimeOutRenderAttempt', D<typeof timeOutRenderAttemptSchema>>
  | Command<'RetryRender', D<typeof retryRenderSchema>>
  | Command<'CancelRender', D<typeof cancelRenderSchema>>
  | Command<'ShareRender', D<typeof shareRenderSchema>>;

const systemCommands = new Set(['RecordRenderStarted', 'RecordRenderResult', 'TimeOutRenderAttempt', 'RetryRender']);
const notFound = () => new NotFoundError('RENDER_NOT_FOUND', renderMessages.notFound);

/** An attempt that failed: retried after a backoff while attempts are left and the failure may pass; otherwise the job fails. */
function failAttempt(job: RenderJob, reason: string, costMicros: number, retryable: boolean, now: string): RenderEvent[] {
  const { ownerId, renderId } = job.request;
  const retryAt = retryable ? retryAtOf(job, now) : null;
  const failed: RenderEvent = { type: 'RenderAttemptFailed', data: { ownerId, renderId, attempt: job.attempt, reason, costMicros, retryAt, failedAt: now } };
  if (retryAt) return [failed];
  return [failed, { type: 'RenderFailed', data: { ownerId, renderId, reason, totalCostMicros: job.totalCostMicros + costMicros, failedAt: now } }];
}

export function decideRenders(command: RendersCommand, state: RendersState): RenderEvent[] {
  const { actor, now } = command.metadata;
  if (systemCommands.has(command.type)) {
    if (actor.kind !== 'system') throw new ForbiddenError();
  } else if (actor.kind !== 'user' || actor.userId !== command.data.ownerId) {
    // Another's renders are not in this stream as far as the caller can tell.
    throw notFound();
  }
  const job = state.jobs[command.data.renderId];
  switch (command.type) {
    case 'RequestRender': {
      const r = command.data;
      if (job) return [];
      // Only the owner's own uploads: another's photo is not found.
      if (!(r.photoKey.startsWith(`images/${r.ownerId}/`) || r.photoKey.startsWith(`ai-renders/${r.ownerId}/`)) || r.photoKey.includes('..')) throw new NotFoundError('PHOTO_NOT_FOUND', renderMessages.photoNotFound);
      const jobs = Object.values(state.jobs);
      if (r.plan === 'free') {
        const used = jobs.filter((j) => monthOf(j.request.requestedAt) === monthOf(now) && j.status !== 'failed' && j.status !== 'cancelled').length;
        if (used >= renderLimits.freePerMonth) throw new RateLimitedError(renderMessages.freeQuota);
      } else if (jobs.filter((j) => !isFinished(j.status)).length >= renderLimits.subscriberRunning) {
        throw new RateLimitedError(renderMessages.running);
      }
      return [{ type: 'RenderRequested', data: { ...r, requestedAt: now } }];
    }
    case 'RecordRenderStarted': {
      const { ownerId, renderId, providerJobId } = command.data;
      if (!job) throw notFound();
      if (isFinished(job.status) || job.attempt !== command.data.attempt || job.providerJobId) return [];
      const timeoutAt = new Date(Date.parse(now) + job.request.timeoutMs).toISOString();
      return [{ type: 'RenderAttemptStarted', data: { ownerId, renderId, attempt: job.attempt, providerJobId, startedAt: now, timeoutAt } }];
    }
    case 'RecordRenderResult': {
      const c = command.data;
      if (!job) throw notFound();
      // A duplicated or late outcome (another attempt's, a finished job's, one already received) changes nothing.
      if (isFinished(job.status) || job.attempt !== c.attempt) return [];
      if (c.providerJobId !== null && c.providerJobId !== job.providerJobId) return [];
      if (c.outcome === 'failed') return failAttempt(job, c.reason || 'The image service could not make this render', c.costMicros, c.retryable, now);
      if (c.outputKey) {
        const cost = job.outputReceived ? 0 : c.costMicros;
        return [{ type: 'RenderSucceeded', data: { ownerId: c.ownerId, renderId: c.renderId, attempt: job.attempt, outputKey: c.outputKey, costMicros: cost, totalCostMicros: job.totalCostMicros + cost, finishedAt: now, ...(c.goodsIds?.length ? { goodsIds: c.goodsIds } : {}) } }];
      }
      if (!c.outputUrl) throw new ValidationError('OUTPUT_MISSING', 'A succeeded render names its picture');
      if (job.outputReceived) return [];
      return [{ type: 'RenderOutputReceived', data: { ownerId: c.ownerId, renderId: c.renderId, attempt: job.attempt, outputUrl: c.outputUrl, costMicros: c.costMicros, receivedAt: now } }];
    }
    case 'TimeOutRenderAttempt': {
      if (!job) throw notFound();
      // Only the attempt it was scheduled for, while it still has no outcome.
      if (isFinished(job.status) || job.attempt !== command.data.attempt || job.outputReceived) return [];
      return failAttempt(job, 'The image service did not answer in time', 0, true, now);
    }
    case 'RetryRender': {
      if (!job) throw notFound();
      if (isFinished(job.status) || command.data.attempt !== job.attempt + 1 || job.attempt >= renderLimits.maxAttempts) return [];
      const { ownerId, renderId } = command.data;
      return [{ type: 'RenderAttemptRequested', data: { ownerId, renderId, attempt: command.data.attempt, requestedAt: now } }];
    }
    case 'CancelRender': {
      if (!job) throw notFound();
      if (isFinished(job.status)) {
        if (job.status === 'cancelled') return [];
        throw new IllegalStateError('RENDER_FINISHED', renderMessages.finished);
      }
      const { ownerId, renderId } = command.data;
      return [{ type: 'RenderCancelled', data: { ownerId, renderId, totalCostMicros: job.totalCostMicros, cancelledAt: now } }];
    }
    case 'ShareRender': {
      if (!job) throw notFound();
      if (job.status !== 'succeeded') throw new IllegalStateError('RENDER_NOT_FINISHED', renderMessages.notFinished);
      if (job.shared === command.data.shared) return [];
      return [{ type: 'RenderShared', data: { ...command.data, at: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const rendersDecider: Decider<RendersState, RendersCommand, RenderEvent> = {
  initialState: initialRendersState,
  evolve: evolveRenders,
  decide: decideRenders,
};

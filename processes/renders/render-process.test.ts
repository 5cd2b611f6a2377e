import { describe, it } from 'vitest';
import type { RenderEvent } from '../../domain/renders/render-jobs';
import { workflowSpec } from '../testing';
import { renderProcess } from './render-process';

const now = '2026-11-28T10:00:00.000Z';
const ids = { ownerId: 'u-ada', renderId: 'r1' };
const request = { ...ids, photoKey: 'images/u-ada/p.jpg', roomType: 'Bedroom' as const, style: 'Coastal' as const, prompt: '', provider: 'replicate' as const };
const requested: RenderEvent = { type: 'RenderRequested', data: { ...request, plan: 'free', retryBaseMs: 1000, timeoutMs: 60_000, requestedAt: now } };
const spec = workflowSpec(renderProcess);

describe('the render process', () => {
  it('given a request, then the provider is asked (attempt 1); a retry asks again under its own key', () => {
    spec.given([]).when(requested).then([{ effect: 'renders.start', input: { request, attempt: 1 }, key: 'start-1' }]);
    spec.given([requested]).when({ type: 'RenderAttemptRequested', data: { ...ids, attempt: 2, requestedAt: now } }).then([{ effect: 'renders.start', input: { request, attempt: 2 }, key: 'start-2' }]);
  });

  it('given a started attempt, its timeout is scheduled; a failed attempt with a retry due is retried then; the last failure asks nothing', () => {
    spec.given([requested]).when({ type: 'RenderAttemptStarted', data: { ...ids, attempt: 1, providerJobId: 'p1', startedAt: now, timeoutAt: '2026-11-28T10:01:00.000Z' } }).then([
      { command: 'TimeOutRenderAttempt', input: { ...ids, attempt: 1 }, at: '2026-11-28T10:01:00.000Z', key: 'timeout-1' },
    ]);
    spec.given([requested]).when({ type: 'RenderAttemptFailed', data: { ...ids, attempt: 1, reason: 'x', costMicros: 0, retryAt: '2026-11-28T10:00:01.000Z', failedAt: now } }).then([
      { command: 'RetryRender', input: { ...ids, attempt: 2 }, at: '2026-11-28T10:00:01.000Z', key: 'retry-1' },
    ]);
    spec.given([requested]).when({ type: 'RenderAttemptFailed', data: { ...ids, attempt: 3, reason: 'x', costMicros: 0, retryAt: null, failedAt: now } }).then([]);
  });

  it('given the provider’s picture, then it is fetched and stored', () => {
    spec.given([requested]).when({ type: 'RenderOutputReceived', data: { ...ids, attempt: 1, outputUrl: 'https://replicate.delivery/o.png', costMicros: 10, receivedAt: now } }).then([
      { effect: 'renders.store', input: { ...ids, attempt: 1, outputUrl: 'https://replicate.delivery/o.png' }, key: 'store-1' },
    ]);
  });

  it('given a cancel while the provider works on an attempt, then that provider job is cancelled; with none at work, nothing', () => {
    const started: RenderEvent = { type: 'RenderAttemptStarted', data: { ...ids, attempt: 1, providerJobId: 'p1', startedAt: now, timeoutAt: '2026-11-28T10:01:00.000Z' } };
    const cancelled: RenderEvent = { type: 'RenderCancelled', data: { ...ids, totalCostMicros: 0, cancelledAt: now } };
    spec.given([requested, started]).when(cancelled).then([{ effect: 'renders.cancel', input: { provider: 'replicate', providerJobId: 'p1' }, key: 'cancel' }]);
    spec.given([requested]).when(cancelled).then([]);
    const failed: RenderEvent = { type: 'RenderAttemptFailed', data: { ...ids, attempt: 1, reason: 'x', costMicros: 0, retryAt: '2026-11-28T10:00:01.000Z', failedAt: now } };
    spec.given([requested, started, failed]).when(cancelled).then([]);
  });
});

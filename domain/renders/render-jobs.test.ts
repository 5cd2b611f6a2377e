import { describe, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { renderMessages, type RenderEvent, type RenderRequest } from './render-jobs';
import { rendersDecider, type RendersCommand } from './render-jobs.decide';

const now = '2026-11-28T10:00:00.000Z';
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const system: Actor = { kind: 'system' };
const spec = specFor(rendersDecider);
const cmd = <T extends RendersCommand['type']>(type: T, data: Extract<RendersCommand, { type: T }>['data'], actor: Actor = ada, at = now) =>
  ({ type, data, metadata: { commandId: 'c', now: at, actor } }) as Extract<RendersCommand, { type: T }>;
const ids = { ownerId: 'u-ada', renderId: 'r1' };
const ask = (over: Partial<RenderRequest> = {}) => ({
  ...ids,
  photoKey: 'images/u-ada/p.jpg',
  roomType: 'Bedroom' as const,
  style: 'Coastal' as const,
  prompt: 'light oak',
  provider: 'replicate' as const,
  plan: 'free' as const,
  retryBaseMs: 1000,
  timeoutMs: 60_000,
  ...over,
});
const requested = (over: Partial<RenderRequest> = {}): RenderEvent => ({ type: 'RenderRequested', data: { ...ask(over), requestedAt: now } });
const started = (attempt = 1, providerJobId = 'pred-1'): RenderEvent => ({ type: 'RenderAttemptStarted', data: { ...ids, attempt, providerJobId, startedAt: now, timeoutAt: '2026-11-28T10:01:00.000Z' } });
const result = (over: Partial<Extract<RendersCommand, { type: 'RecordRenderResult' }>['data']> = {}) =>
  cmd('RecordRenderResult', { ...ids, attempt: 1, providerJobId: 'pred-1', outcome: 'succeeded', reason: '', retryable: true, costMicros: 0, ...over }, system);

describe('the render job decider', () => {
  it('given nothing, when the owner asks for a render of their own photo, then it is requested (asked again: nothing new)', () => {
    spec([]).when(cmd('RequestRender', ask())).then([requested()]);
    spec([requested()]).when(cmd('RequestRender', ask())).then([]);
  });

  it('given another user’s photo or stream, then it is not found', () => {
    spec([]).when(cmd('RequestRender', ask({ photoKey: 'images/u-bob/p.jpg' }))).thenThrows('PHOTO_NOT_FOUND');
    spec([]).when(cmd('RequestRender', ask({ photoKey: 'images/u-ada/../u-bob/p.jpg' }))).thenThrows('PHOTO_NOT_FOUND');
    spec([requested()]).when(cmd('CancelRender', ids, bob)).thenThrows('RENDER_NOT_FOUND');
    spec([]).when(cmd('RecordRenderStarted', { ...ids, attempt: 1, providerJobId: 'x' }, ada)).thenThrows('FORBIDDEN');
  });

  it('given three renders this month on the free plan, then a fourth is refused (a failed one does not count; a new month starts again)', () => {
    const three = ['r1', 'r2', 'r3'].map((renderId) => requested({ renderId }));
    spec(three).when(cmd('RequestRender', ask({ renderId: 'r4' }))).thenThrows('RATE_LIMITED');
    const failed: RenderEvent = { type: 'RenderFailed', data: { ...ids, reason: 'x', totalCostMicros: 0, failedAt: now } };
    spec([...three, failed]).when(cmd('RequestRender', ask({ renderId: 'r4' }))).then([requested({ renderId: 'r4' })]);
    spec(three).when(cmd('RequestRender', ask({ renderId: 'r4' }), ada, '2026-12-01T00:00:00.000Z')).then([{ type: 'RenderRequested', data: { ...ask({ renderId: 'r4' }), requestedAt: '2026-12-01T00:00:00.000Z' } }]);
  });

  it('given three running on a subscription, then a fourth at once is refused; once one finishes it may start', () => {
    const three = ['r1', 'r2', 'r3'].map((renderId) => requested({ renderId, plan: 'subscriber' }));
    spec(three).when(cmd('RequestRender', ask({ renderId: 'r4', plan: 'subscriber' }))).thenThrows('RATE_LIMITED');
    const cancelled: RenderEvent = { type: 'RenderCancelled', data: { ...ids, totalCostMicros: 0, cancelledAt: now } };
    spec([...three, cancelled]).when(cmd('RequestRender', ask({ renderId: 'r4', plan: 'subscriber' }))).then([requested({ renderId: 'r4', plan: 'subscriber' })]);
  });

  it('given a started attempt, when the provider reports its output, then it is received once (a duplicate or another job’s changes nothing)', () => {
    const received: RenderEvent = { type: 'RenderOutputReceived', data: { ...ids, attempt: 1, outputUrl: 'https://x.test/o.png', costMicros: 2500, receivedAt: now } };
    spec([requested(), started()]).when(result({ outputUrl: 'https://x.test/o.png', costMicros: 2500 })).then([received]);
    spec([requested(), started(), received]).when(result({ outputUrl: 'https://x.test/o.png', costMicros: 2500 })).then([]);
    spec([requested(), started()]).when(result({ providerJobId: 'pred-other', outputUrl: 'https://x.test/o.png' })).then([]);
    spec([requested(), started(), received]).when(result({ providerJobId: null, outputKey: 'renders/u-ada/o.png' })).then([
      { type: 'RenderSucceeded', data: { ...ids, attempt: 1, outputKey: 'renders/u-ada/o.png', costMicros: 0, totalCostMicros: 2500, finishedAt: now } },
    ]);
  });

  it('given a failed attempt with attempts left, then a retry is due after a backoff that doubles; the last one fails the job with its total cost', () => {
    spec([requested(), started()]).when(result({ outcome: 'failed', reason: 'boom', costMicros: 100 })).then([
      { type: 'RenderAttemptFailed', data: { ...ids, attempt: 1, reason: 'boom', costMicros: 100, retryAt: '2026-11-28T10:00:01.000Z', failedAt: now } },
    ]);
    const second: RenderEvent = { type: 'RenderAttemptRequested', data: { ...ids, attempt: 2, requestedAt: now } };
    const third: RenderEvent = { type: 'RenderAttemptRequested', data: { ...ids, attempt: 3, requestedAt: now } };
    const failed = (attempt: number): RenderEvent => ({ type: 'RenderAttemptFailed', data: { ...ids, attempt, reason: 'x', costMicros: 100, retryAt: 'later', failedAt: now } });
    spec([requested(), started(), failed(1), second, started(2, 'pred-2')]).when(result({ attempt: 2, providerJobId: 'pred-2', outcome: 'failed', reason: 'boom', costMicros: 100 })).then([
      { type: 'RenderAttemptFailed', data: { ...ids, attempt: 2, reason: 'boom', costMicros: 100, retryAt: '2026-11-28T10:00:02.000Z', failedAt: now } },
    ]);
    spec([requested(), started(), failed(1), second, started(2, 'pred-2'), failed(2), third, started(3, 'pred-3')])
      .when(result({ attempt: 3, providerJobId: 'pred-3', outcome: 'failed', reason: 'boom', costMicros: 100 }))
      .then([
        { type: 'RenderAttemptFailed', data: { ...ids, attempt: 3, reason: 'boom', costMicros: 100, retryAt: null, failedAt: now } },
        { type: 'RenderFailed', data: { ...ids, reason: 'boom', totalCostMicros: 300, failedAt: now } },
      ]);
  });

  it('given a refusal that will not pass (a rejected input), then the job fails without a retry', () => {
    spec([requested(), started()]).when(result({ outcome: 'failed', reason: 'NSFW', retryable: false })).then([
      { type: 'RenderAttemptFailed', data: { ...ids, attempt: 1, reason: 'NSFW', costMicros: 0, retryAt: null, failedAt: now } },
      { type: 'RenderFailed', data: { ...ids, reason: 'NSFW', totalCostMicros: 0, failedAt: now } },
    ]);
  });

  it('given a started attempt, when its timeout comes, then it fails and is retried; a timeout of an earlier attempt or after the output changes nothing', () => {
    spec([requested(), started()]).when(cmd('TimeOutRenderAttempt', { ...ids, attempt: 1 }, system)).then([
      { type: 'RenderAttemptFailed', data: { ...ids, attempt: 1, reason: 'The image service did not answer in time', costMicros: 0, retryAt: '2026-11-28T10:00:01.000Z', failedAt: now } },
    ]);
    const second: RenderEvent = { type: 'RenderAttemptRequested', data: { ...ids, attempt: 2, requestedAt: now } };
    spec([requested(), started(), second]).when(cmd('TimeOutRenderAttempt', { ...ids, attempt: 1 }, system)).then([]);
    spec([requested(), started()]).when(cmd('RetryRender', { ...ids, attempt: 3 }, system)).then([]);
    spec([requested(), started()]).when(cmd('RetryRender', { ...ids, attempt: 2 }, system)).then([second]);
  });

  it('given a running job, the owner cancels it (a finished one cannot be); only a succeeded render is shared', () => {
    spec([requested(), started()]).when(cmd('CancelRender', ids)).then([{ type: 'RenderCancelled', data: { ...ids, totalCostMicros: 0, cancelledAt: now } }]);
    const done: RenderEvent = { type: 'RenderSucceeded', data: { ...ids, attempt: 1, outputKey: 'renders/u-ada/o.png', costMicros: 0, totalCostMicros: 0, finishedAt: now } };
    spec([requested(), done]).when(cmd('CancelRender', ids)).thenThrows('RENDER_FINISHED');
    spec([requested(), started()]).when(cmd('ShareRender', { ...ids, shared: true })).thenThrows('RENDER_NOT_FINISHED');
    spec([requested(), done]).when(cmd('ShareRender', { ...ids, shared: true })).then([{ type: 'RenderShared', data: { ...ids, shared: true, at: now } }]);
    spec([requested(), done]).when(cmd('ShareRender', { ...ids, shared: true }, bob)).thenThrows('RENDER_NOT_FOUND');
  });

  it('states its messages plainly', () => {
    if (!renderMessages.freeQuota.includes('3 renders a month')) throw new Error(renderMessages.freeQuota);
  });
});

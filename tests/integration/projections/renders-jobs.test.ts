import { expect, it } from 'vitest';
import { rendersStream, type RenderEvent } from '../../../domain/renders/render-jobs';
import { ownSucceededRenders, renderById, renderJobsProjection, rendersOf, rendersTable, sharedRenders, succeededRendersOf } from '../../../projections/renders/render-jobs';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type Given = GivenEvent<RenderEvent>;
const t = (m: number) => `2026-11-28T10:${String(m).padStart(2, '0')}:00.000Z`;
const ev = (ownerId: string, e: RenderEvent): Given => ({ ...e, streamId: rendersStream(ownerId) }) as Given;
const requested = (ownerId: string, renderId: string, m: number) =>
  ev(ownerId, {
    type: 'RenderRequested',
    data: { ownerId, renderId, photoKey: `images/${ownerId}/p.jpg`, roomType: 'Bedroom', style: 'Coastal', prompt: '', provider: 'replicate', plan: 'free', retryBaseMs: 1000, timeoutMs: 60_000, requestedAt: t(m) },
  });
const ids = (ownerId: string, renderId: string) => ({ ownerId, renderId });

describeProjection<RenderEvent>(renderJobsProjection, ({ given }) => {
  it('follows a job through its attempts to success with its cost; sharing shows it in the gallery', () =>
    given(
      requested('u-ada', 'r1', 1),
      ev('u-ada', { type: 'RenderAttemptStarted', data: { ...ids('u-ada', 'r1'), attempt: 1, providerJobId: 'p1', startedAt: t(2), timeoutAt: t(5) } }),
      ev('u-ada', { type: 'RenderAttemptFailed', data: { ...ids('u-ada', 'r1'), attempt: 1, reason: 'boom', costMicros: 100, retryAt: t(3), failedAt: t(2) } }),
      ev('u-ada', { type: 'RenderAttemptRequested', data: { ...ids('u-ada', 'r1'), attempt: 2, requestedAt: t(3) } }),
      ev('u-ada', { type: 'RenderOutputReceived', data: { ...ids('u-ada', 'r1'), attempt: 2, outputUrl: 'https://replicate.delivery/o.png', costMicros: 2800, receivedAt: t(4) } }),
      ev('u-ada', { type: 'RenderSucceeded', data: { ...ids('u-ada', 'r1'), attempt: 2, outputKey: 'images/u-ada/render-1.png', costMicros: 0, totalCostMicros: 2900, finishedAt: t(5) } }),
      ev('u-ada', { type: 'RenderShared', data: { ...ids('u-ada', 'r1'), shared: true, at: t(6) } }),
      requested('u-ada', 'r2', 7),
      ev('u-ada', { type: 'RenderFailed', data: { ...ids('u-ada', 'r2'), reason: 'NSFW', totalCostMicros: 0, failedAt: t(8) } }),
      requested('u-bob', 'r3', 9),
      ev('u-bob', { type: 'RenderCancelled', data: { ...ids('u-bob', 'r3'), totalCostMicros: 0, cancelledAt: t(10) } }),
    ).then({
      [rendersTable]: [
        { render_id: 'r1', owner_id: 'u-ada', status: 'succeeded', attempt: 2, reason: null, output_key: 'images/u-ada/render-1.png', total_cost_micros: 2900, shared: true },
        { render_id: 'r2', owner_id: 'u-ada', status: 'failed', attempt: 1, reason: 'NSFW', output_key: null, total_cost_micros: 0, shared: false },
        { render_id: 'r3', owner_id: 'u-bob', status: 'cancelled', attempt: 1, reason: null, output_key: null, total_cost_micros: 0, shared: false },
      ],
    }));

  it('queries read an owner’s own renders and the shared ones only', () =>
    given(
      requested('u-ada', 'r1', 1),
      ev('u-ada', { type: 'RenderSucceeded', data: { ...ids('u-ada', 'r1'), attempt: 1, outputKey: 'images/u-ada/o.png', costMicros: 10, totalCostMicros: 10, finishedAt: t(2) } }),
      requested('u-bob', 'r2', 3),
    ).thenQuery(async (trx) => {
      expect((await rendersOf(trx, 'u-ada', { start: 0, pageSize: 10 })).list.map((r) => r.renderId)).toEqual(['r1']);
      expect((await rendersOf(trx, 'u-bob', { start: 0, pageSize: 10 })).total).toBe(1);
      expect((await sharedRenders(trx, { start: 0, pageSize: 10 })).total).toBe(0);
      expect(await renderById(trx, 'r1')).toMatchObject({ status: 'succeeded', totalCostMicros: 10, outputKey: 'images/u-ada/o.png' });
    }));

  it('keeps the products a studio render shows; the questionnaire reads an owner’s succeeded renders only', () =>
    given(
      requested('u-ada', 'r1', 1),
      ev('u-ada', { type: 'RenderSucceeded', data: { ...ids('u-ada', 'r1'), attempt: 1, outputKey: 'ai-renders/u-ada/s.webp', costMicros: 0, totalCostMicros: 0, finishedAt: t(2), goodsIds: ['g1', 'g2'] } }),
      requested('u-ada', 'r2', 3),
      requested('u-bob', 'r3', 4),
      ev('u-bob', { type: 'RenderSucceeded', data: { ...ids('u-bob', 'r3'), attempt: 1, outputKey: 'ai-renders/u-bob/o.png', costMicros: 5, totalCostMicros: 5, finishedAt: t(5) } }),
    ).thenQuery(async (trx) => {
      expect(await renderById(trx, 'r1')).toMatchObject({ status: 'succeeded', goodsIds: ['g1', 'g2'] });
      expect(await renderById(trx, 'r3')).toMatchObject({ status: 'succeeded', goodsIds: null });
      expect((await succeededRendersOf(trx, 'u-ada')).map((r) => r.renderId)).toEqual(['r1']);
      expect((await ownSucceededRenders(trx, 'u-ada', ['r1', 'r2', 'r3'])).map((r) => r.renderId)).toEqual(['r1']);
    }));
});

import { randomUUID } from 'node:crypto';
import { promptOf } from '../infra/renders/port';
import { fetchReplicateOutput, imageGeneratorFor, ProviderError, renderWebhookUrl, replicateOutputHosts } from '../infra/renders';
import { checkImage } from '../infra/images/image-check';
import { DomainError } from '../domain/shared/errors';
import type { Knex } from 'knex';
import type { Config } from '../infra/config';
import type { RoomStillsRenderer } from '../infra/images/room-stills';
import { studioComposer } from './studio-renders';
import type { Logger } from '../infra/logger';
import type { Storage } from '../infra/storage';
import type { EffectAnswer, EffectHandlers } from '../processes/process';
import { renderEffects, type CancelRenderInput, type StartRenderInput, type StoreRenderInput } from '../processes/renders/render-process';

/** Render outputs are private (`ai-renders/<ownerId>/…`, served by /media/ai-renders/… to who may see them), under a fresh uuid. */
const outputKeyOf = (ownerId: string, ext: string) => `ai-renders/${ownerId}/render-${randomUUID()}.${ext}`;

const failed = (ids: { ownerId: string; renderId: string; attempt: number }, providerJobId: string | null, error: ProviderError, costMicros = 0): EffectAnswer => ({
  commands: [{ type: 'RecordRenderResult', input: { ...ids, providerJobId, outcome: 'failed', reason: error.message.slice(0, 300), retryable: error.retryable, costMicros } }],
});

/**
 * The render process's effects (processes/renders, ADR 046): start an attempt
 * with the configured provider, and store a picture a provider reports. A
 * provider's refusal, failure or timeout is an answer (a failed attempt, which
 * the job retries while attempts are left); only our own storage not answering
 * throws (the runner tries the step again).
 */
export function renderEffectHandlers(deps: { config: Config; siteUrl: string; storage?: Storage; logger: Logger; db?: Knex; stills?: () => Pick<RoomStillsRenderer, 'render'> }): EffectHandlers {
  // The studio (ADR 062) composes from the catalogue and renders with the server's own stills renderer.
  const studio = deps.db && deps.stills ? studioComposer({ db: deps.db, renderer: deps.stills }) : null;
  const generator = imageGeneratorFor(deps.config, studio);
  const store = async (ownerId: string, bytes: Buffer) => {
    if (!deps.storage) throw new Error('No file storage to keep a render in');
    const image = await checkImage(bytes);
    const key = outputKeyOf(ownerId, image.ext);
    await deps.storage.putObject(key, image.body, image.contentType, { cacheControl: 'private, max-age=31536000, immutable' });
    return key;
  };
  return {
    [renderEffects.start]: async ({ request, attempt }: StartRenderInput): Promise<EffectAnswer> => {
      const ids = { ownerId: request.ownerId, renderId: request.renderId, attempt };
      if (!generator || generator.provider !== request.provider) return failed(ids, null, new ProviderError('AI rendering is not set up on this site', false));
      if (!deps.storage) throw new Error('No file storage to read a room photo from');
      const photo = await deps.storage.getObject(request.photoKey);
      if (!photo) return failed(ids, null, new ProviderError('The room photo is gone', false));
      try {
        const answer = await generator.generate({
          image: photo.body,
          contentType: photo.contentType,
          prompt: promptOf(request.roomType, request.style, request.prompt),
          idempotencyKey: `${request.renderId}-${attempt}`,
          webhookUrl: renderWebhookUrl(deps.config, deps.siteUrl, ids),
          roomType: request.roomType,
          style: request.style,
        });
        if (answer.kind === 'started') return { commands: [{ type: 'RecordRenderStarted', input: { ...ids, providerJobId: answer.jobId } }] };
        let outputKey: string;
        try {
          outputKey = await store(request.ownerId, answer.image);
        } catch (error) {
          if (error instanceof DomainError) return failed(ids, null, new ProviderError('The image service answered a picture we cannot read', true), answer.costMicros);
          throw error;
        }
        return { commands: [{ type: 'RecordRenderResult', input: { ...ids, providerJobId: null, outcome: 'succeeded', outputKey, costMicros: answer.costMicros, ...(answer.goodsIds?.length ? { goodsIds: answer.goodsIds } : {}) } }] };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.logger.warn('a render attempt failed at the provider', { renderId: request.renderId, attempt, provider: request.provider, reason: error.message, retryable: error.retryable });
        return failed(ids, null, error);
      }
    },
    [renderEffects.cancel]: async ({ provider, providerJobId }: CancelRenderInput): Promise<EffectAnswer> => {
      // The provider configured now is the one the job went to, or the job is not ours to stop any more.
      if (generator?.provider === provider && generator.cancel) await generator.cancel(providerJobId);
      return { commands: [] };
    },
    [renderEffects.store]: async ({ ownerId, renderId, attempt, outputUrl }: StoreRenderInput): Promise<EffectAnswer> => {
      const ids = { ownerId, renderId, attempt };
      let bytes: Buffer;
      try {
        bytes = await fetchReplicateOutput(outputUrl, replicateOutputHosts(deps.config), deps.config.RENDER_TIMEOUT_MS);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        return failed(ids, null, error);
      }
      let outputKey: string;
      try {
        outputKey = await store(ownerId, bytes);
      } catch (error) {
        if (error instanceof DomainError) return failed(ids, null, new ProviderError('The image service made a picture we cannot read', false));
        throw error;
      }
      return { commands: [{ type: 'RecordRenderResult', input: { ...ids, providerJobId: null, outcome: 'succeeded', outputKey } }] };
    },
  };
}

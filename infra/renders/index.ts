import type { Config } from '../config';
import { OpenAiImagesGenerator } from './openai-images';
import type { ImageGenerator } from './port';
import { ReplicateGenerator } from './replicate';
import { StudioGenerator, type StudioComposer } from './studio';

export { ProviderError, promptOf, type ImageGenerator } from './port';
export { StudioGenerator, type StudioAsk, type StudioComposer, type StudioPicture } from './studio';
export { fetchReplicateOutput, predictionCostMicros, verifyReplicateWebhook, ReplicateGenerator } from './replicate';

/**
 * The configured image-generation provider, or null (RENDER_PROVIDER=none: rendering is not set up).
 * `studio` (ADR 062) makes its pictures with `studio`, the composer the process runner has; without one
 * (a page asking only whether rendering is set up) its attempts would fail plainly.
 */
export function imageGeneratorFor(config: Config, studio: StudioComposer | null = null): ImageGenerator | null {
  if (config.RENDER_PROVIDER === 'studio') return new StudioGenerator(studio);
  if (config.RENDER_PROVIDER === 'replicate' && config.REPLICATE_API_TOKEN) {
    return new ReplicateGenerator({
      token: config.REPLICATE_API_TOKEN,
      baseUrl: config.REPLICATE_API_URL,
      model: config.REPLICATE_MODEL,
      version: config.REPLICATE_VERSION,
      timeoutMs: config.RENDER_TIMEOUT_MS,
      costMicrosPerSecond: config.REPLICATE_COST_MICROS_PER_SECOND,
    });
  }
  if (config.RENDER_PROVIDER === 'openai' && config.OPENAI_IMAGES_KEY) {
    return new OpenAiImagesGenerator({
      baseUrl: config.OPENAI_IMAGES_URL,
      key: config.OPENAI_IMAGES_KEY,
      model: config.OPENAI_IMAGES_MODEL,
      size: config.OPENAI_IMAGES_SIZE,
      timeoutMs: config.RENDER_TIMEOUT_MS,
      costMicrosPerImage: config.OPENAI_IMAGES_COST_MICROS,
    });
  }
  return null;
}

/** Hosts a Replicate output may come from: the configured ones and the API's own. */
export const replicateOutputHosts = (config: Config) => [...config.REPLICATE_OUTPUT_HOSTS, new URL(config.REPLICATE_API_URL).host.toLowerCase()];

/** Where Replicate reports an attempt's outcome: this site's webhook, naming the render (the signed body names the prediction). */
export function renderWebhookUrl(config: Config, siteUrl: string, ids: { ownerId: string; renderId: string; attempt: number }): string {
  const base = (config.RENDER_WEBHOOK_BASE_URL ?? siteUrl).replace(/\/$/, '');
  return `${base}/api/renders/webhooks/replicate?${new URLSearchParams({ owner: ids.ownerId, render: ids.renderId, attempt: String(ids.attempt) })}`;
}

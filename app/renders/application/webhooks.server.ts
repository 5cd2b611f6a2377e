import { z } from 'zod';
import { rendersCommands } from '../../../domain/renders/commands';
import { renderLimits } from '../../../domain/renders/render-jobs';
import { isDomainError } from '../../../domain/shared/errors';
import { predictionCostMicros, verifyReplicateWebhook } from '../../../infra/renders';
import type { Runtime } from '../../../infra/runtime';

const system = { kind: 'system' } as const;
const maxBodyBytes = 256 * 1024;

const prediction = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled']),
  output: z.union([z.string(), z.array(z.string()), z.null()]).optional(),
  metrics: z.object({ predict_time: z.number().min(0).optional() }).partial().optional().nullable(),
});
const place = z.object({
  owner: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  render: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  attempt: z.coerce.number().int().min(1).max(renderLimits.maxAttempts),
});

/**
 * POST /api/renders/webhooks/replicate?owner&render&attempt: a prediction's
 * outcome, signed by Replicate (webhook-id, webhook-timestamp,
 * webhook-signature: HMAC-SHA256 with the whsec_ secret). A forged, unsigned
 * or stale one is refused (401) and changes nothing; the same webhook again is
 * answered as before (its webhook-id is the command id), and an outcome for
 * another prediction or a finished job changes nothing (the decider).
 */
export async function replicateWebhook(runtime: Runtime, request: Request): Promise<Response> {
  const answer = (status: number, message: string) => Response.json({ success: status < 300, message }, { status });
  const secret = runtime.config.REPLICATE_WEBHOOK_SECRET;
  if (request.method !== 'POST') return answer(405, 'This call does not take this method');
  if (runtime.config.RENDER_PROVIDER !== 'replicate' || !secret || !runtime.config.REPLICATE_API_TOKEN) return answer(404, 'Not found');
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > maxBodyBytes) return answer(413, 'Too large');
  const body = await request.text();
  if (body.length > maxBodyBytes) return answer(413, 'Too large');
  if (!(await verifyReplicateWebhook(request.headers, body, secret))) {
    runtime.logger.warn('render webhook refused: bad signature', { path: '/api/renders/webhooks/replicate' });
    return answer(401, 'Invalid webhook signature');
  }
  const where = place.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return answer(400, 'The body is not JSON');
  }
  const p = prediction.safeParse(json);
  if (!where.success || !p.success) return answer(400, 'Not a prediction of a render');
  if (p.data.status !== 'succeeded' && p.data.status !== 'failed' && p.data.status !== 'canceled') return answer(200, 'Noted');
  const { owner, render, attempt } = where.data;
  const costMicros = predictionCostMicros(p.data.metrics ?? undefined, runtime.config.REPLICATE_COST_MICROS_PER_SECOND);
  const output = Array.isArray(p.data.output) ? p.data.output[p.data.output.length - 1] : p.data.output;
  const input =
    p.data.status === 'succeeded' && output
      ? { ownerId: owner, renderId: render, attempt, providerJobId: p.data.id, outcome: 'succeeded', outputUrl: output, costMicros }
      : { ownerId: owner, renderId: render, attempt, providerJobId: p.data.id, outcome: 'failed', reason: p.data.status === 'canceled' ? 'The image service cancelled the render' : 'The image service could not make this render', retryable: p.data.status !== 'canceled', costMicros };
  const webhookId = request.headers.get('webhook-id')!.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 80);
  try {
    await runtime.execute(rendersCommands.RecordRenderResult, input, { actor: system, commandId: `replicate-webhook:${webhookId}` }, { waitFor: [] });
  } catch (error) {
    if (isDomainError(error)) return answer(error.status, error.message);
    throw error;
  }
  return answer(200, 'Recorded');
}

import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local HTTP server speaking the part of Replicate's predictions API the
 * render adapter uses (never the internet): POST /v1/predictions (with a
 * version) and /v1/models/{owner}/{name}/predictions, Bearer authentication,
 * POST /v1/predictions/{id}/cancel, the prediction JSON; outputs served from its own host; and webhooks signed
 * the way Replicate signs them (webhook-id, webhook-timestamp,
 * webhook-signature = v1,base64(HMAC-SHA256(secret, id.timestamp.body))).
 */
export interface FakePrediction {
  id: string;
  input: { image?: string; prompt?: string };
  webhook: string;
  version?: string;
  model?: string;
  auth: string;
}

export async function startFakeReplicate(options: { token: string; secret: string }) {
  const predictions: FakePrediction[] = [];
  /** Prediction ids cancelled (POST /v1/predictions/{id}/cancel). */
  const cancelled: string[] = [];
  /** Status codes the next create calls answer instead of a prediction (a 500, a 429…). */
  const failures: number[] = [];
  const output = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#c08040' } }).png().toBuffer();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname.startsWith('/output/')) return send(200, output, 'image/png');
      const cancel = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(url.pathname)?.[1];
      if (req.method === 'POST' && cancel) {
        if (req.headers.authorization !== `Bearer ${options.token}`) return send(401, { detail: 'Invalid token' });
        const known = predictions.find((p) => p.id === cancel);
        if (!known) return send(404, { detail: 'Not found' });
        cancelled.push(cancel);
        return send(200, { id: cancel, status: 'canceled', input: known.input, urls: { get: `/v1/predictions/${cancel}` } });
      }
      const model = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(url.pathname)?.[1];
      if (req.method !== 'POST' || (url.pathname !== '/v1/predictions' && !model)) return send(404, { detail: 'Not found' });
      if (req.headers.authorization !== `Bearer ${options.token}`) return send(401, { detail: 'Invalid token' });
      const failure = failures.shift();
      if (failure) return send(failure, { detail: 'Something went wrong' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const id = `pred${randomBytes(6).toString('hex')}`;
      predictions.push({ id, input: body.input ?? {}, webhook: body.webhook, version: body.version, model, auth: req.headers.authorization });
      send(201, { id, status: 'starting', input: body.input, version: body.version ?? 'latest', urls: { get: `/v1/predictions/${id}` }, created_at: new Date().toISOString() });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (id: string, timestamp: number, body: string, secret = options.secret) =>
    `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

  return {
    base,
    apiUrl: `${base}/v1`,
    predictions,
    cancelled,
    failNext: (...statuses: number[]) => failures.push(...statuses),
    /** Wait (bounded, polling) until `n` predictions were created. */
    async waitForPredictions(n: number, timeoutMs = 30_000): Promise<FakePrediction[]> {
      const deadline = Date.now() + timeoutMs;
      while (predictions.length < n) {
        if (Date.now() > deadline) throw new Error(`only ${predictions.length} of ${n} predictions were created`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return predictions;
    },
    /**
     * Delivers a prediction's outcome to its webhook, signed (or forged). `appBase`: the app's address
     * (known only after it started), replacing the webhook's origin.
     */
    async deliver(
      prediction: FakePrediction,
      appBase: string,
      outcome: { status: 'succeeded' | 'failed' | 'canceled'; predictTime?: number; webhookId?: string; secret?: string; timestamp?: number; signature?: string },
    ): Promise<{ status: number; webhookId: string }> {
      const target = new URL(prediction.webhook);
      const url = `${appBase}${target.pathname}${target.search}`;
      const body = JSON.stringify({
        id: prediction.id,
        status: outcome.status,
        output: outcome.status === 'succeeded' ? [`${base}/output/${prediction.id}.png`] : null,
        error: outcome.status === 'failed' ? 'CUDA out of memory' : null,
        metrics: { predict_time: outcome.predictTime ?? 2 },
      });
      const webhookId = outcome.webhookId ?? `msg_${randomBytes(8).toString('hex')}`;
      const timestamp = outcome.timestamp ?? Math.floor(Date.now() / 1000);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-id': webhookId, 'webhook-timestamp': String(timestamp), 'webhook-signature': outcome.signature ?? sign(webhookId, timestamp, body, outcome.secret) },
        body,
      });
      await response.body?.cancel();
      return { status: response.status, webhookId };
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

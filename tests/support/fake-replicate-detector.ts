import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/**
 * A local server speaking Replicate's predictions protocol for a detection
 * model (issue 25): POST /v1/predictions (by version) or
 * /v1/models/{owner}/{name}/predictions, GET /v1/predictions/{id},
 * POST /v1/predictions/{id}/cancel, bearer token checked. What a prediction
 * does is `mode`: `succeed` (after one poll, grounding-DINO's answer with
 * `detections`), `fail`, or `hang` (stays processing until cancelled).
 */
export interface FakeDetector {
  url: string;
  token: string;
  mode: 'succeed' | 'fail' | 'hang';
  /** The detections a successful prediction answers (pixels: [x1, y1, x2, y2]). */
  detections: { label: string; confidence: number; bbox: [number, number, number, number] }[];
  /** Every prediction created: its input and how it ended. */
  predictions: { id: string; input: Record<string, unknown>; version: string | null; model: string | null; status: string; polls: number }[];
  close(): Promise<void>;
}

export async function startFakeDetector(token = 'r8_test_token_detect'): Promise<FakeDetector> {
  const fake: FakeDetector = {
    url: '',
    token,
    mode: 'succeed',
    detections: [],
    predictions: [],
    close: async () => undefined,
  };
  const view = (p: FakeDetector['predictions'][number]) => ({
    id: p.id,
    version: p.version,
    model: p.model,
    status: p.status,
    input: { query: p.input.query },
    output: p.status === 'succeeded' ? { detections: fake.detections, result_image: null } : null,
    error: p.status === 'failed' ? 'CUDA out of memory' : null,
    urls: { get: `${fake.url}/predictions/${p.id}`, cancel: `${fake.url}/predictions/${p.id}/cancel` },
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${fake.token}`) return send(401, { detail: 'Unauthenticated' });
      const path = (req.url ?? '').replace(/\?.*$/, '');
      const create = req.method === 'POST' && (path === '/v1/predictions' || /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(path));
      if (create) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        const model = path === '/v1/predictions' ? null : path.split('/').slice(3, 5).join('/');
        const p = { id: randomUUID().replace(/-/g, ''), input: body.input ?? {}, version: body.version ?? null, model, status: 'starting', polls: 0 };
        fake.predictions.push(p);
        return send(201, view(p));
      }
      const got = /^\/v1\/predictions\/([a-z0-9]+)(\/cancel)?$/.exec(path);
      const p = got && fake.predictions.find((x) => x.id === got[1]);
      if (!p) return send(404, { detail: 'Not found' });
      if (got![2] && req.method === 'POST') {
        if (!['succeeded', 'failed'].includes(p.status)) p.status = 'canceled';
        return send(200, view(p));
      }
      if (req.method !== 'GET') return send(405, { detail: 'Method not allowed' });
      p.polls++;
      if (p.status === 'starting' || p.status === 'processing') {
        if (fake.mode === 'hang') p.status = 'processing';
        else if (p.polls >= 2) p.status = fake.mode === 'succeed' ? 'succeeded' : 'failed';
        else p.status = 'processing';
      }
      return send(200, view(p));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return fake;
}

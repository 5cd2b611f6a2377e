import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local HTTP server speaking the OpenAI images API's edits call (never the
 * internet): POST /v1/images/edits, multipart (image, prompt, model, size, n,
 * response_format), Bearer authentication, `{ created, data: [{ b64_json }] }`
 * and OpenAI's error JSON. What the next calls do is queued by the test:
 * `ok`, a status (500, 429, 400), or `hang` (never answers: a timeout) —
 * for whatever call comes next (`next`), or only for calls whose prompt names
 * given words (`nextFor`: another test's late retry cannot take them).
 */
export type OpenAiMode = 'ok' | 'hang' | number;
export interface FakeEdit {
  prompt: string;
  model: string;
  imageBytes: number;
  imageType: string;
  auth: string;
}

export async function startFakeOpenAiImages(options: { key: string }) {
  const edits: FakeEdit[] = [];
  const modes: OpenAiMode[] = [];
  const modesFor = new Map<string, OpenAiMode[]>();
  const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#4080c0' } }).png().toBuffer();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v1/images/edits') return send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      if (req.headers.authorization !== `Bearer ${options.key}`) return send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      const form = await new Request('http://x/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body: Buffer.concat(chunks) }).formData();
      const image = form.get('image');
      if (!(image instanceof Blob)) return send(400, { error: { message: 'image is required', type: 'invalid_request_error' } });
      edits.push({ prompt: String(form.get('prompt')), model: String(form.get('model')), imageBytes: image.size, imageType: image.type, auth: req.headers.authorization });
      const prompt = String(form.get('prompt')).toLowerCase();
      const mine = [...modesFor].find(([words, queued]) => queued.length > 0 && prompt.includes(words))?.[1];
      const mode = (mine ?? modes).shift() ?? 'ok';
      if (mode === 'hang') return; // never answers; the adapter's timeout gives up
      if (mode !== 'ok') return send(mode, { error: { message: mode === 400 ? 'Your request was rejected by the safety system' : 'The server had an error', type: mode === 400 ? 'invalid_request_error' : 'server_error' } });
      send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: picture.toString('base64') }] });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${base}/v1`,
    edits,
    next: (...m: OpenAiMode[]) => modes.push(...m),
    /** Modes for the calls whose prompt contains `words` (lower case), in order. */
    nextFor: (words: string, ...m: OpenAiMode[]) => modesFor.set(words.toLowerCase(), [...(modesFor.get(words.toLowerCase()) ?? []), ...m]),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

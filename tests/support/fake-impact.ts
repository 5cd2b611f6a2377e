import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of Impact's Conversions API the partner
 * adapter uses (never the internet): POST /Advertisers/{AccountSID}/Conversions
 * with Basic authentication (AccountSID:AuthToken) and a JSON body; it answers
 * 200 `{ Status: "QUEUED", QueuedUri }`, and, like Impact, dedupes by OrderId
 * (a second post of an order is answered the first one's QueuedUri, not counted).
 */
export interface FakeConversion {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

export async function startFakeImpact(options: { accountSid: string; token: string }) {
  /** Accepted conversions, one per OrderId. */
  const conversions: FakeConversion[] = [];
  /** Every POST that reached the server, duplicates and refusals included. */
  let posts = 0;
  /** Status codes the next posts answer instead (503: the partner is down). */
  const failures: number[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.accountSid}:${options.token}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/Advertisers/${options.accountSid}/Conversions`) return send(404, { Status: 'ERROR', Message: 'Not found' });
      posts++;
      if (req.headers.authorization !== expectedAuth) return send(401, { Status: 'ERROR', Message: 'Invalid credentials' });
      const failure = failures.shift();
      if (failure) return send(failure, { Status: 'ERROR', Message: 'Service unavailable' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(400, { Status: 'ERROR', Message: 'Invalid JSON' });
      }
      for (const field of ['CampaignId', 'EventDate', 'OrderId']) if (!body[field]) return send(400, { Status: 'ERROR', Message: `${field} is required` });
      const known = conversions.findIndex((c) => c.body.OrderId === body.OrderId);
      if (known < 0) conversions.push({ body, idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null });
      const index = known < 0 ? conversions.length - 1 : known;
      send(200, { Status: 'QUEUED', QueuedUri: `/Advertisers/${options.accountSid}/APISubmissions/A-${index + 1}` });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/Advertisers/${options.accountSid}/Conversions`,
    conversions,
    failures,
    posts: () => posts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

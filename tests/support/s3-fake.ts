import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { amzDate, canonicalRequest, sha256Hex, signatureOf, unsignedPayload } from '../../infra/storage/sigv4';

/**
 * A small S3-speaking server for tests: PutObject, GetObject, DeleteObject on
 * path-style addresses (/{bucket}/{key}), each request VERIFIED by SigV4 — in
 * the Authorization header (with x-amz-content-sha256 checked against the body)
 * or in a presigned query (X-Amz-Expires enforced, signed headers such as the
 * content type must match what is sent). It answers S3's XML errors.
 */
export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request's method, path and answer status. */
  log: { method: string; path: string; status: number; code?: string }[];
  /** The server's clock (ms), for expiry; defaults to now. */
  clock: { now: () => number };
  close(): Promise<void>;
}

const xmlError = (res: http.ServerResponse, status: number, code: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  return code;
};

function parseStamp(stamp: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

export async function startFakeS3(options: { bucket: string; accessKeyId: string; secretAccessKey: string; region: string }): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: FakeS3['log'] = [];
  const clock = { now: () => Date.now() };
  const creds = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' };

  /** Why the request's signature does not hold, or null. */
  function authProblem(req: http.IncomingMessage, url: URL, body: Buffer): string | null {
    const headerOf = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(',') : v;
    };
    const query = new URLSearchParams(url.searchParams);
    let credential: string, signedHeaders: string, given: string, stamp: string, payloadHash: string;
    if (query.has('X-Amz-Signature')) {
      if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'AuthorizationQueryParametersError';
      credential = query.get('X-Amz-Credential') ?? '';
      signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
      given = query.get('X-Amz-Signature') ?? '';
      stamp = query.get('X-Amz-Date') ?? '';
      const expires = Number(query.get('X-Amz-Expires'));
      if (!Number.isInteger(expires) || expires < 1 || expires > 604800) return 'AuthorizationQueryParametersError';
      if (clock.now() > parseStamp(stamp) + expires * 1000) return 'AccessDenied';
      query.delete('X-Amz-Signature');
      payloadHash = unsignedPayload;
    } else {
      const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(headerOf('authorization') ?? '');
      if (!m) return 'AccessDenied';
      [, credential, signedHeaders, given] = m;
      stamp = headerOf('x-amz-date') ?? '';
      payloadHash = headerOf('x-amz-content-sha256') ?? '';
      if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
      if (Math.abs(clock.now() - parseStamp(stamp)) > 15 * 60_000) return 'RequestTimeTooSkewed';
    }
    const [keyId, day, region, service, terminator] = credential.split('/');
    if (keyId !== options.accessKeyId) return 'InvalidAccessKeyId';
    if (day !== stamp.slice(0, 8) || region !== options.region || service !== 's3' || terminator !== 'aws4_request') return 'AuthorizationHeaderMalformed';
    const names = signedHeaders.split(';');
    if (!names.includes('host')) return 'AccessDenied';
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = headerOf(name);
      if (value === undefined) return 'SignatureDoesNotMatch';
      headers[name] = value;
    }
    const { text } = canonicalRequest({ method: req.method!, path: url.pathname, query, headers, payloadHash });
    const expected = signatureOf(creds, new Date(parseStamp(stamp)), text);
    if (expected !== given || amzDate(new Date(parseStamp(stamp))) !== stamp) return 'SignatureDoesNotMatch';
    return null;
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, 'http://fake-s3');
    const record = (status: number, code?: string) => log.push({ method: req.method!, path: url.pathname, status, code });
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (bucket !== options.bucket) return record(404, xmlError(res, 404, 'NoSuchBucket'));
    const problem = authProblem(req, url, body);
    if (problem) return record(403, xmlError(res, 403, problem));
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      return record(200);
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return record(404, xmlError(res, 404, 'NoSuchKey'));
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
      return record(200);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return record(204);
    }
    record(405, xmlError(res, 405, 'MethodNotAllowed'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    log,
    clock,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

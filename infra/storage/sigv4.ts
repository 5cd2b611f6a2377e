import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (the S3 flavour) with node:crypto: request
 * signing for our own calls and presigned URLs for browser uploads. The
 * secret never leaves this module's arguments: it is neither logged nor put
 * in a URL (only the access key id is, as SigV4 requires).
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export const unsignedPayload = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** 20261122T101500Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function signingKey(c: SigV4Credentials, day: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${c.secretAccessKey}`, day), c.region), c.service ?? 's3'), 'aws4_request');
}

export function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface CanonicalParts {
  method: string;
  /** The path, already URI-encoded. */
  path: string;
  query: URLSearchParams;
  /** Lower-case names of the signed headers and their values. */
  headers: Record<string, string>;
  payloadHash: string;
}

export function canonicalRequest(p: CanonicalParts): { text: string; signedHeaders: string } {
  const names = Object.keys(p.headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(p.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headerLines = names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  return { text: [p.method, p.path, canonicalQuery(p.query), headerLines, signedHeaders, p.payloadHash].join('\n'), signedHeaders };
}

/** The signature of a canonical request made at `date`. */
export function signatureOf(c: SigV4Credentials, date: Date, canonical: string): string {
  const stamp = amzDate(date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${c.region}/${c.service ?? 's3'}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  return createHmac('sha256', signingKey(c, day)).update(toSign).digest('hex');
}

export const credentialScope = (c: SigV4Credentials, date: Date) => `${amzDate(date).slice(0, 8)}/${c.region}/${c.service ?? 's3'}/aws4_request`;

/**
 * Headers for a request signed in the Authorization header. `headers` must
 * hold every header that is sent and should be signed (host included).
 */
export function signRequest(
  c: SigV4Credentials,
  req: { method: string; url: URL; headers: Record<string, string>; body?: Buffer },
  date = new Date(),
): Record<string, string> {
  const payloadHash = sha256Hex(req.body ?? Buffer.alloc(0));
  const headers: Record<string, string> = { ...req.headers, host: req.url.host, 'x-amz-date': amzDate(date), 'x-amz-content-sha256': payloadHash };
  const { text, signedHeaders } = canonicalRequest({ method: req.method, path: req.url.pathname, query: req.url.searchParams, headers, payloadHash });
  const signature = signatureOf(c, date, text);
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${c.accessKeyId}/${credentialScope(c, date)}, SignedHeaders=${signedHeaders}, Signature=${signature}` };
}

/**
 * A presigned URL (query-string auth): the holder may make this one request,
 * with exactly these signed headers, for `expiresIn` seconds.
 */
export function presignUrl(c: SigV4Credentials, req: { method: string; url: URL; headers: Record<string, string> }, expiresIn: number, date = new Date()): string {
  const url = new URL(req.url);
  const headers = { ...req.headers, host: url.host };
  const signedHeaders = Object.keys(headers).map((h) => h.toLowerCase()).sort().join(';');
  url.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  url.searchParams.set('X-Amz-Credential', `${c.accessKeyId}/${credentialScope(c, date)}`);
  url.searchParams.set('X-Amz-Date', amzDate(date));
  url.searchParams.set('X-Amz-Expires', String(expiresIn));
  url.searchParams.set('X-Amz-SignedHeaders', signedHeaders);
  const { text } = canonicalRequest({ method: req.method, path: url.pathname, query: url.searchParams, headers, payloadHash: unsignedPayload });
  url.searchParams.set('X-Amz-Signature', signatureOf(c, date, text));
  return url.toString();
}

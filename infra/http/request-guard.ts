import type { NextFunction, Request, Response } from 'express';
import { roomPhotoLimits } from '../../domain/projects/room-photos';

/**
 * Limits every request must keep before it reaches Remix. Route matching costs
 * grow with a path's length and depth (a 14 KB path of many segments took
 * seconds of CPU), so nothing longer or deeper than a real route gets that far.
 * The longest route the spec names has 5 segments (/order/shippingInfo/{orderId}/{id}/{orderNo});
 * category paths nest a few levels more.
 */
export const requestLimits = {
  maxPathLength: 1024,
  maxPathSegments: 12,
  maxUrlLength: 8192,
  /** Form and JSON bodies; uploads have their own routes and limits (uploadBodyLimits). */
  maxBodyBytes: 1024 * 1024,
} as const;

/**
 * The only requests that may carry more than maxBodyBytes: image uploads (10 MB
 * of image plus the multipart envelope; a review's photo too) and a board's SVG for rendering
 * (8 MB of SVG, JSON-escaped). Each cap is checked here, before anything is
 * read; the route checks the file itself.
 */
const uploadSlack = 256 * 1024;
export const uploadBodyLimits: readonly { method: string; path: RegExp; maxBytes: number }[] = [
  { method: 'PUT', path: /^\/files\/[A-Za-z0-9._/-]+$/, maxBytes: 10 * 1024 * 1024 },
  { method: 'POST', path: /^\/api\/file\/(upload|uploadAndCompress)$/, maxBytes: 10 * 1024 * 1024 + uploadSlack },
  { method: 'POST', path: /^\/api\/diymb\/[^/]+\/thumbnail$/, maxBytes: 10 * 1024 * 1024 + uploadSlack },
  { method: 'POST', path: /^\/api\/file\/svg2png\/moodBoard$/, maxBytes: 9 * 1024 * 1024 + uploadSlack },
  // A product review with its photo (issue 22): the JSON call and the product page's form (a plain post, or Remix's data request).
  { method: 'POST', path: /^\/api\/goods\/review\/save$/, maxBytes: 10 * 1024 * 1024 + uploadSlack },
  // A post's photo of a room (issue 24 profiles): the call and the account page's form.
  { method: 'POST', path: /^\/api\/board\/posts\/upload$/, maxBytes: 10 * 1024 * 1024 + uploadSlack },
  { method: 'POST', path: /^\/client\/profile(\.data)?$/, maxBytes: 10 * 1024 * 1024 + uploadSlack },
  { method: 'POST', path: /^\/marketPlace\/product\/[^/]+?(\.data)?$/, maxBytes: 10 * 1024 * 1024 + uploadSlack },
  // Room photos for a project's brief (issue 23): the client's page and the phone's, several photos in one plain form post.
  { method: 'POST', path: /^\/design\/(upload|uploadcode)(\.data)?$/, maxBytes: roomPhotoLimits.maxPostBytes + uploadSlack },
];

/** The largest body a request to `path` with `method` may send. */
export function bodyLimitFor(method: string, path: string): number {
  return uploadBodyLimits.find((l) => l.method === method && l.path.test(path))?.maxBytes ?? requestLimits.maxBodyBytes;
}

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** Why a request is refused before routing, or null. */
export function requestProblem(req: { method: string; originalUrl: string; headers: Record<string, string | string[] | undefined> }): { status: number; message: string } | null {
  const url = req.originalUrl;
  if (url.length > requestLimits.maxUrlLength) return { status: 414, message: 'The address is too long.' };
  // Only the origin form (/path?query): an absolute (http://host/…) or asterisk target
  // would make Remix build an address that does not parse (a 500), and names no page here.
  if (!url.startsWith('/')) return { status: 400, message: 'The address is not valid.' };
  if (hostProblem(req.headers.host) || hostProblem(req.headers['x-forwarded-host'])) return { status: 400, message: 'The host is not valid.' };
  const path = url.split('?')[0];
  if (path.length > requestLimits.maxPathLength) return { status: 414, message: 'The address is too long.' };
  if (path.split('/').length - 1 > requestLimits.maxPathSegments) return { status: 404, message: 'Page not found.' };
  // A NUL or an undecodable escape in the path names no page.
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address is not valid.' };
  }
  if (decoded.includes('\u0000') || /[\ud800-\udfff]/.test(decoded.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))) return { status: 400, message: 'The address is not valid.' };
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return null;
  // Remix refuses an action whose Origin is not this host by throwing (a 500 with
  // its stack), for page posts as well as its data requests; another site gets
  // the spec's 403 here instead. The JSON API's resource routes are not checked
  // by Remix: they keep their own rule (a call with its token may come from anywhere).
  if ((path.endsWith('.data') || !path.startsWith('/api/')) && crossOrigin(req.headers.origin, remixHost(req.headers))) return { status: 403, message: 'No access.' };
  const length = req.headers['content-length'];
  if (length === undefined) return req.headers['transfer-encoding'] ? { status: 411, message: 'Please send the length of the request body.' } : null;
  if (Number(length) > bodyLimitFor(req.method, path)) return { status: 413, message: 'The request is too large.' };
  return null;
}

/**
 * Why a Host or X-Forwarded-Host header cannot make the address Remix builds from
 * it (`http://{hostname}:{port}{path}`: the first entry's name, the port after the
 * first colon of either header), or null. Absent is fine: Node wants a Host of
 * HTTP/1.1 itself.
 */
function hostProblem(value: string | string[] | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'string') return true;
  const port = Number.parseInt(value.split(':')[1] ?? '', 10);
  if (Number.isSafeInteger(port) && (port < 0 || port > 65535)) return true;
  return value.split(',').some((entry) => {
    const host = entry.trim();
    if (!/^[A-Za-z0-9._~!$&'()*+;=%[\]:-]+$/.test(host)) return true;
    try {
      return new URL(`http://${host}/`).pathname !== '/';
    } catch {
      return true;
    }
  });
}

/** The host Remix compares the Origin with: the first X-Forwarded-Host, else Host. */
function remixHost(headers: Record<string, string | string[] | undefined>): string | undefined {
  const forwarded = String(headers['x-forwarded-host'] ?? '').split(',')[0].trim();
  return forwarded || (headers.host === undefined ? undefined : String(headers.host));
}

/** Whether Remix would take the request for another site's (an Origin it cannot parse included). */
function crossOrigin(origin: string | string[] | undefined, host: string | undefined): boolean {
  if (typeof origin !== 'string' || origin === '') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Express middleware: refuses what requestProblem names with a short plain answer. */
export function requestGuard(onRefused: (status: number, path: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const problem = requestProblem(req);
    if (!problem) return next();
    onRefused(problem.status, req.originalUrl.slice(0, 120));
    res.status(problem.status).set(plain).set('connection', 'close').send(problem.message);
  };
}

import type { IncomingMessage } from 'node:http';
import { requestProblem } from '../../infra/http/request-guard';

/**
 * What every WebSocket upgrade must be before any socket server looks at it
 * (issue 20): a GET over HTTP/1.1 for an origin-form target the site's address
 * rules accept, with a Host that makes an address, `Upgrade: websocket`, a well-formed
 * Sec-WebSocket-Key and version 13 (or 8). Anything else is refused with a 4xx
 * at once — no session, database or parser is reached — and nothing here throws.
 */

export interface UpgradeRefusal {
  status: number;
  /** Extra response headers (426 names the version this server speaks). */
  headers?: Record<string, string>;
  /** Why, for the log (never the query: a share key travels there). */
  reason: string;
}

/** RFC 6455 §4.1: the base64 of 16 bytes. */
const keyPattern = /^[+/0-9A-Za-z]{22}==$/;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** Why `req` may not be upgraded, or null. */
export function upgradeRefusal(req: IncomingMessage): UpgradeRefusal | null {
  const target = req.url ?? '';
  // Only the origin form (/path?query) that browsers send: an absolute or authority
  // form (http://host/…, //host:port/…) names no socket here, and never reaches a URL parser.
  if (!target.startsWith('/') || target.startsWith('//')) return { status: 400, reason: 'the request target is not a path' };
  if (req.headers.host === undefined) return { status: 400, reason: 'the Host header is missing' };
  // The address rules of every request: length, depth, escapes, and a Host (and forwarded host) that make an address.
  const addressProblem = requestProblem({ method: 'GET', originalUrl: target, headers: { host: req.headers.host, 'x-forwarded-host': req.headers['x-forwarded-host'] } });
  if (addressProblem) return { status: addressProblem.status, reason: addressProblem.message };
  if (req.method !== 'GET') return { status: 405, headers: { Allow: 'GET' }, reason: 'an upgrade is a GET' };
  if (req.httpVersionMajor !== 1 || req.httpVersionMinor < 1) return { status: 400, reason: 'an upgrade needs HTTP/1.1' };
  if (one(req.headers.upgrade)?.toLowerCase() !== 'websocket') return { status: 400, reason: 'only WebSocket upgrades are served' };
  if (!keyPattern.test(one(req.headers['sec-websocket-key']) ?? '')) return { status: 400, reason: 'the Sec-WebSocket-Key header is missing or not valid' };
  const version = one(req.headers['sec-websocket-version']);
  if (version !== '13' && version !== '8') return { status: 426, headers: { 'Sec-WebSocket-Version': '13' }, reason: 'unsupported Sec-WebSocket-Version' };
  return null;
}

/**
 * The path and query of an upgrade's target, split without a URL parser (which
 * throws on what a client may send). Call after upgradeRefusal let it through.
 */
export function upgradeTarget(req: IncomingMessage): { pathname: string; searchParams: URLSearchParams } {
  const target = req.url ?? '/';
  const q = target.indexOf('?');
  return q < 0 ? { pathname: target, searchParams: new URLSearchParams() } : { pathname: target.slice(0, q), searchParams: new URLSearchParams(target.slice(q + 1)) };
}

/** One percent-encoded path segment decoded, or null when its escapes are malformed. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The path of an upgrade for the log: no query, bounded. */
export const loggedPath = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!.slice(0, 120);

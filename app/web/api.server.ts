import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type z } from 'zod';
import { DomainError } from '../../domain/shared/errors';
import { validationErrorFrom } from '../../infra/commands/pipeline';
import { personalCacheControl } from '../../infra/http/security-headers';
import { publicAnswer, publicRevalidate } from '../../infra/http/validators';
import { crossSiteProblem } from './csrf.server';
import { assertCleanInput, readFormBody } from './input.server';
import { parseJsonWithin, tooDeepMessage } from './json-depth';
import { busyMessage, noAccessMessage } from './messages';
import { refusalOf } from './refusal';
import { authorizedByHeader, bearerToken, getSession } from './session.server';

export { busyMessage } from './messages';

export interface Envelope<T> {
  success: boolean;
  data: T | null;
  message: string;
}

const noStore = { 'Cache-Control': personalCacheControl };

/**
 * A JSON answer with its length: the compression middleware leaves answers under
 * 1 KiB as they are only when it knows their length (a streamed answer of a few
 * dozen bytes was brotli-compressed, and the client had to decode it).
 */
function jsonAnswer(value: unknown, status: number): Response {
  const text = JSON.stringify(value);
  return new Response(text, { status, headers: { ...noStore, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) } });
}

export function envelope<T>(data: T, message = 'success', status = 200): Response {
  return jsonAnswer({ success: true, data, message } satisfies Envelope<T>, status);
}

/** A call asked with a method it does not take. */
export const methodNotAllowed = () => failure('This call does not take this method', 405);

export function failure(message: string, status: number, fields?: Record<string, string>, extra?: Record<string, unknown>): Response {
  const data = fields && Object.keys(fields).length ? { fields, ...extra } : (extra ?? null);
  return jsonAnswer({ success: false, data, message }, status);
}

/**
 * Request parameters as the spec sends them: query string for GET; form-encoded
 * by default and JSON where the spec says so for other methods. Repeated keys
 * become arrays. A JSON body is an object of parameters; a call whose spec
 * body is a list (`listBody`) takes a top-level array as its `list` (and the
 * `{ list: … }` form too). Any other top-level array or scalar is a 400.
 */
export async function readInput(request: Request, options: ApiCallOptions = {}): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const input: Record<string, unknown> = {};
  const add = (key: string, value: unknown) => {
    const k = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (k in input) input[k] = ([] as unknown[]).concat(input[k], value);
    else input[k] = key.endsWith('[]') ? [value] : value;
  };
  url.searchParams.forEach((v, k) => add(k, v));
  if (request.method === 'GET' || request.method === 'HEAD') return clean(input);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    if (!text.trim()) return input;
    const parsed = parseJsonWithin(text);
    if (!parsed.ok && parsed.problem === 'depth') throw new DomainError('validation', 'TOO_DEEP', tooDeepMessage);
    if (!parsed.ok) throw new DomainError('validation', 'MALFORMED_JSON', 'The request body is not valid JSON');
    const body = parsed.value;
    if (Array.isArray(body) && options.listBody) input.list = body;
    else if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(input, body);
    else throw new DomainError('validation', 'NOT_AN_OBJECT', options.listBody ? notAListMessage : notAnObjectMessage);
  } else if (type.includes('form')) {
    const form = await readFormBody(request);
    form.forEach((v, k) => add(k, v));
  }
  return clean(input);
}

function clean(input: Record<string, unknown>) {
  assertCleanInput(input);
  return input;
}

type Args = (LoaderFunctionArgs | ActionFunctionArgs) & { input: Record<string, unknown> };

export interface ApiCallOptions {
  /** The spec sends this call's body as a JSON list: a top-level array is its `list`. */
  listBody?: boolean;
}

export const notAnObjectMessage = 'The request body must be a JSON object of parameters';
export const notAListMessage = 'The request body must be a JSON list, or an object with its list';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A call that changes something and is not authorized by the `authorization`
 * header rides on the browser's cookie, so it must come from this site (ADR 007).
 */
async function refusedAsCrossSite(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response | null> {
  const { request, context } = args;
  if (readOnlyMethods.has(request.method)) return null;
  const problem = crossSiteProblem(context, request);
  if (!problem) return null;
  // Exempt only when the header's token is what authorizes the call: a header that does not resolve leaves it on the cookie.
  if (bearerToken(request) && authorizedByHeader(request, await getSession(request, context))) return null;
  context.runtime.logger.warn('cross-site call refused', { path: new URL(request.url).pathname, problem });
  return failure(noAccessMessage, 403);
}

/** Wraps a JSON call: envelope on success, spec-shaped errors on failure. */
export function apiCall<T>(handler: (args: Args) => Promise<T>, options: ApiCallOptions = {}) {
  return async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    try {
      const refused = await refusedAsCrossSite(args);
      if (refused) return refused;
      const input = await readInput(args.request, options);
      const data = await handler({ ...args, input });
      return data instanceof Response ? data : envelope(data);
    } catch (error) {
      return errorResponse(error, args);
    }
  };
}

/**
 * A call whose answer is the same for every visitor (the public catalogue: no
 * session is read): a successful GET goes out `public, no-cache` with a strong
 * ETag, and a GET naming that ETag in If-None-Match gets a 304 without a body
 * (ADR 060). Other methods and every refusal stay `private, no-store`.
 */
export function publicApiCall<T>(handler: (args: Args) => Promise<T>, options: ApiCallOptions = {}) {
  const call = apiCall(handler, options);
  return async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    const response = await call(args);
    if (args.request.method !== 'GET' || response.status !== 200) return response;
    return publicAnswer(args.request, await response.text(), { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': publicRevalidate });
  };
}

export function errorResponse(error: unknown, args: { context: LoaderFunctionArgs['context']; request: Request }): Response {
  if (error instanceof Response) return error;
  const refusal = refusalOf(error);
  if (refusal) return failure(refusal.message, refusal.status, refusal.fields);
  args.context.runtime.logger.error('api call failed', { path: new URL(args.request.url).pathname, error });
  return failure(busyMessage, 500);
}

export function parseWith<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationErrorFrom(parsed.error);
  return parsed.data;
}

import { HttpError } from 'react-admin';

/**
 * The console's one way to the server: same-origin JSON calls under
 * /api/admin/* with the session cookie. The site answers `{ success, data,
 * message }` (and `fields` for bad input); a failure becomes react-admin's
 * HttpError, its body carrying `{ errors: { field: message } }` so forms show
 * the message under the field.
 */
export interface Answer<T> {
  data: T;
  headers: Headers;
}

/** A fresh idempotency key for one write: a retry of the same write reuses it. */
export const newIdempotencyKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export async function call<T>(path: string, init: { method?: string; body?: unknown; idempotencyKey?: string; query?: Record<string, unknown> } = {}): Promise<Answer<T>> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['Idempotency-Key'] = init.idempotencyKey ?? newIdempotencyKey();
  const response = await fetch(url, { method, headers, credentials: 'same-origin', body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  let json: { success?: boolean; data?: T; message?: string } = {};
  try {
    json = await response.json();
  } catch {
    // not JSON: the status says enough
  }
  if (!response.ok || json.success === false) {
    const message = json.message || response.statusText || 'The system is busy, please try again later';
    const fields = (json.data as { fields?: Record<string, string> } | null | undefined)?.fields ?? {};
    throw new HttpError(message, response.status, { message, errors: fields });
  }
  return { data: json.data as T, headers: response.headers };
}

export const post = <T>(path: string, body: unknown = {}) => call<T>(path, { method: 'POST', body });

/**
 * What the event log shows of events and folded states: never a secret. Events
 * keep secrets only as hashes (password, session and reset tokens, activation
 * codes, share and sign-in keys) and cards only as the gateway's token; the log
 * shows none of them, hashed or not.
 */
export const redactedValue = '[redacted]';

/** Field names that hold a secret or its hash: passwordHash, tokenHash, codeHash, keyHash, shareKeyHashes, token, resetTokens, … */
const secretField = /token|secret|password|hash|cvc|cvv/i;

export function isSecretField(name: string): boolean {
  return secretField.test(name);
}

/**
 * A JSON-ready copy with every secret field replaced by '[redacted]'. Folded
 * states may hold Maps, Sets, Dates or bytes: they become objects, arrays, ISO
 * strings and a byte count.
 */
export function redact(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { bytes: value.byteLength };
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Set) return [...value].map(redact);
  const entries = value instanceof Map ? [...value.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(value);
  const out: Record<string, unknown> = {};
  for (const [key, v] of entries) out[key] = isSecretField(key) ? redactedValue : redact(v);
  return out;
}

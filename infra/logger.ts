/**
 * Structured one-line JSON logs. Fields named like secrets are masked so that a
 * password, token or card number can never be logged by accident.
 */
export type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const secret = /pass|pwd|token|secret|card|cvc|cvv|authorization|cookie|activation|otp/i;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (secret.test(key)) out[key] = '[redacted]';
    else if (value instanceof Error) out[key] = { message: value.message, stack: value.stack };
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = redact(value as Record<string, unknown>);
    else out[key] = value;
  }
  return out;
}

export function createLogger(level: Level = 'info', write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const log = (at: Level) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (order[at] < order[level]) return;
    write(JSON.stringify({ t: new Date().toISOString(), level: at, msg, ...redact(fields) }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

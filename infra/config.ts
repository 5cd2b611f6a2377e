import path from 'node:path';
import { z } from 'zod';

/**
 * The one place configuration is read. A wrong setting stops start-up with the
 * field's name. Only `publicConfig` may reach the browser.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Use this PostgreSQL server. Unset: start an embedded one with data under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.resolve('.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Signs session cookies; generated and kept under DATA_DIR when unset. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** `inline` runs projections inside the app; `external` leaves them to `npm run workers`. */
  PROJECTIONS: z.enum(['inline', 'external']).default('inline'),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** SMTP relay, e.g. smtp://user:pass@host:587. Unset: mail goes to the outbox shown at /dev/mailbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Roomcraft <hello@roomcraft.local>'),
  PUBLIC_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration — ${fields}`);
  }
  return parsed.data;
}

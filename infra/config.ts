import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place configuration is read. A wrong setting stops start-up with the
 * field's name. Only `publicConfig` may reach the browser.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Which proxies may say who the client is (X-Forwarded-For, -Proto): `false`
   * (default: the TCP peer is the client), `true`, a hop count, or addresses
   * (Express's `trust proxy`). Sign-in throttling counts by the address it gives.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => /^(true|false|\d+)$/.test(v) || v.split(',').every((part) => isProxyAddress(part.trim())), {
      message: "must be 'false', 'true', a hop count, or comma-separated addresses or subnets (loopback, linklocal, uniquelocal, 10.0.0.0/8, ::1)",
    })
    .transform((v): boolean | number | string => (v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v)),
  /**
   * How many HTTP worker processes `npm start` runs on the one port (node:cluster; ADR 058). `npm start`
   * sets it to the number of cores when unset; a runtime built without it (the tests') is one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Where the iOS app's "Back to app" button goes (part 2 §2, app=ios): the app's own URL scheme,
   * which closes its web view. Only a custom scheme (never http, https, javascript or data).
   */
  IOS_APP_BACK_URL: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:\/\/[\w./?=&%-]*$/i, 'IOS_APP_BACK_URL must be a custom-scheme URL such as roomcraft://back')
    .refine((u) => !/^(https?|javascript|data|vbscript|file):/i.test(u), 'IOS_APP_BACK_URL must be the app\'s own scheme, not a web address')
    .default('roomcraft://back'),
  /** Unset: 127.0.0.1 on a local run (embedded database), every interface (0.0.0.0) with DATABASE_URL. */
  HOST: z.string().min(1).optional(),
  /** Use this PostgreSQL server. Unset: start an embedded one with data under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.resolve('.data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /**
   * Our connections' statement_timeout and idle_in_transaction_session_timeout
   * (ms, 0 = none): a transaction left open holds the event feed back for every
   * projection. Raise them for an unusually long migration or load.
   */
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How old another transaction must be to count as holding the feed back, and how often the watcher looks. */
  FEED_STALL_THRESHOLD_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Signs session cookies; generated and kept under DATA_DIR when unset. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** `inline` runs projections inside the app; `external` leaves them to `npm run workers`. */
  PROJECTIONS: z.enum(['inline', 'external']).default('inline'),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** SMTP relay, e.g. smtp://user:pass@host:587. Unset: mail is delivered locally, to the outbox shown at /dev/mailbox. */
  SMTP_URL: z.string().url().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// address').optional(),
  DEV_MAILBOX: z.enum(['on', 'off']).optional(),
  MAIL_FROM: z.string().default('Roomcraft <hello@roomcraft.local>'),
  /** The first retry of a refused mail waits this long (ms); each later one twice as long, at most an hour (infra/mail/retry.ts). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Social sign-in. A provider is offered when its client id and secret are set.
   * With an ISSUER its endpoints come from OpenID discovery; otherwise from the
   * AUTHORIZE/TOKEN/USERINFO URLs (Facebook's Graph API by default).
   */
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_FACEBOOK_ISSUER: z.string().url().optional(),
  OAUTH_FACEBOOK_AUTHORIZE_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FACEBOOK_USERINFO_URL: z.string().url().default('https://graph.facebook.com/me?fields=id,name,email'),
  OAUTH_FACEBOOK_SCOPE: z.string().default('email public_profile'),
  /** The event store: `postgres` (default) or `eventstoredb` (scale mode, needs EVENTSTOREDB_URL). */
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  /** e.g. esdb://eventstoredb:2113?tls=false */
  EVENTSTOREDB_URL: z.string().regex(/^esdb(\+discover)?:\/\//, 'must be an esdb:// connection string').optional(),
  /** Transport to projections: `inline` (catch-up from the store) or `kafka` (relay → topics → consumer groups; needs KAFKA_BROKERS). */
  BUS: z.enum(['inline', 'kafka']).default('inline'),
  /** Comma-separated host:port list. */
  KAFKA_BROKERS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((b) => b.trim()).filter(Boolean)),
  /** Partitions of each topic the relay creates; the stream id picks the partition. */
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(6),
  /** The sales-tax table (per US state: rate in basis points, whether shipping is taxed), a JSON file. */
  TAX_RATES_FILE: z.string().default(path.resolve('config/tax-rates.json')),
  /** Which payment gateway charges cards: the built-in sandbox (test numbers, no account needed) or Stripe. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** /gpt: the external AI design site it leaves for (https, tracking parameters added); unset: /design/ai/newindex (issue 25). */
  AI_DESIGN_SITE_URL: z.string().url().regex(/^https:\/\//, 'an https address').optional(),
  /** The booking page a client can use instead of the meeting form (needMeeting getCalendlyLink); unset: none. */
  CALENDLY_URL: z.string().url().regex(/^https:\/\//, 'an https address').optional(),
  /** Stripe mode: the secret API key (sk_live_… / sk_test_…) and the webhook endpoint's signing secret (whsec_…). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]+$/, 'a Stripe secret key (sk_live_… or sk_test_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'a Stripe webhook signing secret (whsec_…)').optional(),
  /** Another address for Stripe's API (a local server speaking its protocol); unset: Stripe itself. */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * The affiliate partner's conversions endpoint (Impact, issue 26, ADR 054), e.g.
   * https://api.impact.com/Advertisers/<AccountSID>/Conversions; unset: paid orders are
   * recorded as not reported. IMPACT_ACCOUNT_SID and IMPACT_TOKEN are its Basic credentials
   * (the token is never logged); IMPACT_CAMPAIGN_ID the program's campaign.
   */
  IMPACT_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').optional(),
  IMPACT_ACCOUNT_SID: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'an account SID').optional(),
  IMPACT_TOKEN: z.string().min(8).max(200).optional(),
  IMPACT_CAMPAIGN_ID: z.string().regex(/^[0-9]{1,12}$/, 'a campaign id (digits)').optional(),
  /** How long one conversion post may take, in ms. */
  IMPACT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Pinterest's public board-pins API (need/manage pinterestPins); tests point it at a local server speaking the same JSON. */
  PINTEREST_API_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').default('https://widgets.pinterest.com'),
  /**
   * How long a payment may run before it is given up and its holds (stock, code,
   * credit) are released, in seconds (ADR 025): a card network that answers later
   * than this has its charge refunded.
   */
  PAYMENT_HOLD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  /** How long a payment request waits for its outcome before the page says it is still being processed, in milliseconds. */
  PAYMENT_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** Signs the sandbox gateway's webhooks; derived from the session secret when unset. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Where uploaded and rendered files go: `local` (a folder under DATA_DIR, served at /files) or `s3` (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The local folder; default DATA_DIR/files. */
  STORAGE_DIR: z.string().min(1).optional(),
  /** How long one server-side SVG render (file/svg2png, a board thumbnail) may take before it is stopped, in ms. */
  SVG_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  /** Server-side SVG renders at once (each in its own process); more wait their turn. */
  SVG_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** S3 mode: the endpoint (path-style: {endpoint}/{bucket}/{key}), bucket, region and credential; the credential is never sent to a browser or logged. */
  S3_ENDPOINT: z.string().url().regex(/^https?:\/\//, 'an http(s) address').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name (3–63 of a–z 0–9 . -)')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'a region such as us-east-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().regex(/^[A-Za-z0-9+/=_-]{3,128}$/, 'an access key id').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8).max(256).optional(),
  /** Where browsers read the bucket's objects (a CDN or its public address); default {S3_ENDPOINT}/{S3_BUCKET}. */
  S3_PUBLIC_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').optional(),
  /**
   * Product storage / CDN hosts, comma-separated: a mood board loads their images through the /cors/{host+path}
   * proxy (GET diymb/{id}/canvas rewrites their sources), and the proxy fetches only from them and our own storage.
   * Default: none.
   */
  CORS_PROXY_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((h) => /^(https?:\/\/)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/.test(h)), {
      message: 'comma-separated hosts (cdn.example.com, host:port, or http(s)://host; a bare host means https)',
    }),
  /**
   * AI renders (issue 25, ADR 046): which image-generation provider makes them —
   * `none` (default: the pages say rendering is not set up), `replicate` or
   * `openai` (an OpenAI-compatible images API), or `studio` (ADR 062: embedded, no outside
   * service — a room of the type and style composed from pieces in stock, not a repaint of the
   * photo; `npm start` uses it unless RENDER_PROVIDER is set). Keys are never logged or recorded.
   */
  RENDER_PROVIDER: z.enum(['none', 'replicate', 'openai', 'studio']).default('none'),
  /** How long one attempt may take before it is given up and retried, in ms. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(180_000),
  /** The first retry of a failed attempt waits this long (ms); each later one twice as long (3 attempts at most). */
  RENDER_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(15_000),
  /** Where providers send their webhooks (this site's public address); default PUBLIC_URL. */
  RENDER_WEBHOOK_BASE_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').optional(),
  REPLICATE_API_TOKEN: z.string().min(8).max(200).optional(),
  /** Another address for Replicate's API (a local server speaking its protocol); default Replicate itself. */
  REPLICATE_API_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').default('https://api.replicate.com/v1'),
  /** The model (`owner/name`) and, optionally, its version id. */
  REPLICATE_MODEL: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, 'owner/name').default('adirik/interior-design'),
  REPLICATE_VERSION: z.string().regex(/^[a-f0-9]{6,64}$/, 'a version id (hex)').optional(),
  /** The webhook signing secret (whsec_…), from Replicate's account settings. */
  REPLICATE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=_-]+$/, 'a webhook signing secret (whsec_…)').optional(),
  /** Hosts a prediction's output may be fetched from: a leading dot means any subdomain; the API's own host is always allowed. */
  REPLICATE_OUTPUT_HOSTS: z
    .string()
    .default('replicate.delivery,.replicate.delivery')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /** One second of prediction, in millionths of a dollar (the job's recorded cost). */
  REPLICATE_COST_MICROS_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000).default(1_400),
  /** An OpenAI-compatible images API: its base URL (…/v1), key, model and size. */
  OPENAI_IMAGES_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').default('https://api.openai.com/v1'),
  OPENAI_IMAGES_KEY: z.string().min(8).max(300).optional(),
  OPENAI_IMAGES_MODEL: z.string().min(1).max(100).default('gpt-image-1'),
  OPENAI_IMAGES_SIZE: z.string().regex(/^\d{3,4}x\d{3,4}$/, 'WIDTHxHEIGHT').default('1024x1024'),
  /** One image, in millionths of a dollar (the job's recorded cost). */
  OPENAI_IMAGES_COST_MICROS: z.coerce.number().int().min(0).max(10_000_000).default(40_000),
  /**
   * Shop the photo (issue 25): the hosted detector on Replicate's predictions API. Detection is on when both the
   * token and the model are set (`owner/name` or `owner/name:version`, a grounding-DINO style model answering
   * labelled boxes); without them the pages offer choosing the pieces by hand.
   */
  DETECTION_REPLICATE_TOKEN: z.string().min(8).max(256).optional(),
  DETECTION_REPLICATE_MODEL: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]*\/[a-z0-9][a-z0-9_.-]*(:[0-9a-f]{8,64})?$/i, 'owner/name or owner/name:version')
    .optional(),
  /** The predictions API's address (a local server in tests). */
  DETECTION_REPLICATE_URL: z.string().url().regex(/^https?:\/\//, 'an http(s) address').default('https://api.replicate.com/v1'),
  /** How long one detection may take, in milliseconds, before it is cancelled and the page says so. */
  DETECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** How often a running prediction is asked for its state, in milliseconds. */
  DETECTION_POLL_MS: z.coerce.number().int().min(10).max(10_000).default(1000),
  /** Boxes the detector is less sure of than this (0–1) are left out. */
  DETECTION_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.3),
  /** Let the /cors proxy reach loopback and private addresses: for tests with local servers only. */
  CORS_PROXY_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** An entry of Express's `trust proxy` list: a named range, or an IP address with an optional prefix length. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** A local run (embedded database) listens on loopback only unless HOST says otherwise. */
const checked = schema.superRefine((c, ctx) => {
  if (c.STORAGE === 's3') {
    for (const field of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'needed when STORAGE=s3' });
    }
  }
  if (c.RENDER_PROVIDER === 'replicate') {
    for (const field of ['REPLICATE_API_TOKEN', 'REPLICATE_WEBHOOK_SECRET'] as const) {
      if (!c[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'needed when RENDER_PROVIDER=replicate' });
    }
  }
  if (c.RENDER_PROVIDER === 'openai' && !c.OPENAI_IMAGES_KEY) ctx.addIssue({ code: 'custom', path: ['OPENAI_IMAGES_KEY'], message: 'needed when RENDER_PROVIDER=openai' });
  if (c.PAYMENT_GATEWAY !== 'stripe') return;
  if (!c.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'needed when PAYMENT_GATEWAY=stripe' });
  if (!c.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'needed when PAYMENT_GATEWAY=stripe' });
});

const withDefaults = checked.transform((c) => ({ ...c, HOST: c.HOST ?? (c.DATABASE_URL ? '0.0.0.0' : '127.0.0.1') }));

export type Config = z.infer<typeof withDefaults>;

/**
 * /dev/mailbox shows every outgoing mail, so it is never on in production. A
 * local run (`npm start` on the embedded database, with no SMTP relay) is not
 * production whatever NODE_ENV says: there the mailbox is how a new user reads the
 * activation code. DEV_MAILBOX=on|off overrides.
 */
export function devMailboxEnabled(config: Pick<Config, 'NODE_ENV' | 'DATABASE_URL' | 'SMTP_URL' | 'DEV_MAILBOX'>): boolean {
  if (config.DEV_MAILBOX) return config.DEV_MAILBOX === 'on';
  return config.NODE_ENV !== 'production' || (!config.DATABASE_URL && !config.SMTP_URL);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = withDefaults.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration — ${fields}`);
  }
  return parsed.data;
}

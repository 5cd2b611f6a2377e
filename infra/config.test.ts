import { describe, expect, it } from 'vitest';
import { devMailboxEnabled, loadConfig } from './config';

describe('configuration', () => {
  it('names the field of a wrong setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it.each([
    [{ NODE_ENV: 'production' }, true], // npm start on a fresh machine: embedded database, no SMTP
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }, false],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:587' }, false],
    [{ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/shop' }, true],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', DEV_MAILBOX: 'on' }, true],
    [{ NODE_ENV: 'test', DEV_MAILBOX: 'off' }, false],
  ] as const)('dev mailbox for %o: %s', (env, enabled) => {
    expect(devMailboxEnabled(loadConfig(env))).toBe(enabled);
  });
});

describe('mail settings', () => {
  it('take an SMTP address and a retry base in milliseconds (30 s by default)', () => {
    expect(loadConfig({}).MAIL_RETRY_BASE_MS).toBe(30_000);
    expect(loadConfig({ MAIL_RETRY_BASE_MS: '50' }).MAIL_RETRY_BASE_MS).toBe(50);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@relay.example.com:465' }).SMTP_URL).toBe('smtps://user:pass@relay.example.com:465');
    for (const wrong of ['0', '-5', '1.5', 'soon', '3600001']) expect(() => loadConfig({ MAIL_RETRY_BASE_MS: wrong })).toThrow(/MAIL_RETRY_BASE_MS/);
    expect(() => loadConfig({ SMTP_URL: 'https://relay.example.com' })).toThrow(/SMTP_URL: an smtp:\/\/ or smtps:\/\/ address/);
  });
});

describe('HOST', () => {
  it('is loopback for a local run on the embedded database, every interface with DATABASE_URL, or as set', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes what Express takes: true/false, a hop count, addresses or subnets', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8, fd00::/8, 192.0.2.7');
  });

  it('stops start-up naming the field for anything else', () => {
    for (const wrong of ['yes', 'loopbak', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '10.0.0.1/8/8', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });
});

describe('database timeouts', () => {
  it('default to 30 s a statement and 10 s idle in a transaction; 0 turns one off', () => {
    expect(loadConfig({})).toMatchObject({ PG_STATEMENT_TIMEOUT_MS: 30_000, PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000 });
    expect(loadConfig({ PG_STATEMENT_TIMEOUT_MS: '0', PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '600000' })).toMatchObject({
      PG_STATEMENT_TIMEOUT_MS: 0,
      PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: 600_000,
    });
    expect(() => loadConfig({ PG_STATEMENT_TIMEOUT_MS: 'long' })).toThrow(/PG_STATEMENT_TIMEOUT_MS/);
  });
});

describe('payment gateway', () => {
  it('is the sandbox by default; Stripe needs its secret key and webhook secret', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: needed when PAYMENT_GATEWAY=stripe; STRIPE_WEBHOOK_SECRET: needed/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toMatchObject({ PAYMENT_GATEWAY: 'stripe' });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });
});

describe('file storage and the image proxy', () => {
  const s3 = { STORAGE: 's3', S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com', S3_BUCKET: 'roomcraft-images', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'a-secret-never-echoed' };

  it('is a local folder by default; S3 needs its endpoint, bucket and credential', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_ENDPOINT: needed when STORAGE=s3; S3_BUCKET: needed.*S3_ACCESS_KEY_ID: needed.*S3_SECRET_ACCESS_KEY: needed/);
    expect(loadConfig(s3)).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_BUCKET: 'roomcraft-images' });
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('never repeats the secret in its error', () => {
    const error = (() => {
      try {
        loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'short', S3_BUCKET: 'x' });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toMatch(/S3_SECRET_ACCESS_KEY/);
    expect(error).not.toContain('short');
  });

  it('proxies no external host by default, and reaches private addresses only when a test says so', () => {
    expect(loadConfig({})).toMatchObject({ CORS_PROXY_HOSTS: [], CORS_PROXY_ALLOW_PRIVATE: false });
    expect(loadConfig({ CORS_PROXY_HOSTS: 'CDN.example.com, http://127.0.0.1:8080' }).CORS_PROXY_HOSTS).toEqual(['cdn.example.com', 'http://127.0.0.1:8080']);
    expect(() => loadConfig({ CORS_PROXY_HOSTS: 'https://x.com/path' })).toThrow(/CORS_PROXY_HOSTS/);
    expect(() => loadConfig({ CORS_PROXY_HOSTS: 'user@x.com' })).toThrow(/CORS_PROXY_HOSTS/);
  });
});

describe('IOS_APP_BACK_URL', () => {
  it('is the app scheme roomcraft://back unless set; only a custom scheme is taken', () => {
    expect(loadConfig({}).IOS_APP_BACK_URL).toBe('roomcraft://back');
    expect(loadConfig({ IOS_APP_BACK_URL: 'roomcraft-beta://close?from=web' }).IOS_APP_BACK_URL).toBe('roomcraft-beta://close?from=web');
    for (const bad of ['https://evil.example/', 'javascript://%0Aalert(1)', 'data://x', 'back', 'roomcraft://back"><script>']) expect(() => loadConfig({ IOS_APP_BACK_URL: bad })).toThrow(/IOS_APP_BACK_URL/);
  });
});

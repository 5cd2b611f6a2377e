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

describe('HOST', () => {
  it('is loopback for a local run on the embedded database, every interface with DATABASE_URL, or as set', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

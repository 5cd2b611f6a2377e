import { describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { ApiClient, startTestApp } from '../support/http-app';
import { waitForMail } from '../support/mail';

const app = startTestApp();
const password = 'correct horse battery';

/** Eight failed attempts from browsers the account does not know, spread over the last minutes as the slowed attempts would have been. */
async function lockAccount(userId: string) {
  const { runtime } = await app;
  for (let i = 8; i > 0; i--)
    await runtime.execute(
      identityCommands.ReserveSignInAttempt,
      { key: `account:${userId}`, attemptId: `attempt-${i}-${userId.slice(0, 8)}` },
      { actor: { kind: 'system' }, now: new Date(Date.now() - i * 110_000) },
    );
}

describe('failed sign-ins', () => {
  it('are slowed and then refused for one account, even with the right password', async () => {
    const { base } = await app;
    await new ApiClient(base, null, '198.51.100.7').call('/client/register', { email: 'target@example.com', password });
    // Each attempt from another address, so only the account's counter matters.
    const attempt = (pw: string, n: number) => new ApiClient(base, null, `198.51.100.${10 + n}`).call('/client/login', { email: 'target@example.com', password: pw });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong password!', i)).message).toBe('Incorrect e-mail or password');
    const slowed = await attempt(password, 3);
    expect(slowed).toMatchObject({ status: 429, success: false });
    expect(slowed.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ seconds and try again\.$/);
    // Another account is not affected.
    await new ApiClient(base, null, '198.51.100.8').call('/client/register', { email: 'bystander@example.com', password });
    expect((await attempt(password, 4)).status).toBe(429);
    expect((await new ApiClient(base, null, '198.51.100.9').call('/client/login', { email: 'bystander@example.com', password })).success).toBe(true);
  });

  it('lock the account for a while once the limit is reached; a password reset lifts it', async () => {
    const { base, runtime } = await app;
    await new ApiClient(base, null, '192.0.2.1').call('/client/register', { email: 'locked@example.com', password });
    const account = await runtime.db('identity_accounts_v1').where({ email: 'locked@example.com' }).first();
    await lockAccount(account.user_id);
    const refused = await new ApiClient(base, null, '192.0.2.2').call('/client/login', { email: 'locked@example.com', password });
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.message).toMatch(/Sign-in is locked for 1[0-4] minutes; you can reset your password meanwhile\.$/);

    const visitor = new ApiClient(base, null, '192.0.2.3');
    await visitor.call('/client/sendResetPwdEmail', { email: 'locked@example.com' });
    const [mail] = await waitForMail(runtime, 'locked@example.com', 'password-reset');
    const sessionId = decodeURIComponent(/resetPwd\?sessionId=(\S+)/.exec(mail.text)![1]);
    expect((await visitor.call('/client/resetPwd', { sessionId, newPwd: 'a fresh start' })).success).toBe(true);
    expect((await visitor.call('/client/login', { email: 'locked@example.com', password: 'a fresh start' })).success).toBe(true);
  });

  it('are counted per client address too, whichever e-mails are tried', async () => {
    const { base } = await app;
    const attacker = new ApiClient(base, null, '203.0.113.99');
    for (let i = 0; i < 10; i++) {
      const answer = await attacker.call('/client/login', { email: `guess${i}@example.com`, password: 'wrong password!' });
      expect(answer.message).toBe('Incorrect e-mail or password');
    }
    const slowed = await attacker.call('/client/login', { email: 'guess99@example.com', password: 'wrong password!' });
    expect(slowed).toMatchObject({ status: 429 });
    expect(slowed.message).toMatch(/Please wait \d+ seconds/);
    // Someone else, elsewhere, signs in as usual.
    await new ApiClient(base, null, '203.0.113.50').call('/client/register', { email: 'fine@example.com', password });
    expect((await new ApiClient(base, null, '203.0.113.51').call('/client/login', { email: 'fine@example.com', password })).success).toBe(true);
  });
});

describe('sign-in throttling cannot be dodged or turned against an owner', () => {
  it('counts every one of 40 concurrent wrong guesses: only the free ones are evaluated', async () => {
    const { base } = await app;
    await new ApiClient(base, null, '198.51.100.60').call('/client/register', { email: 'burst@example.com', password });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => new ApiClient(base, null, `198.51.${101 + Math.floor(n / 200)}.${n}`).call('/client/login', { email: 'burst@example.com', password: `wrong guess ${n}` })),
    );
    const evaluated = answers.filter((a) => a.message === 'Incorrect e-mail or password').length;
    const throttled = answers.filter((a) => a.status === 429).length;
    expect(evaluated).toBe(3);
    expect(throttled).toBe(37);
  });

  it('a stranger locking an account does not lock its owner out of a browser they signed in from before', async () => {
    const { base } = await app;
    await new ApiClient(base, null, '198.51.100.70').call('/client/register', { email: 'owner@example.com', password });
    // The owner signs in from their browser once: it remembers the account.
    const first = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.71' }, body: JSON.stringify({ email: 'owner@example.com', password }) });
    const known = first.headers.getSetCookie().find((c) => c.startsWith('rc_known='))!.split(';')[0];
    // A stranger's failures (from other browsers) trip the account's lock.
    const { runtime } = await app;
    await lockAccount((await runtime.db('identity_accounts_v1').where({ email: 'owner@example.com' }).first()).user_id);
    const stranger = await new ApiClient(base, null, '203.0.113.177').call('/client/login', { email: 'owner@example.com', password });
    expect(stranger.status, stranger.message).toBe(429);
    expect(stranger.message, stranger.message).toContain('you can reset your password meanwhile');
    const owner = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.71', cookie: known }, body: JSON.stringify({ email: 'owner@example.com', password }) });
    expect(owner.status).toBe(200);
  });

  it('knows the browser an account signed up from as well', async () => {
    const { base, runtime } = await app;
    const signUp = await fetch(`${base}/api/client/register`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.80' }, body: JSON.stringify({ email: 'newcomer@example.com', password }) });
    expect(signUp.status).toBe(200);
    const known = signUp.headers.getSetCookie().find((c) => c.startsWith('rc_known='))?.split(';')[0];
    expect(known).toBeTruthy();
    await lockAccount((await runtime.db('identity_accounts_v1').where({ email: 'newcomer@example.com' }).first()).user_id);
    expect((await new ApiClient(base, null, '203.0.113.178').call('/client/login', { email: 'newcomer@example.com', password })).status).toBe(429);
    const owner = await fetch(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.80', cookie: known! }, body: JSON.stringify({ email: 'newcomer@example.com', password }) });
    expect(owner.status).toBe(200);
  });
});

describe('the client address', () => {
  const direct = startTestApp({ TRUST_PROXY: 'false' });
  it('comes from the connection unless a proxy is trusted: a forged X-Forwarded-For changes nothing', async () => {
    const { base } = await direct;
    // 30 failures for made-up accounts, each claiming another address: all from this one client.
    for (let n = 0; n < 30; n++) await new ApiClient(base, null, `192.0.2.${n + 1}`).call('/client/login', { email: `nobody${n}@example.com`, password: 'whatever pw' });
    const next = await new ApiClient(base, null, '192.0.2.200').call('/client/login', { email: 'nobody-else@example.com', password: 'whatever pw' });
    expect(next.status).toBe(429);
  });
});

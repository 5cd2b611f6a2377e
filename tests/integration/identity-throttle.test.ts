import { describe, expect, it } from 'vitest';
import { ApiClient, startTestApp } from '../support/http-app';

const app = startTestApp();
const password = 'correct horse battery';

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
    const { identityCommands } = await import('../../domain/identity/commands');
    // Eight failures spread over the last minutes, as the slowed attempts would have been.
    for (let i = 8; i > 0; i--)
      await runtime.execute(identityCommands.RecordSignInFailure, { key: `account:${account.user_id}` }, { actor: { kind: 'system' }, now: new Date(Date.now() - i * 60_000) });
    const refused = await new ApiClient(base, null, '192.0.2.2').call('/client/login', { email: 'locked@example.com', password });
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.message).toMatch(/Sign-in is locked for 1[0-4] minutes; you can reset your password meanwhile\.$/);

    const visitor = new ApiClient(base, null, '192.0.2.3');
    await visitor.call('/client/sendResetPwdEmail', { email: 'locked@example.com' });
    const { listOutbox } = await import('../../infra/mail/outbox');
    const [mail] = await listOutbox(runtime.db, { to: ['locked@example.com'] });
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

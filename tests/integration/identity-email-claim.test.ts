import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { emailClaimStream } from '../../domain/identity/email-claim';
import type { Actor } from '../../domain/shared/messages';
import { hashPassword } from '../../infra/identity/secrets';
import { ApiClient, startTestApp } from '../support/http-app';

const app = startTestApp();
const visitor: Actor = { kind: 'visitor', visitorId: randomUUID() };
const password = 'correct horse battery';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function register(email: string) {
  const { base } = await app;
  return new ApiClient(base).call('/client/register', { email, password });
}

async function claimEvents(email: string) {
  const { runtime } = await app;
  return (await runtime.store.readStream(emailClaimStream(email))).events.map((e) => e.type);
}

/** Registration takes an e-mail in steps; a crash between them must not keep it claimed forever. */
describe('e-mail claims survive a crash between steps', () => {
  it('a claim left by a registration that died before registering is taken over once its lease ran out', async () => {
    const { runtime } = await app;
    const email = 'crashed-claim@example.com';
    // The process died right after claiming: no account was registered.
    await runtime.execute(identityCommands.ClaimEmail, { email, userId: randomUUID() }, { actor: visitor, now: minutesAgo(11) });
    const answer = await register(email);
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(await claimEvents(email)).toEqual(['EmailClaimed', 'EmailReleased', 'EmailClaimed', 'EmailClaimConfirmed']);
  });

  it('a fresh claim (a registration in progress) still holds the e-mail', async () => {
    const { runtime } = await app;
    const email = 'claim-in-progress@example.com';
    await runtime.execute(identityCommands.ClaimEmail, { email, userId: randomUUID() }, { actor: visitor, now: minutesAgo(1) });
    expect(await register(email)).toMatchObject({ status: 400, success: false, message: 'This e-mail is already registered' });
  });

  it('a claim whose account was registered before the crash stays with that account, and is confirmed', async () => {
    const { runtime } = await app;
    const email = 'registered-unconfirmed@example.com';
    const userId = randomUUID();
    await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: visitor, now: minutesAgo(30) });
    await runtime.execute(
      identityCommands.RegisterAccount,
      { userId, email, passwordHash: await hashPassword(password), username: '', utmCampaign: null, activationCodeHash: null, activationExpiresAt: null, verifiedBy: 'GOOGLE' },
      { actor: visitor, now: minutesAgo(30) },
    );
    expect(await register(email)).toMatchObject({ status: 400, success: false, message: 'This e-mail is already registered' });
    expect(await claimEvents(email)).toEqual(['EmailClaimed', 'EmailClaimConfirmed']);
  });
});

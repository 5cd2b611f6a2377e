import { describe, expect, it } from 'vitest';
import { identityReadModels } from '../../projections/identity';
import { demoAccounts, demoPassword, seedDemoAccounts } from '../../composition-root/demo/accounts';
import { verifyPassword } from '../../infra/identity/secrets';
import { credentialsOf, findAccountByEmail } from '../../projections/identity/accounts';
import { createTestRuntime } from '../support/runtime';

const identityProjections = identityReadModels.projections;

const runtime = createTestRuntime();

describe('identity read models', () => {
  it('handle exactly the events their queries need', () => {
    const handled = identityProjections.flatMap((p) => p.handles).sort();
    expect(handled).toEqual(
      [
        'AccountActivated', 'AccountEmailChanged', 'AccountRegistered', 'AccountRolesChanged', 'AddressDeleted', 'AddressSaved',
        'ContactPreferencesChanged', 'DefaultAddressChanged', 'MobileNumberRemoved', 'MobileNumberSet', 'OAuthIdentityReceived',
        'OAuthKeyUsed', 'PasswordChanged', 'PasswordReset', 'ProfileUpdated', 'SessionEnded', 'SessionStarted', 'SignInAttemptSucceeded', 'SignInFailed',
        'SignInFailuresCleared', 'SocialAuthLinked', 'SocialAuthUnlinked', 'TipClosed', 'AccountBlocked', 'AccountUnblocked',
      ].sort(),
    );
  });

  it('seeds the demo accounts once, ACTIVE, with the demo password', async () => {
    const rt = await runtime;
    expect(await seedDemoAccounts(rt)).toBe(true);
    expect(await seedDemoAccounts(rt)).toBe(false);
    // The feed shows an event once no older transaction in the cluster is still open:
    // another test file's long transaction can hold it back for a moment.
    for (let tries = 0; tries < 100; tries++) {
      await rt.runner!.catchUp();
      if (await findAccountByEmail(rt.db, demoAccounts.at(-1)!.email)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const demo of demoAccounts) {
      const account = await findAccountByEmail(rt.db, demo.email);
      expect(account).toMatchObject({ id: demo.userId, status: 'ACTIVE', roles: demo.roles });
      const credentials = await credentialsOf(rt.db, { email: demo.email });
      expect(await verifyPassword(demoPassword, credentials!.passwordHash)).toBe(true);
    }
  });

  it('rebuilt from the start equal the live ones', async () => {
    const rt = await runtime;
    for (const projection of identityProjections) {
      const before = await Promise.all(projection.tables.map((t) => rt.db(t).select('*').orderByRaw('1, 2')));
      await rt.runner!.replay(projection.name);
      const after = await Promise.all(projection.tables.map((t) => rt.db(t).select('*').orderByRaw('1, 2')));
      expect(after).toEqual(before);
    }
  });
});

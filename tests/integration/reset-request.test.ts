import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../infra/mail/outbox';
import { newClientAccount } from '../support/clients';
import { loggedErrors, startTestApp } from '../support/http-app';
import { waitForMail } from '../support/mail';

/**
 * Issue 20: a reset request for a registered address must not answer after
 * more work than one for an unknown address. Checked by structure, never by
 * time: while the accounts, the event store and the outbox are all held by
 * another transaction, both requests are still answered — so the request
 * neither looked the address up, nor recorded, nor mailed anything — and the
 * two answers are the same bytes. Once released, the registered address gets
 * its link and the unknown one nothing.
 */
const ready = (async () => {
  // No idle-in-transaction limit, so the holding transaction below lasts as long as the test needs.
  const { runtime, base } = await startTestApp({ PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0' });
  return { runtime, base, errors: loggedErrors(runtime) };
})();

/** The raw answer to a reset request, from a visitor of its own. */
async function askReset(base: string, email: string) {
  const res = await fetch(`${base}/api/client/sendResetPwdEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.91' },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), body: await res.text() };
}

/** Fails instead of hanging when the request waits on what the test holds (a deadlock guard, not a timing). */
function unlessStuck<T>(answer: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: the request waited on the accounts, the event store or the outbox`)), 20_000);
  });
  return Promise.race([answer, stuck]).finally(() => clearTimeout(timer));
}

describe('a password-reset request', () => {
  it('is answered, byte for byte the same, without looking the address up, recording or mailing anything first', async () => {
    const { runtime, base, errors } = await ready;
    const { userId, email } = await newClientAccount(runtime, 'reset');
    const unknownEmail = `nobody-${userId}@example.com`;
    await askReset(base, `warm-up-${userId}@example.com`);

    const hold = await runtime.db.transaction();
    let known, unknown;
    try {
      // Reads of the accounts wait too (ACCESS EXCLUSIVE); writes to the store and the outbox wait (SHARE).
      await hold.raw('LOCK TABLE identity_accounts_v1 IN ACCESS EXCLUSIVE MODE');
      await hold.raw('LOCK TABLE es_events, mail_outbox IN SHARE MODE');
      known = await unlessStuck(askReset(base, email), 'a registered address');
      unknown = await unlessStuck(askReset(base, unknownEmail), 'an unknown address');
      // Still held: nothing recorded or mailed for the account yet.
      const requested = await hold.raw("SELECT count(*)::int AS n FROM es_events WHERE stream_id = ? AND type = 'PasswordResetRequested'", [`identity-${userId}`]);
      expect(requested.rows[0].n).toBe(0);
      const mailed = await hold.raw("SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ? AND kind = 'password-reset'", [email]);
      expect(mailed.rows[0].n).toBe(0);
    } finally {
      await hold.commit();
    }
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(JSON.parse(known.body)).toMatchObject({ success: true, message: 'If an account exists for this e-mail, we have sent it a link to reset the password.' });

    // Then the queue goes on: the registered address gets its link, the unknown one nothing.
    expect(await waitForMail(runtime, email, 'password-reset')).toHaveLength(1);
    expect(await listOutbox(runtime, { to: [unknownEmail] })).toEqual([]);
    expect(errors).toEqual([]);
  });
});

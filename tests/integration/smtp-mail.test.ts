import { describe, expect, it } from 'vitest';
import { ApiClient, startTestApp } from '../support/http-app';
import { startSmtpServer } from '../support/mail';
import { SmtpTransport } from '../../infra/mail/smtp';

/** A real SMTP server on a local port that asks for a login and refuses the first two messages for now (451). */
const smtp = await startSmtpServer({
  login: { user: 'relay-user', pass: 'relay-pass' },
  refuse: (attempt) => (attempt <= 2 ? { code: 451, message: '4.3.0 Try again later' } : null),
});

// Retries after 50 ms, then 100 ms (30 s, then 1 min, in production).
const app = startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Roomcraft <hello@roomcraft.test>', DEV_MAILBOX: 'off', MAIL_RETRY_BASE_MS: '50' });

describe('mail over SMTP (SMTP_URL set)', () => {
  it('queues the activation e-mail and sends it through the relay, signed in with its credentials, on the third attempt after two refusals', async () => {
    const { base, runtime } = await app;
    const client = new ApiClient(base);
    const answer = await client.call('/client/register', { email: 'smtp.reader@example.com', password: 'long enough password' });
    expect(answer.success).toBe(true);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.attempts()).toBe(3);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'hello@roomcraft.test', to: ['smtp.reader@example.com'], user: 'relay-user' });
    expect(mail.raw).toMatch(/^Subject: Your Roomcraft activation code/m);
    const code = /Your activation code is (\d{6})\./.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The mailed code activates the account.
    const activated = await client.call('/client/manage/activateEmail', { code });
    expect(activated).toMatchObject({ status: 200, success: true });
    // The outbox keeps what happened, not what was said: the body is wiped once the relay has it.
    await expect.poll(async () => (await runtime.db('mail_outbox').first()).status).toBe('sent');
    const rows = await runtime.db('mail_outbox').select('recipient', 'kind', 'status', 'attempts', 'transport', 'sealed', 'text', 'subject', 'last_error', 'sent_at');
    expect(rows).toEqual([
      {
        recipient: 'smtp.reader@example.com',
        kind: 'activation',
        status: 'sent',
        attempts: 3,
        transport: 'smtp',
        sealed: null,
        text: null,
        subject: null,
        last_error: expect.stringMatching(/^EMESSAGE DATA .*451 4\.3\.0 Try again later$/),
        sent_at: expect.any(String),
      },
    ]);
    expect(rows[0].last_error).not.toContain('relay-pass');
    // The outbox page is off with an SMTP relay.
    expect((await fetch(`${base}/dev/mailbox`)).status).toBe(404);
  });

  it('sends a mail that has a one-click unsubscribe address with the RFC 8058 headers, and one without none', async () => {
    await app;
    const transport = new SmtpTransport(smtp.url);
    try {
      const before = smtp.received.length;
      const send = (to: string, listUnsubscribe: string | null) => transport.deliver({ from: 'hello@roomcraft.test', to, subject: 'A reminder', text: 'Your cart is waiting.', html: null, listUnsubscribe });
      // The relay may still refuse a first attempt: the mail sender retries, so does this test.
      await expect.poll(async () => send('one.click@example.com', 'https://rc.test/reminders/unsubscribe/one-click?u=u1&t=abc').then(() => true, () => false), { timeout: 10_000 }).toBe(true);
      await send('no.list@example.com', null);
      const [withList, without] = smtp.received.slice(before).filter((m) => m.to[0] === 'one.click@example.com' || m.to[0] === 'no.list@example.com');
      // Headers may be folded (a line break then white space): read them unfolded.
      const unfolded = withList!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(unfolded).toMatch(/^List-Unsubscribe: <https:\/\/rc\.test\/reminders\/unsubscribe\/one-click\?u=u1&t=abc>\r?$/m);
      expect(withList!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(without!.raw).not.toMatch(/^List-Unsubscribe/m);
    } finally {
      transport.close();
    }
  });
});

import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { ApiClient, startTestApp } from '../support/http-app';
import { atFileEnd } from '../support/cleanup';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** A real SMTP server on a local port that keeps what it is sent; it asks for a login. */
const smtp = await (async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'relay-user' && auth.password === 'relay-pass') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw, user: session.user });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  atFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://relay-user:relay-pass@127.0.0.1:${port}` };
})();

const app = startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Roomcraft <hello@roomcraft.test>', DEV_MAILBOX: 'off' });

describe('mail over SMTP (SMTP_URL set)', () => {
  it('sends the activation e-mail through the relay, signed in with its credentials, and not to the outbox', async () => {
    const { base, runtime } = await app;
    const client = new ApiClient(base);
    const answer = await client.call('/client/register', { email: 'smtp.reader@example.com', password: 'long enough password' });
    expect(answer.success).toBe(true);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'hello@roomcraft.test', to: ['smtp.reader@example.com'], user: 'relay-user' });
    expect(mail.raw).toMatch(/^Subject: Your Roomcraft activation code/m);
    const code = /Your activation code is (\d{6})\./.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The mailed code activates the account.
    const activated = await client.call('/client/manage/activateEmail', { code });
    expect(activated).toMatchObject({ status: 200, success: true });
    expect(await runtime.db('mail_outbox').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    // The outbox page is off with an SMTP relay.
    expect((await fetch(`${base}/dev/mailbox`)).status).toBe(404);
  });
});

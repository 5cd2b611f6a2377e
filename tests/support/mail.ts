import { atFileEnd } from './cleanup';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../infra/db/knex';
import { listOutbox, type OutboxMail } from '../../infra/mail/outbox';

/**
 * The mail of one kind to an address, once at least `count` have arrived (some
 * mail, such as reset links, is sent after the request has been answered). It
 * gives up only well after a busy machine would have delivered (the test's own
 * timeout is the real bound); what it returns then makes the test's check fail.
 */
export async function waitForMail(runtime: { db: Db; sessionSecret: string }, to: string, kind: string, count = 1, timeoutMs = 30_000): Promise<OutboxMail[]> {
  for (const started = Date.now(); ; ) {
    const mails = (await listOutbox(runtime, { to: [to] })).filter((m) => m.kind === kind);
    if (mails.length >= count || Date.now() - started > timeoutMs) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

/**
 * A real SMTP server on a local port (closed after the test file) that keeps
 * what it accepts. `login`: it asks for these credentials. `refuse`: asked at the
 * end of each message (1 for the first), a reply code and text to refuse it
 * with (4xx: try later, 5xx: never), or null to accept it. `replyAfterMs`: a
 * slow relay, accepting a message only after this long.
 */
export async function startSmtpServer(
  options: { login?: { user: string; pass: string }; refuse?: (attempt: number, to: string[]) => { code: number; message: string } | null; replyAfterMs?: (to: string[]) => number } = {},
) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: !options.login,
    allowInsecureAuth: true,
    disabledCommands: options.login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.login && auth.username === options.login.user && auth.password === options.login.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refusal = options.refuse?.(++attempts, to);
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw, user: session.user });
        setTimeout(callback, options.replyAfterMs?.(to) ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  atFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  const login = options.login ? `${encodeURIComponent(options.login.user)}:${encodeURIComponent(options.login.pass)}@` : '';
  return { received, url: `smtp://${login}127.0.0.1:${port}`, attempts: () => attempts };
}

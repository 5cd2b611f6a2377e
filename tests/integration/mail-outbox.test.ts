import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { createDb, type Db } from '../../infra/db/knex';
import { createLogger } from '../../infra/logger';
import { createMailTransport } from '../../infra/mail';
import { addExpiry, addQueue, listOutbox, mailQueueStatus, OutboxMailer, up } from '../../infra/mail/outbox';
import { claimNextMail, msUntilNextDue } from '../../infra/mail/queue';
import type { MailMessage } from '../../infra/mail/port';
import { startMailSender, type MailSender } from '../../workers/mail-sender';
import { createTestDatabase } from '../support/db';
import { startSmtpServer } from '../support/mail';

/**
 * The outbox and the mail sender against the real PostgreSQL and a real SMTP
 * server on a local port: retries, refusals for good, several senders, a sender
 * that died holding a claim, dedupe keys, and bodies sealed at rest.
 */
const sessionSecret = 'test-secret-test-secret-test-secret!';
const from = 'Roomcraft <hello@roomcraft.test>';

/** Each test's recipients say how the server answers them: `refuse-twice…` 451 twice, `refused…` 554. */
const refusals = new Map<string, number>();
const smtp = await startSmtpServer({
  refuse: (_attempt, [to]) => {
    const seen = (refusals.get(to) ?? 0) + 1;
    refusals.set(to, seen);
    if (to.startsWith('refuse-twice') && seen <= 2) return { code: 451, message: '4.3.0 Try again later' };
    if (to.startsWith('refused')) return { code: 554, message: '5.7.1 Message rejected' };
    return null;
  },
  // A slow relay for the mail two senders share, so that each has mail in hand while the other claims.
  replyAfterMs: ([to]) => (to.startsWith('shared-') ? 40 : 0),
});

function logCapture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: createLogger('debug', (line) => lines.push(JSON.parse(line))) };
}

const { db, url } = await createTestDatabase();
const mailer = new OutboxMailer(db, from, sessionSecret);
// Each test's senders stop after it (mail queued in this process wakes every sender in it).
const senders: MailSender[] = [];
afterEach(() => Promise.all(senders.splice(0).map((s) => s.stop())));

/** A sender on this test's database (or `db`), through the local SMTP server (or locally); `delivered` collects what it sent. */
function sender(options: { db?: Db; smtp?: boolean; logger?: ReturnType<typeof createLogger>; secret?: string; leaseMs?: number; delivered?: string[] } = {}) {
  const transport = createMailTransport({ SMTP_URL: options.smtp === false ? undefined : smtp.url });
  const deliver = transport.deliver.bind(transport);
  transport.deliver = async (mail) => {
    await deliver(mail);
    options.delivered?.push(mail.to);
  };
  const started = startMailSender({
    db: options.db ?? db,
    transport,
    sessionSecret: options.secret ?? sessionSecret,
    logger: options.logger ?? createLogger('silent'),
    retryBaseMs: 20,
    leaseMs: options.leaseMs,
  });
  senders.push(started);
  return started;
}

const message = (to: string, extra: Partial<MailMessage> = {}): MailMessage => ({
  to,
  kind: 'activation',
  subject: `Your code, ${to}`,
  text: `Your activation code is 493817 (${to}).`,
  html: `<p>Your activation code is <b>493817</b> (${to}).</p>`,
  ...extra,
});

const received = (to: string) => smtp.received.filter((m) => m.to.includes(to));
const row = (to: string) => db('mail_outbox').where({ recipient: to }).first();

describe('the mail sender', () => {
  it('with no mail waiting, says nothing is due (it once said "now", and an idle sender polled every 25 ms)', async () => {
    const own = await createTestDatabase();
    await own.db.raw('DELETE FROM mail_outbox');
    expect(await msUntilNextDue(own.db)).toBeNull();
  });

  it('delivers a mail the relay refused twice (451) on the third attempt, once, with its body, then wipes the body', async () => {
    const to = 'refuse-twice@example.com';
    const s = sender();
    await mailer.send(message(to));
    await expect.poll(() => received(to).length, { timeout: 10_000 }).toBe(1);
    expect(received(to)[0].raw).toContain('Your activation code is 493817 (refuse-twice@example.com).');
    expect(received(to)[0].raw).toMatch(/^Subject: Your code, refuse-twice@example.com/m);
    expect(refusals.get(to)).toBe(3);
    // The relay has it; the sender records it a moment later.
    await expect.poll(async () => (await row(to)).status).toBe('sent');
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 3, transport: 'smtp', sealed: null, last_error: expect.stringContaining('451 4.3.0 Try again later') });
    await s.stop();
    expect(received(to)).toHaveLength(1);
  });

  it('gives a mail up after one try when the relay refuses it for good (5xx), logging it once without its body', async () => {
    const to = 'refused@example.com';
    const { lines, logger } = logCapture();
    sender({ logger });
    await mailer.send(message(to));
    await expect.poll(async () => (await row(to)).status, { timeout: 10_000 }).toBe('failed');
    expect(await row(to)).toMatchObject({ attempts: 1, failed_at: expect.any(String), last_error: expect.stringContaining('554 5.7.1 Message rejected') });
    expect(refusals.get(to)).toBe(1);
    const failed = lines.filter((l) => l.msg === 'mail failed');
    expect(failed).toEqual([expect.objectContaining({ level: 'warn', kind: 'activation', attempts: 1, error: expect.stringContaining('554') })]);
    expect(JSON.stringify(lines)).not.toContain('493817');
    expect(await mailQueueStatus(db)).toMatchObject({ failed: expect.any(Number) });
  });

  it('sends each mail once when two senders (two pools, as two processes) share the database', async () => {
    const other = createDb(url, { max: 4 });
    onTestFinished(() => other.destroy());
    const recipients = Array.from({ length: 12 }, (_, i) => `shared-${i}@example.com`);
    for (const to of recipients) await mailer.send(message(to, { kind: 'order-shipped' }));
    const [byA, byB]: string[][] = [[], []];
    const [a, b] = [sender({ delivered: byA }), sender({ db: other, delivered: byB })];
    await expect.poll(() => recipients.filter((to) => received(to).length > 0).length, { timeout: 10_000 }).toBe(recipients.length);
    await Promise.all([a.stop(), b.stop()]);
    for (const to of recipients) expect(received(to), to).toHaveLength(1);
    // Both took part, neither sent what the other did.
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
    expect([...byA, ...byB].sort()).toEqual([...recipients].sort());
    const rows = await db('mail_outbox').whereIn('recipient', recipients).select('status', 'attempts');
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('retries a mail whose sender died after claiming it, once the claim runs out, and leaves a live claim alone', async () => {
    await mailer.send(message('claimed-live@example.com'));
    // A live sender holds this one for the default five minutes.
    expect(await claimNextMail(db)).toMatchObject({ to: 'claimed-live@example.com', attempts: 1 });
    await mailer.send(message('claimed-dead@example.com'));
    // A sender claims this one for 1 ms and dies before sending.
    expect(await claimNextMail(db, 1)).toMatchObject({ to: 'claimed-dead@example.com', attempts: 1 });
    await mailer.send(message('after-claims@example.com'));
    sender();
    await expect.poll(() => received('after-claims@example.com').length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => received('claimed-dead@example.com').length, { timeout: 10_000 }).toBe(1);
    // The relay has them; the sender records them a moment later.
    await expect.poll(async () => (await row('after-claims@example.com')).status).toBe('sent');
    await expect.poll(async () => (await row('claimed-dead@example.com')).status).toBe('sent');
    expect(await row('claimed-dead@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received('claimed-live@example.com')).toEqual([]);
    expect(await row('claimed-live@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await mailQueueStatus(db)).toMatchObject({ pending: 1, oldestPendingSeconds: expect.any(Number) });
  });

  it('queues a mail with a dedupe key once, however often it is sent', async () => {
    const to = 'dedupe@example.com';
    await Promise.all([1, 2, 3].map(() => mailer.send(message(to, { dedupeKey: 'order-shipped:o-1:line-1' }))));
    await mailer.send(message(to, { dedupeKey: 'order-shipped:o-1:line-2' }));
    expect(await db('mail_outbox').where({ recipient: to }).pluck('dedupe_key')).toEqual(expect.arrayContaining(['order-shipped:o-1:line-1', 'order-shipped:o-1:line-2']));
    expect(await db('mail_outbox').where({ recipient: to }).count({ n: '*' }).first()).toMatchObject({ n: 2 });
    sender();
    await expect.poll(() => received(to).length, { timeout: 10_000 }).toBe(2);
  });

  it('keeps no subject or body in clear: they are sealed until sent', async () => {
    const to = 'sealed@example.com';
    await mailer.send(message(to, { kind: 'password-reset', subject: 'Reset your password', text: 'Choose a new password: https://x.test/resetPwd?sessionId=u1.S3CRET', html: undefined }));
    const { rows } = await db.raw(`SELECT * FROM mail_outbox WHERE recipient = ?`, [to]);
    const stored = JSON.stringify(rows[0]) + Buffer.from(rows[0].sealed).toString('latin1');
    expect(rows[0]).toMatchObject({ subject: null, text: null, html: null, status: 'pending' });
    expect(stored).not.toContain('S3CRET');
    expect(stored).not.toContain('Reset your password');
    // Opened for the dev mailbox with the key; a wrong key opens nothing.
    expect(await listOutbox({ db, sessionSecret }, { to: [to] })).toMatchObject([{ subject: 'Reset your password', text: expect.stringContaining('S3CRET'), status: 'pending' }]);
    expect(await listOutbox({ db, sessionSecret: 'another-secret-another-secret-another' }, { to: [to] })).toEqual([]);
  });

  it('fails, without sending, a mail sealed under another session secret', async () => {
    const to = 'other-key@example.com';
    await new OutboxMailer(db, from, 'an-older-secret-an-older-secret-an-older').send(message(to));
    sender();
    await expect.poll(async () => (await row(to)).status, { timeout: 10_000 }).toBe('failed');
    expect((await row(to)).last_error).toMatch(/cannot be read/);
    expect(received(to)).toEqual([]);
  });

  it('does not send a mail whose code was used (discarded) or whose secret expired while it waited', async () => {
    const { lines, logger } = logCapture();
    await mailer.send(message('discarded@example.com'));
    await mailer.discard('Discarded@Example.com ', 'activation');
    await mailer.send(message('expired@example.com', { expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await mailer.send(message('marker@example.com'));
    sender({ logger });
    await expect.poll(() => received('marker@example.com').length, { timeout: 10_000 }).toBe(1);
    expect(await row('discarded@example.com')).toMatchObject({ status: 'discarded', sealed: null, attempts: 0 });
    expect(await row('expired@example.com')).toMatchObject({ status: 'failed', sealed: null, last_error: 'expired before it could be sent' });
    expect(received('discarded@example.com')).toEqual([]);
    expect(received('expired@example.com')).toEqual([]);
    expect(lines.filter((l) => l.msg === 'mail failed')).toEqual([expect.objectContaining({ kind: 'activation', error: 'expired before it could be sent' })]);
  });
});

describe('local delivery (no SMTP_URL)', () => {
  it('marks the mail delivered and keeps its sealed body for the dev mailbox', async () => {
    const { db: local } = await createTestDatabase();
    const localMailer = new OutboxMailer(local, from, sessionSecret);
    sender({ db: local, smtp: false });
    await localMailer.send(message('local@example.com'));
    await expect.poll(async () => (await local('mail_outbox').where({ recipient: 'local@example.com' }).first()).status, { timeout: 10_000 }).toBe('sent');
    expect(await local('mail_outbox').where({ recipient: 'local@example.com' }).first()).toMatchObject({ transport: 'local', attempts: 1, sealed: expect.any(Buffer) });
    expect(await listOutbox({ db: local, sessionSecret }, { to: ['local@example.com'] })).toMatchObject([{ text: 'Your activation code is 493817 (local@example.com).', status: 'sent' }]);
    // A used code's mail leaves the dev mailbox.
    await localMailer.discard('local@example.com', 'activation');
    expect(await listOutbox({ db: local, sessionSecret }, { to: ['local@example.com'] })).toEqual([]);
  });

  it('keeps the outbox rows from before the queue through the migration, sealing their bodies', async () => {
    const { db: old } = await createTestDatabase();
    await old.raw('DROP TABLE mail_outbox');
    await up(old);
    await addExpiry(old);
    await old('mail_outbox').insert({ sender: from, recipient: 'before@example.com', subject: 'Welcome', text: 'Your activation code is 111222.', html: null, kind: 'activation' });
    await addQueue(old);
    expect(await old('mail_outbox').first()).toMatchObject({ status: 'sent', transport: 'local', text: 'Your activation code is 111222.' });
    sender({ db: old, smtp: false });
    await expect.poll(async () => (await old('mail_outbox').first()).text, { timeout: 10_000 }).toBeNull();
    expect(await old('mail_outbox').first()).toMatchObject({ subject: null, sealed: expect.any(Buffer), status: 'sent' });
    expect(await listOutbox({ db: old, sessionSecret }, { to: ['before@example.com'] })).toMatchObject([{ subject: 'Welcome', text: 'Your activation code is 111222.' }]);
    expect(received('before@example.com')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../infra/mail/outbox';
import { ApiClient, startTestApp } from '../support/http-app';
import { waitForMail } from '../support/mail';

const app = startTestApp();
const password = 'correct horse battery';

async function codeFor(email: string): Promise<string> {
  const { runtime } = await app;
  const [mail] = await listOutbox(runtime, { to: [email] });
  return /activation code is (\d{6})/.exec(mail.text)![1];
}

async function signedUp(email: string) {
  const { base } = await app;
  const client = new ApiClient(base);
  const answer = await client.call('/client/register', { email, password });
  expect(answer).toMatchObject({ status: 200, success: true });
  return client;
}

describe('identity over HTTP', () => {
  it('gives a visitor an anonymous token on first contact, and a cookie to a browser', async () => {
    const { base } = await app;
    const visitor = new ApiClient(base);
    const first = await visitor.call('/common/getSessionId');
    expect(first.data).toMatchObject({ loggedIn: false, user: null });
    expect(first.data.sessionId).toMatch(/^v\./);
    expect(first.headers.get('set-cookie')).toMatch(/rc_session=.*HttpOnly; SameSite=Lax/);
    visitor.token = first.data.sessionId;
    const again = await visitor.call('/common/getSessionId');
    expect(again.data.sessionId).toBe(first.data.sessionId);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('registers, mails an activation code to the outbox, and activates', async () => {
    const { base, runtime } = await app;
    const client = new ApiClient(base);
    const first = (await client.call('/common/getSessionId')).data;
    client.token = first.sessionId;
    const visitorId = first.visitorId;
    const answer = await client.call('/client/register', { email: ' Ann@Example.com ', password, username: 'Ann' });
    expect(answer.data).toMatchObject({ email: 'ann@example.com', status: 'VERIFING', username: 'Ann', roles: ['client'] });
    expect(JSON.stringify(answer.data)).not.toMatch(/scrypt|passwordHash|password/);
    expect(client.token).toMatch(/^u\./);
    // The session keeps the visitor id, so a visitor's cart can follow them.
    const who = await client.call('/common/getSessionId');
    expect(who.data).toMatchObject({ loggedIn: true, visitorId, user: { email: 'ann@example.com', status: 'VERIFING' } });

    const [mail] = await listOutbox(runtime, { to: ['ann@example.com'] });
    expect(mail).toMatchObject({ kind: 'activation', subject: 'Your Roomcraft activation code' });
    const wrong = await client.call('/client/manage/activateEmail', { code: '000000' === (await codeFor('ann@example.com')) ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, success: false });
    const activated = await client.call('/client/manage/activateEmail', { code: await codeFor('ann@example.com') });
    expect(activated.data).toMatchObject({ status: 'ACTIVE' });

    const again = await new ApiClient(base).call('/client/register', { email: 'ann@example.com', password });
    expect(again).toMatchObject({ status: 400, message: 'This e-mail is already registered', data: { fields: { email: 'This e-mail is already registered' } } });
  });

  it('re-sends the activation e-mail with a new code that replaces the old one', async () => {
    const client = await signedUp('resend@example.com');
    const first = await codeFor('resend@example.com');
    expect((await client.call('/client/manage/sendActiveEmail', {})).success).toBe(true);
    const second = await codeFor('resend@example.com');
    if (first !== second) expect((await client.call('/client/manage/activateEmail', { code: first })).status).toBe(400);
    expect((await client.call('/client/manage/activateEmail', { code: second })).data.status).toBe('ACTIVE');
    expect((await client.call('/client/manage/sendActiveEmail', {})).message).toBe('Your e-mail is already verified');
  });

  it('sends at most three activation e-mails an hour, the sign-up mail included, as with reset mail', async () => {
    const { runtime } = await app;
    const client = await signedUp('ivan.resend@example.com');
    for (let i = 0; i < 2; i++) expect(await client.call('/client/manage/sendActiveEmail', {})).toMatchObject({ status: 200, success: true });
    const refused = await client.call('/client/manage/sendActiveEmail', {});
    expect(refused).toMatchObject({ status: 429, success: false, message: 'An activation e-mail was sent recently; please check your inbox' });
    const sent = (await listOutbox(runtime, { to: ['ivan.resend@example.com'] })).filter((m) => m.kind === 'activation');
    expect(sent).toHaveLength(3);
    // Moving to another address would mail a code there too: refused the same way, and the address stays free.
    const moved = await client.call('/client/manage/updateEmail', { email: 'ivan.elsewhere@example.com', password });
    expect(moved).toMatchObject({ status: 429, message: 'An activation e-mail was sent recently; please check your inbox' });
    expect(await listOutbox(runtime, { to: ['ivan.elsewhere@example.com'] })).toEqual([]);
    expect((await signedUp('ivan.elsewhere@example.com')).token).toMatch(/^u\./);
  });

  it('signs in with a new token each time, signs out, and the old token stops working', async () => {
    const { base } = await app;
    await signedUp('bo@example.com');
    const client = new ApiClient(base);
    const wrong = await client.call('/client/login', { email: 'bo@example.com', password: 'not the password' });
    expect(wrong).toMatchObject({ status: 400, success: false, message: 'Incorrect e-mail or password' });
    const login = await client.call('/client/login', { email: 'BO@example.com', password });
    expect(login.data).toMatchObject({ email: 'bo@example.com' });
    expect(login.headers.get('set-cookie')).toMatch(/^rc_session=/);
    const first = client.token!;
    await client.call('/client/login', { email: 'bo@example.com', password });
    const second = client.token!;
    expect(second).not.toBe(first);
    // Rotation: the session the client had before has ended.
    expect((await new ApiClient(base, first).call('/client/manage/get')).status).toBe(401);

    expect((await client.call('/client/manage/get')).data.email).toBe('bo@example.com');
    const out = await client.call('/client/logout', {});
    expect(out.data.token).toMatch(/^v\./);
    expect(client.token).toBe(out.data.token);
    const stale = new ApiClient(base, second);
    expect(await stale.call('/client/manage/get')).toMatchObject({ status: 401, success: false, message: 'Please sign in to continue' });
    expect((await stale.call('/common/getSessionId')).data.loggedIn).toBe(false);
    // A fresh visitor: a new visitor id, so the cart list shown is empty.
    expect((await client.call('/common/getSessionId')).data).toMatchObject({ loggedIn: false });
  });

  it('a browser signs in with the cookie alone; the JSON API takes no sess query (pages do)', async () => {
    const { base } = await app;
    await signedUp('cookie@example.com');
    const login = await fetch(`${base}/api/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'cookie@example.com', password }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const me = await fetch(`${base}/api/client/manage/get`, { headers: { cookie } });
    expect(((await me.json()) as any).data.email).toBe('cookie@example.com');

    const { token } = ((await login.json()) as any).data;
    const sess = Buffer.from(JSON.stringify({ email: 'cookie@example.com', sessionId: token })).toString('base64');
    const viaSess = await fetch(`${base}/api/client/manage/get?sess=${encodeURIComponent(sess)}`);
    expect(viaSess.status).toBe(401);
  });

  it('refuses visitors on every /manage/ call with 401', async () => {
    const { base } = await app;
    const visitor = new ApiClient(base);
    for (const path of ['/client/manage/get', '/client/manage/address/list', '/client/manage/mobile/get', '/client/manage/auth/list']) {
      expect(await visitor.call(path)).toMatchObject({ status: 401, success: false, message: 'Please sign in to continue' });
    }
    for (const path of ['/client/manage/update', '/client/manage/address/save', '/client/manage/updatePwd', '/client/manage/mobile/set', '/client/manage/updateOpenAd']) {
      expect((await visitor.call(path, { username: 'x' })).status).toBe(401);
    }
    expect((await visitor.call('/closeTip/saveTip', { type: 'save' })).status).toBe(401);
    expect((await visitor.call('/closeTip/checkTip?type=save')).data).toBe(false);
  });

  it('keeps each client to their own account and addresses', async () => {
    const alice = await signedUp('alice@example.com');
    const mallory = await signedUp('mallory@example.com');
    const saved = await alice.call('/client/manage/address/save', {
      firstName: 'Alice', lastName: 'Liddell', address1: '1 Rabbit Hole', city: 'Oxford', state: 'CA', zip: '94000',
    });
    expect(saved.data).toMatchObject({ firstName: 'Alice', isDefault: true });
    const id = saved.data.id;

    expect(await mallory.call(`/client/manage/address/get?id=${id}`)).toMatchObject({ status: 404, success: false });
    expect((await mallory.call('/client/manage/address/list')).data).toEqual([]);
    expect((await mallory.call('/client/manage/address/save', { id, firstName: 'M', lastName: 'M', address1: 'x', city: 'x', state: 'x', zip: '00000' })).status).toBe(404);
    expect((await mallory.call('/client/manage/address/delete', { id })).status).toBe(404);
    expect((await mallory.call('/client/manage/address/updateDefaultAddress', { id })).status).toBe(404);
    // Fields naming another user are not taken from the request.
    await mallory.call('/client/manage/update', { username: 'Mallory', userId: (await alice.call('/client/manage/get')).data.id });
    expect((await alice.call('/client/manage/get')).data.username).toBe('');
    expect((await mallory.call('/client/manage/get')).data).toMatchObject({ email: 'mallory@example.com', username: 'Mallory' });
    expect((await alice.call(`/client/manage/address/get?id=${id}`)).data).toMatchObject({ id, address1: '1 Rabbit Hole' });
  });

  it('manages addresses, mobile, preferences and tips', async () => {
    const client = await signedUp('carol@example.com');
    const address = { firstName: 'Carol', lastName: 'C', address1: '2 Main St', city: 'Austin', state: 'TX', zip: '73301' };
    const a = (await client.call('/client/manage/address/save', address)).data;
    const b = (await client.call('/client/manage/address/save', { ...address, address1: '3 Side St' })).data;
    expect(b.isDefault).toBe(false);
    const list = (await client.call('/client/manage/address/updateDefaultAddress', { id: b.id })).data;
    expect(list.map((x: any) => [x.id, x.isDefault])).toEqual([[b.id, true], [a.id, false]]);
    await client.call('/client/manage/address/delete', { id: b.id });
    expect((await client.call('/client/manage/address/list')).data.map((x: any) => x.id)).toEqual([a.id]);

    expect((await client.call('/client/manage/mobile/set', { mobile: '+1 (512) 555-0100' })).data).toEqual({ mobile: '+15125550100' });
    expect((await client.call('/client/manage/mobile/get')).data).toEqual({ mobile: '+15125550100' });
    await client.call('/client/manage/mobile/delete', {});
    expect((await client.call('/client/manage/mobile/get')).data).toEqual({ mobile: null });

    await client.call('/client/manage/updateOpenAd', 'openAd=0', { contentType: 'application/x-www-form-urlencoded' });
    await client.call('/client/manage/updateOpen', { openReceive: false });
    expect((await client.call('/client/manage/get')).data).toMatchObject({ openAd: false, openReceive: false });

    expect((await client.call('/closeTip/checkTip?type=saveTip')).data).toBe(false);
    await client.call('/closeTip/saveTip', { type: 'saveTip' });
    expect((await client.call('/closeTip/checkTip?type=saveTip')).data).toBe(true);
    expect((await client.call('/client/manage/auth/list')).data).toEqual([]);
  });

  it('changes the password (other sessions end) and the e-mail (verified again)', async () => {
    const { base } = await app;
    const client = await signedUp('dave@example.com');
    const other = new ApiClient(base);
    await other.call('/client/login', { email: 'dave@example.com', password });
    const bad = await client.call('/client/manage/updatePwd', { password: 'wrong password', newPwd: 'another good one' });
    expect(bad.status).toBe(400);
    expect((await client.call('/client/manage/updatePwd', { password, newPwd: 'another good one' })).success).toBe(true);
    expect((await other.call('/client/manage/get')).status).toBe(401);
    expect((await client.call('/client/manage/get')).status).toBe(200);

    const taken = await client.call('/client/manage/updateEmail', { email: 'ann@example.com', password: 'another good one' });
    expect(taken.message).toBe('This e-mail is already registered');
    const moved = await client.call('/client/manage/updateEmail', { email: 'dave2@example.com', password: 'another good one' });
    expect(moved.data).toMatchObject({ email: 'dave2@example.com', status: 'VERIFING' });
    expect(await codeFor('dave2@example.com')).toMatch(/^\d{6}$/);
    // The old e-mail is free again.
    expect((await new ApiClient(base).call('/client/register', { email: 'dave@example.com', password })).success).toBe(true);
  });

  it('resets a password with a single-use link, without telling whether an e-mail is registered', async () => {
    const { base, runtime } = await app;
    await signedUp('erin@example.com');
    const visitor = new ApiClient(base);
    const known = await visitor.call('/client/sendResetPwdEmail', { email: 'erin@example.com' });
    const unknown = await visitor.call('/client/sendResetPwdEmail', { email: 'nobody@example.com' });
    expect(unknown).toMatchObject({ status: known.status, success: known.success, message: known.message, data: known.data });
    expect(await listOutbox(runtime, { to: ['nobody@example.com'] })).toEqual([]);

    const [mail] = await waitForMail(runtime, 'erin@example.com', 'password-reset');
    const sessionId = decodeURIComponent(/resetPwd\?sessionId=(\S+)/.exec(mail.text)![1]);
    const reset = await visitor.call('/client/resetPwd', { sessionId, newPwd: 'brand new secret' });
    expect(reset).toMatchObject({ status: 200, success: true });
    const twice = await visitor.call('/client/resetPwd', { sessionId, newPwd: 'yet another secret' });
    expect(twice).toMatchObject({ status: 400, message: 'This reset link is invalid or has expired. Please request a new one.' });
    expect((await visitor.call('/client/resetPwd', { sessionId: 'garbage', newPwd: 'yet another secret' })).status).toBe(400);
    expect((await visitor.call('/client/login', { email: 'erin@example.com', password: 'brand new secret' })).success).toBe(true);
  });

  it('answers a reset request before anything is written or mailed, for a registered e-mail as for an unknown one', async () => {
    const { base, runtime } = await app;
    await signedUp('ines.reset@example.com');
    const visitor = new ApiClient(base);
    // Hold every write to the event store and the outbox (reads go on) while both requests are made.
    const hold = await runtime.db.transaction();
    await hold.raw('LOCK TABLE es_events, mail_outbox IN SHARE MODE');
    const known = await visitor.call('/client/sendResetPwdEmail', { email: 'ines.reset@example.com' });
    const unknown = await visitor.call('/client/sendResetPwdEmail', { email: 'nobody.ines@example.com' });
    // Still held (a request that waited for a write would have had to outlast it): nothing appended or mailed yet.
    const mailed = await hold.raw("SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ? AND kind = 'password-reset'", ['ines.reset@example.com']);
    expect(mailed.rows[0].n).toBe(0);
    await hold.commit();
    expect(known).toMatchObject({ status: 200, success: true });
    expect(unknown).toMatchObject({ status: known.status, success: known.success, message: known.message, data: known.data });
    // Then the reset goes on: the command, and the mail.
    expect(await waitForMail(runtime, 'ines.reset@example.com', 'password-reset')).toHaveLength(1);
  });

  it('sends at most three reset e-mails an hour to one address, answering every request the same', async () => {
    const { base, runtime } = await app;
    await signedUp('hana.reset@example.com');
    const visitor = new ApiClient(base);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await visitor.call('/client/sendResetPwdEmail', { email: 'hana.reset@example.com' }));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, success: true, message: answers[0].message });
    // Wait as long as five would take to arrive: only three come.
    expect(await waitForMail(runtime, 'hana.reset@example.com', 'password-reset', 5, 3000)).toHaveLength(3);
  });

  it('a reset link expires', async () => {
    const { base, runtime } = await app;
    await signedUp('frank@example.com');
    const visitor = new ApiClient(base);
    await visitor.call('/client/sendResetPwdEmail', { email: 'frank@example.com' });
    const [mail] = await waitForMail(runtime, 'frank@example.com', 'password-reset');
    const sessionId = decodeURIComponent(/resetPwd\?sessionId=(\S+)/.exec(mail.text)![1]);
    const [userId, secret] = sessionId.split('.');
    const { identityCommands } = await import('../../domain/identity/commands');
    const { tokenHash, hashPassword } = await import('../../infra/identity/secrets');
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const late = runtime.execute(identityCommands.ResetPassword, { userId, tokenHash: tokenHash(secret), passwordHash: await hashPassword('too late now') }, { actor: { kind: 'visitor', visitorId: 'v' }, now: inTwoHours });
    await expect(late).rejects.toMatchObject({ code: 'RESET_LINK_INVALID' });
  });

  it('answers bad input with field messages and appends nothing', async () => {
    const { base, runtime } = await app;
    const visitor = new ApiClient(base);
    const before = (await runtime.store.readAll({ limit: 100000 })).length;
    const bad = await visitor.call('/client/register', { email: 'not-an-email', password: 'short' });
    expect(bad).toMatchObject({ status: 400, success: false, data: { fields: { email: 'Please enter a valid e-mail', password: 'Password must be at least 8 characters' } } });
    const missing = await visitor.call('/client/login', {});
    expect(missing.data.fields).toEqual({ email: 'Please enter e-mail', password: 'Please enter password' });
    const malformed = await visitor.call('/client/register', '{"email": ', { contentType: 'application/json' });
    expect(malformed).toMatchObject({ status: 400, message: 'The request body is not valid JSON' });
    const client = await signedUp('gina@example.com');
    const afterSignUp = (await runtime.store.readAll({ limit: 100000 })).length;
    expect((await client.call('/client/manage/address/save', { firstName: '', zip: '!' })).data.fields).toMatchObject({
      firstName: 'Please enter first name', zip: 'Please enter a valid zip code', city: 'Please enter city',
    });
    expect((await client.call('/client/manage/mobile/set', { mobile: 'call me' })).data.fields).toEqual({ mobile: 'Please enter a valid mobile number' });
    expect((await client.call('/client/manage/activateEmail', { code: '12' })).data.fields).toEqual({ code: 'The code has 6 digits' });
    expect((await runtime.store.readAll({ limit: 100000 })).length).toBe(afterSignUp);
    expect(afterSignUp).toBeGreaterThan(before);
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../domain/shared/personal-data';
import { exportEvents } from '../../workers/event-export';
import { signedInClient, signedInDemo } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * Issue 20: analysts read the event log with customers' e-mails, phones, names,
 * street addresses and network addresses masked — in events, stream lists,
 * stream detail, folded states and the export — while staff read it as before.
 */
const street = '22 Oak Avenue';
const phone = '5125550188';
const username = 'Ada Lovelace';
const senderEmail = 'mallory.sender@example.com';
const senderName = 'Mallory Deals';
const throttledAddress = '203.0.113.99';

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const login = (email: string, address: string) => signedInDemo(base, email, address);
  const staff = await login('staff@roomcraft.local', '192.0.2.80');
  const analyst = await login('analyst@roomcraft.local', '192.0.2.81');
  const client = await signedInClient(runtime, base, 'privacy');
  expect((await client.call('/client/manage/update', { username })).status).toBe(200);
  expect((await client.call('/client/manage/mobile/set', { mobile: phone })).status).toBe(200);
  expect((await client.call('/client/manage/address/save', { firstName: 'Ada', lastName: 'Lovelace', address1: street, address2: 'Apt 4', city: 'Austin', state: 'TX', zip: '73301', phone })).status).toBe(200);
  expect((await new ApiClient(base, null, '198.51.100.90').call('/common/saveContact', { name: senderName, email: senderEmail, topic: 'other', message: 'Please call me back about my sofa.' })).status).toBe(200);
  // A failed sign-in from an address: its throttle stream is named by the address.
  expect((await new ApiClient(base, null, throttledAddress).call('/client/login', { email: client.email, password: 'not the password' })).success).toBe(false);
  await settled(runtime);
  return { runtime, staff, analyst, client, errors };
})();

const qs = (query: Record<string, unknown>) => '?' + new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])).toString();
const log = async (who: ApiClient, path: string, query: Record<string, unknown> = {}) => {
  const answer = await who.call(`/admin/event-log${path}${Object.keys(query).length ? qs(query) : ''}`);
  return { ...answer, text: JSON.stringify(answer.data) };
};
const streamPath = (id: string) => `/streams/${encodeURIComponent(id)}`;

describe('the event log for analysts: personal data masked', () => {
  it('masks e-mails, phones, names, streets and addresses in events, streams, detail and state; staff read them as before', async () => {
    const { analyst, staff, client, errors } = await ready;
    const clear = [client.email, phone, street, 'Lovelace', senderEmail, senderName, throttledAddress];
    const noneIn = (text: string, where: string) => {
      for (const value of clear) expect(text, `${where}: ${value}`).not.toContain(value);
    };

    const mine = await log(analyst, '/events', { filter: { actor: client.userId }, range: [0, 499] });
    expect(mine.status).toBe(200);
    expect(mine.data.total).toBeGreaterThanOrEqual(3);
    noneIn(mine.text, 'events by actor');
    const address = mine.data.list.find((e: { type: string }) => e.type === 'AddressSaved');
    expect(address.data.address).toMatchObject({ firstName: 'Ada', lastName: 'L.', address1: '***', city: 'Austin', zip: '73***', phone: '***88' });
    const registered = await log(analyst, '/events', { filter: { type: ['AccountRegistered', 'EmailClaimed'], q: client.userId }, range: [0, 499] });
    noneIn(registered.text, 'registration');
    const contact = await log(analyst, '/events', { filter: { type: 'ContactMessageReceived' }, range: [0, 499] });
    expect(contact.data.list[0].data).toMatchObject({ name: 'Mallory D.', email: maskEmail(senderEmail), message: 'Please call me back about my sofa.' });
    noneIn(contact.text, 'contact');
    const failed = await log(analyst, '/events', { filter: { type: 'SignInFailed' }, range: [0, 499] });
    expect(failed.data.total).toBeGreaterThan(0);
    noneIn(failed.text, 'sign-in throttle');
    const everything = await log(analyst, '/events', { filter: { context: 'identity' }, range: [0, 499] });
    noneIn(everything.text, 'identity events');

    // Streams: ids holding an e-mail or an address are masked, and cannot be looked for.
    const claims = await log(analyst, '/streams', { filter: { prefix: 'identity-email-' }, range: [0, 499] });
    expect(claims.data.list.map((s: { id: string }) => s.id)).toContain(`identity-email-${maskEmail(client.email)}`);
    noneIn(claims.text, 'e-mail claim streams');
    const throttles = await log(analyst, '/streams', { filter: { prefix: 'identity-throttle-' }, range: [0, 499] });
    expect(throttles.data.list.map((s: { id: string }) => s.id)).toContain('identity-throttle-address:203.0.***');
    noneIn(throttles.text, 'throttle streams');
    for (const filter of [{ q: client.email }, { streamId: `identity-email-${client.email}` }, { id: [`identity-email-${client.email}`] }, { q: throttledAddress }])
      expect((await log(analyst, '/streams', { filter })).data.total, JSON.stringify(filter)).toBe(0);
    for (const path of [streamPath(`identity-email-${client.email}`), `${streamPath(`identity-email-${client.email}`)}/state`, streamPath(`identity-throttle-address:${throttledAddress}`)])
      expect((await log(analyst, path)).status, path).toBe(404);

    // A stream's detail and its folded state.
    const detail = await log(analyst, streamPath(`identity-${client.userId}`));
    expect(detail.status).toBe(200);
    noneIn(detail.text, 'account stream');
    const state = await log(analyst, `${streamPath(`identity-${client.userId}`)}/state`);
    expect(state.status).toBe(200);
    expect(state.text).toContain(maskEmail(client.email));
    noneIn(state.text, 'account state');
    const contactStream = contact.data.list[0].streamId as string;
    noneIn((await log(analyst, `${streamPath(contactStream)}/state`)).text + (await log(analyst, streamPath(contactStream))).text, 'contact stream');

    // Staff read the log as before: personal data in clear, secrets redacted.
    const staffMine = await log(staff, '/events', { filter: { actor: client.userId }, range: [0, 499] });
    expect(staffMine.text).toContain(street);
    expect(staffMine.text).toContain(phone);
    const staffState = await log(staff, `${streamPath(`identity-${client.userId}`)}/state`);
    expect(staffState.data.state.account).toMatchObject({ email: client.email, username, mobile: phone });
    expect(staffState.text).not.toContain('scrypt');
    expect((await log(staff, streamPath(`identity-email-${client.email}`))).data.stream.streamId).toBe(`identity-email-${client.email}`);
    expect((await log(staff, '/streams', { filter: { q: client.email } })).data.total).toBe(1);
    expect(errors).toEqual([]);
  });

  it('exports the log with personal data masked', async () => {
    const { runtime, client } = await ready;
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const result = await exportEvents(runtime.store, sink, {});
    expect(result.written).toBeGreaterThan(0);
    const text = lines.join('\n');
    for (const value of [client.email, phone, street, 'Lovelace', senderEmail, senderName, throttledAddress]) expect(text, value).not.toContain(value);
    expect(text).toContain(`"streamId":"identity-email-${maskEmail(client.email)}"`);
    const saved = lines.map((l) => JSON.parse(l)).find((e) => e.type === 'AddressSaved' && e.streamId === `identity-${client.userId}`);
    expect(saved.data.address).toMatchObject({ address1: '***', lastName: 'L.', city: 'Austin' });
  });
});

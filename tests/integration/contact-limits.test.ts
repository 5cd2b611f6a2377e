import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { contactAcknowledgementLimit, contactAddressLimit, contactThrottledMessage } from '../../domain/support/contact';
import { listOutbox } from '../../infra/mail/outbox';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * Issue 20: the contact form mailed what anyone wrote to any address, 5 an hour
 * per visitor id, and a fresh visitor id was free. Now: a limit per client
 * address too (TRUST_PROXY=1 in tests: the X-Forwarded-For address), at most a
 * few acknowledgements per e-mail address, and the acknowledgement is fixed
 * text; staff still read the whole message. The mail fake is the outbox.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const staff = new ApiClient(base, null, '192.0.2.70');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, staff, errors: loggedErrors(runtime) };
})();

/** A message from a visitor of its own (no token: a fresh visitor id each time) at `address`. */
async function contact(address: string, body: Record<string, unknown>) {
  const { base } = await ready;
  return new ApiClient(base, null, address).call('/common/saveContact', { topic: 'other', name: 'Sam Sender', ...body });
}

async function staffMessages(): Promise<{ email: string; name: string; message: string }[]> {
  const { staff } = await ready;
  return (await staff.call('/admin/contact-messages?pageSize=100')).data.list;
}

describe('the contact form cannot be used to mail others', () => {
  it('mails a fixed acknowledgement, none of the sender’s text; staff read all of it', async () => {
    const { runtime } = await ready;
    const message = 'Cheap pills at https://spam.example/buy — call +1 555 0100 now!';
    const sent = await contact('198.51.100.30', { name: 'Mallory <b>Deals</b>', email: 'target-one@example.com', topic: 'price-match', orderNumber: 'RC-2026-999999', message });
    expect(sent).toMatchObject({ status: 200, success: true });
    const [mail, ...more] = await listOutbox(runtime, { to: ['target-one@example.com'] });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'contact-acknowledgement', subject: 'We have your message — Roomcraft customer care' });
    for (const part of [mail!.text, mail!.html ?? '']) {
      for (const typed of ['spam.example', '555', 'Mallory', 'Deals', 'RC-2026-999999', 'Price matching']) expect(part, typed).not.toContain(typed);
    }
    // The same text whoever writes and whatever they write.
    await contact('198.51.100.31', { name: 'Ann Other', email: 'target-two@example.com', message: 'A perfectly ordinary question about a lamp.' });
    const [other] = await listOutbox(runtime, { to: ['target-two@example.com'] });
    expect({ text: other!.text, html: other!.html }).toEqual({ text: mail!.text, html: mail!.html });
    expect((await staffMessages()).find((m) => m.email === 'target-one@example.com')).toMatchObject({ name: 'Mallory <b>Deals</b>', message });
  });

  it('counts messages per client address, whatever visitor ids it uses', async () => {
    const address = '198.51.100.40';
    for (let n = 1; n <= contactAddressLimit; n++) expect((await contact(address, { email: `per-address-${n}@example.com`, message: `Message number ${n} from one address.` })).status, `message ${n}`).toBe(200);
    const refused = await contact(address, { email: 'per-address-late@example.com', message: 'One more from the same address.' });
    expect(refused).toMatchObject({ status: 429, success: false, message: contactThrottledMessage });
    expect((await staffMessages()).filter((m) => m.email.startsWith('per-address-'))).toHaveLength(contactAddressLimit);
    // Another address is not held back.
    expect((await contact('198.51.100.41', { email: 'per-address-other@example.com', message: 'From another address entirely.' })).status).toBe(200);
  });

  it('acknowledges only the first few messages naming one e-mail address; staff still get every message', async () => {
    const { runtime, errors } = await ready;
    const target = 'victim@example.com';
    for (let n = 1; n <= 12; n++) {
      const sent = await contact(`203.0.113.${100 + n}`, { email: target, message: `Message number ${n} naming the victim.` });
      expect(sent, `message ${n}`).toMatchObject({ status: 200, success: true });
    }
    expect(await listOutbox(runtime, { to: [target] })).toHaveLength(contactAcknowledgementLimit);
    expect((await staffMessages()).filter((m) => m.email === target)).toHaveLength(12);
    expect(errors).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../infra/mail/outbox';
import { waitForMail } from '../support/mail';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  // NODE_ENV=development: the mailbox is on, as with `npm start` on a fresh machine.
  shop = await startShop({ NODE_ENV: 'development' });
});

async function register(v: PageVisitor, email: string) {
  await v.get('/sign-in');
  const res = await v.post('/sign-in', { intent: 'register', csrf: v.csrf, via: 'page', redirectTo: '/', email, password: 'mailbox password' });
  expect(res.status).toBe(302);
}

describe('the development mailbox (account takeover through reset links)', () => {
  it('shows a browser the activation code of the account it signed up, and nobody else', async () => {
    const owner = new PageVisitor(shop.base);
    await register(owner, 'owner.mailbox@example.com');
    const own = await owner.get('/dev/mailbox');
    expect(own.status).toBe(200);
    expect(own.html).toMatch(/activation code is \d{6}/);

    const stranger = new PageVisitor(shop.base);
    const theirs = await stranger.get('/dev/mailbox?to=owner.mailbox%40example.com');
    expect(theirs.status).toBe(200);
    expect(theirs.html).not.toContain('activation code is');
    expect(theirs.html).toContain('No mail yet.');
  });

  it("never shows a reset link for someone else's account, staff included, to the browser that asked for it", async () => {
    const attacker = new PageVisitor(shop.base);
    await attacker.get('/forget');
    const asked = await attacker.post('/forget', { csrf: attacker.csrf, email: 'staff@roomcraft.local' });
    expect(asked.status).toBeLessThan(400);
    expect(await waitForMail(shop.runtime, 'staff@roomcraft.local', 'password-reset')).toHaveLength(1);
    const page = await attacker.get('/dev/mailbox?to=staff%40roomcraft.local');
    expect(page.html).not.toContain('resetPwd');
  });

  it('answers nothing to a request that came through a proxy (the real sender is elsewhere)', async () => {
    const owner = new PageVisitor(shop.base);
    await register(owner, 'proxied.mailbox@example.com');
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded'])
      expect((await owner.get('/dev/mailbox', { [header]: '203.0.113.50' })).status, header).toBe(404);
  });

  it('deletes a reset link once it has been used', async () => {
    const v = new PageVisitor(shop.base);
    await register(v, 'reset.mailbox@example.com');
    await v.get('/forget');
    await v.post('/forget', { csrf: v.csrf, email: 'reset.mailbox@example.com' });
    const [mail] = await waitForMail(shop.runtime, 'reset.mailbox@example.com', 'password-reset');
    const key = decodeURIComponent(/resetPwd\?sessionId=(\S+)/.exec(mail.text)![1]);
    const reset = await fetch(`${shop.base}/api/client/resetPwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: key, newPwd: 'a brand new password' }),
    });
    expect(reset.status).toBe(200);
    expect((await listOutbox(shop.runtime, { to: ['reset.mailbox@example.com'] })).filter((m) => m.kind === 'password-reset')).toEqual([]);
  });
});

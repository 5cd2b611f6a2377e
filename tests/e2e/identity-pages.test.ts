import { beforeAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { getAccount } from '../../projections/identity/accounts';
import { listAddresses } from '../../projections/identity/addresses';
import { apiRegister, apiToken } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

const dialog = /role="dialog"[^>]*aria-modal="true"/;

describe('identity pages without scripts', () => {
  it('answers each page with its status, and opens the modal where the address asks for it', async () => {
    const v = new PageVisitor(shop.base);
    const home = await v.get('/');
    expect(home.status).toBe(200);
    expect(home.html).not.toMatch(dialog);
    expect(home.html).toContain('href="/sign-in?redirectTo=%2F"');
    for (const path of ['/sign-in', '/design/sign-in', '/diy/sign-in', '/?login=1', '/marketPlace/index?login=1']) {
      const page = await v.get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toMatch(dialog);
      expect(page.html, path).toMatch(/<h2[^>]*class="modal__title"[^>]*>Sign in<\/h2>/);
    }
    expect((await v.get('/?register=1')).html).toMatch(/class="modal__title"[^>]*>Join Roomcraft</);
    for (const path of ['/client', '/client/info', '/client/update/info', '/client/update/email', '/client/update/password', '/client/update/address', '/client/update/sms', '/client/notification', '/cart/manage/list']) {
      const page = await v.get(path);
      expect(page.status, path).toBe(401);
      expect(page.html, path).toContain('Please sign in to continue');
      expect(page.html, path).toMatch(dialog);
    }
    // The mood board page asks a visitor to sign in, and reloads once they have.
    const asked = await v.get('/client/detail/mood_board?id=mb0123456789abcdef');
    expect(asked).toMatchObject({ status: 302, location: '/client/detail/mood_board?id=mb0123456789abcdef&login=1' });
    const board = await v.get(asked.location!);
    expect(board.status).toBe(401);
    expect(board.html).toMatch(dialog);
    expect((await v.get('/forget')).status).toBe(200);
    expect((await v.get('/resetPwd?sessionId=abc.def')).html).toContain('Save new password');
    expect((await v.get('/resetPwd')).html).toContain('This reset link is invalid or has expired. Please request a new one.');
    const refused = await v.get('/page/403');
    expect(refused.status).toBe(403);
    expect(refused.html).toMatch(/<h1[^>]*>No access\.<\/h1>/);
    expect((await v.get('/home/bindex')).status).toBe(200);
    expect(await v.get('/sign-out')).toMatchObject({ status: 302, location: '/' });
    const icon = await fetch(`${shop.base}/favicon.ico`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('answers the console page (/admin) with 401 and a way to sign in to a visitor, and No access. (403) to a client', async () => {
    const visitor = await new PageVisitor(shop.base).get('/admin');
    expect(visitor.status).toBe(401);
    expect(visitor.html).toContain('Please sign in');
    const client = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const refused = await client.get('/admin');
    expect(refused.status).toBe(403);
    expect(refused.html.slice(refused.html.indexOf('<main'))).toContain('No access.');
  });

  it('shows the account pages to a signed-in client and sends them on from sign-in addresses', async () => {
    const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    for (const path of ['/client', '/client/info', '/client/update/info', '/client/update/email', '/client/update/password', '/client/update/address', '/client/update/sms', '/client/notification']) {
      const page = await v.get(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain('Hello, Casey Client');
      expect(page.html, path).not.toMatch(dialog);
    }
    expect((await v.get('/client')).html).toContain('Connected accounts');
    expect(await v.get('/sign-in')).toMatchObject({ status: 302, location: '/' });
    expect(await v.get('/design/sign-in?redirectTo=%2Fclient')).toMatchObject({ status: 302, location: '/client' });
    expect(await v.get('/sign-in?redirectTo=%2F%2Fevil.example')).toMatchObject({ status: 302, location: '/' });
  });

  it('signs in from a sess query and out with status=logout, each followed by a clean address', async () => {
    const token = await apiToken(shop.base, 'designer@roomcraft.local', 'roomcraft-demo');
    const sess = Buffer.from(JSON.stringify({ email: 'designer@roomcraft.local', sessionId: token })).toString('base64');
    const v = new PageVisitor(shop.base);
    const adopted = await v.get(`/marketPlace/index?page=2&sess=${encodeURIComponent(sess)}`);
    expect(adopted).toMatchObject({ status: 302, location: '/marketPlace/index?page=2' });
    expect((await v.get('/marketPlace/index?page=2')).html).toContain('Dana Designer');
    const out = await v.get('/marketPlace/index?status=logout&page=2');
    expect(out).toMatchObject({ status: 302, location: '/marketPlace/index?page=2' });
    expect((await v.get('/marketPlace/index?page=2')).html).toContain('>Sign in<');
    // The browser had a session of its own: the token the link carried is not ended by it.
    expect((await fetch(`${shop.base}/api/client/manage/get`, { headers: { authorization: token } })).status).toBe(200);
    // A sess that does not match its session is dropped, and still stripped.
    const forged = Buffer.from(JSON.stringify({ email: 'staff@roomcraft.local', sessionId: token })).toString('base64');
    expect(await new PageVisitor(shop.base).get(`/?sess=${encodeURIComponent(forged)}`)).toMatchObject({ status: 302, location: '/' });
  });

  it('answers bad form posts with field messages and changes nothing', async () => {
    const email = 'pat.pages@example.com';
    const { data } = await apiRegister(shop.base, email, 'pat password', 'Pat');
    const v = await new PageVisitor(shop.base).signIn(email, 'pat password');
    const post = (path: string, fields: Record<string, string>) => v.post(path, { csrf: v.csrf, ...fields });

    const stranger = new PageVisitor(shop.base);
    await stranger.get('/sign-in');
    const login = await stranger.post('/sign-in', { intent: 'login', csrf: stranger.csrf, via: 'page', email: 'not-an-email', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.html).toContain('Please enter a valid e-mail');

    const password = await post('/client/update/password', { password: 'wrong password', newPwd: 'new password 1', confirmPwd: 'new password 1' });
    expect(password.status).toBe(400);
    expect(password.html).toContain('Your current password is not right');
    expect(await apiToken(shop.base, email, 'pat password')).toMatch(/^u\./);

    const short = await post('/client/update/password', { password: 'pat password', newPwd: 'short', confirmPwd: 'short' });
    expect([short.status, short.html.includes('Password must be at least 8 characters')]).toEqual([400, true]);

    const mobile = await post('/client/update/sms', { intent: 'set', mobile: 'call me' });
    expect([mobile.status, mobile.html.includes('Please enter a valid mobile number')]).toEqual([400, true]);
    const address = await post('/client/update/address?edit=new', { intent: 'save', id: 'new', firstName: '', lastName: 'Pages', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '7' });
    expect(address.status).toBe(400);
    expect(address.html).toContain('Please enter first name');
    expect(address.html).toContain('Please enter a valid zip code');
    const name = await post('/client/update/info', { username: 'x'.repeat(61) });
    expect([name.status, name.html.includes('Name is at most 60 characters')]).toEqual([400, true]);
    const same = await post('/client/update/email', { email, password: 'pat password' });
    expect([same.status, same.html.includes('This is already your e-mail')]).toEqual([400, true]);
    const code = await post('/client/verify', { intent: 'activate', code: '12' });
    expect(code.status).toBe(400);

    const account = await getAccount(shop.runtime.db, data.id);
    expect(account).toMatchObject({ username: 'Pat', mobile: null, status: 'VERIFING', email });
    expect(await listAddresses(shop.runtime.db, data.id)).toEqual([]);

    // The same posts with good input do change the account.
    expect((await post('/client/update/sms', { intent: 'set', mobile: '+1 (415) 555-0100' })).status).toBe(200);
    expect((await post('/client/update/info', { username: 'Pat Pages' })).status).toBe(200);
    expect((await post('/client/notification', { intent: 'openAd', value: 'false' })).status).toBe(200);
    expect(await getAccount(shop.runtime.db, data.id)).toMatchObject({ username: 'Pat Pages', mobile: '+14155550100', openAd: false, openReceive: true });
  });

  it('answers /forget the same whether or not the e-mail has an account', async () => {
    const v = new PageVisitor(shop.base);
    await v.get('/forget');
    const unknown = await v.post('/forget', { csrf: v.csrf, email: 'nobody.here@example.com' });
    const known = await v.post('/forget', { csrf: v.csrf, email: 'salesman@roomcraft.local' });
    const answer = 'If an account exists for this e-mail, we have sent it a link to reset the password.';
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknown.html).toContain(answer);
    expect(known.html).toContain(answer);
    expect((await v.post('/forget', { csrf: v.csrf, email: 'nope' })).html).toContain('Please enter a valid e-mail');
  });

  it('refuses a cross-site form post, a post without the form token and one with another session’s token', async () => {
    const v = await new PageVisitor(shop.base).signIn('salesman@roomcraft.local', 'roomcraft-demo');
    const before = await getAccount(shop.runtime.db, 'demo-salesman');
    const change = { username: 'Mallory Was Here' };
    // A foreign Origin is refused before routing (where Remix would throw a 500) with the spec's 403.
    const foreign = await v.post('/client/update/info', { csrf: v.csrf, ...change }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const attempts = [
      await v.post('/client/update/info', { csrf: v.csrf, ...change }, { 'sec-fetch-site': 'cross-site' }),
      await v.post('/client/update/info', change),
    ];
    const other = new PageVisitor(shop.base);
    await other.get('/sign-in');
    attempts.push(await v.post('/client/update/info', { csrf: other.csrf, ...change }));
    for (const attempt of attempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.html).toContain('No access.');
    }
    expect(await getAccount(shop.runtime.db, 'demo-salesman')).toEqual(before);

    // Sign-out and sign-in posts are checked the same way.
    const signOut = await v.post('/sign-out', { csrf: v.csrf }, { origin: 'https://evil.example' });
    expect(signOut.status).toBe(403);
    expect((await v.get('/client')).status).toBe(200);
    const stranger = new PageVisitor(shop.base);
    await stranger.get('/sign-in');
    const login = await stranger.post('/sign-in', { intent: 'login', via: 'page', email: 'salesman@roomcraft.local', password: 'roomcraft-demo' });
    expect(login.status).toBe(403);
    expect(login.setCookie).toBeNull();

    // The same post from the site itself goes through.
    expect((await v.post('/client/update/info', { csrf: v.csrf, username: 'Sam Sales' })).status).toBe(200);
    const out = await v.post('/sign-out', { csrf: v.csrf });
    expect(out).toMatchObject({ status: 302, location: '/' });
    expect((await v.get('/client')).status).toBe(401);
  });

  it('sends a supplier_b user’s logo to /home/bindex', async () => {
    const { data } = await apiRegister(shop.base, 'supplier@example.com', 'supplier password', 'Supply Co', '198.51.100.9');
    await shop.runtime.execute(identityCommands.ChangeAccountRoles, { userId: data.id, roles: ['supplier_b'] }, { actor: { kind: 'system' } });
    const v = await new PageVisitor(shop.base).signIn('supplier@example.com', 'supplier password');
    const home = await v.get('/');
    expect(home.html).toMatch(/<header[\s\S]*?<a[^>]*class="logo"[^>]*href="\/home\/bindex"|<header[\s\S]*?<a[^>]*href="\/home\/bindex"[^>]*class="logo"/);
    expect((await new PageVisitor(shop.base).get('/')).html).toMatch(/<header[\s\S]*?<a[^>]*href="\/"[^>]*class="logo"|<header[\s\S]*?<a[^>]*class="logo"[^>]*href="\/"/);
  });
});

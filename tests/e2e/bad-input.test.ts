import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { apiToken } from './identity-browser';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';
import { loggedErrors } from '../support/http-app';
import { bodies, expectNoServerError, queries } from './hostile-input';

let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[] = [];
let clientToken: string;
let staffToken: string;
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  clientToken = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo');
  staffToken = await apiToken(shop.base, 'staff@roomcraft.local', 'roomcraft-demo');
});

/** Every kind of page, signed in as a client. */
const pages = ['/', '/marketPlace/index', '/marketPlace/category/seating', '/marketPlace/category/promo', '/marketPlace/product/g00001', '/marketPlace/product/g00001/reviews', '/sign-in', '/forget', '/resetPwd', '/client', '/client/update/info', '/client/update/email', '/client/update/password', '/client/update/address', '/client/update/sms', '/client/notification', '/client/verify', '/home/bindex', '/payment/index/cart', '/payment/index/checkout', '/payment/payStep/shipping', '/payment/payStep/billing', '/payment/payStep/review', '/payment/processing', '/payment/confirmation', '/print/order', '/print/confirmation', '/client/credit', '/client/update/payment', '/client/order', '/customer/index', '/customer/contact', '/customer/shipping', '/design/room', '/design/roomGpt', '/design/image', '/design/personality', '/design/payment/index', '/design/payment/payment', '/design/payment/continue', '/design/budget/rangeSelection', '/design/roomDetail/roomSelect', '/design/review/review', '/design/success', '/project/index', '/hidden/project/index', '/design/meeting', '/refer-a-friend', '/chat/index', '/chat/detail', '/notice/index', '/hidden/project/proposal', '/moodboard/comment/mb0000000000000000', '/client/detail/mood_board', '/order/detail/o-none', '/admin', '/admin/goods', '/admin/orders/x1/show'];

/** The JSON calls' sweep is bad-input-api.test.ts (a file of its own, so that the two run side by side). */
describe('bad input never gives a 500 or an error in the log', () => {
  // Two halves, each a test of its own: a busy machine takes minutes over the whole.
  for (const [half, list] of [['first', pages.slice(0, Math.ceil(pages.length / 2))], ['second', pages.slice(Math.ceil(pages.length / 2))]] as const) {
    it(`sweeps the pages with hostile queries and form posts of the wrong kind (${half} half)`, { timeout: 300_000 }, async () => {
      const v = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
      for (const page of list) {
        for (const q of queries) expectNoServerError((await v.get(page + q)).status, `GET ${page}${q}`);
        for (const { name, type, body } of bodies) {
          const res = await fetch(shop.base + page, { method: 'POST', headers: { cookie: v.cookie, origin: shop.base, 'content-type': type }, body });
          expectNoServerError(res.status, `POST ${page} ${name}`);
        }
        // Remix's own data requests, from this site and from another.
        for (const origin of [shop.base, 'https://evil.example']) {
          const res = await fetch(`${shop.base}${page === '/' ? '/_root' : page}.data`, {
            method: 'POST',
            headers: { cookie: v.cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
            body: 'intent=x',
          });
          expectNoServerError(res.status, `POST ${page}.data from ${origin}`);
        }
      }
      expect(logged).toEqual([]);
    });
  }

  it('the inbox socket and the chat read calls take hostile upgrades, frames and role types without a 500 or an error', { timeout: 60_000 }, async () => {
    const ws = shop.base.replace(/^http/, 'ws');
    // A session of this test's own (the sweeps post to /client/logout).
    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo', '198.51.100.61');
    const upgrade = (path: string, headers: Record<string, string>) =>
      new Promise<number | 'open'>((resolve) => {
        const s = new WebSocket(`${ws}${path}`, { headers });
        s.once('open', () => (s.close(), resolve('open')));
        s.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        s.once('error', () => resolve(0));
      });
    for (const path of ['/ws/inbox?x=%00', '/ws/inbox/%2e%2e', '/ws/inbox%00', '/ws/inbox'])
      for (const headers of [{} as Record<string, string>, { authorization: token, origin: 'https://evil.example' }, { authorization: 'garbage%00' }]) {
        const got = await upgrade(path, headers);
        expect(got === 'open' ? 101 : got, `${path} ${JSON.stringify(headers)}`).not.toBe(500);
      }
    const socket = new WebSocket(`${ws}/ws/inbox`, { headers: { authorization: token } });
    const frames: { type: string }[] = [];
    socket.on('message', (d) => frames.push(JSON.parse(String(d))));
    await new Promise((r) => socket.once('open', r));
    for (const frame of ['', 'null', '[]', '{"v":1}', '{"v":1,"type":"refresh","x":"\u0000"}', JSON.stringify({ v: 1, type: '__proto__' }), '\ud800']) socket.send(frame);
    socket.send(Buffer.from([0, 1, 2]), { binary: true });
    await expect.poll(() => frames.filter((f) => f.type === 'error').length, { timeout: 10_000 }).toBe(8);
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    socket.send('x'.repeat(5_000));
    expect(await closed).toBe(1009);
    for (const body of [{ roleType: '\u0000' }, { roleType: ['client'] }, { conversationId: 'd-need-1', roleType: 'client', upToSeq: -1 }, { conversationId: 'd-need-1', upToSeq: 1e309 }, { needId: '1', roleType: 'CLIENT' }]) {
      for (const path of ['/chat/manage/read', '/chat/manage/readCounts', '/chat/getNotReadedCount', '/diymb/getNotReadedCount']) {
        const res = await fetch(`${shop.base}/api${path}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expectNoServerError(res.status, `${path} ${JSON.stringify(body)}`);
      }
    }
    expect(logged).toEqual([]);
  });

  it('sweeps the file calls, stored files and the /cors proxy with hostile uploads, SVG and addresses', { timeout: 120_000 }, async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    // A PNG header claiming 100000×100000 pixels: must be refused from its header, never decoded.
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>`;
    const files: [string, Blob | string][] = [
      ['empty', new Blob([])],
      ['text', new Blob(['hello'], { type: 'image/png' })],
      ['svg', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' })],
      ['billion laughs', new Blob([laughs], { type: 'image/svg+xml' })],
      ['truncated png', new Blob([new Uint8Array(png.subarray(0, 30))], { type: 'image/png' })],
      ['pixel bomb', new Blob([new Uint8Array(bomb)], { type: 'image/png' })],
      ['zip', new Blob([new Uint8Array(Buffer.from('504b030414000000', 'hex'))], { type: 'application/zip' })],
      ['a text field instead of a file', 'not a file'],
    ];
    const fileCalls = ['/file/upload', '/file/uploadAndCompress', '/diymb/x1/thumbnail', '/diymb/mb0000000000000000/thumbnail', '/goods/review/save'];
    for (const token of [null, clientToken, staffToken]) {
      const auth: Record<string, string> = token ? { authorization: token } : {};
      for (const call of fileCalls) {
        for (const [name, file] of files) {
          const form = new FormData();
          form.set('file', file as Blob);
          form.set('targetWidth', name === 'zip' ? '-1' : '480');
          // A review's photo travels as `photo`, beside its fields.
          form.set('photo', file as Blob);
          form.set('goodsId', 'g00001');
          form.set('rating', '5');
          form.set('text', 'A hostile photo.');
          const res = await fetch(`${shop.base}/api${call}`, { method: 'POST', headers: auth, body: form });
          expectNoServerError(res.status, `POST ${call} ${name}`);
          expect(res.status, `POST ${call} ${name}`).toBeGreaterThanOrEqual(400);
          expect(((await res.json()) as { message?: string }).message, `POST ${call} ${name}`).toBeTruthy();
        }
        const huge = await fetch(`${shop.base}/api${call}`, { method: 'POST', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, body: new Uint8Array(11 * 1024 * 1024) });
        expect(huge.status, `POST ${call} huge`).toBe(413);
      }
      for (const svgText of [laughs, 42, ['<svg/>'], { a: 1 }, null, '<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="1e9"/>', '<svg'.repeat(1000)]) {
        const res = await fetch(`${shop.base}/api/file/svg2png/moodBoard`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ moodBoardId: 'mb0000000000000000', svgText }) });
        expectNoServerError(res.status, `svg2png ${JSON.stringify(svgText).slice(0, 40)}`);
      }
      for (const q of ['', '?contentType=%00', '?ext=../../x', '?contentType=image/png&contentType=image/gif', '?key=../../etc/passwd']) {
        for (const call of ['/file/getUploadUrl/moodBoardImage', '/file/confirmUpload', '/file/getUploadUrl/moodBoardImageBucket']) {
          const res = await fetch(`${shop.base}/api${call}${q}`, { method: call.includes('confirm') ? 'POST' : 'GET', headers: auth });
          expectNoServerError(res.status, `${call}${q}`);
        }
      }
    }
    const puts = ['/files/incoming/images/u1/x.png', '/files/incoming/images/u1/x.png?type=image/png&expires=99999999999&sig=AAAA', '/files/incoming/images/u1/x.png?type=%00&expires=-1&sig=%ff', '/files/images/u1/x.png?type=image/png', '/files/%2e%2e/x'];
    for (const p of puts) {
      const res = await fetch(shop.base + p, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(png) });
      expectNoServerError(res.status, `PUT ${p}`);
      expect(res.status, `PUT ${p}`).toBeGreaterThanOrEqual(400);
    }
    const gets = ['/files/%00', '/files/..%2f..%2fetc%2fpasswd', '/files/images/%ff', '/cors/%00', '/cors/127.0.0.1/x.png', '/cors/[::1]/x.png', '/cors/localhost:1/x.png', '/cors/169.254.169.254/latest/meta-data', '/cors/', '/cors/a..b/x', '/cors/evil.example/x.png?%00'];
    for (const g of gets) {
      const res = await fetch(shop.base + g, { redirect: 'manual' });
      expectNoServerError(res.status, `GET ${g}`);
      expect(res.status, `GET ${g}`).toBeGreaterThanOrEqual(400);
    }
    expect(logged).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { apiToken } from './identity-browser';
import { startShop } from './shop-server';
import { loggedErrors } from '../support/http-app';
import { rawHead, rawRequest } from '../support/raw-http';
import { apiPaths, overApiPaths } from './hostile-input';

/**
 * Issue 20's families of bad input, over every JSON call: deep nesting, a
 * top-level array or scalar where an object is expected (and the list the spec
 * sends to saveNeedList, which must be taken), malformed escapes in paths and
 * queries, numbers beyond any range, bodies of the wrong type. Each answers a
 * 4xx with a message — never a 500 — and logs no error and no stack trace.
 */

let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[] = [];
const warnings: string[] = [];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  const warn = shop.runtime.logger.warn.bind(shop.runtime.logger);
  shop.runtime.logger.warn = (msg, fields) => {
    warnings.push(`${msg} ${JSON.stringify(fields ?? {})}`);
    warn(msg, fields);
  };
});

const tooDeep = 'This request is nested too deeply (at most 64 levels of arrays and objects)';
const notAnObject = 'The request body must be a JSON object of parameters';
const notAList = 'The request body must be a JSON list, or an object with its list';
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** No stack trace among the warnings the refusals logged. */
const stackless = () => expect(warnings.filter((w) => /\bat .+:\d+:\d+|\\n\s+at /.test(w))).toEqual([]);

async function post(path: string, body: string | Blob, type: string | null, token: string | null) {
  const headers: Record<string, string> = {};
  if (type !== null) headers['content-type'] = type;
  if (token) headers.authorization = token;
  const res = await fetch(`${shop.base}/api${path}`, { method: 'POST', headers, body });
  const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: unknown } | null;
  return { status: res.status, message: json?.message ?? '', data: json?.data };
}

/** The routes that read no JSON body (a signed webhook, the uploads): they refuse these bodies in their own words. */
const notJsonCalls = ['/payment/webhook', '/renders/webhooks/replicate', '/file/upload', '/file/uploadAndCompress', '/diymb/x1/thumbnail'];

describe('bad input families (issue 20)', () => {
  it('a body nested deeper than 64 levels, a top-level array or a scalar: a 400 with its message from every call, as a client and as staff', { timeout: 300_000 }, async () => {
    const client = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo', '198.51.100.71');
    const staff = await apiToken(shop.base, 'staff@roomcraft.local', 'roomcraft-demo', '198.51.100.72');
    expect(apiPaths).toContain('/admin/categories');
    const families = [
      { name: 'object nested 10,000 deep', body: nestedObject(10_000), message: tooDeep },
      { name: 'array nested 10,000 deep', body: nested(10_000), message: tooDeep },
      { name: 'inside a field, 65 deep', body: `{"list":${nested(65)},"id":"1"}`, message: tooDeep },
      { name: 'top-level array', body: '[{"id":"1"}]', message: notAnObject },
      { name: 'string', body: '"x"', message: notAnObject },
      { name: 'number', body: '42', message: notAnObject },
      { name: 'null', body: 'null', message: notAnObject },
      { name: 'true', body: 'true', message: notAnObject },
    ];
    const wrong: string[] = [];
    await overApiPaths(4, async (path) => {
      const token = path.startsWith('/admin/') ? staff : client;
      for (const { name, body, message } of families) {
        const got = await post(path, body, 'application/json', token);
        expect(got.status, `${path} ${name}`).toBeLessThan(500);
        expect(got.status, `${path} ${name}`).toBeGreaterThanOrEqual(400);
        expect(got.message, `${path} ${name}`).toBeTruthy();
        // A call that only reads (a loader) refuses the POST itself.
        if (got.status === 405 || notJsonCalls.includes(path)) continue;
        // The list call takes a top-level array ([{"id":"1"}] is then a list without rooms) and wants a list otherwise.
        const listCall = path === '/multipleNeed/saveNeedList';
        const expected = listCall && name === 'top-level array' ? 'Please choose a room' : listCall && message === notAnObject ? notAList : message;
        if (!got.message.includes(expected)) wrong.push(`${path} ${name}: ${got.status} ${got.message}`);
      }
    });
    expect(wrong).toEqual([]);
    // 64 levels are within the limit: the call judges the content itself.
    const within = await post('/client/manage/update', `{"username":${'['.repeat(63)}"x"${']'.repeat(63)}}`, 'application/json', client);
    expect(within.status).toBe(400);
    expect(within.message).not.toBe(tooDeep);
    expect(logged).toEqual([]);
    stackless();
  });

  it("saveNeedList takes the spec's top-level list, and still the { list } form", { timeout: 60_000 }, async () => {
    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo', '198.51.100.73');
    const spec = '[{"type":"SITE","value":"{\\"id\\":\\"3\\",\\"name\\":\\"Bedroom\\"}"}]';
    const listed = await post('/multipleNeed/saveNeedList', spec, 'application/json', token);
    expect(listed, JSON.stringify(listed)).toMatchObject({ status: 200, message: 'success' });
    expect(listed.data).toMatch(/^pk/);
    const wrapped = await post('/multipleNeed/saveNeedList', `{"list":${spec}}`, 'application/json', token);
    expect(wrapped).toMatchObject({ status: 200, message: 'success' });
    expect(wrapped.data).not.toBe(listed.data);
    // Two rooms from one top-level list: two drafts of one package.
    const two = await post('/multipleNeed/saveNeedList', JSON.stringify([{ type: 'SITE', value: '{"id":"3","name":"Bedroom"}' }, { type: 'SITE', value: { id: 5, name: 'Kitchen' } }]), 'application/json', token);
    expect(two.status).toBe(200);
    const drafts = (await (await fetch(`${shop.base}/api/need/manage/list?status=DRAFT&pageSize=50`, { headers: { authorization: token } })).json()) as { data: unknown };
    expect(JSON.stringify(drafts.data)).toContain(String(two.data));
    // A list the spec would refuse is still refused in its words.
    expect(await post('/multipleNeed/saveNeedList', '[]', 'application/json', token)).toMatchObject({ status: 400, message: 'Please choose a room' });
    expect(await post('/multipleNeed/saveNeedList', '[{"type":"SITE","value":"{\\"id\\":\\"999\\"}"}]', 'application/json', token)).toMatchObject({ status: 400, message: expect.stringContaining('Please choose a room') });
    expect(logged).toEqual([]);
  });

  it('malformed escapes in paths and queries, huge numbers and bodies of the wrong type: 4xx with a message or an answer, never a 500', { timeout: 300_000 }, async () => {
    const host = new URL(shop.base).host;
    // Paths: an undecodable escape names no page and no call (raw, so no client repairs it).
    for (const path of ['/api/client/manage/get/%ZZ', '/api/%E0%A4%A', '/marketPlace/product/%', '/marketPlace/product/%E0%A4%A', '/api/multipleNeed/saveNeedList%ZZ', '/%C0%AF', '/ws/canvas/%ZZ']) {
      const answer = await rawRequest(shop.base, rawHead(`GET ${path} HTTP/1.1`, [['Host', host], ['Connection', 'close']]));
      expect(answer.status, path).toBe(400);
    }
    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo', '198.51.100.74');
    const queries = ['?keywords=%ZZ&page=%E0%A4%A', '?needId=%&id=%%', '?page=1e400&pageSize=-1e400&start=99999999999999999999999&limit=NaN', '?filter=' + encodeURIComponent(nestedObject(100)), '?sort=' + encodeURIComponent(nested(100))];
    const bodies: { name: string; type: string | null; body: string | Blob }[] = [
      { name: 'huge numbers', type: 'application/json', body: '{"page":1e400,"pageSize":-1e400,"priceCents":123456789012345678901234567890,"count":1e-400,"start":-0,"id":1e21,"needId":9007199254740993,"goodsCount":1e308}' },
      { name: 'JSON as text/plain', type: 'text/plain', body: '{"id":"1"}' },
      { name: 'XML', type: 'application/xml', body: '<id>1</id>' },
      { name: 'JSON in UTF-16', type: 'application/json; charset=utf-16', body: new Blob([new Uint8Array(Buffer.from('{"id":"1"}', 'utf16le'))]) },
      { name: 'invalid UTF-8 as JSON', type: 'application/json', body: new Blob([new Uint8Array([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])]) },
      { name: 'multipart without a boundary', type: 'multipart/form-data', body: 'id=1' },
      { name: 'JSON sent as a form', type: 'application/x-www-form-urlencoded', body: '{"id":"1"}' },
      { name: 'form with a broken escape', type: 'application/x-www-form-urlencoded', body: 'id=%ZZ&needId=%E0%A4%A' },
      { name: 'no content type', type: null, body: '{"id":"1"}' },
      { name: 'octet stream', type: 'application/octet-stream', body: new Blob([new Uint8Array([0, 1, 2, 3])]) },
    ];
    await overApiPaths(4, async (path) => {
      for (const q of queries) {
        const res = await fetch(`${shop.base}/api${path}${q}`, { headers: { authorization: token } });
        expect(res.status, `GET ${path}${q.slice(0, 40)}`).toBeLessThan(500);
        if (res.status >= 400) expect(((await res.json().catch(() => ({}))) as { message?: string }).message, `GET ${path}${q.slice(0, 40)}`).toBeTruthy();
        else await res.arrayBuffer();
      }
      for (const { name, type, body } of bodies) {
        const got = await post(path, body, type, token);
        expect(got.status, `POST ${path} ${name}`).toBeLessThan(500);
        if (got.status >= 400) expect(got.message, `POST ${path} ${name}`).toBeTruthy();
      }
    });
    expect(logged).toEqual([]);
    stackless();
  });

  it('the sockets answer a deeply nested frame with an error and stay open', { timeout: 60_000 }, async () => {
    const token = await apiToken(shop.base, 'client@roomcraft.local', 'roomcraft-demo', '198.51.100.75');
    const socket = new WebSocket(`${shop.base.replace(/^http/, 'ws')}/ws/inbox`, { headers: { authorization: token } });
    const frames: { type: string; message?: string }[] = [];
    socket.on('message', (d) => frames.push(JSON.parse(String(d))));
    await new Promise((r) => socket.once('open', r));
    socket.send(`{"v":1,"type":"refresh","x":${nested(400)}}`);
    await expect.poll(() => frames.find((f) => f.type === 'error')?.message, { timeout: 10_000 }).toBe('This message is nested too deeply (at most 64 levels of arrays and objects)');
    socket.send('{"v":1,"type":"ping"}');
    await expect.poll(() => frames.some((f) => f.type === 'pong'), { timeout: 10_000 }).toBe(true);
    socket.close();
    expect(logged).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loggedErrors } from '../support/http-app';
import { rawHead, rawRequest, seeded } from '../support/raw-http';
import { startShop } from './shop-server';

/**
 * Issue 20: one upgrade with a malformed target killed the process. Every
 * upgrade — whatever its request line and headers — gets a 4xx status line (or
 * the connection closed), and the server goes on answering. Raw bytes over TCP
 * to the real server, so nothing tidies the request up on the way.
 */

let shop: Awaited<ReturnType<typeof startShop>>;
let host: string;
let logged: string[] = [];
const warnings: string[] = [];
beforeAll(async () => {
  shop = await startShop();
  host = new URL(shop.base).host;
  logged = loggedErrors(shop.runtime);
  const warn = shop.runtime.logger.warn.bind(shop.runtime.logger);
  shop.runtime.logger.warn = (msg, fields) => {
    warnings.push(`${msg} ${JSON.stringify(fields ?? {})}`);
    warn(msg, fields);
  };
});

const key = 'dGhlIHNhbXBsZSBub25jZQ==';
const upgradeHeaders = (h: string): [string, string][] => [
  ['Host', h],
  ['Upgrade', 'websocket'],
  ['Connection', 'Upgrade'],
  ['Sec-WebSocket-Key', key],
  ['Sec-WebSocket-Version', '13'],
];

/** The server is still there: a normal page answers. */
async function stillServing() {
  const home = await rawRequest(shop.base, rawHead('GET / HTTP/1.1', [['Host', host], ['Connection', 'close']]));
  expect(home.status).toBe(200);
}

const is4xx = (status: number | null) => status !== null && status >= 400 && status < 500;
/** No stack trace in what the refusals logged. */
const stackless = () => expect(warnings.filter((w) => /\bat .+:\d+:\d+|\\n\s+at /.test(w))).toEqual([]);

describe('WebSocket upgrades with malformed requests', () => {
  it("answers each of the issue's upgrades with a 4xx and keeps serving", { timeout: 60_000 }, async () => {
    for (const target of ['/ws/canvas/%ZZ', '/ws/canvas/%E0%A4%A', '//x:99999/', '//[::1/ws/inbox', 'http://%zz/ws/inbox']) {
      const answer = await rawRequest(shop.base, rawHead(`GET ${target} HTTP/1.1`, upgradeHeaders(host)));
      expect(is4xx(answer.status), `${target}: ${answer.head}`).toBe(true);
      await stillServing();
    }
    // Well-formed upgrades are still judged by their socket server: a visitor on the inbox is 401, a board that does not exist 404.
    expect((await rawRequest(shop.base, rawHead('GET /ws/inbox HTTP/1.1', upgradeHeaders(host)))).status).toBe(401);
    expect((await rawRequest(shop.base, rawHead('GET /ws/canvas/mb0000000000000000 HTTP/1.1', upgradeHeaders(host)))).status).toBe(404);
    expect((await rawRequest(shop.base, rawHead('GET /ws/nothing-here HTTP/1.1', upgradeHeaders(host)))).status).toBe(404);
    // The handshake's own headers are checked before anything else.
    const without = (name: string) => upgradeHeaders(host).filter(([k]) => k !== name);
    expect((await rawRequest(shop.base, rawHead('GET /ws/inbox HTTP/1.1', without('Sec-WebSocket-Key')))).status).toBe(400);
    expect((await rawRequest(shop.base, rawHead('GET /ws/inbox HTTP/1.1', without('Host')))).status).toBe(400);
    const wrongVersion = await rawRequest(shop.base, rawHead('GET /ws/inbox HTTP/1.1', [...without('Sec-WebSocket-Version'), ['Sec-WebSocket-Version', '12']]));
    expect(wrongVersion.status).toBe(426);
    expect(wrongVersion.head).toMatch(/Sec-WebSocket-Version: 13/i);
    expect((await rawRequest(shop.base, rawHead('GET /ws/inbox HTTP/1.1', [...without('Host'), ['Host', 'x:99999']]))).status).toBe(400);
    expect((await rawRequest(shop.base, rawHead('GET /ws/inbox HTTP/1.1', [...without('Host'), ['Host', '[::1']]))).status).toBe(400);
    await stillServing();
    expect(logged).toEqual([]);
    stackless();
  });

  it('fuzzes targets, headers, versions and keys (seeded): every answer is a 4xx or a closed connection', { timeout: 240_000 }, async () => {
    const r = seeded(20);
    const junk = ['%ZZ', '%E0%A4%A', '%', '%%', '%00', '%2F', '%2e%2e', '..', '[::1', 'x:99999', '%zz', '%ED%A0%80', '\\', '#x', '?key=%ZZ', '?key=%00&key=1', ';', '@', ':', '*', '~', 'mb0000000000000000', 'u1', '%F0%9F%98%80'];
    const prefixes = ['/ws/canvas/', '/ws/inbox', '/ws/inbox/', '/ws/of/', '/ws/of/x/', '/ws/', '/', '//', '//x:99999/', '//[::1/', 'http://', 'http://%zz/', 'https://x', '*', '', '/ws/canvas', '/assets/', '/api/'];
    const goodTargets = ['/ws/inbox', '/ws/inbox?x=1', '/ws/canvas/mb0000000000000000', '/ws/canvas/mb0000000000000000?key=abc', '/ws/of/mb0000000000000000/u1', '/ws/of/o-none/x'];
    const target = () => {
      if (r.chance(0.5)) return r.pick(goodTargets);
      let t = r.pick(prefixes);
      for (let i = r.int(3); i > 0; i--) t += r.pick(junk);
      if (r.chance(0.04)) t += 'a'.repeat(r.pick([1100, 9000]));
      if (r.chance(0.04)) t += '/a'.repeat(r.pick([13, 200]));
      return t;
    };
    const hosts = ['', 'x:99999', '[::1', 'a b', 'localhost', `${host}, evil.example`, 'h'.repeat(300), '%zz', '[::1]:1'];
    const keys = ['', 'short', 'x'.repeat(4000), '!!!!!!!!!!!!!!!!!!!!!!==', `${key}, ${key}`, 'dGhlIHNhbXBsZSBub25jZQ='];
    const versions = ['8', '12', '0', '13, 13', '99999999999999999999', 'abc', ''];
    const upgrades = ['WebSocket', 'h2c', 'websocket, h2c', ''];
    const methods = ['POST', 'HEAD', 'PUT', 'OPTIONS', 'DELETE'];
    const protocols = ['HTTP/1.0', 'HTTP/1.2', 'HTTP/0.9', 'HTTP/2.0'];
    const origins = [shop.base, 'https://evil.example', 'null', '%zz', 'http://[::1'];
    /** Mostly the well-formed value, so that most cases get past one check to the next. */
    const mostly = <T>(good: T, bad: readonly T[]) => (r.chance(0.8) ? good : r.pick(bad));
    const caseOf = (name: string) => (r.chance(0.3) ? name.toUpperCase() : r.chance(0.3) ? name.toLowerCase() : name);

    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const headers: [string, string][] = [];
      const add = (name: string, value: string | null, missing = 0.05) => {
        if (value !== null && !r.chance(missing)) headers.push([caseOf(name), value]);
      };
      add('Host', mostly(host, hosts));
      add('Upgrade', mostly('websocket', upgrades));
      add('Connection', r.pick(['Upgrade', 'upgrade', 'keep-alive, Upgrade', 'Upgrade, close']), 0.05);
      add('Sec-WebSocket-Key', mostly(key, keys));
      add('Sec-WebSocket-Version', mostly('13', versions));
      add('Origin', mostly(null, origins));
      if (r.chance(0.1)) add('Sec-WebSocket-Protocol', r.pick(['', ',', 'a b', 'chat, chat']));
      if (r.chance(0.1)) add('Sec-WebSocket-Extensions', r.pick(['permessage-deflate; client_max_window_bits', 'permessage-deflate; server_max_window_bits=99', 'x; =;', ';;;']));
      if (r.chance(0.1)) add('Authorization', r.pick(['garbage%00', 'Bearer ', 'x'.repeat(2000)]));
      if (r.chance(0.1)) add('Cookie', r.pick(['sess=%zz', 'sess=', '=;=;', 'a'.repeat(3000)]));
      if (r.chance(0.03)) add('X-Pad', 'p'.repeat(20_000));
      const protocol = mostly('HTTP/1.1', protocols);
      const line = `${mostly('GET', methods)} ${target()} ${protocol}`;
      const answer = await rawRequest(shop.base, rawHead(line, headers));
      const what = `#${i} ${line.slice(0, 160)} ${JSON.stringify(headers).slice(0, 300)} → ${answer.head.slice(0, 200)}`;
      const header = (name: string) => headers.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? '';
      const asksUpgrade = protocol === 'HTTP/1.1' && header('upgrade') !== '' && /upgrade/i.test(header('connection'));
      // An upgrade gets a 4xx (or the connection closed); what Node does not take for one (HTTP/1.0, no
      // `Connection: upgrade`) is a plain request and may reach a page: never a 5xx, never a socket.
      if (asksUpgrade) expect(answer.status === null || is4xx(answer.status), what).toBe(true);
      else expect(answer.status === null || (answer.status < 500 && answer.status !== 101), what).toBe(true);
      const kind = answer.status === null ? 'closed' : String(answer.status);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (i % 50 === 49) await stillServing();
    }
    // The sweep reached the checks it is about (the socket servers' own 401/403/404 included), not only Node's own parser errors.
    expect([...counts.keys()]).toEqual(expect.arrayContaining(['400', '401', '403', '404', '405', '414', '426']));
    await stillServing();
    expect(logged).toEqual([]);
    stackless();
  });
});

describe('plain requests with the same request lines', () => {
  it('answers a 4xx (never a 500) for a malformed target or host, and keeps serving', { timeout: 60_000 }, async () => {
    const plain = (line: string, h: string | null = host, extra: [string, string][] = []) =>
      rawRequest(shop.base, rawHead(line, [...(h === null ? [] : ([['Host', h]] as [string, string][])), ['Connection', 'close'], ...extra]));
    for (const target of ['/ws/canvas/%ZZ', '/ws/canvas/%E0%A4%A', '/marketPlace/product/%ZZ', '/api/client/manage/get/%E0%A4%A', 'http://%zz/ws/inbox', 'http://example.com/', 'https://x/marketPlace/index', '*']) {
      const answer = await plain(`GET ${target} HTTP/1.1`);
      expect(answer.status, `${target}: ${answer.head}`).toBe(400);
    }
    // Paths that merely look odd name no page.
    for (const target of ['//x:99999/', '//[::1/ws/inbox']) expect((await plain(`GET ${target} HTTP/1.1`)).status, target).toBe(404);
    // A Host or forwarded host that makes no address.
    for (const [h, extra] of [
      ['x:99999', []],
      ['[::1', []],
      ['a b', []],
      [host, [['X-Forwarded-Host', 'evil:99999']]],
      [host, [['X-Forwarded-Host', 'a b']]],
    ] as [string, [string, string][]][]) {
      const answer = await plain('GET /marketPlace/index HTTP/1.1', h, extra);
      expect(answer.status, `${h} ${JSON.stringify(extra)}: ${answer.head}`).toBe(400);
    }
    // A malformed escape in a query is tolerated as text (URLSearchParams never throws): the page answers.
    expect((await plain('GET /marketPlace/index?keywords=%ZZ HTTP/1.1')).status).toBe(200);
    await stillServing();
    expect(logged).toEqual([]);
  });
});

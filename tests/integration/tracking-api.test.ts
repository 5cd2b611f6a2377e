import { describe, expect, it } from 'vitest';
import { trackingEventsLimit } from '../../app/tracking/server/collector.server';
import { maxBatchEvents, maxEventBytes } from '../../domain/tracking/collect';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * First-party tracking's collect calls over HTTP, on PostgreSQL (issue 26, ADR
 * 050, ADR 053): a batch is stored exactly (count in = count stored) in the
 * visitor's own stream; no consent, Do Not Track or GPC store nothing; forged
 * identities, oversized and malformed batches are a clear 4xx with nothing
 * stored; one visitor's flood is refused while another is served.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({});
  return { runtime, base, errors: loggedErrors(runtime) };
})();

let people = 0;
async function visitor() {
  const { base } = await ready;
  const v = new ApiClient(base, null, `203.0.113.${(++people % 200) + 1}`);
  v.token = (await v.call('/common/getSessionId')).data.sessionId;
  const visitorId: string = (await v.call('/common/getAbProperty')).data.visitorId;
  return Object.assign(v, { visitorId });
}

type Caller = ApiClient;
async function collect(v: Caller, body: unknown, options: { consent?: 'analytics' | 'essential' | null; headers?: Record<string, string>; path?: string } = {}) {
  const consent = options.consent === undefined ? 'analytics' : options.consent;
  const headers: Record<string, string> = { authorization: v.token!, 'x-forwarded-for': v.address, 'content-type': 'application/json', ...options.headers };
  if (consent) headers.cookie = `rc_consent=${consent}`;
  const res = await fetch(`${v.base}${options.path ?? '/tracking/api/tracking/collect'}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { success: boolean; data: any; message: string }, headers: res.headers };
}

const stored = async (visitorId: string) =>
  (await (await ready).runtime.db('es_events').where({ stream_id: `tracking-${visitorId}` }).orderBy('stream_position')).map((r) => r.data as Record<string, any>);
const allTracking = async () => Number((await (await ready).runtime.db('es_events').where('stream_id', 'like', 'tracking-%').count({ n: '*' }))[0]!.n);

const ev = (i: number, extra: Record<string, unknown> = {}) => ({ eventType: 'page_view', page: `/product/page/p${i}`, requestId: `req-${i}`, websiteSource: 'web', channel: 'direct', ...extra });

describe('POST tracking/api/tracking/collect', () => {
  it('stores an accepted batch exactly, in the visitor’s own stream, with the session’s ids', async () => {
    const v = await visitor();
    const batch = Array.from({ length: 37 }, (_, i) => ev(i, { pageAction: i % 2 ? 'open' : null, eventTime: new Date().toISOString(), extended: { n: i }, toPage: '/cart' }));
    const answer = await collect(v, batch);
    expect(answer).toMatchObject({ status: 200, json: { success: true, data: { stored: 37 } } });
    const facts = await stored(v.visitorId);
    expect(facts).toHaveLength(37);
    expect(facts.map((f) => f.requestId)).toEqual(batch.map((e) => e.requestId));
    expect(facts.every((f) => f.visitorId === v.visitorId && f.userId === null && f.websiteSource === 'web')).toBe(true);
    expect(facts[3]).toMatchObject({ eventType: 'page_view', page: '/product/page/p3', pageAction: 'open', channel: 'direct', extended: { n: 3, toPage: '/cart' } });
    // One event alone, the same call under clientTrack/collect, and { events: [...] }.
    expect((await collect(v, ev(100), { path: '/clientTrack/collect' })).json.data).toEqual({ stored: 1 });
    expect((await collect(v, { events: [ev(101), ev(102)] })).json.data).toEqual({ stored: 2 });
    expect(await stored(v.visitorId)).toHaveLength(40);
  });

  it('keeps a signed-in client’s user id (their own only), and their userUuid must be their visitor id', async () => {
    const { runtime, base } = await ready;
    const client = await signedInClient(runtime, base, 'track');
    const visitorId: string = (await client.call('/common/getAbProperty')).data.visitorId;
    expect((await collect(client, [ev(1, { userId: client.userId, userUuid: visitorId })])).status).toBe(200);
    expect((await stored(visitorId)).map((f) => f.userId)).toEqual([client.userId]);
  });

  it('stores nothing without analytics consent, with Do Not Track or with GPC (202, stored 0)', async () => {
    const v = await visitor();
    const before = await allTracking();
    const refusals: Parameters<typeof collect>[2][] = [{ consent: null }, { consent: 'essential' }, { headers: { dnt: '1' } }, { headers: { 'sec-gpc': '1' } }];
    for (const options of refusals) {
      const answer = await collect(v, [ev(1), ev(2)], options);
      expect(answer.status).toBe(202);
      expect(answer.json.data).toMatchObject({ stored: 0, consent: 'essential' });
    }
    expect(await stored(v.visitorId)).toEqual([]);
    expect(await allTracking()).toBe(before);
  });

  it('refuses a body naming another visitor or user (403) and stores nothing of the batch', async () => {
    const v = await visitor();
    const other = await visitor();
    for (const forged of [{ userUuid: other.visitorId }, { userId: 'u-someone-else' }, { userId: 42 }, { clientId: 'u-someone-else' }]) {
      const answer = await collect(v, [ev(1), ev(2, forged)]);
      expect(answer.status).toBe(403);
      expect(answer.json.message).toMatch(/another (visitor|user)/);
    }
    expect(await stored(v.visitorId)).toEqual([]);
    expect(await stored(other.visitorId)).toEqual([]);
  });

  it('refuses an oversized batch or event (413) and a malformed one (400 naming the field), storing nothing', async () => {
    const v = await visitor();
    const tooMany = await collect(v, Array.from({ length: maxBatchEvents + 1 }, (_, i) => ev(i)));
    expect(tooMany).toMatchObject({ status: 413, json: { success: false, message: `A batch holds at most ${maxBatchEvents} events; this one holds ${maxBatchEvents + 1}.` } });
    const big = ev(1, { extended: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(300)])) });
    const tooBig = await collect(v, [ev(0), big]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toMatch(new RegExp(`^Event 2 is \\d+ bytes; an event is at most ${maxEventBytes} bytes\\.$`));
    const cases: [unknown, RegExp][] = [
      [[ev(1, { sneaky: 1 })], /Event 1 is not valid — .*sneaky/],
      [[{ page: '/x' }], /eventType/],
      [[ev(1, { eventType: '' })], /eventType: eventType is required/],
      [[ev(1, { websiteSource: 'app' })], /websiteSource/],
      [[ev(1, { eventTime: 'yesterday' })], /eventTime/],
      [[ev(1, { extended: { nested: { a: 1 } } })], /extended\.nested/],
      [[], /no events/],
      ['{"eventType": ', /not valid JSON/],
    ];
    for (const [body, message] of cases) {
      const answer = await collect(v, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toMatch(message);
    }
    expect(await stored(v.visitorId)).toEqual([]);
  });

  it('answers a flood from one visitor 429 while another visitor is still accepted; nobody’s facts in another’s stream', async () => {
    const flooder = await visitor();
    const calm = await visitor();
    const statuses: number[] = [];
    let accepted = 0;
    for (let i = 0; i < Math.ceil(trackingEventsLimit.burst / maxBatchEvents) + 3; i++) {
      const answer = await collect(flooder, Array.from({ length: maxBatchEvents }, (_, k) => ev(i * 100 + k)));
      statuses.push(answer.status);
      if (answer.status === 200) accepted += maxBatchEvents;
      if (answer.status === 429) {
        expect(answer.json.message).toBe('Too many tracking events from this visitor; try again in a few seconds.');
        expect(answer.headers.get('retry-after')).toBe('5');
      }
    }
    expect(statuses).toContain(429);
    expect(await collect(calm, [ev(1), ev(2), ev(3)])).toMatchObject({ status: 200, json: { data: { stored: 3 } } });
    // Count in = count stored, per visitor; each stream holds only its own visitor's facts.
    expect(await stored(flooder.visitorId)).toHaveLength(accepted);
    expect((await stored(flooder.visitorId)).every((f) => f.visitorId === flooder.visitorId)).toBe(true);
    expect((await stored(calm.visitorId)).map((f) => f.visitorId)).toEqual([calm.visitorId, calm.visitorId, calm.visitorId]);
  });

  it('takes many visitors at once in few transactions, every event stored once; GET is not this call; nothing logged', async () => {
    const { errors } = await ready;
    const visitors = await Promise.all(Array.from({ length: 12 }, () => visitor()));
    const answers = await Promise.all(visitors.flatMap((v) => [collect(v, [ev(1), ev(2)]), collect(v, [ev(3)])]));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const v of visitors) expect((await stored(v.visitorId)).map((f) => f.requestId).sort()).toEqual(['req-1', 'req-2', 'req-3']);
    const get = await fetch(`${visitors[0]!.base}/tracking/api/tracking/collect`, { headers: { authorization: visitors[0]!.token! } });
    expect(get.status).toBe(405);
    expect(errors).toEqual([]);
  });
});

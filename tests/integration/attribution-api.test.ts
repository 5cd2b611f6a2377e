import { describe, expect, it } from 'vitest';
import { newClientAccount } from '../support/clients';
import { atFileEnd } from '../support/cleanup';
import { startFakeImpact } from '../support/fake-impact';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paidOrderFor } from '../support/orders';
import { settled } from '../support/processes';

/**
 * Attribution over HTTP (issue 26, ADR 054): a landing's tracking values kept for
 * the visitor (all with analytics consent; only `ref` without, or with Do Not
 * Track), attached as first and last touch to sign-up and orders, paid orders
 * reported to the partner (a local server speaking Impact's Conversions API:
 * retried while it is down, never twice), incrReferCount, enrollAttentive and
 * POST /impact/conversions — with isolation, forged ids and bad input.
 */
const sid = 'IRtestAccount1';
const token = 'impact_secret_token_never_logged';
const ready = (async () => {
  const fake = await startFakeImpact({ accountSid: sid, token });
  atFileEnd(fake.close);
  const { runtime, base } = await startTestApp({ IMPACT_URL: fake.url, IMPACT_ACCOUNT_SID: sid, IMPACT_TOKEN: token, IMPACT_CAMPAIGN_ID: '4242' }, { demoData: true });
  const logged = loggedErrors(runtime);
  const warn = runtime.logger.warn.bind(runtime.logger);
  runtime.logger.warn = (msg, fields) => {
    logged.push(`${msg} ${JSON.stringify(fields ?? {})}`);
    warn(msg, fields);
  };
  return { fake, runtime, base, logged };
})();

let people = 0;
async function visitor() {
  const { base } = await ready;
  const v = new ApiClient(base, null, `203.0.113.${(++people % 200) + 1}`);
  v.token = (await v.call('/common/getSessionId')).data.sessionId as string;
  visitorIds.set(v, v.token.split('.')[1]!);
  return v;
}
/** The visitor id of a visitor's token (`v.<visitorId>.<signature>`), remembered: signing in keeps it while the token changes. */
const visitorIds = new WeakMap<ApiClient, string>();
const visitorIdOf = (v: ApiClient) => visitorIds.get(v)!;

/** A page as a browser lands on it, with the cookie banner's choice. */
async function landOn(v: ApiClient, path: string, consent: 'analytics' | 'essential' | null, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { authorization: v.token!, 'x-forwarded-for': v.address, ...extra };
  if (consent) headers.cookie = `rc_consent=${consent}`;
  const res = await fetch(`${v.base}${path}`, { headers, redirect: 'manual' });
  await res.text();
  return res.status;
}

async function streamEvents(streamId: string) {
  const { runtime } = await ready;
  const rows = await runtime.db('es_events').where({ stream_id: streamId }).orderBy('stream_position');
  return rows.map((r: { type: string; data: unknown }) => ({ type: r.type, data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as any }));
}
const attribution = (visitorId: string) => streamEvents(`attribution-${visitorId}`);
async function countLike(pattern: string) {
  const { runtime } = await ready;
  return Number((await runtime.db('es_events').where('stream_id', 'like', pattern).count({ n: '*' }))[0]!.n);
}

async function post(v: ApiClient, path: string, body: Record<string, unknown>) {
  const res = await fetch(`${v.base}/api${path}`, { method: 'POST', headers: { authorization: v.token!, 'content-type': 'application/json', 'x-forwarded-for': v.address }, body: JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

describe('the landing', () => {
  it('with analytics consent keeps every tracking value as a touch; a reload is not a new one; a later landing is the new last touch', async () => {
    const v = await visitor();
    expect(await landOn(v, '/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g-1&pub_id=p7&other=x', 'analytics')).toBe(200);
    expect(await landOn(v, '/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=g-1&pub_id=p7&other=x', 'analytics')).toBe(200);
    const events = await attribution(visitorIdOf(v));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'VisitorLanded', data: { visitorId: visitorIdOf(v), touch: { channel: 'paid_search', landingPage: '/', values: { utm_campaign: 'spring', gclid: 'g-1', pub_id: 'p7', ref: null } } } });
    await landOn(v, '/shop?utm_medium=email&utm_campaign=nov', 'analytics');
    expect((await attribution(visitorIdOf(v))).map((e) => e.data.touch.channel)).toEqual(['paid_search', 'email']);
  });

  it('without analytics consent, or with Do Not Track, keeps only the ref; nothing without one; a page without values writes nothing', async () => {
    const none = await visitor();
    await landOn(none, '/?utm_campaign=spring&gclid=g-2', null);
    await landOn(none, '/?utm_campaign=spring&gclid=g-3', 'essential');
    await landOn(none, '/?utm_campaign=spring&gclid=g-4', 'analytics', { dnt: '1' });
    await landOn(none, '/?utm_campaign=spring&gclid=g-5', 'analytics', { 'sec-gpc': '1' });
    await landOn(none, '/', 'analytics');
    expect(await attribution(visitorIdOf(none))).toEqual([]);
    await landOn(none, '/?ref=somebody&utm_campaign=spring&gclid=g-6', 'essential');
    const [landed, ...rest] = await attribution(visitorIdOf(none));
    expect(rest).toEqual([]);
    expect(landed!.data.touch.values).toMatchObject({ ref: 'somebody', utm_campaign: null, gclid: null });
    expect(landed!.data.touch.channel).toBe('referral');
  });

  it('allowed in the banner after the page was served: the page’s values are recorded then (POST /api/attribution/landing), under the consent sent; another site’s address and junk are 400', async () => {
    const v = await visitor();
    await landOn(v, '/?utm_medium=email&utm_campaign=later-yes', null);
    expect(await attribution(visitorIdOf(v))).toEqual([]);
    const send = (body: Record<string, unknown>, consent: string | null, who = v) =>
      fetch(`${v.base}/api/attribution/landing`, {
        method: 'POST',
        headers: { authorization: who.token!, 'content-type': 'application/json', 'x-forwarded-for': v.address, ...(consent ? { cookie: `rc_consent=${consent}` } : {}) },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, ...((await res.json()) as { data: any; message: string }) }));
    // Still essential only: nothing kept (no ref).
    expect(await send({ href: `${v.base}/?utm_medium=email&utm_campaign=later-yes` }, 'essential')).toMatchObject({ status: 200, data: { recorded: false } });
    expect(await send({ href: `${v.base}/?utm_medium=email&utm_campaign=later-yes`, referrer: 'https://mail.example.net/inbox' }, 'analytics')).toMatchObject({ status: 200, data: { recorded: true } });
    const [landed, ...rest] = await attribution(visitorIdOf(v));
    expect(rest).toEqual([]);
    expect(landed!.data.touch).toMatchObject({ channel: 'email', landingPage: '/', values: { utm_campaign: 'later-yes' } });
    // Not this site's page, not an address, no address: 400 with a message, nothing kept.
    for (const [body, message] of [
      [{ href: 'https://elsewhere.example/?utm_campaign=x' }, 'The page address is not one of this site’s'],
      [{ href: 'javascript:alert(1)' }, 'The page address is not one of this site’s'],
      [{ href: 42 }, 'Please give the page address'],
      [{}, 'Please give the page address'],
      [{ href: `${v.base}/?utm_campaign=x`, referrer: { no: 1 } }, 'The referrer must be an address'],
    ] as const) {
      expect(await send(body as Record<string, unknown>, 'analytics')).toMatchObject({ status: 400, message: expect.stringContaining(message) });
    }
    expect(await attribution(visitorIdOf(v))).toHaveLength(1);
    // Another visitor's landing is theirs alone.
    const other = await visitor();
    expect(await send({ href: `${v.base}/?utm_campaign=other` }, 'analytics', other)).toMatchObject({ status: 200, data: { recorded: true } });
    expect(await attribution(visitorIdOf(other))).toHaveLength(1);
    expect(await attribution(visitorIdOf(v))).toHaveLength(1);
  });

  it('junk values never fail the page: over-long values are cut, odd characters kept as text, a bad referrer dropped', async () => {
    const { logged } = await ready;
    const v = await visitor();
    const long = 'x'.repeat(5000);
    expect(await landOn(v, `/?utm_source=${long}&utm_term=%3Cscript%3E%00&ref=%F0%9F%98%80`, 'analytics', { referer: 'not a url' })).toBe(200);
    const [landed] = await attribution(visitorIdOf(v));
    expect(landed!.data.touch.values.utm_source).toHaveLength(200);
    expect(landed!.data.referrerHost).toBeNull();
    expect(await landOn(v, `/?utm_source=a&utm_source=b&gclid=`, 'analytics')).toBe(200);
    expect(logged.filter((l) => !l.includes('landing was not recorded') && !l.includes('conversions partner') && !l.includes('process failed'))).toEqual([]);
  });
});

describe('attached touches and the partner', () => {
  it('a sign-up and an order carry the first and last touch of the session’s visitor; the paid order is reported once; another visitor shows nothing', async () => {
    const { runtime, fake } = await ready;
    const v = await visitor();
    const bystander = await visitor();
    await landOn(v, '/?utm_source=partner&pub_id=p9&utm_campaign=fall', 'analytics');
    await landOn(v, '/shop?gclid=g-last', 'analytics');
    const client = await newClientAccount(runtime, 'attr');
    expect((await v.call('/client/login', { email: client.email, password: 'correct horse battery' })).success).toBe(true);
    const { orderId, totalCents } = await paidOrderFor(runtime, client);
    await settled(runtime);
    const attached = (await attribution(visitorIdOf(v))).filter((e) => e.type === 'AttributionAttached');
    expect(attached.map((e) => e.data.subject).sort()).toEqual(['order', 'signup']);
    for (const a of attached) {
      expect(a.data).toMatchObject({ visitorId: visitorIdOf(v), userId: client.userId, firstTouch: { channel: 'affiliate', values: { pub_id: 'p9' } }, lastTouch: { channel: 'paid_search', values: { gclid: 'g-last' } } });
    }
    expect(await attribution(visitorIdOf(bystander))).toEqual([]);

    const sent = fake.conversions.filter((c) => c.body.OrderId === orderId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ CampaignId: '4242', OrderId: orderId, CurrencyCode: 'USD', Amount: (totalCents / 100).toFixed(2), MediaPartnerId: 'p9', ClickId: 'g-last' });
    expect(JSON.stringify(sent[0]!.body)).not.toContain(client.email);
    expect(await streamEvents(`conversion-${orderId}`)).toMatchObject([{ type: 'ConversionReported', data: { orderId, outcome: 'accepted' } }]);

    // POST /impact/conversions: the owner's order's report; another's is a 404; a visitor a 401; junk a 400.
    expect(await post(v, '/impact/conversions', { orderId })).toMatchObject({ status: 200, data: { orderId, status: 'accepted' } });
    const other = await visitor();
    const otherClient = await newClientAccount(runtime, 'attr-other');
    await other.call('/client/login', { email: otherClient.email, password: 'correct horse battery' });
    expect((await post(other, '/impact/conversions', { orderId })).status).toBe(404);
    expect((await post(bystander, '/impact/conversions', { orderId })).status).toBe(401);
    expect((await post(v, '/impact/conversions', { orderId: '../x' })).status).toBe(400);
    expect(fake.conversions.filter((c) => c.body.OrderId === orderId)).toHaveLength(1);
  });

  it('a partner that is down is asked again until it answers; the conversion is sent once; the token is never logged', async () => {
    const { runtime, fake, logged } = await ready;
    const v = await visitor();
    await landOn(v, '/?influencer=kim', 'analytics');
    const client = await newClientAccount(runtime, 'attr-retry');
    await v.call('/client/login', { email: client.email, password: 'correct horse battery' });
    const before = fake.posts();
    fake.failures.push(503, 503);
    const { orderId } = await paidOrderFor(runtime, client);
    // A failed step waits out the runner's back-off (1 s, then 2 s) before it is tried again.
    const deadline = Date.now() + 20_000;
    while ((await streamEvents(`conversion-${orderId}`)).length === 0 && Date.now() < deadline) {
      await settled(runtime);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await settled(runtime);
    expect(fake.posts() - before).toBe(3);
    expect(fake.conversions.filter((c) => c.body.OrderId === orderId)).toHaveLength(1);
    expect(await streamEvents(`conversion-${orderId}`)).toMatchObject([{ type: 'ConversionReported', data: { outcome: 'accepted' } }]);
    expect(logged.some((l) => l.includes('conversions partner could not be reached'))).toBe(true);
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).not.toContain(Buffer.from(`${sid}:${token}`).toString('base64'));
  });

  it('an order of a client who never landed with tracking values is neither attributed nor reported', async () => {
    const { runtime, fake } = await ready;
    const client = await newClientAccount(runtime, 'attr-none');
    const v = await visitor();
    await v.call('/client/login', { email: client.email, password: 'correct horse battery' });
    const { orderId } = await paidOrderFor(runtime, client);
    await settled(runtime);
    expect(await attribution(visitorIdOf(v))).toEqual([]);
    expect(fake.conversions.filter((c) => c.body.OrderId === orderId)).toEqual([]);
    expect(await post(v, '/impact/conversions', { orderId })).toMatchObject({ status: 200, data: { status: 'pending' } });
  });
});

describe('incrReferCount and enrollAttentive', () => {
  it('incrReferCount counts a real client’s link once per visitor, never one’s own; a forged visitor id is ignored; bad refs are 4xx with nothing stored', async () => {
    const { runtime } = await ready;
    const referrer = await newClientAccount(runtime, 'referrer');
    const v = await visitor();
    expect(await post(v, '/client/incrReferCount', { ref: referrer.userId, visitorId: 'someone-else' })).toMatchObject({ status: 200, data: { ref: referrer.userId, counted: true } });
    expect(await post(v, '/client/incrReferCount', { ref: referrer.userId })).toMatchObject({ status: 200, data: { counted: false } });
    expect(await countLike(`refer-click-${referrer.userId}.%`)).toBe(1);
    expect(await countLike(`refer-click-${referrer.userId}.someone-else`)).toBe(0);
    expect(await countLike(`refer-click-${referrer.userId}.${visitorIdOf(v)}`)).toBe(1);
    // The referrer's own click counts nothing.
    const self = await visitor();
    await self.call('/client/login', { email: referrer.email, password: 'correct horse battery' });
    expect(await post(self, '/client/incrReferCount', { ref: referrer.userId })).toMatchObject({ status: 200, data: { counted: false } });
    const n = await countLike('refer-click-%');
    const junk = await visitor();
    expect(await post(junk, '/client/incrReferCount', {})).toMatchObject({ status: 400, success: false });
    expect(await post(junk, '/client/incrReferCount', { ref: 'bad ref!' })).toMatchObject({ status: 400, message: 'Unknown referral link' });
    expect(await post(junk, '/client/incrReferCount', { ref: 'nobody-here' })).toMatchObject({ status: 404, message: 'Unknown referral link' });
    expect(await post(junk, '/client/incrReferCount', { ref: ['a', 'b'] })).toMatchObject({ status: 400 });
    expect(await countLike('refer-click-%')).toBe(n);
  });

  it('enrollAttentive: the signed-in client, once per event; a visitor gets 401, a bad event 400, a forged user id is ignored', async () => {
    const { runtime } = await ready;
    const v = await visitor();
    expect(await post(v, '/client/enrollAttentive', { event: 'checkout' })).toMatchObject({ status: 401, message: 'Please sign in to continue' });
    const client = await newClientAccount(runtime, 'attentive');
    const victim = await newClientAccount(runtime, 'attentive-victim');
    await v.call('/client/login', { email: client.email, password: 'correct horse battery' });
    expect(await post(v, '/client/enrollAttentive', { event: 'checkout', userId: victim.userId })).toMatchObject({ status: 200, data: { event: 'checkout', enrolled: true, new: true } });
    expect(await post(v, '/client/enrollAttentive', { event: 'checkout' })).toMatchObject({ status: 200, data: { new: false } });
    expect(await streamEvents(`attentive-${client.userId}`)).toMatchObject([{ type: 'AttentiveEnrolled', data: { userId: client.userId, event: 'checkout' } }]);
    expect(await streamEvents(`attentive-${victim.userId}`)).toEqual([]);
    for (const event of ['', 'x'.repeat(41), 'has space', 42, null]) expect((await post(v, '/client/enrollAttentive', { event })).status).toBe(400);
    expect(await streamEvents(`attentive-${client.userId}`)).toHaveLength(1);
  });
});

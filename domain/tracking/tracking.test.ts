import { describe, expect, it } from 'vitest';
import { collectedFacts, forgedIdentity, maxBatchEvents, parseCollectBody } from './collect';
import { consentOf, consentSetCookie } from './consent';
import { channelOf } from './events';
import { emailTouchTtlMs, nextTouches, touchOf, touchStillCounts } from './touch';

const headers = (h: Record<string, string>) => new Headers(h);
const now = '2026-11-28T10:00:00.000Z';

describe('consent', () => {
  it('is analytics only when chosen and the browser does not ask not to be tracked', () => {
    expect(consentOf(headers({}))).toBe('essential');
    expect(consentOf(headers({ cookie: 'a=1; rc_consent=analytics' }))).toBe('analytics');
    expect(consentOf(headers({ cookie: 'rc_consent=essential' }))).toBe('essential');
    expect(consentOf(headers({ cookie: 'rc_consent=analytics', dnt: '1' }))).toBe('essential');
    expect(consentOf(headers({ cookie: 'rc_consent=analytics', 'sec-gpc': '1' }))).toBe('essential');
    expect(consentSetCookie('analytics', true)).toMatch(/^rc_consent=analytics; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });
});

describe('channel rules and touches', () => {
  it('derives the channel from the landing values', () => {
    const url = (q: string) => new URL(`https://roomcraft.test/shop?${q}`);
    expect(touchOf(url('gclid=abc'), null, now)?.channel).toBe('paid_search');
    expect(touchOf(url('utm_medium=email&utm_campaign=nov'), null, now)?.channel).toBe('email');
    expect(touchOf(url('influencer=kim'), null, now)?.channel).toBe('influencer');
    expect(touchOf(url('ad_id=1&utm_source=facebook'), null, now)?.channel).toBe('paid_social');
    expect(touchOf(url('pub_id=9'), null, now)?.channel).toBe('affiliate');
    expect(touchOf(url('ref=ada'), null, now)?.channel).toBe('referral');
    expect(touchOf(url('utm_campaign=spring'), 'www.google.com', now)?.channel).toBe('organic');
    expect(touchOf(url('x=1'), null, now)).toBeNull();
    expect(touchOf(url('utm_campaign=spring'), null, now)?.landingPage).toBe('/shop');
    expect(channelOf(touchOf(url('utm_campaign=a'), null, now)!.values, null)).toBe('referral');
  });

  it('e-mail touches count 24 hours (86400000 ms), others keep counting', () => {
    const email = touchOf(new URL('https://r.test/?utm_medium=email'), null, now)!;
    const paid = touchOf(new URL('https://r.test/?gclid=1'), null, now)!;
    const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
    expect(touchStillCounts(email, later(emailTouchTtlMs - 1))).toBe(true);
    expect(touchStillCounts(email, later(emailTouchTtlMs))).toBe(false);
    expect(touchStillCounts(paid, later(emailTouchTtlMs * 30))).toBe(true);
    const next = touchOf(new URL('https://r.test/?ref=bob'), null, later(emailTouchTtlMs * 2))!;
    expect(nextTouches({ first: email, last: email }, next, next.at)).toEqual({ first: next, last: next });
    expect(nextTouches({ first: paid, last: paid }, next, next.at)).toEqual({ first: paid, last: next });
  });
});

describe('collect body', () => {
  const event = { eventType: 'page_view', page: '/shop', channel: 'web', websiteSource: 'web' as const };
  it('accepts one event or a batch', () => {
    expect(parseCollectBody(event)).toMatchObject({ ok: true, events: [event] });
    expect(parseCollectBody([event, event])).toMatchObject({ ok: true });
    expect(parseCollectBody({ events: [event] })).toMatchObject({ ok: true });
  });
  it('refuses malformed, oversized and too-large batches with a clear message', () => {
    expect(parseCollectBody({ page: '/x' })).toMatchObject({ ok: false, status: 400 });
    expect(parseCollectBody([])).toMatchObject({ ok: false, status: 400 });
    expect(parseCollectBody({ ...event, surprise: 1 })).toMatchObject({ ok: false, status: 400 });
    expect(parseCollectBody(Array(maxBatchEvents + 1).fill(event))).toMatchObject({ ok: false, status: 413, message: expect.stringContaining('at most 50') });
    expect(parseCollectBody({ ...event, extended: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 'x'.repeat(200)])) })).toMatchObject({ ok: false, status: 413 });
  });
  it('refuses ids that are not the session’s and takes identity from the session', () => {
    const session = { visitorId: 'v-1', userId: 'u-1' };
    const parsed = parseCollectBody([{ ...event, userUuid: 'v-1', userId: 'u-1' }]);
    if (!parsed.ok) throw new Error('parse');
    expect(forgedIdentity(parsed.events, session)).toBeNull();
    expect(forgedIdentity([{ ...event, userUuid: 'v-2' }], session)).toMatch(/another visitor/);
    expect(forgedIdentity([{ ...event, userId: 'u-2' }], session)).toMatch(/another user/);
    expect(forgedIdentity([{ ...event, userId: 'u-1' }], { visitorId: 'v-1', userId: null })).toMatch(/another user/);
    const [fact] = collectedFacts([{ ...event, eventTime: '2020-01-01T00:00:00Z' }], session, now, () => 'r-1');
    expect(fact!.data).toMatchObject({ visitorId: 'v-1', userId: 'u-1', requestId: 'r-1', eventTime: now, websiteSource: 'web' });
  });
});

import { describe, expect, it } from 'vitest';
import type { Actor, Command } from '../shared/messages';
import { emptyTouchValues, emailTouchTtlMs } from '../tracking/touch';
import type { TouchValues } from '../tracking/events';
import { attributionDecider, touchesAt, type AttributionCommand, type AttributionEvent, type AttributionState } from './attribution';
import { attentiveDecider, referClickDecider } from './engagement';
import { conversionDecider } from './conversion';
import { attributionContext } from './context';

const t0 = '2026-11-01T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(t0) + ms).toISOString();
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const system: Actor = { kind: 'system' };
const values = (v: Partial<TouchValues>): TouchValues => ({ ...emptyTouchValues(), ...v });

function cmd<C extends AttributionCommand>(type: C['type'], data: C['data'], actor: Actor, now: string): C {
  return { type, data, metadata: { actor, now, commandId: `c-${Math.random()}` } } as unknown as C;
}

/** Runs commands in order against one stream, as the pipeline does. */
function run(steps: Array<{ command: AttributionCommand }>) {
  let state: AttributionState = attributionDecider.initialState();
  const events: AttributionEvent[] = [];
  for (const { command } of steps) {
    for (const e of attributionDecider.decide(command, state)) {
      events.push(e);
      state = attributionDecider.evolve(state, e);
    }
  }
  return { state, events };
}

const land = (v: Partial<TouchValues>, now: string, page = '/', referrerHost: string | null = null, actor: Actor = visitor) => ({
  command: cmd<AttributionCommand>('RecordLanding', { visitorId: 'v1', values: values(v), landingPage: page, referrerHost, siteHost: 'roomcraft.test' }, actor, now),
});
const attach = (subject: 'signup' | 'project' | 'order', id: string, now: string) => ({ command: cmd<AttributionCommand>('AttachAttribution', { visitorId: 'v1', subject, subjectId: id, userId: 'u1' }, system, now) });

describe('attribution rules (ADR 054)', () => {
  it('the first landing is the first touch; each later landing is the new last touch', () => {
    const { events } = run([land({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' }, t0), land({ pub_id: 'p7' }, at(3_600_000), '/shop'), attach('order', 'o1', at(7_200_000))]);
    const attached = events.at(-1)!;
    expect(attached.type).toBe('AttributionAttached');
    if (attached.type !== 'AttributionAttached') return;
    expect(attached.data.firstTouch).toMatchObject({ channel: 'paid_search', landingPage: '/', at: t0 });
    expect(attached.data.lastTouch).toMatchObject({ channel: 'affiliate', landingPage: '/shop', values: { pub_id: 'p7' } });
    expect(attached.data).toMatchObject({ visitorId: 'v1', subject: 'order', subjectId: 'o1', userId: 'u1' });
  });

  it('the channel comes from the values and the referrer', () => {
    const channel = (v: Partial<TouchValues>, ref: string | null = null) => (run([land(v, t0, '/', ref)]).events[0] as Extract<AttributionEvent, { type: 'VisitorLanded' }>).data.touch.channel;
    expect(channel({ gclid: 'g1' })).toBe('paid_search');
    expect(channel({ utm_medium: 'email' })).toBe('email');
    expect(channel({ influencer: 'kim' })).toBe('influencer');
    expect(channel({ ad_id: '1', utm_source: 'instagram' })).toBe('paid_social');
    expect(channel({ ref: 'ada' })).toBe('referral');
    expect(channel({ utm_campaign: 'x' }, 'www.bing.com')).toBe('organic');
    expect(channel({ needrtbid: '1' })).toBe('direct');
  });

  it('an e-mail touch counts for 24 hours (86,400,000 ms) and no longer', () => {
    expect(emailTouchTtlMs).toBe(86_400_000);
    const email = land({ utm_medium: 'email', utm_campaign: 'nov' }, t0);
    expect(run([email, attach('signup', 'u1', at(86_400_000 - 1))]).events.at(-1)!.type).toBe('AttributionAttached');
    expect(run([email, attach('signup', 'u1', at(86_400_000))]).events.map((e) => e.type)).toEqual(['VisitorLanded']);
  });

  it('an expired first touch gives way: the first that still counts is the last landing', () => {
    const { state } = run([land({ utm_medium: 'email' }, t0), land({ gclid: 'g2' }, at(90_000_000), '/b')]);
    expect(state.first?.channel).toBe('paid_search');
    const kept = run([land({ gclid: 'g1' }, t0), land({ utm_medium: 'email' }, at(1_000))]).state;
    const touches = touchesAt(kept, at(90_000_000))!;
    // The e-mail last touch has expired: the first (paid) touch is both.
    expect(touches.first.channel).toBe('paid_search');
    expect(touches.last.channel).toBe('paid_search');
  });

  it('a reload of the same landing is not a new touch; attaching is once per subject; nothing without touches', () => {
    const { events } = run([land({ ref: 'ada' }, t0), land({ ref: 'ada' }, at(60_000)), attach('project', 'n1', at(120_000)), attach('project', 'n1', at(180_000))]);
    expect(events.map((e) => e.type)).toEqual(['VisitorLanded', 'AttributionAttached']);
    expect(run([attach('order', 'o1', t0)]).events).toEqual([]);
  });

  it('only the visitor themself lands; only the system attaches', () => {
    expect(() => run([land({ ref: 'x' }, t0, '/', null, { kind: 'visitor', visitorId: 'v2' })])).toThrow('No access.');
    expect(() => run([land({ ref: 'x' }, t0, '/', null, system)])).toThrow('No access.');
    expect(() => run([{ command: cmd<AttributionCommand>('AttachAttribution', { visitorId: 'v1', subject: 'order', subjectId: 'o1', userId: null }, visitor, t0) }])).toThrow('No access.');
    expect(attributionContext.rules).toMatchObject({ AttachAttribution: 'system', RecordConversionReported: 'system', RecordLanding: 'anyone' });
  });

  it('the landing schema refuses junk: unknown keys, over-long values, a page that is no path', () => {
    const schema = attributionContext.commands.RecordLanding!.schema;
    const ok = { visitorId: 'v1', values: values({ ref: 'a' }), landingPage: '/', referrerHost: null, siteHost: null };
    expect(schema.safeParse(ok).success).toBe(true);
    expect(schema.safeParse({ ...ok, values: { ...values({}), evil: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ ...ok, values: values({ utm_source: 'x'.repeat(201) }) }).success).toBe(false);
    expect(schema.safeParse({ ...ok, landingPage: 'https://evil.test/' }).success).toBe(false);
  });
});

describe('referral clicks, SMS enrollment, conversions', () => {
  const c = <T>(type: string, data: T, actor: Actor) => ({ type, data, metadata: { actor, now: t0, commandId: 'c1' } }) as unknown as Command<any, T>;
  it('a referral click counts once per visitor, never one’s own link, never for another visitor', () => {
    const click = c('CountReferClick', { referrerId: 'ada', visitorId: 'v1' }, visitor);
    expect(referClickDecider.decide(click as never, { counted: false })).toHaveLength(1);
    expect(referClickDecider.decide(click as never, { counted: true })).toEqual([]);
    expect(referClickDecider.decide(c('CountReferClick', { referrerId: 'ada', visitorId: 'v1' }, { kind: 'user', userId: 'ada', visitorId: 'v1' } as Actor) as never, { counted: false })).toEqual([]);
    expect(() => referClickDecider.decide(c('CountReferClick', { referrerId: 'ada', visitorId: 'v2' }, visitor) as never, { counted: false })).toThrow('No access.');
  });
  it('SMS enrollment: the client themself, once per event', () => {
    const me = { kind: 'user', userId: 'u1', visitorId: 'v1' } as Actor;
    expect(attentiveDecider.decide(c('EnrollAttentive', { userId: 'u1', event: 'checkout' }, me) as never, { events: [] })).toHaveLength(1);
    expect(attentiveDecider.decide(c('EnrollAttentive', { userId: 'u1', event: 'checkout' }, me) as never, { events: ['checkout'] })).toEqual([]);
    expect(() => attentiveDecider.decide(c('EnrollAttentive', { userId: 'u2', event: 'checkout' }, me) as never, { events: [] })).toThrow('No access.');
  });
  it('a conversion is recorded once, by the system only', () => {
    const data = { orderId: 'o1', visitorId: 'v1', outcome: 'accepted', partnerId: null, message: null };
    expect(conversionDecider.decide(c('RecordConversionReported', data, system) as never, { reported: false })).toHaveLength(1);
    expect(conversionDecider.decide(c('RecordConversionReported', data, system) as never, { reported: true })).toEqual([]);
    expect(() => conversionDecider.decide(c('RecordConversionReported', data, visitor) as never, { reported: false })).toThrow('No access.');
  });
});

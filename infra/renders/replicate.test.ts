import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { promptOf } from './port';
import { predictionCostMicros, verifyReplicateWebhook } from './replicate';

const secret = `whsec_${Buffer.from('a unit test signing secret').toString('base64')}`;
const now = Date.parse('2026-11-28T10:00:00.000Z');
const ts = Math.floor(now / 1000);
const sign = (id: string, t: number, body: string, key = secret) => `v1,${createHmac('sha256', Buffer.from(key.slice(6), 'base64')).update(`${id}.${t}.${body}`).digest('base64')}`;
const headers = (h: Record<string, string>) => new Headers(h);
const body = JSON.stringify({ id: 'p1', status: 'succeeded' });

describe('Replicate webhook signatures', () => {
  it('accepts a delivery signed with the secret, within five minutes (one of several signatures is enough)', async () => {
    expect(await verifyReplicateWebhook(headers({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': sign('msg_1', ts, body) }), body, secret, now)).toBe(true);
    const two = `v1,AAAA ${sign('msg_1', ts, body)}`;
    expect(await verifyReplicateWebhook(headers({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': two }), body, secret, now)).toBe(true);
  });

  it('refuses another secret, a changed body, another id, a stale or future timestamp, missing headers', async () => {
    const other = `whsec_${Buffer.from('someone else entirely').toString('base64')}`;
    const ok = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': sign('msg_1', ts, body) };
    expect(await verifyReplicateWebhook(headers({ ...ok, 'webhook-signature': sign('msg_1', ts, body, other) }), body, secret, now)).toBe(false);
    expect(await verifyReplicateWebhook(headers(ok), body.replace('succeeded', 'failed'), secret, now)).toBe(false);
    expect(await verifyReplicateWebhook(headers({ ...ok, 'webhook-id': 'msg_2' }), body, secret, now)).toBe(false);
    const stale = ts - 301;
    expect(await verifyReplicateWebhook(headers({ ...ok, 'webhook-timestamp': String(stale), 'webhook-signature': sign('msg_1', stale, body) }), body, secret, now)).toBe(false);
    const future = ts + 301;
    expect(await verifyReplicateWebhook(headers({ ...ok, 'webhook-timestamp': String(future), 'webhook-signature': sign('msg_1', future, body) }), body, secret, now)).toBe(false);
    expect(await verifyReplicateWebhook(headers({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts) }), body, secret, now)).toBe(false);
    expect(await verifyReplicateWebhook(headers({ ...ok, 'webhook-timestamp': 'soon' }), body, secret, now)).toBe(false);
  });

  it('costs a prediction by its seconds; the prompt names the style and room, then the notes', () => {
    expect(predictionCostMicros({ predict_time: 2.5 }, 1400)).toBe(3500);
    expect(predictionCostMicros(undefined, 1400)).toBe(0);
    expect(promptOf('Home Office', 'Mid-century', '')).toContain('mid-century style home office');
    expect(promptOf('Bedroom', 'Coastal', 'blue linen')).toMatch(/\. blue linen$/);
  });
});

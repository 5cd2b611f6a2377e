import { describe, expect, it } from 'vitest';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { signedInClient } from '../support/clients';
import { settled } from '../support/processes';

/** The smaller account calls of part 1 §7: getClientIp, checkProject, /clientMember. */
const app = startTestApp();
const ready = (async () => {
  const { runtime, base } = await app;
  return { runtime, base, errors: loggedErrors(runtime) };
})();

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };

describe('account calls', () => {
  it('getClientIp answers the caller’s own address', async () => {
    const { base } = await ready;
    expect((await new ApiClient(base, null, '203.0.113.77').call('/client/getClientIp')).data).toEqual({ ip: '203.0.113.77' });
    expect((await new ApiClient(base, null, '198.51.100.4').call('/client/getClientIp')).data).toEqual({ ip: '198.51.100.4' });
  });

  it('checkProject counts the caller’s own projects and says which one to continue', async () => {
    const { runtime, base } = await ready;
    const visitor = new ApiClient(base, null, '203.0.113.78');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    expect((await visitor.call('/client/checkProject', {})).data).toEqual({ hasProject: false, total: 0, drafts: 0, paid: 0, inDesign: 0, delivered: 0, continue: null });
    const packageId = (await visitor.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data;
    const [row] = await runtime.db('projects_needs_v1').where({ package_id: packageId });
    const check = (await visitor.call('/client/checkProject', {})).data;
    expect(check).toMatchObject({ hasProject: true, total: 1, drafts: 1, paid: 0, continue: { needId: row.need_id, room: 'Bedroom', status: 'DRAFT' } });
    expect(check.continue.href).toMatch(/^\/design\//);
    // Another visitor and a client see none of it.
    expect((await new ApiClient(base, null, '203.0.113.79').call('/client/checkProject', {})).data).toMatchObject({ hasProject: false, continue: null });
    const client = await signedInClient(runtime, base, 'check');
    expect((await client.call('/client/checkProject', {})).data).toMatchObject({ hasProject: false, total: 0 });
  });

  it('/clientMember: a member’s perks, then a design client’s free shipping after a paid project; never another’s', async () => {
    const { runtime, base, errors } = await ready;
    expect((await new ApiClient(base, null, '203.0.113.80').call('/clientMember')).status).toBe(401);
    const client = await signedInClient(runtime, base, 'member');
    const first = (await client.call('/clientMember')).data;
    expect(first).toMatchObject({ tier: 'MEMBER', tiers: ['MEMBER'], next: { tier: 'DESIGN_CLIENT', href: '/design/pricing/plan' } });
    expect(first.perks.map((p: { key: string }) => p.key)).toEqual(['ai-board', 'idea-boards', 'referral', 'credit', 'free-shipping', 'renders']);
    expect(first.perks.find((p: { key: string }) => p.key === 'free-shipping')).toMatchObject({ active: false, text: 'Comes with a paid design project.' });
    expect(first.perks.find((p: { key: string }) => p.key === 'renders')).toMatchObject({ title: '3 AI renders a month', href: '/remodel/subscribe' });

    const packageId = (await client.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data;
    const [row] = await runtime.db('projects_needs_v1').where({ package_id: packageId });
    expect((await client.call('/need/save', { needId: row.need_id, step: 'STYLES', values: { photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] } })).status).toBe(200);
    expect((await client.call('/need/manage/payNeed', { needId: row.need_id, plan: 'CLASSIC', ...card })).status).toBe(200);
    await settled(runtime);
    const after = (await client.call('/clientMember')).data;
    expect(after).toMatchObject({ tier: 'DESIGN_CLIENT', tiers: ['MEMBER', 'DESIGN_CLIENT'], next: { tier: 'AI_DESIGNER' } });
    const shipping = after.perks.find((p: { key: string }) => p.key === 'free-shipping');
    expect(shipping).toMatchObject({ active: true, href: '/marketPlace/index' });
    expect(new Date(shipping.until).getTime()).toBeGreaterThan(Date.now());
    expect((await client.call('/client/checkProject', {})).data).toMatchObject({ hasProject: true, paid: 1 });

    // Another client still sees only their own: a member with nothing paid.
    const other = await signedInClient(runtime, base, 'member');
    expect((await other.call('/clientMember?userId=' + client.userId)).data).toMatchObject({ tier: 'MEMBER', tiers: ['MEMBER'] });
    expect(errors).toEqual([]);
  });

  it('GET /login/register {id}: a referral link for the register modal, kept for the session, saying nothing of the referrer', async () => {
    const { runtime, base } = await ready;
    const referrer = await signedInClient(runtime, base, 'referrer');
    const friend = new ApiClient(base, null, '203.0.113.81');
    const answer = await friend.call(`/login/register?id=${referrer.userId}`);
    expect(answer.data).toEqual({ referred: true, offer: { percentOff: 20, exampleCents: 980 } });
    expect(answer.headers.get('set-cookie')).toMatch(/^rc_referral=/);
    expect(JSON.stringify(answer.data)).not.toContain(referrer.email);
    // Not a client, not valid, or oneself: no offer.
    expect((await new ApiClient(base, null, '203.0.113.82').call('/login/register?id=nobody-here')).data).toEqual({ referred: false, offer: null });
    expect((await friend.call('/login/register?id=bad%20id')).status).toBe(400);
    expect((await friend.call('/login/register')).status).toBe(400);
    expect((await referrer.call(`/login/register?id=${referrer.userId}`)).data).toEqual({ referred: false, offer: null });
  });
});

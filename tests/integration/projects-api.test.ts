import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { newClientAccount } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { paymentsFor } from '../support/payments';

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const staff = new ApiClient(base, null, '192.0.2.30');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  const designer = new ApiClient(base, null, '192.0.2.31');
  expect((await designer.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword })).success).toBe(true);
  return { runtime, base, errors: loggedErrors(runtime), staff, designer };
})();

let people = 0;
async function account() {
  return newClientAccount((await ready).runtime, 'proj');
}

async function visitor() {
  const { base } = await ready;
  const v = new ApiClient(base, null, `203.0.113.${(++people % 200) + 1}`);
  v.token = (await v.call('/common/getSessionId')).data.sessionId;
  return v;
}

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const photos = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];

describe('design projects through the JSON API', () => {
  it('lists the room types, drafts a project per room chosen, and takes the answers step by step', async () => {
    const v = await visitor();
    const labels = await v.call('/common/listLabel?group=HOUSE_STYLE');
    expect(labels.data.map((l: { name: string }) => l.name)).toContain('Kids Bedroom');
    const saved = await v.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom'), site('3', 'Bedroom'), site('5', 'Kitchen')] });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatch(/^pk[0-9a-f]{16}$/);
    const drafts = await v.call('/need/manage/list', { status: 'DRAFT' });
    expect(drafts.status).toBe(401); // the list of one's projects is for clients; a visitor's drafts are reached by id
    const { runtime } = await ready;
    // The read model may be a moment behind while another test file's transaction holds the shared server's feed back.
    const drafted = async () => (await runtime.db('projects_needs_v1').where({ package_id: saved.data }).orderBy('need_id')).map((r) => r.need_id as string);
    await expect.poll(async () => (await drafted()).length, { timeout: 30_000, interval: 100 }).toBe(3);
    const ids = await drafted();
    expect(ids).toHaveLength(3);
    const bedroom = ids[0]!;
    const kitchen = ids[2]!;
    expect((await v.call('/need/getNeed', { needId: bedroom })).data).toMatchObject({ status: 'DRAFT', room: { name: 'Bedroom' }, projectId: `C${bedroom.padStart(10, '0')}` });
    // What the questionnaire offers, and the plans a room can have.
    const lists = (await v.call('/need/styleList?room=Kitchen')).data;
    expect(lists.photos.length).toBeGreaterThan(7);
    expect(lists.lifestyles.map((l: { id: string }) => l.id)).toContain('cooking');
    expect(lists.lifestyles.map((l: { id: string }) => l.id)).not.toContain('spa');
    expect(await v.call('/need/styleList?room=Spaceship')).toMatchObject({ status: 400, message: 'Please choose a room from the list' });
    expect((await v.call('/need/manage/planType', { needId: kitchen })).status).toBe(401);
    expect((await v.call('/multipleNeed/saveImageNeed', { needId: bedroom, photoIds: ['p1'] })).message).toBe('Please choose 7 photos');
    expect((await v.call('/multipleNeed/saveImageNeed', { needId: bedroom, photoIds: photos })).data.answers.STYLES).toEqual({ photoIds: photos });

    expect(await v.call('/need/save', { needId: bedroom, step: 'STYLES', values: { photoIds: photos.slice(0, 3) } })).toMatchObject({ status: 400, message: 'Please choose 7 photos' });
    expect((await v.call('/need/save', { needId: bedroom, step: 'STYLES', values: { photoIds: photos } })).data.answers.STYLES).toEqual({ photoIds: photos });
    expect(await v.call('/need/save', { needId: kitchen, step: 'FURNITURE', values: { stylePicIds: ['s1'] } })).toMatchObject({ status: 400, message: 'This step is not part of a Kitchen project' });
    const missing = await v.call('/need/save', { needId: kitchen, step: 'ROOM_DETAILS', values: { remark: 'Galley' } });
    expect(missing.status).toBe(400);
    expect(missing.data.fields).toEqual({ address: 'Please enter the address of the room', scope: 'Please choose the scope of the project' });

    // Signing in: the drafts follow into the account.
    const me = await account();
    expect((await v.call('/client/login', { email: me.email, password: 'correct horse battery' })).success).toBe(true);
    const mine = await v.call('/need/manage/list', { status: 'DRAFT' });
    expect(mine.data.rows.map((r: { needId: string }) => r.needId).sort()).toEqual([...ids].sort());
    expect((await v.call('/need/manage/draftCount')).data).toEqual({ count: 3 });

    // Submitting needs every step; then the project leaves DRAFT.
    expect(await v.call('/need/manage/submit', { needId: bedroom })).toMatchObject({ status: 400, message: 'Please complete PAYMENT first' });
    const answers: Array<[string, Record<string, unknown>]> = [
      ['PAYMENT', { plan: 'CLASSIC' }],
      ['LIFESTYLE', { lifestyles: ['reading', 'guests'] }],
      ['FURNITURE', { stylePicIds: ['s2'] }],
      ['BUDGET', { type: 'SAVVY' }],
      ['ALL_ABOUT_YOU', { adultsCount: 2, kidsNum: 1, owned: 'Own', pet: 'Yes', petRemark: 'A calm old dog' }],
      ['ROOM_DETAILS', { remark: 'North-facing, 12 by 14 feet', size: 'Queen' }],
    ];
    for (const [step, values] of answers) expect((await v.call('/need/save', { needId: `C${bedroom.padStart(10, '0')}`, step, values })).status, step).toBe(200);
    const submitted = await v.call('/need/manage/submit', { needId: bedroom });
    expect(submitted.data).toMatchObject({ status: 'SUBMITTED', answers: { BUDGET: { budget: 'Savvy', minPrice: 1_000_000, maxPrice: 2_000_000 } } });
    expect((await v.call('/need/manage/draftCount')).data).toEqual({ count: 2 });
    expect(await v.call('/need/manage/delete', { needId: bedroom })).toMatchObject({ status: 409, message: 'Only a draft can be deleted' });
    expect((await v.call('/need/manage/delete', { needId: ids[1] })).status).toBe(200);
    expect((await v.call('/need/manage/list')).data.total).toBe(2);
  });

  it('nobody else sees or changes a project; bad input changes nothing', async () => {
    const { runtime, errors } = await ready;
    const owner = await visitor();
    const saved = await owner.call('/multipleNeed/saveNeedList', { list: [site('1', 'Living Room')] });
    const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: saved.data })).map((r) => r.need_id as string);
    const stranger = await visitor();
    expect((await stranger.call('/need/getNeed', { needId })).status).toBe(404);
    expect((await stranger.call('/need/save', { needId, step: 'STYLES', values: { photoIds: photos } })).status).toBe(404);
    const other = await account();
    const signedIn = await visitor();
    await signedIn.call('/client/login', { email: other.email, password: 'correct horse battery' });
    for (const path of ['/need/getNeed', '/need/manage/submit', '/need/manage/delete']) expect((await signedIn.call(path, { needId })).status, path).toBe(404);
    expect((await owner.call('/need/getNeed', { needId })).data.answers).toEqual({});

    for (const list of [[], [site('99', 'Garage')], [{ type: 'ROOM', value: '{"id":"3"}' }], [{ type: 'SITE', value: 'not json' }], 'x', Array.from({ length: 21 }, () => site('3', 'Bedroom'))])
      expect((await owner.call('/multipleNeed/saveNeedList', { list })).status, JSON.stringify(list).slice(0, 40)).toBe(400);
    for (const body of [{ needId: 'abc', step: 'STYLES', values: {} }, { needId, step: 'NOPE', values: {} }, { needId, step: 'STYLES', values: 'x' }, { needId: '9999999999', step: 'STYLES', values: { photoIds: photos } }])
      expect((await owner.call('/need/save', body)).status).toBeGreaterThanOrEqual(400);
    expect((await owner.call('/need/getNeed', { needId })).data.answers).toEqual({});
    expect(errors).toEqual([]);
  });

  it('prices the plans under the variant staff choose; a client pays for Classic once, a referral takes 20% off, and the cart ships free', async () => {
    const { staff, designer, runtime } = await ready;
    expect((await staff.call('/admin/pricing/variant')).data.variant).toBe('A');
    const prices = await (await visitor()).call('/multipleNeed/getPriceSetting');
    expect(prices.data.prices.CLASSIC).toEqual({ payPrice: 8900, originPrice: 11900 });
    expect((await (await visitor()).call('/multipleNeed/getPriceSetting?role=pricing_D')).data.prices.CLASSIC).toEqual({ payPrice: 4900, originPrice: 8900 });

    const referrer = await account();
    const me = await account();
    const v = await visitor();
    const saved = await v.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] });
    const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: saved.data })).map((r) => r.need_id as string);
    expect((await v.call('/need/manage/payNeed', { needId, plan: 'CLASSIC' })).status).toBe(401);
    await v.call('/client/login', { email: me.email, password: 'correct horse battery' });
    const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
    expect(await v.call('/need/manage/payNeed', { needId, plan: 'KITCHEN', ...card })).toMatchObject({ status: 400, message: 'plan: Please choose a plan' });
    const declined = await v.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined).toMatchObject({ status: 402, message: 'Your card was declined.' });
    const [a, b] = await Promise.all([1, 2].map(() => v.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ref: referrer.userId, ...card })));
    const answers = [a, b].map((r) => r.status).sort();
    expect(answers[0]).toBe(200);
    const paid = (a.status === 200 ? a : b).data;
    expect(paid).toMatchObject({ status: 'PAID', plan: 'CLASSIC', paidCents: 8900 - 1780 });
    const charges = await runtime.db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'needId' = ?", [needId]);
    const refunds = await runtime.db('payment_sandbox_refunds').whereIn('payment_id', charges.map((c) => c.payment_id));
    // Paying twice at once charges once (issue 21: the same payment, keyed by its id at the gateway).
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual([]);
    expect(await v.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ...card })).toMatchObject({ status: 409, message: 'This project is already paid' });
    expect((await v.call('/need/manage/planType', { needId })).data).toEqual({ needId, plan: 'CLASSIC', paid: true, plans: ['KICK_START', 'CLASSIC', 'LUXE', 'IN_PERSON'] });
    const other = await visitor();
    await other.call('/client/login', { email: (await account()).email, password: 'correct horse battery' });
    expect((await other.call('/need/manage/planType', { needId })).status).toBe(404);

    // A paid project grants free shipping: the cart shows it.
    expect(paid.freeShippingUntil).toBeTruthy();
    const cart = await v.call('/cart/list');
    expect(cart.data.totals.freeShippingEligible).toBe(true);

    // Staff assign the designer, who sees it (and nobody else's) in their workspace.
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: me.userId })).status).toBe(404);
    expect((await v.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(403);
    const assigned = await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' });
    expect(assigned.data).toMatchObject({ status: 'IN_DESIGN', designerId: 'demo-designer' });
    const workspace = await designer.call('/designer/projects');
    expect(workspace.data.map((n: { needId: string }) => n.needId)).toEqual([needId]);
    expect(workspace.data[0].answers.PAYMENT).toEqual({ plan: 'CLASSIC' });
    expect((await v.call('/designer/projects')).status).toBe(403);

    // Revisions: Classic allows 3, asked once the design is delivered by its designer.
    expect((await v.call('/need/manage/revisionCounts', { needId })).data).toMatchObject({ plan: 'CLASSIC', used: 0, allowance: { count: 3 }, left: { unlimited: false, left: 3 } });
    expect(await v.call('/need/manage/revision', { needId, note: 'Warmer colours' })).toMatchObject({ status: 409, message: 'You can ask for a revision once your design is delivered' });
    expect((await v.call(`/designer/projects/${needId}/deliver`, {})).status).toBe(403);
    expect((await designer.call(`/designer/projects/${needId}/deliver`, {})).data).toEqual({ needId, status: 'DELIVERED' });
    expect(await v.call('/need/manage/revision', { needId, note: '' })).toMatchObject({ status: 400, message: 'note: Please tell your designer what to change' });
    expect((await v.call('/need/manage/revision', { needId, note: 'Warmer colours, please' })).data.left).toEqual({ unlimited: false, left: 2, until: null });
    expect((await (await visitor()).call('/need/manage/revisionCounts', { needId })).status).toBe(401);

    // Upgrade to Luxe: the difference, once; then a redesign of the delivered design, once.
    expect(await v.call('/need/manage/upgrade', { needId, plan: 'KICK_START', ...card })).toMatchObject({ status: 409, message: 'A CLASSIC project cannot move to KICK_START' });
    const up = await v.call('/need/manage/upgrade', { needId, plan: 'LUXE', ...card });
    expect(up.data).toMatchObject({ plan: 'LUXE', paidCents: 9500 });
    expect(await runtime.db('payment_sandbox_charges').where({ status: 'succeeded', amount_cents: 9500 - (8900 - 1780) }).whereRaw("metadata->>'plan' = 'LUXE'")).toHaveLength(1);
    expect(await v.call('/need/manage/redesign', { needId, reason: 'Too dark' })).toMatchObject({ status: 409, message: 'You can ask for a redesign once your design is delivered' });
    await designer.call(`/designer/projects/${needId}/deliver`, {});
    expect((await v.call('/need/manage/redesign', { needId, reason: 'Too dark for us' })).data.status).toBe('IN_DESIGN');
    await designer.call(`/designer/projects/${needId}/deliver`, {});
    expect((await v.call('/need/manage/redesign', { needId, reason: 'Again' })).status).toBe(409);

    // A tip to the designer of the delivered design: $5 to $500, charged once per tip.
    expect(await v.call('/multipleNeed/tips', { needId, amount: 2, ...card })).toMatchObject({ status: 400, message: 'A tip is $5.00 to $500.00' });
    expect(await v.call('/multipleNeed/tips', { needId, amount: 20, ...card, cardNumber: '4000 0000 0000 0002' })).toMatchObject({ status: 402 });
    const tips = [];
    for (const _ of [1, 2]) tips.push(await v.call('/multipleNeed/tips', { needId, amount: 20, tipId: 'thanks-1', note: 'Lovely work', ...card }));
    expect(tips.map((t) => [t.status, t.message])).toEqual([[200, expect.anything()], [200, expect.anything()]]);
    expect((await v.call(`/multipleNeed/tips?needId=${needId}`)).data).toMatchObject({ canTip: true, totalCents: 2000, tips: [{ tipId: 'thanks-1', amountCents: 2000 }] });
    expect(await runtime.db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'tipId' = 'thanks-1'")).toHaveLength(1);
    expect((await (await visitor()).call(`/multipleNeed/tips?needId=${needId}`)).status).toBe(404);

    // Meetings: Luxe includes two design meetings; another costs $25.00, charged once.
    /** The n-th weekday from tomorrow, at 10:00 UTC−7: distinct n, distinct days. */
    const weekday = (n: number) => {
      const d = new Date(Date.now());
      d.setUTCHours(17, 0, 0, 0);
      for (let found = 0; found < n; ) {
        d.setTime(d.getTime() + 86_400_000);
        if (![0, 6].includes(new Date(d.getTime() - 7 * 3_600_000).getUTCDay())) found++;
      }
      return d.toISOString();
    };
    expect((await v.call('/needMeeting/getFreeMeetingCount', { needId, type: 'DESIGN' })).data).toMatchObject({ included: 2, used: 0, left: 2, priceCents: 2500 });
    expect((await v.call('/needMeeting/appointmentMeeting', { needId, startsAt: weekday(2) })).data).toMatchObject({ free: true });
    expect((await v.call('/needMeeting/getFreeMeetingCountForRemodel', { needId })).data).toMatchObject({ type: 'REMODEL', included: 0 });
    expect(await v.call('/needMeeting/appointmentMeeting', { needId, startsAt: weekday(3).replace('T17:', 'T03:') })).toMatchObject({ status: 400, message: 'Please choose a time on a weekday between 9:00 and 17:00 Pacific' });
    const first = await v.call('/needMeeting/appointmentMeeting', { needId, startsAt: weekday(3) });
    expect(first.data).toMatchObject({ type: 'DESIGN', free: true });
    expect(await v.call('/needMeeting/appointmentMeeting', { needId, startsAt: weekday(4) })).toMatchObject({ status: 409, message: 'This meeting costs $25.00' });
    const meetingId = 'meet-000000001';
    const pays = await Promise.all([1, 2].map(() => v.call('/needMeeting/createMeetingPay', { needId, type: 'DESIGN', startsAt: weekday(5), meetingId, ...card })));
    expect(pays.map((p) => p.status)).toEqual([200, 200]);
    expect(pays[0]!.data).toMatchObject({ meetingId, free: false });
    // One charge for the two clicks, under the payment's id (issue 21: one idempotency scheme).
    const meetingCharges = await runtime.db('payment_sandbox_charges').where('metadata', '@>', JSON.stringify({ needId, meetingId }));
    expect(meetingCharges).toHaveLength(1);
    expect(meetingCharges[0].idempotency_key).toBe(meetingCharges[0].metadata.paymentId);
    expect((await v.call('/needMeeting/paySuccess', { needId, meetingId })).data).toMatchObject({ meetingId, startsAt: weekday(5) });
    expect((await (await visitor()).call('/needMeeting/getFreeMeetingCount', { needId })).status).toBe(404);
    expect((await (await visitor()).call('/needMeeting/getCalendlyLink')).data).toEqual({ link: null });
    // Plan, upgrade, meeting and tip each went through the one payment process, charged under the payment's own id.
    for (const purpose of <Array<Record<string, string>>>[{ kind: 'plan', needId }, { kind: 'upgrade', needId, toPlan: 'LUXE' }, { kind: 'meeting', needId, meetingId }, { kind: 'tip', needId, tipId: 'thanks-1' }]) {
      const settled = (await paymentsFor(runtime, purpose)).filter((p) => p.ended === 'PaymentSettled');
      expect(settled, JSON.stringify(purpose)).toHaveLength(1);
      expect(settled[0]!.chargeKey).toBe(settled[0]!.paymentId);
    }
    // The declined tip and plan payments ended declined, nothing saved as a card.
    expect((await paymentsFor(runtime, { kind: 'plan', needId })).map((p) => p.ended)).toContain('PaymentDeclined');
    expect((await v.call('/payment/listCards')).data).toEqual([]);

    // The client rates the delivered design; staff find the project in their list.
    expect((await v.call('/multipleNeed/saveUserRating', { needId, stars: 6 })).status).toBe(400);
    expect((await v.call('/multipleNeed/saveUserRating', { needId, stars: 5, comment: 'Loved the reading corner' })).data.rating).toEqual({ stars: 5, comment: 'Loved the reading corner' });
    expect((await (await visitor()).call('/multipleNeed/getUserRating', { needId })).status).toBe(404);
    const listed = await staff.call(`/admin/needs?clientId=${me.userId}`);
    expect(listed.data).toMatchObject({ total: 1, rows: [{ needId, plan: 'LUXE', owner: { kind: 'client', id: me.userId } }] });
    expect((await staff.call('/admin/needs?status=nope')).status).toBe(400);
    expect((await v.call('/admin/needs')).status).toBe(403);

    // Staff switch the prices.
    expect((await staff.call('/admin/pricing/variant', { variant: 'B' })).data.prices.CLASSIC).toEqual({ payPrice: 11900, originPrice: 15900 });
    expect((await staff.call('/admin/pricing/variant', { variant: 'Z' })).status).toBe(400);
    await staff.call('/admin/pricing/variant', { variant: 'A' });
  });

  it('the AI upgrade drafts a room; a plan\'s price with a code or referral is checked before paying; a project paid on the PAYMENT step waits to be finished', async () => {
    const { runtime, staff } = await ready;
    const v = await visitor();
    const pk = await v.call('/multipleNeed/upgradeToNeed', { roomType: 'kitchen' });
    expect(pk.data).toMatch(/^pk/);
    expect(await v.call('/multipleNeed/upgradeToNeed', { roomType: 'garage' })).toMatchObject({ status: 400, message: 'Please choose a room from the list' });
    const [needId] = (await runtime.db('projects_needs_v1').where({ package_id: pk.data })).map((r) => r.need_id as string);
    expect((await v.call('/need/getNeed', { needId })).data.room).toEqual({ roomTypeId: '5', name: 'Kitchen' });
    expect((await v.call('/need/checkEligibleFreeShipping')).data).toEqual({ eligible: false, eligibleUntil: null });

    expect((await v.call('/multipleNeed/checkPromo', { plan: 'KITCHEN', code: 'PROMO10' })).data).toMatchObject({ applies: false, message: 'PROMO10: this code is only for furniture', priceCents: 26900 });
    const code = `DESIGN${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    await staff.call('/admin/discount-codes', { code, kind: 'fixed', value: 5000, scope: 'project' });
    expect((await v.call('/multipleNeed/checkPromo', { plan: 'KITCHEN', code })).data).toMatchObject({ applies: true, discountCents: 5000, payCents: 21900, message: `${code} saves you $50.00` });
    const referrer = await account();
    expect((await v.call('/multipleNeed/checkPromo', { plan: 'CLASSIC', ref: referrer.userId })).data).toMatchObject({ applies: true, discountCents: 1780, payCents: 7120 });
    expect((await v.call('/multipleNeed/checkPromo', { plan: 'GOLD' })).status).toBe(400);

    const me = await account();
    await v.call('/client/login', { email: me.email, password: 'correct horse battery' });
    expect(await v.call('/need/manage/afterPaySuccess', { needId })).toMatchObject({ status: 409, message: 'This project is not paid yet' });
    const paid = await v.call('/need/manage/payNeed', { needId, plan: 'KITCHEN', code, cardName: 'Me', cardNumber: '5555 5555 5555 4444', cardExpiry: '10/30', cardCvc: '321' });
    expect(paid.data).toMatchObject({ status: 'PAID', paidCents: 21900 });
    expect((await v.call('/need/manage/afterPaySuccess', { needId })).data.next).toMatch(new RegExp(`^/design/payment/continue\\?needId=${needId}&`));
    expect((await v.call('/need/getUnsubmittedPaidNeeds')).data.map((n: { needId: string }) => n.needId)).toEqual([needId]);
    expect((await v.call('/need/checkEligibleFreeShipping')).data.eligible).toBe(true);
    // The questionnaire goes on after paying, and submitting finishes it.
    expect((await v.call('/need/save', { needId, step: 'LIFESTYLE', values: { lifestyles: ['cooking'] } })).status).toBe(200);
    expect((await v.call('/need/manage/submit', { needId })).message).toBe('Please complete STYLES first');
  });
});

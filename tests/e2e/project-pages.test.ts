import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { stylePhotos } from '../../domain/projects/options';
import { clientPassword, newClientAccount, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
let staff: ApiClient;
let designer: ApiClient;
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  staff = new ApiClient(shop.base, null, '192.0.2.40');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  designer = new ApiClient(shop.base, null, '192.0.2.41');
  expect((await designer.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword })).success).toBe(true);
});

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const photos = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const tabs = ['messages', 'albums', 'selections', 'messageCenter', 'roomDetail', 'additional', 'upgrade', 'design'];

async function needOfPackage(packageId: string) {
  const [row] = await shop.runtime.db('projects_needs_v1').where({ package_id: packageId });
  return row.need_id as string;
}

/** A Bedroom project of a signed-in client: every answer, Classic paid by card, submitted, assigned and delivered. */
async function deliveredProject() {
  const api = await signedInClient(shop.runtime, shop.base, 'pp');
  const packageId = (await api.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data;
  const needId = await needOfPackage(packageId);
  const answers: Array<[string, Record<string, unknown>]> = [
    ['STYLES', { photoIds: photos }],
    ['PAYMENT', { plan: 'CLASSIC' }],
    ['LIFESTYLE', { lifestyles: ['reading', 'guests'] }],
    ['FURNITURE', { stylePicIds: ['s2', 's7'] }],
    ['BUDGET', { type: 'SAVVY' }],
    ['ALL_ABOUT_YOU', { adultsCount: 2, kidsNum: 1, owned: 'Own', pet: 'Yes', petRemark: 'A calm old dog' }],
    ['ROOM_DETAILS', { remark: 'North-facing, 12 by 14 feet', size: 'Queen' }],
  ];
  for (const [step, values] of answers) expect((await api.call('/need/save', { needId, step, values })).status, step).toBe(200);
  expect((await api.call('/need/manage/payNeed', { needId, plan: 'CLASSIC', ...card })).status).toBe(200);
  expect((await api.call('/need/manage/submit', { needId })).status).toBe(200);
  expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
  await deliver(needId);
  return { api, needId, projectId: `C${needId.padStart(10, '0')}` };
}

async function deliver(needId: string) {
  expect((await designer.call(`/designer/projects/${needId}/deliver`, {})).status).toBe(200);
}

async function signedInPages(email: string) {
  return new PageVisitor(shop.base).signIn(email, clientPassword);
}

/** A page's words without its tags. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const row = (needId: string) => shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first();
const streamTypes = async (needId: string) => (await shop.runtime.store.readStream(`need-${needId}`)).events.map((e) => e.type);

describe('project pages without scripts', () => {
  it('show the owner every tab of a delivered project; another client, a visitor and a bad id get the 404 page', async () => {
    const { api, needId, projectId } = await deliveredProject();
    const v = await signedInPages(api.email);
    const q = `?needId=${needId}`;
    expect(await v.get(`/project/info${q}`)).toMatchObject({ status: 302, location: `/project/info/messages${q}` });

    const pages: Record<string, string> = {};
    for (const tab of tabs) {
      const page = await v.get(`/project/info/${tab}${q}`);
      expect(page.status, tab).toBe(200);
      expect(page.html, tab).toContain(projectId);
      expect(page.html, tab).toMatch(new RegExp(`<title>[A-Z][a-z ]+ · Project ${projectId} · Roomcraft</title>`));
      expect(page.html, tab).toContain('Dana Designer');
      expect(page.html, tab).toContain('Design delivered');
      expect(page.html, tab).toContain('3 revisions left');
      for (const other of tabs) expect(page.html, `${tab} → ${other}`).toContain(`href="/project/info/${other}${q}"`);
      pages[tab] = page.html;
    }
    // The C0000000123 form names the same project.
    expect((await v.get(`/project/info/selections?needId=${projectId}`)).status).toBe(200);

    const story = pages.messages;
    for (const title of ['Project drafted', 'Plan paid', 'Questionnaire submitted', 'Designer assigned', 'Design delivered']) expect(story).toContain(title);
    expect(story.indexOf('Design delivered</h3>')).toBeLessThan(story.indexOf('Designer assigned</h3>'));
    expect(story.indexOf('Designer assigned</h3>')).toBeLessThan(story.indexOf('Project drafted</h3>'));
    expect(story).toContain('Classic plan, $89.00');
    expect(story).toContain('A note to your designer');
    for (const id of photos) expect(pages.albums).toContain(`src="${stylePhotos.find((p) => p.id === id)!.picture}"`);
    expect(pages.albums).toContain('Panel bed');
    expect(pages.selections).toContain('Reading and quiet time, Hosting guests');
    expect(pages.selections).toContain('Savvy: $10,000 - $20,000');
    expect(pages.selections).toContain('Tailored linen sofa, Panel bed');
    expect(pages.roomDetail).toContain('A calm old dog');
    expect(pages.roomDetail).toContain('Queen');
    expect(pages.roomDetail).toContain('North-facing, 12 by 14 feet');
    expect(text(pages.messageCenter)).toContain('design meeting: 1 of 1 free left');
    expect(text(pages.messageCenter)).toContain('remodel consultation: 0 of 0 free left; another costs $25.00');
    expect(pages.messageCenter).toContain('No meetings booked yet.');
    expect(pages.additional).toContain('Additional Room · $199.00');
    expect(pages.additional).toContain('href="/design/room"');
    expect(text(pages.upgrade)).toContain('Luxe costs $95.00. You pay $6.00');
    expect(text(pages.upgrade)).toContain('In-Person costs $499.00. You pay $410.00');
    expect(pages.design).toContain('Ask for a revision');
    expect(pages.design).toContain(`href="/project/redesign${q}"`);

    const submitted = await v.get(`/project/submitted${q}`);
    expect(submitted.status).toBe(200);
    expect(submitted.html).toContain('Your project is submitted');
    expect(submitted.html).toContain('What happens next');
    expect(submitted.html).toContain(`href="/project/info/messages${q}"`);

    expect(pages.roomDetail).toMatch(new RegExp(`href="/design/roomDetail\\?needId=${needId}&packageId=pk[0-9a-f]+&v=\\d+"`));
    // Every link of the project pages leads somewhere.
    const links = new Set<string>();
    for (const html of [...Object.values(pages), submitted.html, (await v.get(`/project/redesign${q}`)).html])
      for (const m of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"/g)) links.add(m[1].replace(/&amp;/g, '&'));
    for (const link of links) {
      if (link.startsWith('/assets/') || link === '/sign-out' || link.includes('status=logout')) continue;
      expect((await v.get(link)).status, link).toBeLessThan(400);
    }

    // Nobody else sees any of it.
    const stranger = await signedInPages((await newClientAccount(shop.runtime, 'pp-other')).email);
    const visitor = new PageVisitor(shop.base);
    for (const who of [stranger, visitor]) {
      for (const path of [...tabs.map((t) => `/project/info/${t}${q}`), `/project/info${q}`, `/project/redesign${q}`, `/project/submitted${q}`]) {
        const page = await who.get(path);
        expect(page.status, path).toBe(path === `/project/info${q}` ? 302 : 404);
        if (page.status === 302) continue;
        expect(page.html, path).toContain('We can’t find this project');
        expect(page.html, path).toContain('<title>Project not found · Roomcraft</title>');
        expect(page.html, path).not.toContain('North-facing');
        expect(page.html, path).not.toContain(projectId);
      }
    }
    for (const query of ['', '?needId=abc', '?needId=9999999999', '?needId=%00', '?needId=C12', `?needId=${needId}%27`, '?id[]=1'])
      expect((await v.get(`/project/info/design${query}`)).status, query).toBe(404);
    // A stranger's posts change nothing.
    expect((await stranger.post(`/project/info/design${q}`, { csrf: stranger.csrf, intent: 'revision', note: 'Mine now' })).status).toBe(404);
    expect((await stranger.post(`/project/redesign${q}`, { csrf: stranger.csrf, intent: 'redesign', reason: 'Mine now' })).status).toBe(404);
    expect((await row(needId)).revisions).toBe(0);
    expect(logged).toEqual([]);
  });

  it('a paid Kitchen design upgrades with its $259 remodel design fee deducted; hostile posts and queries get no 500', async () => {
    const api = await signedInClient(shop.runtime, shop.base, 'pp-kitchen');
    const needId = await needOfPackage((await api.call('/multipleNeed/saveNeedList', { list: [site('5', 'Kitchen')] })).data);
    expect((await api.call('/need/manage/payNeed', { needId, plan: 'KITCHEN', ...card })).status).toBe(200);
    const v = await signedInPages(api.email);
    const upgrade = await v.get(`/project/info/upgrade?needId=${needId}`);
    expect(text(upgrade.html)).toContain('The $259 remodel design fee is deducted from the price of the new plan.');
    expect(text(upgrade.html)).toContain('In-Person costs $499.00. You pay $240.00');
    expect(text(upgrade.html)).not.toContain('Luxe costs');
    expect(text((await v.get(`/project/info/selections?needId=${needId}`)).html)).not.toContain('Furniture');

    const paths = [...tabs.map((t) => `/project/info/${t}?needId=${needId}`), `/project/redesign?needId=${needId}`, `/project/submitted?needId=${needId}`];
    const bodies: Array<[string, string]> = [
      ['application/json', '{"intent":"upgrade","plan":{"$gt":""}}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\n\u0000\r\n--x--'],
      ['application/x-www-form-urlencoded', `csrf=${v.csrf}&intent=upgrade&plan=%00&cardId=../../x`],
      ['application/x-www-form-urlencoded', `csrf=${v.csrf}&intent=rate&stars=1e308&comment=${'x'.repeat(5000)}`],
      ['application/x-www-form-urlencoded', `csrf=${v.csrf}&intent=nope`],
    ];
    for (const path of paths) {
      for (const [type, body] of bodies) {
        const res = await fetch(shop.base + path, { method: 'POST', redirect: 'manual', headers: { cookie: v.cookie, origin: shop.base, 'content-type': type }, body });
        expect(res.status, `${path} ${body.slice(0, 30)}`).toBeLessThan(500);
        expect(res.status, `${path} ${body.slice(0, 30)}`).not.toBe(302);
      }
      for (const q of ['&plan=%00', '&plan=LUXE%27--', '&needId=2', '&sent=%ff']) expect((await v.get(path + q)).status, path + q).toBeLessThan(500);
    }
    expect((await row(needId)).plan).toBe('KITCHEN');
    expect(logged).toEqual([]);
  });

  it('a visitor sees their own draft by their session; another visitor does not', async () => {
    const owner = new ApiClient(shop.base, null, '203.0.113.90');
    owner.token = (await owner.call('/common/getSessionId')).data.sessionId;
    const needId = await needOfPackage((await owner.call('/multipleNeed/saveNeedList', { list: [site('5', 'Kitchen')] })).data);
    const page = await new PageVisitor(shop.base).get(`/project/info/messages?needId=${needId}`, { authorization: owner.token! });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Finish the questionnaire to submit your project.');
    expect(page.html).toContain('You started a Kitchen design.');
    expect(page.html).toMatch(new RegExp(`href="/design/image\\?needId=${needId}&packageId=pk`));
    const upgrade = await new PageVisitor(shop.base).get(`/project/info/upgrade?needId=${needId}`, { authorization: owner.token! });
    expect(upgrade.html).toContain('Only a paid project can be upgraded');
    expect((await new PageVisitor(shop.base).get(`/project/info/messages?needId=${needId}`)).status).toBe(404);
  });

  it('revisions within the allowance and the refusal past it; an upgrade pays once; a redesign records once; a rating', async () => {
    const { api, needId } = await deliveredProject();
    const v = await signedInPages(api.email);
    const q = `?needId=${needId}`;
    const design = `/project/info/design${q}`;

    expect((await v.post(design, { intent: 'revision', note: 'Warmer' })).status).toBe(403);
    const empty = await v.post(design, { csrf: v.csrf, intent: 'revision', revisionId: 'rev-page-1', note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please tell your designer what to change');
    expect((await row(needId)).revisions).toBe(0);
    // A resent form (same revision id) asks once.
    for (let i = 0; i < 2; i++)
      expect(await v.post(design, { csrf: v.csrf, intent: 'revision', revisionId: 'rev-page-1', note: 'Warmer colours, please' })).toMatchObject({ status: 302, location: `${design}&revised=1` });
    expect((await row(needId)).revisions).toBe(1);
    expect((await v.get(`${design}&revised=1`)).html).toContain('Your revision request is with your designer.');
    await deliver(needId);
    // A note on the messages tab is a revision too.
    expect(await v.post(`/project/info/messages${q}`, { csrf: v.csrf, intent: 'note', note: 'A bigger rug' })).toMatchObject({ status: 302, location: `/project/info/messages${q}&sent=1` });
    const messages = await v.get(`/project/info/messages${q}&sent=1`);
    expect(messages.html).toContain('Your note is with your designer.');
    expect(messages.html).toContain('Your note to the designer: “A bigger rug”');
    await deliver(needId);
    expect((await v.get(design)).html).toContain('1 revision left');
    expect((await v.post(design, { csrf: v.csrf, intent: 'revision', note: 'Lighter curtains' })).status).toBe(302);
    await deliver(needId);
    const none = await v.get(design);
    expect(none.html).toContain('No revisions left');
    expect(none.html).toContain('Your plan includes 3 revisions and you have used them all');
    const over = await v.post(design, { csrf: v.csrf, intent: 'revision', note: 'One more' });
    expect(over.status).toBe(409);
    expect(over.html).toContain('Your plan includes 3 revisions and you have used them all');
    expect((await row(needId)).revisions).toBe(3);

    // Upgrade to Luxe: $6.00 shown before paying; a declined card changes nothing; then paid once.
    const upgrade = `/project/info/upgrade${q}&plan=LUXE`;
    const chosen = await v.get(upgrade);
    expect(chosen.html).toContain('Upgrade to Luxe: $6.00 now');
    expect(chosen.html).toContain('What you paid ($89.00) is deducted');
    const declined = await v.post(upgrade, { csrf: v.csrf, intent: 'upgrade', plan: 'LUXE', ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect((await row(needId)).plan).toBe('CLASSIC');
    const bad = await v.post(upgrade, { csrf: v.csrf, intent: 'upgrade', plan: 'LUXE', ...card, cardCvc: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Please enter the security code on your card');
    expect(await v.post(upgrade, { csrf: v.csrf, intent: 'upgrade', plan: 'KICK_START', ...card })).toMatchObject({ status: 409 });
    const paid = await v.post(upgrade, { csrf: v.csrf, intent: 'upgrade', plan: 'LUXE', ...card });
    expect(paid).toMatchObject({ status: 302, location: `/project/info/upgrade${q}&upgraded=LUXE` });
    const again = await v.post(upgrade, { csrf: v.csrf, intent: 'upgrade', plan: 'LUXE', ...card });
    expect(again.status).toBe(409);
    expect(again.html).toContain('A LUXE project cannot move to LUXE');
    const charges = await shop.runtime.db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'needId' = ? and metadata->>'plan' = 'LUXE'", [needId]);
    expect(charges.map((c) => Number(c.amount_cents))).toEqual([600]);
    const after = await v.get(`/project/info/upgrade${q}&upgraded=LUXE`);
    expect(after.html).toContain('Your project is now on the Luxe plan.');
    expect(after.html).toContain('Unlimited revisions');

    // On to In-Person with a card saved in the account: the amount shown is the amount charged, once.
    const token = (await api.call('/payment/tokenize', { number: '5555555555554444', expMonth: 10, expYear: 2031, cvc: '321', name: 'Ada Client' })).data.id;
    expect((await api.call('/payment/save', { token, firstName: 'Ada', makeDefault: true })).status).toBe(200);
    const [saved] = (await api.call('/payment/listCards')).data;
    const inPerson = `/project/info/upgrade${q}&plan=IN_PERSON`;
    const offer = await v.get(inPerson);
    expect(offer.html).toContain('Mastercard •••• 4444');
    const shown = Number(/Upgrade to In-Person: \$([\d,.]+) now/.exec(text(offer.html))![1]!.replace(/,/g, '')) * 100;
    for (let i = 0; i < 2; i++) await v.post(inPerson, { csrf: v.csrf, intent: 'upgrade', plan: 'IN_PERSON', cardId: saved.uuid });
    const inPersonCharges = await shop.runtime.db('payment_sandbox_charges').where({ status: 'succeeded' }).whereRaw("metadata->>'needId' = ? and metadata->>'plan' = 'IN_PERSON'", [needId]);
    expect(inPersonCharges.map((c) => Number(c.amount_cents))).toEqual([shown]);
    expect((await row(needId)).plan).toBe('IN_PERSON');
    expect(text((await v.get(`/project/info/upgrade${q}`)).html)).toContain('Your project is on our most complete plan already.');

    // A redesign of the delivered design, once.
    const redesign = `/project/redesign${q}`;
    expect((await v.get(redesign)).html).toContain('What missed the mark?');
    const noReason = await v.post(redesign, { csrf: v.csrf, intent: 'redesign', reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.html).toContain('Please tell us what missed the mark');
    expect(await v.post(redesign, { csrf: v.csrf, intent: 'redesign', reason: 'Too dark for us' })).toMatchObject({ status: 302, location: `${redesign}&requested=1` });
    expect((await v.get(`${redesign}&requested=1`)).html).toContain('Your redesign request is in.');
    const twice = await v.post(redesign, { csrf: v.csrf, intent: 'redesign', reason: 'Again' });
    expect(twice.status).toBe(409);
    expect((await streamTypes(needId)).filter((t) => t === 'RedesignRequested')).toHaveLength(1);
    expect((await v.get(`/project/info/messages${q}`)).html).toContain('What missed the mark: “Too dark for us”');

    // A rating of 1 to 5 stars.
    const sixStars = await v.post(design, { csrf: v.csrf, intent: 'rate', stars: '6' });
    expect(sixStars.status).toBe(400);
    expect(sixStars.html).toContain('Please give 1 to 5 stars');
    expect(await v.post(design, { csrf: v.csrf, intent: 'rate', stars: '5', comment: 'Loved the reading corner' })).toMatchObject({ status: 302, location: `${design}&rated=1` });
    const rated = await v.get(`${design}&rated=1`);
    expect(rated.html).toContain('You rated it 5 of 5 stars');
    expect(rated.html).toContain('Thank you for rating your design.');
    expect(logged).toEqual([]);
  });
});

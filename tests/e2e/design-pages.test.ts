import { beforeAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { projectCommands } from '../../domain/projects/commands';
import { furniturePics, stylePhotos } from '../../domain/projects/options';
import { roomTypes } from '../../domain/projects/rooms';
import { hashPassword } from '../../infra/identity/secrets';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The design wizard as a browser without scripts sees it: room choice, every
 * questionnaire step by form posts, drafts, sign-in, paying for a plan, submitting,
 * and the designer's workspace. Another client never reaches a project.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const system = { kind: 'system' } as const;
const password = 'correct horse battery';
async function account(name: string) {
  const userId = `design-${name}`;
  const email = `${userId}@example.com`;
  await shop.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(password), roles: ['client'], username: name, verifiedBy: 'system' }, { actor: system });
  return { userId, email };
}

const seven = stylePhotos.slice(0, 7).map((p) => p.id);
const query = (location: string | null) => new URL(location!, 'http://x').searchParams;

/** Posts a step's form as its Next button does, and answers where it leads. */
async function next(v: PageVisitor, path: string, fields: Record<string, string | string[]>) {
  await v.get(path);
  return v.post(path, { csrf: v.csrf, intent: 'next', ...fields });
}

describe('the design wizard, without scripts', () => {
  it('walks two bedrooms and a kitchen from the room choice to a paid, submitted project a designer sees', async () => {
    const v = new PageVisitor(shop.base);
    const room = await v.get('/design/room');
    expect(room.status).toBe(200);
    expect(room.html).toContain('<title>Interior Design Room Layouts by Certified Experts · Roomcraft</title>');
    expect(room.html).toContain('Design packages for Kitchen and Bathroom designs may vary in price and location');
    for (const name of ['Living Room', 'Open', 'Bedroom', 'Home Office', 'Dining Room', 'Hallway', 'Outdoor', 'Kids Bedroom', 'Kitchen', 'Bathroom']) expect(room.html).toContain(`data-testid="room-${name}"`);

    // Nothing chosen: a message, nothing saved.
    const empty = await v.post('/design/room?utm_source=mail', { csrf: v.csrf, intent: 'next', count_3: '0' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Please choose a room');
    // Two bedrooms and a kitchen: one package, on to the style photos with the query kept.
    const chosen = await v.post('/design/room?utm_source=mail', { csrf: v.csrf, intent: 'next', count_3: '2', count_5: '1' });
    expect(chosen.status).toBe(302);
    expect(chosen.location).toMatch(/^\/design\/image\?utm_source=mail&packageId=pk[a-f0-9]{16}&needId=\d+&v=\d+$/);
    const packageId = query(chosen.location).get('packageId')!;
    // Straight to the first room: its page does not look the package up in a read model (issue 20).
    expect((await v.get(chosen.location!)).status).toBe(200);
    const bedroom = query(chosen.location).get('needId')!;
    const drafts = (await shop.runtime.db('projects_needs_v1').where({ package_id: packageId }).orderBy('need_id')).map((r) => ({ id: r.need_id as string, room: r.room_name as string }));
    expect(drafts.map((d) => d.room)).toEqual(['Bedroom', 'Bedroom', 'Kitchen']);
    expect(drafts[0]!.id).toBe(bedroom);
    const kitchen = drafts[2]!.id;

    const at = (route: string, needId = bedroom, extra = '') => `${route}?needId=${needId}&packageId=${packageId}&v=1${extra}`;
    // STYLES needs its 7 photos.
    const three = await next(v, at('/design/image'), { photoIds: seven.slice(0, 3) });
    expect(three.status).toBe(400);
    expect(three.html).toContain('Please choose 7 photos');
    const styles = await next(v, at('/design/image'), { photoIds: seven });
    expect(styles.location).toMatch(/^\/design\/personality\?needId=/);
    const personality = await v.get(styles.location!);
    expect(personality.html).toContain('Your style:');
    // PAYMENT: a plan; a visitor is asked to sign in to pay, or pays later.
    expect((await v.get(at('/design/payment/index'))).html).toContain('data-testid="plan-CLASSIC"');
    const plan = await next(v, at('/design/payment/index'), { plan: 'CLASSIC' });
    expect(plan.location).toMatch(/^\/design\/payment\/payment\?/);
    const pay = await v.get(plan.location!);
    expect(pay.html).toContain('Sign in to pay');
    expect(pay.html).toMatch(/href="\/design\/lifestyle\?needId=/);
    expect((await next(v, at('/design/lifestyle'), { lifestyles: ['reading', 'sleep'] })).location).toMatch(/^\/design\/furniture\/stylePics\?/);
    expect((await next(v, at('/design/furniture/stylePics'), { stylePicIds: ['s7', 's8'] })).location).toMatch(/^\/design\/budget\/rangeSelection\?/);
    const custom = await next(v, at('/design/budget/rangeSelection'), { type: 'CUSTOM', minPrice: '5,000', maxPrice: '2000' });
    expect(custom.status).toBe(400);
    expect(custom.html).toContain('The most you would spend must be above the least');
    expect((await next(v, at('/design/budget/rangeSelection'), { type: 'SAVVY' })).location).toMatch(/^\/design\/roomDetail\?/);
    const family = await next(v, at('/design/roomDetail'), { adultsCount: '', owned: 'Own', pet: 'No' });
    expect(family.html).toContain('Please tell us how many adults live with you');
    expect((await next(v, at('/design/roomDetail'), { adultsCount: '2', kidsNum: '0', owned: 'Own', pet: 'No' })).location).toMatch(/^\/design\/roomDetail\/roomSelect\?/);
    const noSize = await next(v, at('/design/roomDetail/roomSelect'), { remark: 'North light, 12 by 14 feet' });
    expect(noSize.html).toContain('Please choose a bed size');
    // RENDERINGS is off: ROOM DETAILS leads to REVIEW.
    expect((await next(v, at('/design/roomDetail/roomSelect'), { remark: 'North light, 12 by 14 feet', size: 'Queen' })).location).toMatch(/^\/design\/review\/review\?/);
    expect((await v.get(at('/design/combination'))).location).toMatch(/^\/design\/review\/review\?/);
    // A Luxe project includes 3D renderings: after ROOM DETAILS it asks which looks the rendering should follow.
    const luxeRoom = drafts[1]!.id;
    expect((await next(v, at('/design/payment/index', luxeRoom), { plan: 'LUXE' })).location).toMatch(/^\/design\/payment\/payment\?/);
    expect((await next(v, at('/design/roomDetail/roomSelect', luxeRoom), { remark: 'Bay window', size: 'King' })).location).toMatch(/^\/design\/combination\?/);
    const renderings = await v.get(at('/design/combination', luxeRoom));
    expect(renderings.html).toContain('Which renderings come closest?');
    const look = /name="combinationIds" value="([^"]+)"/.exec(renderings.html)![1]!;
    expect((await next(v, at('/design/combination', luxeRoom), {})).html).toContain('Please choose a rendering');
    expect((await next(v, at('/design/combination', luxeRoom), { combinationIds: [look] })).location).toMatch(/^\/design\/review\/review\?/);
    const review = await v.get(at('/design/review/review'));
    expect(review.html).toContain('Queen bed');
    expect(review.html).toContain('Savvy');
    expect(review.html).toContain('Your plan is not paid yet');
    // from=review: a change goes straight back to REVIEW.
    expect((await next(v, at('/design/lifestyle', bedroom, '&from=review'), { lifestyles: ['reading'] })).location).toMatch(/^\/design\/review\/review\?/);

    // The kitchen has no furniture step, and asks for the address and scope.
    expect((await v.get(at('/design/furniture/stylePics', kitchen))).location).toMatch(/^\/design\/budget\/rangeSelection\?needId=/);
    const kitchenDetails = await v.get(at('/design/roomDetail/roomSelect', kitchen));
    expect(kitchenDetails.html).toContain('Semi-Remodel');
    expect(kitchenDetails.html).toContain('Address of the room');

    // A visitor cannot submit: sign in first. The draft is listed in My Projects.
    const early = await v.post(at('/design/review/review'), { csrf: v.csrf, intent: 'next' });
    expect(early.status).toBe(400);
    expect(early.html).toContain('Please sign in to submit your project');
    const list = await v.get('/project/index?status=DRAFT');
    expect(list.html.match(/data-testid="project-C\d{10}"/g)).toHaveLength(3);

    // Signing in brings the drafts along; paying for Classic with a sandbox card.
    const me = await account('walker');
    await v.signIn(me.email, password);
    expect((await v.get('/project/index?status=DRAFT')).html.match(/data-testid="project-C\d{10}"/g)).toHaveLength(3);
    const payPage = await v.get(at('/design/payment/payment'));
    expect(payPage.html).toContain('Pay $89.00');
    const declined = await v.post(at('/design/payment/payment'), { csrf: v.csrf, intent: 'pay', cardName: 'Ada Walker', cardNumber: '4000 0000 0000 0002', cardExpiry: '12/30', cardCvc: '123' });
    expect(declined.status).toBe(200);
    expect(declined.html).toMatch(/declined/i);
    const paid = await v.post(at('/design/payment/payment'), { csrf: v.csrf, intent: 'pay', cardName: 'Ada Walker', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' });
    expect(paid.status).toBe(302);
    expect(paid.location).toMatch(/^\/design\/payment\/continue\?/);
    const again = await v.post(at('/design/payment/payment'), { csrf: v.csrf, intent: 'pay', cardName: 'Ada Walker', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' });
    // A second press lands on the paid page again: the project was paid once.
    expect(again.location).toMatch(/^\/design\/payment\/continue\?/);
    const { events } = await shop.runtime.store.readStream(`need-${bedroom}`);
    expect(events.filter((e) => e.type === 'NeedPaid')).toHaveLength(1);
    const cont = await v.get(paid.location!);
    expect(cont.html).toContain('Payment received');
    expect(cont.html).toMatch(/project C\d{10}/);
    expect(cont.html).toContain('class="design-progress"');

    // Next past REVIEW submits; the next room of the package follows.
    const submitted = await v.post(at('/design/review/review'), { csrf: v.csrf, intent: 'next' });
    expect(submitted.location).toBe(`/design/image?needId=${drafts[1]!.id}&packageId=${packageId}&v=${query(submitted.location).get('v')}`);
    const paidList = await v.get('/project/index?status=PAID');
    const projectId = `C${bedroom.padStart(10, '0')}`;
    expect(paidList.html).toContain(`data-testid="project-${projectId}"`);
    expect(paidList.html).toContain(`href="/project/info/messages?needId=${bedroom}"`);
    const success = await v.get(`/design/success?packageId=${packageId}`);
    expect(success.status).toBe(200);
    expect(success.html).toContain(`href="/project/submitted?needId=${bedroom}"`);
    expect((await v.get(`/project/submitted?needId=${bedroom}`)).html).toContain('Your project is submitted');

    // Another client sees none of it.
    const stranger = await account('stranger');
    const other = await new PageVisitor(shop.base).signIn(stranger.email, password);
    expect((await other.get(at('/design/image'))).status).toBe(404);
    expect((await other.get(at('/design/review/review'))).status).toBe(404);
    expect((await other.get('/project/index')).html).not.toContain(projectId);
    expect((await other.get(`/design/success?packageId=${packageId}`)).status).toBe(404);
    await other.get('/project/index');
    expect((await other.post('/project/index', { csrf: other.csrf, intent: 'delete', needId: drafts[1]!.id })).status).toBe(404);

    // Staff assign a designer, who sees the brief in their workspace; a client may not look.
    await shop.runtime.execute(projectCommands.AssignDesigner, { needId: bedroom, designerId: 'demo-designer' }, { actor: { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } }, { waitFor: ['projects-needs'] });
    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', 'roomcraft-demo');
    const workspace = await designer.get('/hidden/project/index');
    expect(workspace.status).toBe(200);
    expect(workspace.html).toContain(`data-testid="designer-${projectId}"`);
    expect(workspace.html).toContain('Queen bed');
    expect((await v.get('/hidden/project/index')).status).toBe(403);
    expect(logged).toEqual([]);
  });

  it('marks the remodel tip on /design/room with an inline icon, not a character a font may lack', async () => {
    const page = await new PageVisitor(shop.base).get('/design/room');
    expect(page.status).toBe(200);
    const tile = page.html.slice(page.html.indexOf('data-testid="room-Kitchen"'));
    const tipAt = tile.indexOf('room-tile__tip');
    expect(tipAt).toBeGreaterThan(0);
    const tip = tile.slice(tipAt, tile.indexOf('</p>', tipAt));
    expect(tip).not.toContain('ⓘ');
    expect(tip.match(/<svg/g)).toHaveLength(1);
  });

  it('deletes a draft, redirects the old addresses, and starts an AI upgrade by a post only', async () => {
    const v = new PageVisitor(shop.base);
    expect((await v.get('/design/home')).location).toBe('/design/room');
    expect((await v.get('/project/draft')).location).toBe('/project/index?status=DRAFT');
    expect((await v.get('/project/Draft')).location).toBe('/project/index?status=DRAFT');
    expect((await v.get('/design/roomGpt?roomType=spaceship')).location).toBe('/design/room');
    const gpt = await v.get('/design/roomGpt?roomType=living_room');
    expect(gpt.status).toBe(200);
    expect(Number((await shop.runtime.db('projects_needs_v1').where({ room_name: 'Living Room' }).count({ n: '*' }).first())!.n)).toBe(0);
    const started = await v.post('/design/roomGpt?roomType=living_room', { csrf: v.csrf });
    expect(started.location).toMatch(/^\/design\/image\?packageId=pk[a-f0-9]{16}&needId=\d+$/);
    const needId = query(started.location).get('needId')!;
    await v.get('/project/index?status=DRAFT');
    expect((await v.post('/project/index?status=DRAFT', { csrf: v.csrf, intent: 'delete', needId })).status).toBe(200);
    expect((await v.get('/project/index?status=DRAFT')).html).not.toContain(`C${needId.padStart(10, '0')}`);
    // Unknown steps or rooms and forged posts change nothing.
    expect((await v.post('/design/room', { csrf: 'forged', count_3: '1' })).status).toBe(403);
    expect((await v.post('/design/room', { csrf: v.csrf, count_3: '99' })).html).toContain('Choose 0 to 5 of each room');
    expect((await v.get('/design/image?needId=abc')).status).toBe(404);
    expect((await v.get('/design/image')).location).toBe('/design/room');
    // Every picture the wizard offers is drawn.
    for (const src of [...stylePhotos, ...furniturePics, ...roomTypes()].map((p) => p.picture)) expect((await fetch(shop.base + src)).status, src).toBe(200);
    expect(logged).toEqual([]);
  });
});

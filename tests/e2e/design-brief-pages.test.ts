import { beforeAll, describe, expect, it } from 'vitest';
import { projectCommands } from '../../domain/projects/commands';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The questionnaire's optional pages (issue 23) as a browser without scripts
 * sees them: each renders for the project's client, saves, shows the answer
 * again, refuses bad input by its field with nothing changed; another client
 * never reaches them; the designer reads the answers in the brief.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const query = (location: string | null) => new URL(location!, 'http://x').searchParams;
async function client(prefix: string) {
  const { email } = await newClientAccount(shop.runtime, prefix);
  return new PageVisitor(shop.base).signIn(email, clientPassword);
}
/** A bedroom project of the visitor's, and the address of any of its pages. */
async function bedroom(v: PageVisitor) {
  await v.get('/design/room');
  const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_3: '1' });
  expect(chosen.status).toBe(302);
  const needId = query(chosen.location).get('needId')!;
  const packageId = query(chosen.location).get('packageId')!;
  return { needId, at: (route: string, extra = '') => `${route}?needId=${needId}&packageId=${packageId}&v=1${extra}` };
}
/** Whether the page's input `name` with `value` is checked (React writes `checked` before `value`). */
const isChecked = (html: string, name: string, value: string) =>
  [...html.matchAll(/<input\b[^>]*>/g)].some(([tag]) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`) && /\schecked(=""|\s|\/|>)/.test(tag));
const eventsOf = async (needId: string) => (await shop.runtime.store.readStream(`need-${needId}`)).events;
const detailsOf = async (needId: string) => (await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first()).details;
const budgetOf = async (needId: string) => (await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first()).answers.BUDGET;

/** Each page: a good answer, where Next leads, what the page shows after, and a bad answer with its field's message. */
type Fields = Record<string, string | string[]>;
const pages: Array<{ route: string; title: string; good: Fields; next: RegExp; shows: Array<string | [string, string]>; bad: Fields; message: string; saved: Record<string, unknown> }> = [
  {
    route: '/design/choose',
    title: 'What should your design cover?',
    good: { covers: ['layout', 'lighting', 'wall-color'], start: 'SOME', keeping: 'The grey sofa and the oak chest' },
    next: /^\/design\/lifestyle\?/,
    shows: [['covers', 'lighting'], 'The grey sofa and the oak chest'],
    bad: { covers: ['layout', 'jacuzzi'], start: 'SOME' },
    message: 'Please choose what the design should cover',
    saved: { SCOPE: { covers: ['layout', 'lighting', 'wall-color'], start: 'SOME', keeping: 'The grey sofa and the oak chest' } },
  },
  {
    route: '/design/furniture/type',
    title: 'Which pieces do you need?',
    good: { need: ['bed', 'nightstand'], keep: ['dresser'], note: 'The bed must be a King' },
    next: /^\/design\/furniture\?/,
    shows: [['need', 'bed'], ['keep', 'dresser'], 'src="/media/pieces/slate-panel-bed.webp"'],
    bad: { need: ['bed'], keep: ['bed'] },
    message: 'A piece is either new or kept, not both',
    saved: { FURNITURE_PIECES: { need: ['bed', 'nightstand'], keep: ['dresser'], note: 'The bed must be a King' } },
  },
  {
    route: '/design/furniture/choseStyle',
    title: 'What do you like in furniture?',
    good: { woodTones: ['light', 'mixed'], legs: ['tapered'], fabrics: ['Linen', 'Boucle'], note: '' },
    next: /^\/design\/furniture\?/,
    shows: [['legs', 'tapered'], ['fabrics', 'Boucle']],
    bad: { woodTones: ['zebra'] },
    message: 'Please choose wood tones from the list',
    saved: { FURNITURE_STYLE: { woodTones: ['light', 'mixed'], legs: ['tapered'], shapes: [], fabrics: ['Linen', 'Boucle'], note: '' } },
  },
  {
    route: '/design/furniture/wallColor',
    title: 'What about the walls?',
    good: { choice: 'PALETTE', colours: ['sage', 'cream'], note: 'Soft, I rent' },
    next: /^\/design\/furniture\?/,
    shows: [['choice', 'PALETTE'], ['colours', 'sage'], 'Soft, I rent'],
    bad: { choice: 'PALETTE', note: 'x'.repeat(501) },
    message: 'Please keep it under 500 characters',
    saved: { WALL_COLOR: { choice: 'PALETTE', colours: ['sage', 'cream'], note: 'Soft, I rent' } },
  },
  {
    route: '/design/material',
    title: 'Which materials do you love, and which not?',
    good: { liked: ['Oak', 'Linen'], disliked: ['Leather'], note: '' },
    next: /^\/design\/furniture\?/,
    shows: [['liked', 'Oak'], ['disliked', 'Leather']],
    bad: { liked: ['Plastic'] },
    message: 'Please choose materials from the list',
    saved: { MATERIALS: { liked: ['Oak', 'Linen'], disliked: ['Leather'], note: '' } },
  },
  {
    route: '/design/aboutYou/aboutYou',
    title: 'More about you',
    good: { users: ['me', 'partner'], workFromHome: 'DAILY', accessibility: 'Low bed is hard for my knees', styleWords: 'warm, calm, collected' },
    next: /^\/design\/roomDetail\?/,
    shows: [['workFromHome', 'DAILY'], 'warm, calm, collected', 'Low bed is hard for my knees'],
    bad: { users: ['me'], workFromHome: 'DAILY', styleWords: `warm, ${'y'.repeat(31)}` },
    message: 'Each word under 30 characters, please',
    saved: { ABOUT_YOU_MORE: { users: ['me', 'partner'], workFromHome: 'DAILY', accessibility: 'Low bed is hard for my knees', styleWords: ['warm', 'calm', 'collected'] } },
  },
];

describe('the questionnaire’s optional pages', () => {
  it('each renders for the project’s client, saves, shows the answer again and refuses bad input by its field, changing nothing', async () => {
    const ada = await client('brief-ada');
    const { needId, at } = await bedroom(ada);
    for (const p of pages) {
      const page = await ada.get(at(p.route));
      expect([p.route, page.status]).toEqual([p.route, 200]);
      expect(page.html).toContain(p.title);
      const before = (await eventsOf(needId)).length;
      const bad = await ada.post(at(p.route), { csrf: ada.csrf, intent: 'next', ...p.bad });
      expect([p.route, bad.status]).toEqual([p.route, 400]);
      expect(bad.html).toContain(p.message);
      expect((await eventsOf(needId)).length).toBe(before);
      const saved = await ada.post(at(p.route), { csrf: ada.csrf, intent: 'next', ...p.good });
      expect([p.route, saved.status]).toEqual([p.route, 302]);
      expect(saved.location).toMatch(p.next);
      expect(await detailsOf(needId)).toMatchObject(p.saved);
      const again = await ada.get(at(p.route));
      for (const shown of p.shows) expect([p.route, shown, typeof shown === 'string' ? again.html.includes(shown) : isChecked(again.html, ...shown)]).toEqual([p.route, shown, true]);
      // An autosave of the same answer appends nothing.
      const count = (await eventsOf(needId)).length;
      expect((await ada.post(at(p.route), { csrf: ada.csrf, intent: 'save', ...p.good })).status).toBe(200);
      expect((await eventsOf(needId)).length).toBe(count);
    }
    // From the review, Next goes back to it; the hub shows what is answered.
    expect((await ada.post(at('/design/choose', '&from=review'), { csrf: ada.csrf, intent: 'next', ...pages[0]!.good })).location).toMatch(/^\/design\/review\/review\?/);
    const hub = await ada.get(at('/design/furniture'));
    expect(hub.status).toBe(200);
    expect(hub.html).toContain('Wall colours: Sage, Cream');
    expect(hub.html).toContain('Pieces needed: Bed, Nightstand');
    // The step pages and the review link to them.
    expect((await ada.get(at('/design/lifestyle'))).html).toContain(`href="/design/choose?needId=${needId}`);
    expect((await ada.get(at('/design/furniture/stylePics'))).html).toContain(`href="/design/furniture?needId=${needId}`);
    expect((await ada.get(at('/design/roomDetail'))).html).toContain(`href="/design/aboutYou/aboutYou?needId=${needId}`);
    const review = await ada.get(at('/design/review/review'));
    expect(review.html).toContain('Materials liked: Oak, Linen');
    expect(review.html).toContain(`href="/design/review/payment?needId=${needId}`);
    expect(review.html).toContain(`href="/design/budget?needId=${needId}`);
    // A kitchen is not asked about furniture: its hub offers the walls and materials only.
    await ada.get('/design/room');
    const kitchen = await ada.post('/design/room', { csrf: ada.csrf, intent: 'next', count_5: '1' });
    const k = query(kitchen.location);
    const inKitchen = (route: string) => `${route}?needId=${k.get('needId')}&packageId=${k.get('packageId')}&v=1`;
    expect((await ada.get(inKitchen('/design/furniture/type'))).location).toMatch(/^\/design\/furniture\?/);
    const kitchenHub = await ada.get(inKitchen('/design/furniture'));
    expect(kitchenHub.html).toContain('data-testid="detail-WALL_COLOR"');
    expect(kitchenHub.html).not.toContain('data-testid="detail-FURNITURE_PIECES"');
    const styleInKitchen = await ada.post(inKitchen('/design/furniture/choseStyle'), { csrf: ada.csrf, intent: 'next', legs: ['tapered'] });
    // The page is not the kitchen's: the refused post lands on the hub, and nothing is kept.
    expect(styleInKitchen.location).toMatch(/^\/design\/furniture\?/);
    expect(await detailsOf(k.get('needId')!)).toEqual({});
    expect((await eventsOf(k.get('needId')!)).map((e) => e.type)).toEqual(['NeedDrafted']);
    // The project's JSON call answers the details too.
    const json = JSON.parse((await ada.get(`/api/need/getNeed?needId=${needId}`)).html);
    expect(json.data.details.WALL_COLOR).toEqual({ choice: 'PALETTE', colours: ['sage', 'cream'], note: 'Soft, I rent' });
    expect(logged).toEqual([]);
  });

  it('the budget: an exact amount or a split by piece is the one BUDGET answer, checked against the plan', async () => {
    const ada = await client('brief-budget');
    const { needId, at } = await bedroom(ada);
    expect((await ada.get(at('/design/budget'))).html).toContain('No budget yet');
    const page = await ada.get(at('/design/budget/preciseBudget'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('from $500.00 up to $1,000,000.00');
    const before = (await eventsOf(needId)).length;
    for (const [amount, message] of [['450', 'A budget for this plan starts at $500'], ['5000000', 'Please enter a budget under $1,000,000'], ['lots', 'Please enter your budget in dollars, like 4500']]) {
      const bad = await ada.post(at('/design/budget/preciseBudget'), { csrf: ada.csrf, intent: 'next', type: 'PRECISE', amount: amount! });
      expect([amount, bad.status]).toEqual([amount, 400]);
      expect(bad.html).toContain(message);
    }
    expect((await eventsOf(needId)).length).toBe(before);
    const exact = await ada.post(at('/design/budget/preciseBudget'), { csrf: ada.csrf, intent: 'next', type: 'PRECISE', amount: '4,500' });
    expect(exact.location).toMatch(/^\/design\/roomDetail\?/);
    expect(await budgetOf(needId)).toEqual({ type: 'PRECISE', budget: 'Exact budget', minPrice: 450_000, maxPrice: 450_000 });
    expect((await ada.get(at('/design/budget/preciseBudget'))).html).toContain('value="4500"');
    // The ranges page keeps it as one more choice: Next there does not ask again.
    const ranges = await ada.get(at('/design/budget/rangeSelection'));
    expect(ranges.html).toContain('Exact budget: $4,500.00');
    expect((await ada.post(at('/design/budget/rangeSelection'), { csrf: ada.csrf, intent: 'next', type: 'PRECISE', amount: '4500' })).status).toBe(302);
    // Split by piece: the range is what the pieces add up to, and replaces the exact amount.
    const split = await ada.get(at('/design/budget/rangeChoose'));
    expect(split.status).toBe(200);
    const wrong = await ada.post(at('/design/budget/rangeChoose'), { csrf: ada.csrf, intent: 'next', type: 'SPLIT', pieces: ['bed', 'rug'], min_bed: '2000', max_bed: '1500', min_rug: '200', max_rug: '400' });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain('Bed: the most must be at least the least');
    const good = await ada.post(at('/design/budget/rangeChoose'), { csrf: ada.csrf, intent: 'next', type: 'SPLIT', pieces: ['bed', 'rug'], min_bed: '1500', max_bed: '2500', min_rug: '', max_rug: '400' });
    expect(good.location).toMatch(/^\/design\/roomDetail\?/);
    expect(await budgetOf(needId)).toEqual({ type: 'SPLIT', budget: 'Budget by piece', minPrice: 150_000, maxPrice: 290_000, split: [{ kind: 'bed', minPrice: 150_000, maxPrice: 250_000 }, { kind: 'rug', minPrice: 0, maxPrice: 40_000 }] });
    const hub = await ada.get(at('/design/budget'));
    expect(hub.html).toContain('Budget by piece: $1,500 - $2,900 (Bed $1,500 - $2,500, Rug $0 - $400)');
    // A tier chosen afterwards is the budget again: still one answer.
    expect((await ada.post(at('/design/budget/rangeSelection'), { csrf: ada.csrf, intent: 'next', type: 'SAVVY' })).status).toBe(302);
    expect(await budgetOf(needId)).toEqual({ type: 'SAVVY', budget: 'Savvy', minPrice: 1_000_000, maxPrice: 2_000_000 });
    expect(logged).toEqual([]);
  });

  it('the payment part of the review: the plan, and how to pay while it is not paid', async () => {
    const ada = await client('brief-pay');
    const { at } = await bedroom(ada);
    const none = await ada.get(at('/design/review/payment'));
    expect(none.status).toBe(200);
    expect(none.html).toContain('No plan chosen yet.');
    expect(none.html).toMatch(/href="\/design\/payment\/index\?needId=/);
    expect((await ada.post(at('/design/payment/index'), { csrf: ada.csrf, intent: 'next', plan: 'CLASSIC' })).status).toBe(302);
    const unpaid = await ada.get(at('/design/review/payment'));
    expect(unpaid.html).toContain('Classic');
    expect(unpaid.html).toContain('not paid yet');
    expect(unpaid.html).toMatch(/href="\/design\/payment\/payment\?needId=\d+&packageId=pk[a-f0-9]+&v=\d+&from=review"/);
    const paid = await ada.post(at('/design/payment/payment'), { csrf: ada.csrf, intent: 'pay', cardName: 'Ada Brief', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' });
    expect(paid.status).toBe(302);
    const receipt = await ada.get(at('/design/review/payment'));
    expect(receipt.html).toContain('Classic plan');
    expect(receipt.html).toContain('Total paid');
    expect(receipt.html).not.toContain('4242');
    expect(logged).toEqual([]);
  });

  it('another client never reaches them; a signed-out visitor is sent to sign in; the designer reads the details in the brief', async () => {
    const ada = await client('brief-owner');
    const { needId, at } = await bedroom(ada);
    expect((await ada.post(at('/design/furniture/wallColor'), { csrf: ada.csrf, intent: 'next', choice: 'DESIGNER', note: 'Surprise me' })).status).toBe(302);
    expect((await ada.post(at('/design/material'), { csrf: ada.csrf, intent: 'next', liked: ['Walnut'] })).status).toBe(302);
    const bob = await client('brief-other');
    const before = (await eventsOf(needId)).length;
    for (const route of [...pages.map((p) => p.route), '/design/furniture', '/design/budget', '/design/budget/rangeChoose', '/design/budget/preciseBudget', '/design/review/payment']) {
      expect([route, (await bob.get(at(route))).status]).toEqual([route, 404]);
    }
    expect((await bob.post(at('/design/furniture/wallColor'), { csrf: bob.csrf, intent: 'next', choice: 'KEEP' })).status).toBe(404);
    expect((await bob.post(at('/design/budget/preciseBudget'), { csrf: bob.csrf, intent: 'next', type: 'PRECISE', amount: '9000' })).status).toBe(404);
    expect((await eventsOf(needId)).length).toBe(before);
    const visitor = new PageVisitor(shop.base);
    const away = await visitor.get(at('/design/material'));
    expect(away.status).toBe(302);
    expect(away.location).toBe(`/design/sign-in?${new URLSearchParams({ redirectTo: at('/design/material') })}`);

    // Submitted, paid and assigned: the designer's workspace shows the details; the details lock, but more about you stays open.
    const answers: Array<[string, Fields]> = [
      ['/design/image', { photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] }],
      ['/design/payment/index', { plan: 'CLASSIC' }],
      ['/design/lifestyle', { lifestyles: ['reading'] }],
      ['/design/furniture/stylePics', { stylePicIds: ['s7'] }],
      ['/design/roomDetail', { adultsCount: '2', kidsNum: '0', owned: 'Own', pet: 'No' }],
      ['/design/roomDetail/roomSelect', { remark: 'North light', size: 'Queen' }],
    ];
    for (const [route, fields] of answers)
      expect([route, (await ada.post(at(route), { csrf: ada.csrf, intent: 'next', ...fields })).status]).toEqual([route, 302]);
    expect((await ada.post(at('/design/budget/preciseBudget'), { csrf: ada.csrf, intent: 'next', type: 'PRECISE', amount: '6000' })).status).toBe(302);
    expect((await ada.post(at('/design/review/review'), { csrf: ada.csrf, intent: 'next' })).status).toBe(302);
    await shop.runtime.execute(projectCommands.AssignDesigner, { needId, designerId: 'demo-designer' }, { actor: { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } }, { waitFor: ['projects-needs'] });
    const designer = await new PageVisitor(shop.base).signIn('designer@roomcraft.local', 'roomcraft-demo');
    const workspace = await designer.get('/hidden/project/index');
    expect(workspace.html).toContain('Leave it to my designer');
    expect(workspace.html).toContain('Surprise me');
    expect(workspace.html).toContain('Materials liked');
    expect(workspace.html).toContain('Exact budget: $6,000');
    const locked = await ada.post(at('/design/material'), { csrf: ada.csrf, intent: 'next', liked: ['Oak'] });
    expect(locked.status).toBe(409);
    expect(locked.html).toContain('Your designer is working from these answers');
    expect((await ada.post(at('/design/aboutYou/aboutYou'), { csrf: ada.csrf, intent: 'next', users: ['me'], workFromHome: 'NO' })).status).toBe(302);
    expect(logged).toEqual([]);
  });
});

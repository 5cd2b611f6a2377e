import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * The plans and pricing pages, the about pages, the remodel pages and the AI
 * subscription's pages, fetched over real HTTP without scripts: prices come from
 * the catalogue under the variant staff choose (or a browser's prefix_letter role).
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
let staff: ApiClient;
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  staff = new ApiClient(shop.base, null, '192.0.2.60');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
});

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
/** The text of one plan card, found by its test id. */
const card = (html: string, type: string) => html.split(`data-testid="plan-${type}"`)[1]?.split(/data-testid=|<\/ul><\/section>/)[0] ?? '';
const chooseVariant = async (variant: string) => expect((await staff.call('/admin/pricing/variant', { variant })).data.variant).toBe(variant);

describe('plans and pricing', () => {
  it('/design/pricing/plan shows every plan with its fields, revisions and extra prices under variant A', async () => {
    const page = await new PageVisitor(shop.base).get('/design/pricing/plan');
    expect(page.status).toBe(200);
    expect(title(page.html)).toBe('Design plans and pricing · Roomcraft');
    const expected: Array<[string, string[]]> = [
      ['KICK_START', ['Kick-Start', '$79.00', '$49.00', '2 revisions within 30 days of delivery', 'Start with Kick-Start']],
      ['CLASSIC', ['Classic', 'Our most popular design', '$119.00', '$89.00', 'Up to 3 revisions', 'Most popular']],
      ['LUXE', ['Luxe', '$159.00', '$95.00', 'Unlimited revisions']],
      ['IN_PERSON', ['In-Person', '$499.00', 'Add it to any plan for $199.00']],
      ['ADDITIONAL_ROOM', ['Additional Room', '$199.00']],
      ['BATHROOM', ['Bathroom', '$259.00', '$194.00', 'Design packages for Kitchen and Bathroom designs may vary in price and location']],
      ['KITCHEN', ['Kitchen', '$359.00', '$269.00']],
      ['AI_SUBSCRIPTION', ['AI Designer', '$19.99', 'a month', 'href="/remodel/subscribe"']],
    ];
    for (const [type, texts] of expected) for (const text of texts) expect(card(page.html, type), `${type}: ${text}`).toContain(text);
    expect(page.html).not.toContain('Thanksgiving offer');
    for (const extra of ['Replicate a look', '$18.00', 'Remodel design fee', '$159.00', 'Meeting with your designer', '$25.00']) expect(page.html).toContain(extra);
    expect(page.html).toMatch(/<a[^>]*href="\/design\/room"[^>]*>Get started<\/a>/);
  });

  it('a browser role prefix_letter picks the low price and is remembered; a malformed one is ignored; an empty one forgets it', async () => {
    const v = new PageVisitor(shop.base);
    const withRole = await fetch(`${shop.base}/design/pricing/plan?role=pricing_d`, { redirect: 'manual' });
    expect(withRole.status).toBe(200);
    const html = await withRole.text();
    expect(card(html, 'KICK_START')).toContain('$39.00');
    expect(card(html, 'CLASSIC')).toContain('$49.00');
    const roleCookie = withRole.headers.getSetCookie().find((c) => c.startsWith('price_role='))!;
    expect(roleCookie).toMatch(/Path=\//);
    // Later price pages without the query show the same prices.
    const later = await v.get('/about/price', { cookie: roleCookie.split(';')[0]! });
    expect(card(later.html, 'CLASSIC')).toContain('$49.00');
    const odd = await v.get('/design/pricing/plan?role=%3Cscript%3E_x');
    expect(odd.status).toBe(200);
    expect(card(odd.html, 'CLASSIC')).toContain('$89.00');
    const forget = await fetch(`${shop.base}/design/pricing/plan?role=`, { headers: { cookie: roleCookie.split(';')[0]! } });
    expect(card(await forget.text(), 'CLASSIC')).toContain('$89.00');
    expect(forget.headers.getSetCookie().find((c) => c.startsWith('price_role='))).toMatch(/Max-Age=0/);
  });

  it('a variant staff choose shows at once, the Thanksgiving offer with its badge', async () => {
    try {
      await chooseVariant('THANKSGIVING');
      for (const path of ['/design/pricing/plan', '/about/price']) {
        const page = await new PageVisitor(shop.base).get(path);
        expect(card(page.html, 'KICK_START')).toContain('$59.00');
        expect(card(page.html, 'CLASSIC')).toContain('$96.00');
        expect(card(page.html, 'CLASSIC')).toContain('$129.00');
        expect(card(page.html, 'LUXE')).toContain('$149.00');
        expect(card(page.html, 'LUXE')).toContain('Thanksgiving offer');
      }
      await chooseVariant('C');
      const c = await new PageVisitor(shop.base).get('/design/pricing/plan');
      expect(card(c.html, 'CLASSIC')).toContain('$139.00');
      expect(card(c.html, 'CLASSIC')).not.toMatch(/<s[ >]/);
      const how = await new PageVisitor(shop.base).get('/about/how-it-works');
      expect(how.html).toContain('Plans start at $99.00 a room');
    } finally {
      await chooseVariant('A');
    }
  });
});

describe('the about pages', () => {
  it('each page answers with its title and real content', async () => {
    const v = new PageVisitor(shop.base);
    const pages: Array<[string, string, string[]]> = [
      ['/about/how-it-works', 'How it works · About Roomcraft', ['Choose your rooms', 'Plans start at $49.00 a room', 'Kick-Start 2 within 30 days, Classic up to 3, Luxe unlimited']],
      ['/about/price', 'Plans and pricing · About Roomcraft', ['$89.00', '$19.99', 'Unlimited revisions']],
      ['/about/chooseUs', 'Why choose us · About Roomcraft', ['Real designers, matched to you', 'starts at $49.00']],
      ['/about/low-price-guarantee', 'High style, lowest price guarantee · About Roomcraft', ['within 14 days of paying for a plan', 'Classic $89.00', 'href="/customer/matching"']],
      ['/about/concierge', 'Concierge design · About Roomcraft', ['$5,000.00', '$1,800.00', '$1,200.00', 'Luxe Concierge']],
    ];
    for (const [path, expectedTitle, texts] of pages) {
      const page = await v.get(path);
      expect(page.status, path).toBe(200);
      expect(title(page.html)).toBe(expectedTitle);
      for (const text of texts) expect(page.html, `${path}: ${text}`).toContain(text);
      expect(page.html).toContain('aria-current="page"');
    }
  });

  it('old addresses redirect, keeping the query', async () => {
    const v = new PageVisitor(shop.base);
    expect(await v.get('/about/plan')).toMatchObject({ status: 301, location: '/about/price' });
    expect(await v.get('/about/plan?role=pricing_d')).toMatchObject({ status: 301, location: '/about/price?role=pricing_d' });
    expect(await v.get('/about/high-style-lowest-price-guarantee')).toMatchObject({ status: 301, location: '/about/low-price-guarantee' });
    expect(await v.get('/about')).toMatchObject({ status: 301, location: '/about/how-it-works' });
  });
});

describe('the remodel pages and the Glow-Up block', () => {
  it('/remodel/home and /remodel/index show the Kitchen and Bathroom packages with their prices', async () => {
    const v = new PageVisitor(shop.base);
    for (const [path, expectedTitle] of [
      ['/remodel/home', 'Kitchen and bathroom remodel design · Roomcraft'],
      ['/remodel/index', 'Remodel design packages · Roomcraft'],
    ]) {
      const page = await v.get(path);
      expect(page.status).toBe(200);
      expect(title(page.html)).toBe(expectedTitle);
      expect(card(page.html, 'KITCHEN')).toContain('$269.00');
      expect(card(page.html, 'BATHROOM')).toContain('$194.00');
      expect(page.html).toContain('Design packages for Kitchen and Bathroom designs may vary in price and location');
      expect(page.html).toContain('the $259.00 remodel design fee is deducted');
      expect(page.html).toMatch(/href="\/design\/room"/);
    }
    expect((await v.get('/remodel/index')).html).toContain('$25,000 - $50,000');
  });

  it('the Glow-Up block lists the room types (each starting its AI design), the styles and the points', async () => {
    const v = new PageVisitor(shop.base);
    const page = await v.get('/remodel/home');
    expect(page.html).toContain('Get a Glow-Up');
    const rooms: Array<[string, string]> = [
      ['Living Room', 'living_room'], ['Dining Room', 'dining_room'], ['Bedroom', 'bedroom'], ['Bathroom', 'bathroom'], ['Home Office', 'home_office'], ['Hallway', 'hallway'], ['Kitchen', 'kitchen'],
    ];
    for (const [name, roomType] of rooms) expect(page.html).toContain(`href="/design/roomGpt?roomType=${roomType}">${name}</a>`);
    for (const style of ['Bohemian', 'Coastal', 'Farmhouse', 'Eclectic', 'Scandinavian', 'Modern', 'Transitional', 'Mid-century']) expect(page.html).toContain(`>${style}</li>`);
    for (const point of ['Royalty-free for commercial use', 'Unlimited generations']) expect(page.html).toContain(point);
    // Each link reaches the AI upgrade page for its room.
    for (const [name, roomType] of rooms) {
      const gpt = await v.get(`/design/roomGpt?roomType=${roomType}`);
      expect(gpt.status, roomType).toBe(200);
      expect(gpt.html).toContain(`Your ${name} design`);
    }
  });

  it('/remodel/subscribe offers the AI subscription at $19.99 a month; a visitor is asked to sign in, and /remodel/success needs an account', async () => {
    const v = new PageVisitor(shop.base);
    const page = await v.get('/remodel/subscribe');
    expect(page.status).toBe(200);
    expect(title(page.html)).toBe('AI Designer subscription · Roomcraft');
    expect(page.html).toContain('$19.99');
    expect(page.html).toContain('href="/sign-in?redirectTo=%2Fremodel%2Fsubscribe"');
    expect(page.html).not.toContain('name="cardNumber"');
    await v.get('/sign-in'); // the visitor's form token
    const posted = await v.post('/remodel/subscribe', { csrf: v.csrf, intent: 'subscribe', attemptId: 'a1', cardName: 'Vi Sitor', cardNumber: '4242424242424242', cardExpiry: '12/31', cardCvc: '123' });
    expect(posted).toMatchObject({ status: 302, location: '/sign-in?redirectTo=%2Fremodel%2Fsubscribe' });
    expect((await v.get('/remodel/success')).status).toBe(401);
  });

  it('every link on these pages leads somewhere (nothing links to them yet, so the site crawl does not reach them)', async () => {
    const v = new PageVisitor(shop.base);
    const pages = ['/design/pricing/plan', '/about/price', '/about/how-it-works', '/about/chooseUs', '/about/low-price-guarantee', '/about/concierge', '/remodel/home', '/remodel/index', '/remodel/subscribe'];
    const links = new Set<string>();
    for (const path of pages) {
      const page = await v.get(path);
      for (const m of page.html.matchAll(/<a\b[^>]*\bhref="([^"#]*)/g)) if (m[1]!.startsWith('/') && !m[1]!.startsWith('//')) links.add(m[1]!);
    }
    const broken: string[] = [];
    for (const link of links) {
      const page = await v.get(link);
      if (!(page.status === 200 || page.status === 401 || (page.status >= 300 && page.status < 400 && page.location?.startsWith('/')))) broken.push(`${link} → ${page.status}`);
    }
    expect(links.size).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it('logged no errors', () => {
    expect(logged).toEqual([]);
  });
});

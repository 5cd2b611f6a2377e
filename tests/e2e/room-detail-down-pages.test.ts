import { beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/**
 * /design/roomDetail/down (part 2 §2, "no top bar"): the ROOM DETAILS step as the
 * mobile app's web view shows it. The same form and rules as manualInput, saved by
 * the same step command; the site's top bar and footer are left out, the step's own
 * footer (Back, Next) stays. Another client's project is 404, bad input is a 400
 * with the field's message and nothing changed.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const down = '/design/roomDetail/down';
const query = (location: string | null) => new URL(location!, 'http://x').searchParams;
async function client(prefix: string) {
  const { email } = await newClientAccount(shop.runtime, prefix);
  return new PageVisitor(shop.base).signIn(email, clientPassword);
}
async function livingRoom(v: PageVisitor) {
  await v.get('/design/room');
  const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_1: '1' });
  expect(chosen.status).toBe(302);
  const needId = query(chosen.location).get('needId')!;
  const packageId = query(chosen.location).get('packageId')!;
  return { needId, at: (route: string) => `${route}?needId=${needId}&packageId=${packageId}&v=1` };
}
const eventsOf = async (needId: string) => (await shop.runtime.store.readStream(`need-${needId}`)).events;

describe('ROOM DETAILS in the app’s web view (/design/roomDetail/down)', () => {
  it('is the room details step without the site’s top bar or footer', async () => {
    const ada = await client('down-ada');
    const { at } = await livingRoom(ada);
    const page = await ada.get(at(down));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>ROOM DETAILS · Your design · Roomcraft</title>');
    expect(page.html).toContain('name="remark"');
    expect(page.html).toContain('Measure your room');
    expect(page.html).toContain('data-testid="design-next"');
    expect(page.html).not.toContain('class="site-header"');
    expect(page.html).not.toContain('class="site-footer"');
    // The same step elsewhere keeps the site's chrome.
    const manual = await ada.get(at('/design/roomDetail/manualInput'));
    expect(manual.html).toContain('class="site-header"');
    expect(manual.html).toContain('class="site-footer"');
    expect(logged).toEqual([]);
  });

  it('saves the answer through the same step command as the other ROOM DETAILS pages', async () => {
    const ada = await client('down-save');
    const { needId, at } = await livingRoom(ada);
    await ada.get(at(down));
    const saved = await ada.post(at(down), { csrf: ada.csrf, intent: 'save', remark: 'Seen from the app: bay window, radiator under it' });
    expect(saved.status).toBe(200);
    const events = await eventsOf(needId);
    expect(events.at(-1)).toMatchObject({ type: 'NeedStepAnswered', data: { needId, step: 'ROOM_DETAILS', answer: { remark: 'Seen from the app: bay window, radiator under it' } } });
    const next = await ada.post(at(down), { csrf: ada.csrf, intent: 'next', remark: 'Seen from the app: bay window' });
    expect(next.status).toBe(302);
    const row = await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first();
    expect(row.answers.ROOM_DETAILS.remark).toBe('Seen from the app: bay window');
    // Shown again on the page.
    expect((await ada.get(at(down))).html).toContain('Seen from the app: bay window');
    expect(logged).toEqual([]);
  });

  it('refuses a missing remark with the field’s message and changes nothing', async () => {
    const ada = await client('down-bad');
    const { needId, at } = await livingRoom(ada);
    await ada.get(at(down));
    const before = (await eventsOf(needId)).length;
    const bad = await ada.post(at(down), { csrf: ada.csrf, intent: 'next', remark: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Please tell us about the room');
    expect(bad.html).not.toContain('class="site-header"');
    expect((await eventsOf(needId)).length).toBe(before);
    expect(logged).toEqual([]);
  });

  it('another client’s project answers 404 and stays unchanged', async () => {
    const ada = await client('down-own');
    const { needId, at } = await livingRoom(ada);
    await ada.get(at(down));
    expect((await ada.post(at(down), { csrf: ada.csrf, intent: 'next', remark: 'Ada’s own room' })).status).toBe(302);
    const bob = await client('down-bob');
    const before = (await eventsOf(needId)).length;
    const page = await bob.get(at(down));
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Ada’s own room');
    expect((await bob.post(at(down), { csrf: bob.csrf, intent: 'next', remark: 'Bob was here' })).status).toBe(404);
    expect((await eventsOf(needId)).length).toBe(before);
    expect(logged).toEqual([]);
  });
});

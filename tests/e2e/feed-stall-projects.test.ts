import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { stylePhotos } from '../../domain/projects/options';
import { signedInClient } from '../support/clients';
import { loggedErrors, startTestApp } from '../support/http-app';
import { holdFeedBack, type OwnPostgres, ownPostgresWithDemoData } from '../support/own-postgres';
import { PageVisitor } from './page-visitor';

/**
 * Issue 20 (the held-back feed, beyond checkout): while another transaction holds
 * the event feed back, read models stay behind. A DIY board just started, and a
 * questionnaire step just answered, are answered from their own events: diy/start
 * does not answer 404 and the questionnaire's pages do not bounce back to the step
 * before.
 */
let own: OwnPostgres;
let shop: Awaited<ReturnType<typeof startTestApp>>;
let errors: string[];
beforeAll(async () => {
  // A server of its own: an open transaction holds back the feed of every database on its server, and other test files run meanwhile.
  own = await ownPostgresWithDemoData();
  shop = await startTestApp({ FEED_STALL_THRESHOLD_MS: '300' }, { databaseUrl: own.url });
  errors = loggedErrors(shop.runtime);
  return async () => {
    await shop.close();
    await own.stop();
  };
});

/** Holds the server's feed back until `end()`, or the test's end (so a failing test does not hold back the next). */
async function holdFeed() {
  const h = await holdFeedBack(own.adminUrl);
  onTestFinished(() => h.end());
  return h;
}

const seven = stylePhotos.slice(0, 7).map((p) => p.id);
const query = (location: string | null) => new URL(location!, 'http://x').searchParams;

describe('projects while the feed is held back (issue 20)', () => {
  it('starts a DIY board and saves its steps, answering from its events, never another client’s', async () => {
    const { runtime, base } = shop;
    const api = await signedInClient(runtime, base, 'diy-stall');
    const stranger = await signedInClient(runtime, base, 'diy-stall-other');
    const hold = await holdFeed();

    const started = await api.call('/diy/start', { roomType: 'bedroom' });
    expect(started).toMatchObject({ status: 200, success: true, data: { room: { name: 'Bedroom' }, status: 'DRAFT', answers: {} } });
    const id = started.data.diyId as string;
    // The read model has not seen it.
    expect(await runtime.db('diy_projects_v1').where({ diy_id: id }).first()).toBeUndefined();
    expect(await api.call('/diy/get', { id })).toMatchObject({ status: 200, data: { diyId: id } });
    const saved = await api.call('/diy/save', { id, step: 'IMAGE', values: { photoIds: ['p1', 'p2', 'p3'] } });
    expect(saved).toMatchObject({ status: 200, data: { diyId: id, answers: { IMAGE: { photoIds: ['p1', 'p2', 'p3'] } } } });
    expect((await stranger.call('/diy/get', { id })).status).toBe(404);
    expect((await stranger.call('/diy/save', { id, step: 'IMAGE', values: { photoIds: ['p1', 'p2', 'p3'] } })).status).toBe(404);

    // Once the feed moves, the read model shows what the events said.
    const fromEvents = (await api.call('/diy/get', { id })).data;
    await hold.end();
    await runtime.runner?.catchUp();
    expect((await api.call('/diy/get', { id })).data).toEqual(fromEvents);
    expect(errors).toEqual([]);
  });

  it('walks the questionnaire without a page bouncing back, from the room choice to the submitted project', async () => {
    const { runtime, base } = shop;
    const api = await signedInClient(runtime, base, 'need-stall');
    const v = await new PageVisitor(base).signIn(api.email, 'correct horse battery');
    const stranger = await new PageVisitor(base).signIn((await signedInClient(runtime, base, 'need-stall-other')).email, 'correct horse battery');
    const hold = await holdFeed();

    await v.get('/design/room');
    const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_3: '1' });
    expect(chosen.location).toMatch(/^\/design\/image\?/);
    const needId = query(chosen.location).get('needId')!;
    expect(await runtime.db('projects_needs_v1').where({ need_id: needId }).first()).toBeUndefined();
    const at = (route: string) => `${route}?needId=${needId}&packageId=${query(chosen.location).get('packageId')}&v=1`;
    /** Next on a step, then the page it leads to: that page, not a redirect back. */
    const next = async (route: string, fields: Record<string, string | string[]>, to: RegExp, heading: string) => {
      await v.get(at(route));
      const posted = await v.post(at(route), { csrf: v.csrf, intent: 'next', ...fields });
      expect(posted.location, `${route} → ${to}`).toMatch(to);
      const page = await v.get(posted.location!);
      expect(page.status, `${posted.location}`).toBe(200);
      expect(page.html).toContain(heading);
      return page;
    };

    const image = await v.get(chosen.location!);
    expect(image.status).toBe(200);
    expect(image.html).toContain('Which rooms speak to you?');
    expect(image.html).toMatch(/Bedroom<\/strong> · project/);
    await next('/design/image', { photoIds: seven }, /^\/design\/personality\?/, 'Your style: ');
    await next('/design/payment/index', { plan: 'CLASSIC' }, /^\/design\/payment\/payment\?/, 'Pay for your');
    await next('/design/lifestyle', { lifestyles: ['reading', 'sleep'] }, /^\/design\/furniture\/stylePics\?/, 'Which pieces do you like?');
    await next('/design/furniture/stylePics', { stylePicIds: ['s7', 's8'] }, /^\/design\/budget\/rangeSelection\?/, 'What is your budget');
    await next('/design/budget/rangeSelection', { type: 'SAVVY' }, /^\/design\/roomDetail\?/, 'All about you');
    await next('/design/roomDetail', { adultsCount: '2', kidsNum: '0', owned: 'Own', pet: 'No' }, /^\/design\/roomDetail\/roomSelect\?/, 'Room details');
    const review = await next('/design/roomDetail/roomSelect', { remark: 'North light', size: 'Queen' }, /^\/design\/review\/review\?/, 'Review your answers');
    expect(review.html).toContain('Queen bed');
    expect(review.html).toContain('Savvy');
    // Another client's pages and calls do not find it, from the events or otherwise.
    expect((await stranger.get(at('/design/review/review'))).status).toBe(404);
    const submitted = await v.post(at('/design/review/review'), { csrf: v.csrf, intent: 'next' });
    expect(submitted.location).toMatch(/^\/design\/success\?/);
    const success = await v.get(submitted.location!);
    expect(success.status).toBe(200);
    expect(success.html).toContain(`C${needId.padStart(10, '0')}`);
    expect(success.html).toContain('Submitted, awaiting payment');
    expect(await runtime.db('projects_needs_v1').where({ need_id: needId }).first()).toBeUndefined();
    expect((await api.call('/need/getNeed', { needId })).data).toMatchObject({ needId, status: 'SUBMITTED', answers: { ROOM_DETAILS: { size: 'Queen' } } });

    // Once the feed moves, the read model shows what the events said.
    const fromEvents = (await api.call('/need/getNeed', { needId })).data;
    await hold.end();
    await runtime.runner?.catchUp();
    expect((await api.call('/need/getNeed', { needId })).data).toEqual(fromEvents);
    expect(errors).toEqual([]);
  });
});

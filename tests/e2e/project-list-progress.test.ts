import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { browserForFile } from '../support/browser';
import { clientPassword, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
let staff: ApiClient;
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  staff = new ApiClient(shop.base, null, '192.0.2.60');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
});

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

async function needOfPackage(packageId: string) {
  const [row] = await shop.runtime.db('projects_needs_v1').where({ package_id: packageId });
  return row.need_id as string;
}

/** One row of the list: from its <li> to the next. */
function rowOf(html: string, testId: string) {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</li>', start));
}
const rowHtml = (html: string, projectId: string) => rowOf(html, `project-${projectId}`);

async function answersPicture(url: string, cookie = '') {
  const res = await fetch(new URL(url, shop.base), { headers: { cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type') ?? '', bytes };
}

/** The board's thumbnail, as the canvas uploads it on save → its URL. */
async function uploadThumbnail(api: ApiClient, boardId: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9e7e' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'board.png');
  const thumb = await fetch(`${shop.base}/api/diymb/${boardId}/thumbnail`, { method: 'POST', headers: { authorization: api.token!, 'x-forwarded-for': api.address }, body: form });
  expect(thumb.status).toBe(200);
  return ((await thumb.json()) as { data: string }).data;
}

/** A client with two projects: a Kitchen draft two steps in, and a Bedroom one answered, paid, submitted, with a designer and a board thumbnail. */
async function twoProjects() {
  const api = await signedInClient(shop.runtime, shop.base, 'pl');
  const draftNeed = await needOfPackage((await api.call('/multipleNeed/saveNeedList', { list: [site('5', 'Kitchen')] })).data);
  for (const [step, values] of [['STYLES', { photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] }], ['BUDGET', { type: 'SAVVY' }]] as const)
    { const r = await api.call('/need/save', { needId: draftNeed, step, values }); expect(r.status, `${step} ${r.message}`).toBe(200); }

  const busyNeed = await needOfPackage((await api.call('/multipleNeed/saveNeedList', { list: [site('3', 'Bedroom')] })).data);
  const answers: Array<[string, Record<string, unknown>]> = [
    ['STYLES', { photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] }],
    ['PAYMENT', { plan: 'CLASSIC' }],
    ['LIFESTYLE', { lifestyles: ['reading'] }],
    ['FURNITURE', { stylePicIds: ['s2'] }],
    ['BUDGET', { type: 'SAVVY' }],
    ['ALL_ABOUT_YOU', { adultsCount: 2, kidsNum: 0, owned: 'Own', pet: 'No' }],
    ['ROOM_DETAILS', { remark: 'North-facing', size: 'Queen' }],
  ];
  for (const [step, values] of answers) expect((await api.call('/need/save', { needId: busyNeed, step, values })).status, step).toBe(200);
  expect((await api.call('/need/manage/payNeed', { needId: busyNeed, plan: 'CLASSIC', ...card })).status).toBe(200);
  expect((await api.call('/need/manage/submit', { needId: busyNeed })).status).toBe(200);
  expect((await staff.call(`/admin/needs/${busyNeed}/assign`, { designerId: 'demo-designer' })).status).toBe(200);

  // The project's mood board, with a thumbnail (what the canvas uploads on save).
  const board = await api.call('/diymb/create', { needId: busyNeed });
  expect(board.status, board.message).toBe(200);
  const thumbUrl = await uploadThumbnail(api, board.data.boardId);
  return { api, draft: `C${draftNeed.padStart(10, '0')}`, busy: `C${busyNeed.padStart(10, '0')}`, thumbUrl };
}

describe('My Projects shows each project with a picture and its progress (issue 20)', () => {
  it('a draft shows its room picture and steps answered; a project with a designer shows its board thumbnail and stage', { timeout: 120_000 }, async () => {
    const { api, draft, busy, thumbUrl } = await twoProjects();
    const v = await new PageVisitor(shop.base).signIn(api.email, clientPassword);
    const page = await v.get('/project/index');
    expect(page.status).toBe(200);

    const draftRow = rowHtml(page.html, draft);
    const draftImg = draftRow.match(/<img[^>]*class="project-row__picture"[^>]*>/)?.[0] ?? '';
    expect(draftImg).toContain('data-picture="room"');
    const draftSrc = draftImg.match(/src="([^"]+)"/)![1]!;
    const draftPic = await answersPicture(draftSrc.replace(/&amp;/g, '&'), v.cookie);
    expect(draftPic.status).toBe(200);
    expect(draftPic.type).toMatch(/^image\//);
    // Kitchen hides FURNITURE: 6 steps to answer besides REVIEW, 2 answered.
    expect(text(draftRow)).toContain('Stage 1 of 4: Questionnaire · 2 of 6 steps answered');
    expect(draftRow).toMatch(/<progress[^>]*max="100"[^>]*value="8"/);

    const busyRow = rowHtml(page.html, busy);
    const busyImg = busyRow.match(/<img[^>]*class="project-row__picture"[^>]*>/)?.[0] ?? '';
    expect(busyImg).toContain('data-picture="board"');
    const busySrc = busyImg.match(/src="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
    expect(new URL(busySrc, shop.base).pathname).toBe(new URL(thumbUrl, shop.base).pathname);
    const busyPic = await answersPicture(busySrc, v.cookie);
    expect(busyPic.status).toBe(200);
    expect(busyPic.type).toMatch(/^image\//);
    expect((await sharp(busyPic.bytes).metadata()).width).toBeGreaterThan(0);
    expect(text(busyRow)).toContain('Stage 4 of 4: Designer assigned · your room is being designed');
    expect(busyRow).toMatch(/<progress[^>]*max="100"[^>]*value="75"/);

    // Another client sees neither project.
    const other = await signedInClient(shop.runtime, shop.base, 'pl-other');
    const theirs = await (await new PageVisitor(shop.base).signIn(other.email, clientPassword)).get('/project/index');
    expect(theirs.html).not.toContain(busy);
    expect(theirs.html).not.toContain(thumbUrl);

    // The page at 1366×768 in Chromium, pictures loaded.
    const browser = await browserForFile();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const [name, value] = v.cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: shop.base }]);
    const tab = await context.newPage();
    await tab.goto(`${shop.base}/project/index`);
    await tab.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img.project-row__picture')].every((i) => i.complete && i.naturalWidth > 0));
    expect(await tab.locator('img.project-row__picture').count()).toBe(2);
    fs.mkdirSync('/tmp/shots-projects', { recursive: true });
    await tab.screenshot({ path: '/tmp/shots-projects/my-projects-1366.png' });
    expect(logged).toEqual([]);
  });

  it('a DIY board shows its thumbnail once saved, its room picture before', { timeout: 60_000 }, async () => {
    const api = await signedInClient(shop.runtime, shop.base, 'pl-diy');
    const diyId = (await api.call('/diy/start', { roomType: 'bedroom' })).data.diyId as string;
    const v = await new PageVisitor(shop.base).signIn(api.email, clientPassword);
    const before = rowOf((await v.get('/project/index?status=DIY')).html, `diy-${diyId}`);
    expect(before).toContain('data-picture="room"');
    const boardId = (await api.call('/diymb/create', { diyId })).data.boardId as string;
    const thumbUrl = await uploadThumbnail(api, boardId);
    const after = rowOf((await v.get('/project/index?status=DIY')).html, `diy-${diyId}`);
    expect(after).toContain('data-picture="board"');
    const src = after.match(/<img[^>]*src="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
    expect(new URL(src, shop.base).pathname).toBe(new URL(thumbUrl, shop.base).pathname);
    expect((await answersPicture(src, v.cookie)).status).toBe(200);
    expect(logged).toEqual([]);
  });
});

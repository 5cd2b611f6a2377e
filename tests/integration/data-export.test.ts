import { describe, expect, it } from 'vitest';
import { productObject } from '../../domain/canvas/objects';
import { designBoard, signedIn } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';
import { paidOrderFor } from '../support/orders';
import { unzip } from '../support/unzip';

/**
 * "Download my data" (issue 24): one ZIP with every board the client is a
 * member of (JSON and floor-plan PDF), their whole order history (JSON and
 * CSV) and their style profile — theirs only.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const designer = await signedIn(runtime, base, 'designer', 'dxdes');
  const client = await signedIn(runtime, base, 'client', 'dxcli');
  const other = await signedIn(runtime, base, 'client', 'dxoth');
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  const otherBoard = await designBoard(runtime, other.userId, designer.userId);
  const [sofa] = await runtime.db('catalogue_goods_v1').select('id', 'name', 'price_cents').where({ delisted: false }).orderBy('id').limit(1);
  const objects = [productObject('p1', designer.userId, { left: 100, top: 100, width: 200, height: 200 }, { productId: sofa.id, name: sofa.name, priceCents: Number(sofa.price_cents), image: '/favicon.ico' })];
  expect((await designer.call(`/diymb/${boardId}/canvas`, { snapshot: JSON.stringify({ objects }) })).status).toBe(200);
  const order = await paidOrderFor(runtime, client, { lines: 2 });
  const otherOrder = await paidOrderFor(runtime, other, { lines: 1 });
  const ideaBoard = (await client.call('/board/saveBoard', { name: 'Porch ideas' })).data;
  expect((await client.call('/case/collectCaseToFolder', { caseId: 'demo-8-1', boardId: ideaBoard.id })).status).toBe(200);
  expect((await client.call('/styleQuiz/save', { answers: { images: 'i1c', images2: 'i2c', images3: 'i3c', color: 'c3', patterns: 'pa3' } })).status).toBe(200);
  return { runtime, base, errors, client, other, boardId, otherBoard, sofa, order, otherOrder };
})();

const download = (base: string, token: string | null) => fetch(`${base}/client/export/archive`, { headers: token ? { authorization: token } : {} });

describe('/client/export/archive', () => {
  it('holds the client\'s boards (JSON and PDF), orders (JSON and CSV), style profile and a README', async () => {
    const { base, client, boardId, sofa, order, otherOrder, otherBoard, errors } = await ready;
    const res = await download(base, client.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="roomcraft-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    const names = [...files.keys()];
    expect(names[0]).toBe('README.txt');
    expect(names).toEqual(expect.arrayContaining(['boards/Living Room mood board/board.json', 'boards/Living Room mood board/floor-plan.pdf', 'orders/orders.json', 'orders/order-lines.csv', 'account.json', 'style-profile.json']));

    const board = JSON.parse(files.get('boards/Living Room mood board/board.json')!.toString('utf8'));
    expect(board).toMatchObject({ boardId, name: 'Living Room mood board', yourRole: 'client' });
    expect(board.products).toEqual([expect.objectContaining({ productId: sofa.id, name: sofa.name, priceCents: Number(sofa.price_cents), objectIds: ['p1'] })]);
    expect(board.objects.map((o: { id: string }) => o.id)).toContain('p1');
    expect(board.room).toMatchObject({ name: expect.any(String) });
    expect(files.get('boards/Living Room mood board/floor-plan.pdf')!.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const orders = JSON.parse(files.get('orders/orders.json')!.toString('utf8'));
    expect(orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(orders[0].lines).toHaveLength(2);
    const csv = files.get('orders/order-lines.csv')!.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv[0]).toMatch(/^Order,Placed,Status,Product,/);
    expect(csv.slice(1).every((row) => row.startsWith(`${order.orderNumber},`))).toBe(true);
    expect(csv).toHaveLength(3);

    const ideas = JSON.parse(files.get('idea-boards.json')!.toString('utf8'));
    expect(ideas.find((b: { name: string }) => b.name === 'Porch ideas')).toMatchObject({ private: true, ideas: [{ kind: 'case', id: 'demo-8-1', title: expect.any(String), url: '/design/case/demo-8-1' }] });
    expect(JSON.parse(files.get('style-profile.json')!.toString('utf8'))).toMatchObject({ topStyle: 'Modern' });
    expect(JSON.parse(files.get('account.json')!.toString('utf8'))).toMatchObject({ userId: client.userId, email: client.email });
    expect(files.get('README.txt')!.toString('utf8')).toContain('Boards: 1. ');

    // Nothing of another client's.
    const all = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(all).not.toContain(otherOrder.orderNumber);
    expect(all).not.toContain(otherBoard);
    expect(errors).toEqual([]);
  });

  it('another client gets their own data only; a visitor is asked to sign in', async () => {
    const { base, other, otherOrder, order, boardId } = await ready;
    const files = unzip(Buffer.from(await (await download(base, other.token)).arrayBuffer()));
    const orders = JSON.parse(files.get('orders/orders.json')!.toString('utf8'));
    expect(orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([otherOrder.orderNumber]);
    expect([...files.values()].map((b) => b.toString('latin1')).join('\n')).not.toContain(order.orderNumber);
    expect([...files.values()].map((b) => b.toString('latin1')).join('\n')).not.toContain(boardId);
    expect(files.has('style-profile.json')).toBe(false);
    expect(JSON.parse(files.get('idea-boards.json')!.toString('utf8'))).toEqual([]);

    const visitor = await download(base, null);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toBe('Please sign in to download your data.');
  });

  it('a few downloads a minute per account, then a clear 429', async () => {
    const { base, runtime } = await ready;
    const busy = await signedIn(runtime, base, 'client', 'dxbusy');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await download(base, busy.token)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await (await download(base, busy.token)).text()).toBe('Your download is being prepared too often: please wait a minute and try again.');
  });
});

describe('/client/export', () => {
  it('explains the download to a signed-in client and links it from the account pages', async () => {
    const { base, client } = await ready;
    const res = await fetch(`${base}/client/export`, { headers: { authorization: client.token! } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Download my data (ZIP)');
    expect(html).toContain('href="/client/export/archive"');
    expect(html).toContain('href="/client/export"');
  });
});

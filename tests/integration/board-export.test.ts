import { describe, expect, it } from 'vitest';
import { productObject, textObject } from '../../domain/canvas/objects';
import { designBoard, signedIn } from '../support/canvas';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { cell, fileName } from '../../app/canvas/application/board-export.server';

const at = (left: number, top: number) => ({ left, top, width: 100, height: 100 });

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const designer = await signedIn(runtime, base, 'designer', 'expdes');
  const client = await signedIn(runtime, base, 'client', 'expcli');
  const stranger = await signedIn(runtime, base, 'client', 'expstr');
  const boardId = await designBoard(runtime, client.userId, designer.userId);
  const goods = await runtime.db('catalogue_goods_v1').select('id', 'name', 'price_cents', 'sale_price_cents').where({ delisted: false }).whereNull('sale_price_cents').orderBy('id').limit(2);
  return { runtime, base, errors, designer, client, stranger, boardId, goods };
})();

const download = (base: string, path: string, token: string | null) => fetch(`${base}/api${path}`, { headers: token ? { authorization: token } : {} });
/** The CSV's rows (no quoted line breaks in these products). */
const rowsOf = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','));

describe('goods exportMb: a board\'s products as a spreadsheet', () => {
  it('lists each product once with its count on the board, price now and subtotal, and the total; for the board\'s people only', async () => {
    const { base, designer, client, stranger, boardId, goods, errors } = await ready;
    const [a, b] = goods as { id: string; name: string; price_cents: number }[];
    const objects = [
      productObject('p1', designer.userId, at(100, 100), { productId: a!.id, name: a!.name, priceCents: a!.price_cents, image: '/favicon.ico' }),
      productObject('p2', designer.userId, at(300, 100), { productId: a!.id, name: a!.name, priceCents: a!.price_cents, image: '/favicon.ico' }),
      productObject('p3', designer.userId, at(500, 100), { productId: b!.id, name: b!.name, priceCents: b!.price_cents, image: '/favicon.ico' }),
      textObject('t1', designer.userId, at(80, 700), 'Warm oak'),
    ];
    expect((await designer.call(`/diymb/${boardId}/canvas`, { snapshot: JSON.stringify({ objects }) })).status).toBe(200);

    const res = await download(base, `/goods/exportMb?moodBoardId=${boardId}`, client.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+ - products\.csv"$/);
    const rows = rowsOf(await res.text());
    expect(rows[0]).toEqual(['Product', 'Brand', 'Product ID', 'On the board', 'Price (USD)', 'Sale price (USD)', 'Subtotal (USD)', 'Availability', 'In stock', 'Page']);
    const line = (id: string) => rows.find((r) => r[2] === id)!;
    expect(line(a!.id).slice(3, 7)).toEqual(['2', (a!.price_cents / 100).toFixed(2), '', ((2 * a!.price_cents) / 100).toFixed(2)]);
    expect(line(b!.id).slice(3, 7)).toEqual(['1', (b!.price_cents / 100).toFixed(2), '', (b!.price_cents / 100).toFixed(2)]);
    expect(line(a!.id)[9]).toBe(`${base}/marketPlace/product/${a!.id}`);
    expect(rows.at(-1)!.slice(0, 7)).toEqual(['Total', '', '', '3', '', '', ((2 * a!.price_cents + b!.price_cents) / 100).toFixed(2)]);
    expect(rows).toHaveLength(4);

    // The designer may too; another client, a visitor and a board that does not exist: 404, nothing about the board.
    expect((await download(base, `/goods/exportMb?moodBoardId=${boardId}`, designer.token)).status).toBe(200);
    for (const token of [stranger.token, null]) {
      const refused = await download(base, `/goods/exportMb?moodBoardId=${boardId}`, token);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain(a!.name);
    }
    expect((await download(base, '/goods/exportMb?moodBoardId=mb0000000000000000', client.token)).status).toBe(404);
    // No board named: a clear 400.
    const missing = await client.call('/goods/exportMb');
    expect([missing.status, missing.message]).toEqual([400, 'moodBoardId: Which mood board? Give its id']);
    expect(errors).toEqual([]);
  });

  it('a share key opens the export as it opens the board; a wrong key does not', async () => {
    const { base, client, stranger, boardId } = await ready;
    const shared = await client.call(`/diymb/${boardId}/share`, {});
    expect(shared.status).toBe(200);
    expect((await download(base, `/goods/exportMb?moodBoardId=${boardId}&key=${shared.data.key}`, stranger.token)).status).toBe(200);
    expect((await download(base, `/goods/exportMb?moodBoardId=${boardId}&key=${shared.data.key}x`, stranger.token)).status).toBe(404);
  });

  it('mbshare {id, key}: the shared board read only, for anyone with the key; a wrong key, no key or another board is 404 or 400', async () => {
    const { base, client, stranger, boardId, goods, designer } = await ready;
    const { key } = (await client.call(`/diymb/${boardId}/share`, {})).data;
    const anyone = new ApiClient(base);
    const got = await anyone.call(`/mbshare?id=${boardId}&key=${key}`);
    expect(got).toMatchObject({ status: 200, data: { boardId, name: expect.any(String), url: `/mb/share/${boardId}?key=${key}` } });
    expect(JSON.parse(got.data.info)).toMatchObject({ role: 'viewer', canEdit: false });
    expect(JSON.parse(got.data.snapshot).objects.length).toBeGreaterThan(0);
    expect(got.data.products.map((p: { productId: string }) => p.productId)).toEqual(expect.arrayContaining([goods[0]!.id]));
    expect((await stranger.call('/mbshare', { id: boardId, key })).status).toBe(200);
    expect(await anyone.call(`/mbshare?id=${boardId}&key=${key}x`)).toMatchObject({ status: 404, message: 'This mood board does not exist' });
    expect(await anyone.call(`/mbshare?id=${boardId}`)).toMatchObject({ status: 400, message: expect.stringContaining('The share key is missing') });
    // The key opens its own board only.
    const other = await designBoard((await ready).runtime, stranger.userId, designer.userId);
    expect((await anyone.call(`/mbshare?id=${other}&key=${key}`)).status).toBe(404);
  });

  it('a cell a spreadsheet would run as a formula is kept as text; commas, quotes and line breaks are quoted; the file name is safe', () => {
    expect(cell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(cell('+1')).toBe("'+1");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('Sofa, "Luca"\nteak')).toBe('"Sofa, ""Luca""\nteak"');
    expect(cell('Plain')).toBe('Plain');
    expect(fileName('Cosy "living" room/../x\r\n')).toBe('Cosy living room..x - products.csv');
    expect(fileName('<>')).toBe('Mood board - products.csv');
  });
});

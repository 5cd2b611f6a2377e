import { describe, expect, it } from 'vitest';
import { aiBoardsTable } from '../../projections/aiboards/ai-boards';
import { budgetMessage, roomMessage, styleMessage } from '../../app/aiboards/application/ai-boards.server';
import { gptTarget } from '../../app/aiboards/application/gpt.server';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { reviewPhoto } from '../support/product-reviews';

/**
 * The free AI mood board over HTTP (issue 25): mbauto generate/get/swap, gnn
 * getGnnMoodboardIds, diymb saveImageNeed, the pages; bad input 4xx with nothing
 * recorded; another's board, brief and photo not found; /gpt never an open redirect.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const errors = loggedErrors(runtime);
  const ann = await signedInClient(runtime, base, 'aib-ann');
  const bob = await signedInClient(runtime, base, 'aib-bob');
  return { runtime, base, errors, ann, bob };
})();

const count = async () => Number((await (await ready).runtime.db(aiBoardsTable).count<{ n: string }[]>({ n: '*' }))[0]!.n);

async function upload(base: string, who: ApiClient, path: string, fields: Record<string, string>, file: Blob | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('photo', file, 'room.png');
  const response = await fetch(`${base}/api${path}`, { method: 'POST', body: form, headers: { authorization: who.token!, 'x-forwarded-for': who.address } });
  return { status: response.status, ...((await response.json()) as { success: boolean; message: string; data: any }) };
}

describe('the free AI mood board over the JSON API', () => {
  it('composes a board within budget from in-stock products, keeps it as a DIY project, swaps a piece, and lists it', async () => {
    const { ann } = await ready;
    const made = await ann.call('/mbauto/generate', { room: 'Living Room', style: 'Scandinavian', budget: 3000 });
    expect(made.status, made.message).toBe(200);
    const board = made.data;
    expect(board).toMatchObject({ room: 'Living Room', style: 'Scandinavian', budgetCents: 300_000, withinBudget: true, diyId: expect.stringMatching(/^dy/) });
    expect(board.totalCents).toBeLessThanOrEqual(300_000);
    expect(board.goodsIds.length).toBeGreaterThan(2);
    for (const s of board.slots) if (s.pick) expect(s.pick).toMatchObject({ purchasable: true, why: expect.stringMatching(/\.$/) });
    expect((await ann.call('/diy/get', { id: board.diyId })).data.goodsIds).toEqual(board.goodsIds);

    const withAlt = board.slots.find((s: any) => s.pick && s.alternative);
    expect(withAlt).toBeTruthy();
    const swapped = await ann.call('/mbauto/swap', { id: board.id, slot: withAlt.key });
    expect(swapped.status, swapped.message).toBe(200);
    expect(swapped.data.slots.find((s: any) => s.key === withAlt.key).showing).toBe('alternative');
    expect(swapped.data.goodsIds).toContain(withAlt.alternative.goodsId);
    expect(swapped.data.totalCents).toBeLessThanOrEqual(300_000);
    expect((await ann.call('/diy/get', { id: board.diyId })).data.goodsIds).toEqual(swapped.data.goodsIds);

    const mine = await ann.call('/gnn/getGnnMoodboardIds');
    expect(mine.data.ids).toContain(board.id);
    expect((await ann.call('/mbauto/get', { id: board.id })).data.id).toBe(board.id);
  });

  it('bad input is a clear 4xx and records nothing', async () => {
    const { ann, errors } = await ready;
    const before = await count();
    for (const [body, message] of [
      [{ room: 'Garage', style: 'Modern', budget: 1000 }, roomMessage],
      [{ room: 'Bedroom', style: 'Gothic', budget: 1000 }, styleMessage],
      [{ room: 'Bedroom', style: 'Modern', budget: 5 }, budgetMessage],
      [{ room: 'Bedroom', style: 'Modern', budget: 'lots' }, budgetMessage],
      [{ room: 'Bedroom', style: 'Modern', budget: 10_000_000 }, budgetMessage],
      [{ room: ['Bedroom'], style: 'Modern', budget: 1000 }, roomMessage],
    ] as const) {
      const answer = await ann.call('/mbauto/generate', body as Record<string, unknown>);
      expect(answer.status).toBe(400);
      expect(answer.message).toContain(message);
    }
    expect((await ann.call('/mbauto/generate')).status).toBe(405);
    expect((await ann.call('/mbauto/swap', { id: 'ab0000000000000000', slot: 'rug' })).status).toBe(404);
    expect((await ann.call('/mbauto/get', { id: '../x' })).status).toBe(400);
    expect((await ann.call('/gnn/getGnnMoodboardIds', { pageSize: 'x' })).status).toBe(400);
    expect(await count()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('a photo is checked and re-encoded; a non-image is refused; another’s board, brief and photo are not found', async () => {
    const { base, ann, bob } = await ready;
    const board = (await ann.call('/mbauto/generate', { room: 'Bedroom', style: 'Modern', budget: 4000 })).data;
    const bad = await upload(base, ann, '/diymb/saveImageNeed', { id: board.id }, new Blob(['<html>not a picture</html>'], { type: 'image/png' }));
    expect(bad.status).toBe(400);
    const good = await upload(base, ann, '/diymb/saveImageNeed', { id: board.id }, new Blob([new Uint8Array(await reviewPhoto())], { type: 'image/png' }));
    expect(good.status, good.message).toBe(200);
    // The room photo is private: served to the board's owner only, never by the public file route.
    expect(good.data.photo.url).toBe(`/media/ai-boards/${board.id}/photo`);
    const mine = await fetch(`${base}${good.data.photo.url}`, { headers: { authorization: ann.token! } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^image\//);
    expect(mine.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await fetch(`${base}${good.data.photo.url}`, { headers: { authorization: bob.token! } })).status).toBe(404);
    expect((await fetch(`${base}${good.data.photo.url}`)).status).toBe(404);
    expect((await fetch(`${base}/media/ai-boards/ab0000000000000000/photo`, { headers: { authorization: ann.token! } })).status).toBe(404);
    const row = await (await ready).runtime.db(aiBoardsTable).where({ board_id: board.id }).first();
    const key = (typeof row.photo === 'string' ? JSON.parse(row.photo) : row.photo).key as string;
    expect(key).toMatch(/^ai-boards\//);
    expect((await fetch(`${base}/files/${key}`)).status).toBe(404);

    expect((await bob.call('/mbauto/get', { id: board.id })).status).toBe(404);
    expect((await bob.call('/mbauto/swap', { id: board.id, slot: board.slots[0].key })).status).toBe(404);
    expect((await upload(base, bob, '/diymb/saveImageNeed', { id: board.id }, new Blob([new Uint8Array(await reviewPhoto())], { type: 'image/png' }))).status).toBe(404);
    expect((await bob.call('/gnn/getGnnMoodboardIds')).data.ids).not.toContain(board.id);
    expect((await fetch(`${base}/design/ai/board/${board.id}`, { headers: { authorization: bob.token! } })).status).toBe(404);
    expect((await fetch(`${base}/design/ai/board/${board.id}`, { headers: { authorization: ann.token! } })).status).toBe(200);
    expect((await bob.call('/diy/get', { id: board.diyId })).status).toBe(404);
  });

  it('composes with a photo in one multipart call', async () => {
    const { base, ann } = await ready;
    const made = await upload(base, ann, '/mbauto/generate', { room: 'Dining Room', style: 'Farmhouse', budget: '2500' }, new Blob([new Uint8Array(await reviewPhoto('#336699'))], { type: 'image/png' }));
    expect(made.status, made.message).toBe(200);
    expect(made.data.photo.url).toBeTruthy();
    expect(made.data.totalCents).toBeLessThanOrEqual(250_000);
  });

  it('the landing page shows the spec’s texts; /gpt stays on the site without a configured address and never leaves for an address the request names', async () => {
    const { base } = await ready;
    const html = await (await fetch(`${base}/design/ai/newindex`)).text();
    for (const text of ['NEW ONLINE INTERIOR DESIGN SERVICE!', 'We Love a Mood Board', 'Try it free', 'href="/diy"']) expect(html).toContain(text);
    const gpt = await fetch(`${base}/gpt?next=https://evil.example/&utm_source=x`, { redirect: 'manual' });
    expect([gpt.status, gpt.headers.get('location')]).toEqual([302, '/design/ai/newindex']);
    expect(gptTarget('https://ai.example.com/start', 'http://x/gpt?utm_campaign=spring&next=https://evil.example/')).toBe('https://ai.example.com/start?utm_campaign=spring&utm_source=roomcraft&utm_medium=referral');
    expect(gptTarget('http://ai.example.com/', 'http://x/gpt')).toBe('/design/ai/newindex');
  });
});

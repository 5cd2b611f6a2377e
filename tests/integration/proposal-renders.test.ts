import { describe, expect, it } from 'vitest';
import type { Runtime } from '../../infra/runtime';
import { signedInClient } from '../support/clients';
import { loggedErrors, startTestApp, type ApiClient } from '../support/http-app';
import { demoLogin, publishedProposal } from '../support/review';
import { processesSettled, settled } from '../support/processes';
import { getProposal } from '../../projections/review/proposals';
import { reviewCommands } from '../../domain/review/commands';
import { setBoardRoom, setBoardViews } from '../../domain/canvas/operations';
import { entryFor } from '../../domain/canvas/entry';
import { type BoardView, viewMessages } from '../../domain/canvas/views';
import type { Room } from '../../domain/rooms/room';
import { syncClient, until } from '../support/canvas';
import { storageFor } from '../../infra/storage';
import { proposalRenderKey } from '../../domain/review/proposal';

const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const staff = await demoLogin(base, 'staff@roomcraft.local', '192.0.2.70');
  const designer = await demoLogin(base, 'designer@roomcraft.local', '192.0.2.71');
  return { runtime, base, staff, designer, errors: loggedErrors(runtime) };
})();

/**
 * The version's row once its stills are attached: one catch-up may not see an
 * event appended a moment ago (the feed's gap safety), so wait for the row.
 */
async function withStills(runtime: Runtime, proposalId: string, boardId: string) {
  await expect.poll(async () => (await runtime.processes?.catchUp(), await runtime.runner!.catchUp(), (await getProposal(runtime.db, proposalId))?.renders[boardId]?.length ?? 0), { timeout: 60_000 }).toBeGreaterThan(0);
  return (await getProposal(runtime.db, proposalId))!;
}

const get = (base: string, path: string, who: Pick<ApiClient, 'token'> | null) => fetch(`${base}${path}`, { headers: who?.token ? { authorization: who.token } : {} });

describe('renders of a published version (issue 23)', () => {
  it('publishing renders each board\'s room; the image is served to the client, designer and staff, 404 to anyone else; the review lists them', async () => {
    const { runtime, base, staff, designer, errors } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    expect((await p.publish()).status).toBe(200);
    await processesSettled(runtime);
    // The attaching command's event reaches the read model.
    await settled(runtime);
    const row = await withStills(runtime, p.proposalId, p.boardId);
    expect(row.renders[p.boardId]?.map((r) => [r.view, r.width, r.height])).toEqual([['across', 1600, 900], ['side', 1600, 900], ['overview', 1600, 900]]);
    const url = `/media/proposal-renders/${p.proposalId}/${p.boardId}/across.webp`;

    for (const who of [p.client, designer, staff]) {
      const res = await get(base, url, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
      expect(bytes.length).toBeGreaterThan(10_000);
    }
    const stranger = await signedInClient(runtime, base, 'renders-stranger');
    expect((await get(base, url, stranger)).status).toBe(404);
    expect((await get(base, url, null)).status).toBe(404);
    // Not a render of this version, not through the public file route.
    expect((await get(base, `/media/proposal-renders/${p.proposalId}/${p.boardId}/front.webp`, p.client)).status).toBe(404);
    expect((await get(base, `/files/proposal-renders/${p.proposalId}/${p.boardId}/across.webp`, p.client)).status).toBe(404);

    // The board's JSON call and the review page list them.
    const board = await p.client.call(`/moodBoard/${p.boardId}`);
    expect(board.data.renders.map((r: { url: string }) => r.url)).toEqual(['across', 'side', 'overview'].map((v) => `/media/proposal-renders/${p.proposalId}/${p.boardId}/${v}.webp`));
    const page = await (await get(base, `/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`, p.client)).text();
    expect(page).toContain('Your room, rendered');
    expect(page).toContain(`src="${url}"`);

    // One event for the board; the same stills attached again (a retried step) append nothing.
    const attached = () => runtime.db('es_events').where({ stream_id: `proposal-${p.proposalId}`, type: 'ProposalRendersAttached' }).count({ n: '*' }).then((r) => Number(r[0]!.n));
    expect(await attached()).toBe(1);
    await runtime.execute(reviewCommands.AttachProposalRenders, { proposalId: p.proposalId, version: 1, boardId: p.boardId, renders: row.renders[p.boardId]! }, { actor: { kind: 'system' } });
    expect(await attached()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a user cannot attach renders: the command is the system\'s', async () => {
    const { runtime, base, staff, designer } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    await p.publish();
    const actor = { kind: 'user' as const, userId: p.client.userId, email: p.client.email, roles: ['client' as const] };
    await expect(runtime.execute(reviewCommands.AttachProposalRenders, { proposalId: p.proposalId, version: 1, boardId: p.boardId, renders: [{ view: 'across', label: 'x', width: 1600, height: 900 }] }, { actor })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(runtime.execute(reviewCommands.AttachProposalRenders, { proposalId: p.proposalId, version: 1, boardId: p.boardId, renders: [{ view: '../x', label: 'x', width: 1600, height: 900 }] }, { actor: { kind: 'system' } })).rejects.toMatchObject({ status: 400 });
  });

  it('a board’s own room (the designer’s, ADR 039) is published with it: the review’s 3D room and plan show it, and its stills are rendered', async () => {
    const { runtime, base, staff, designer, errors } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    const before = (await designer.call(`/diymb/${p.boardId}/room`)).data as { room: Room; roomSource: string };
    expect(before.roomSource).not.toBe('board');
    const width = before.room.shape.width + 133;
    const d = syncClient(base, designer.token!, p.boardId);
    d.connect();
    try {
      await until(d, () => d.connected && d.ready);
      d.apply(setBoardRoom(d.board, { ...before.room, shape: { ...before.room.shape, width } }, `uuid-renders-room-${Date.now()}`));
      await expect.poll(async () => ((await designer.call(`/diymb/${p.boardId}/room`)).data as { roomSource: string }).roomSource, { timeout: 20_000 }).toBe('board');
    } finally {
      d.close();
    }
    expect((await p.publish()).status).toBe(200);
    await processesSettled(runtime);
    await settled(runtime);
    const row = await withStills(runtime, p.proposalId, p.boardId);
    expect(row.renders[p.boardId]?.map((r) => r.view)).toEqual(['across', 'side', 'overview']);
    const page = await (await get(base, `/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`, p.client)).text();
    // The plan's width dimension: the designer's room, not the project's.
    expect(page).toContain(`(${width} cm)`);
    expect(page).not.toContain(`(${before.room.shape.width} cm)`);
    expect(errors).toEqual([]);
  });

  it('the designer’s own views (saved on the 3D page) are what the version’s stills show, each captioned with its name; a view far from the room is refused', async () => {
    const { runtime, base, staff, designer, errors } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    const { room } = (await designer.call(`/diymb/${p.boardId}/room`)).data as { room: Room };
    const view: BoardView = { id: 'sofacorner', name: 'Sofa corner', eye: { x: 60, y: 150, z: 60 }, target: { x: room.shape.width / 2, y: 80, z: room.shape.length / 2 }, fov: 55 };
    const d = syncClient(base, designer.token!, p.boardId);
    const dErrors: string[] = [];
    d.on('error', (m) => dErrors.push(m));
    d.connect();
    try {
      await until(d, () => d.connected && d.ready);
      // A view 50 m away, sent past the page's own check: refused by the server against the room, nothing kept.
      d.apply(entryFor(d.board, 'views', `uuid-views-far-${Date.now()}`, {}, { views: [{ ...view, eye: { x: 60, y: 150, z: 5_000 } }] }));
      await until(d, () => dErrors.length > 0);
      expect(dErrors).toEqual([viewMessages.outside]);
      await until(d, () => d.pending.length === 0 && !d.board.views);
      d.apply(setBoardViews(d.board, [view], `uuid-views-${Date.now()}`, room));
      await until(d, () => d.pending.length === 0);
      expect(dErrors).toEqual([viewMessages.outside]);
      await settled(runtime);
      // The acknowledged change reaches the board's history once its stream is written (polled: the socket acks first).
      await expect.poll(async () => (await designer.call(`/diymb/${p.boardId}/history`)).data[0], { timeout: 15_000, interval: 100 }).toMatchObject({ action: 'views', actorId: 'demo-designer' });
    } finally {
      d.close();
    }
    expect((await p.publish()).status).toBe(200);
    await processesSettled(runtime);
    await settled(runtime);
    const row = await withStills(runtime, p.proposalId, p.boardId);
    expect(row.renders[p.boardId]).toEqual([{ view: 'v-1', label: 'Sofa corner', width: 1600, height: 900 }]);
    const res = await get(base, `/media/proposal-renders/${p.proposalId}/${p.boardId}/v-1.webp`, p.client);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const page = await (await get(base, `/client/detail/mood_board?id=${p.boardId}&proposalId=${p.proposalId}`, p.client)).text();
    expect(page).toContain('Sofa corner');
    expect(errors).toEqual([]);
  });
  it('the designer asks for a version\'s stills again (one went missing): they come back; once a minute; never the client\'s nor a draft\'s', async () => {
    const { runtime, base, staff, designer, errors } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    // Before publishing there is nothing to render.
    expect(await designer.call(`/designer/proposals/${p.proposalId}/renders`, {})).toMatchObject({ status: 409, message: 'Publish this version first: its stills are rendered then' });
    expect((await p.publish()).status).toBe(200);
    await processesSettled(runtime);
    await withStills(runtime, p.proposalId, p.boardId);
    const url = `/media/proposal-renders/${p.proposalId}/${p.boardId}/across.webp`;
    await storageFor(runtime).deleteObject(proposalRenderKey(p.proposalId, p.boardId, 'across'));
    expect((await get(base, url, p.client)).status).toBe(404);

    // The client may not ask, nor anyone else (the designer's calls do not show them the version); the designer may.
    expect((await p.client.call(`/designer/proposals/${p.proposalId}/renders`, {})).status).toBe(404);
    const stranger = await signedInClient(runtime, base, 'renders-again-stranger');
    expect((await stranger.call(`/designer/proposals/${p.proposalId}/renders`, {})).status).toBe(404);
    const asked = await designer.call(`/designer/proposals/${p.proposalId}/renders`, {});
    expect(asked).toMatchObject({ status: 200, data: { id: p.proposalId, version: 1 } });
    expect(asked.data.renders[p.boardId].map((r: { view: string }) => r.view)).toEqual(['across', 'side', 'overview']);
    // A second request within the minute is refused, nothing appended.
    const requests = () => runtime.db('es_events').where({ stream_id: `proposal-${p.proposalId}`, type: 'ProposalRendersRequested' }).count({ n: '*' }).then((r) => Number(r[0]!.n));
    expect(await designer.call(`/designer/proposals/${p.proposalId}/renders`, {})).toMatchObject({ status: 409, message: 'The stills are being rendered: they will be here in a minute' });
    expect(await requests()).toBe(1);
    await processesSettled(runtime);
    await expect.poll(async () => (await get(base, url, p.client)).status, { timeout: 60_000 }).toBe(200);
    expect(errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { boardIdFor } from '../../app/canvas/application/boards.server';
import { canvasStream } from '../../domain/canvas/canvas-board';
import { textObject } from '../../domain/canvas/objects';
import { rawSocket } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';
import { demoLogin, publishedProposal } from '../support/review';

/**
 * Issue 20: a designer's draft boards are private. A client who opens their
 * project's board gets the project's own shared board — never the draft — and
 * no call, socket or share key opens or changes the draft for them.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  const staff = await demoLogin(base, 'staff@roomcraft.local', '192.0.2.160');
  const designer = await demoLogin(base, 'designer@roomcraft.local', '192.0.2.161');
  return { runtime, base, staff, designer, errors: loggedErrors(runtime) };
})();

describe('private draft boards (issue 20)', () => {
  it("a client opening the project's board gets the shared board, never the designer's draft, before and after publishing", async () => {
    const { runtime, base, staff, designer, errors } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    const draftEvents = async () => (await runtime.store.readStream(canvasStream(p.boardId))).events.length;
    const before = await draftEvents();

    const opened = await p.client.call('/diymb/create', { needId: p.needId });
    expect(opened.status).toBe(200);
    expect(opened.data.boardId).not.toBe(p.boardId);
    expect(opened.data.boardId).toBe(boardIdFor({ kind: 'need', id: p.needId }));
    expect(opened.data.role).toBe('client');
    // Asked again (and by the designer), the same shared board.
    expect((await p.client.call('/diymb/create', { needId: p.needId })).data.boardId).toBe(opened.data.boardId);
    expect((await designer.call('/diymb/create', { needId: p.needId })).data.boardId).toBe(opened.data.boardId);

    // Not listed, not readable, not writable through any call.
    const listed = await p.client.call('/diymb/list');
    expect(listed.data.map((b: { boardId: string }) => b.boardId)).toEqual([opened.data.boardId]);
    for (const path of [`/diymb/${p.boardId}/canvas`, `/diymb/${p.boardId}/history`, `/diymb/${p.boardId}/products`]) {
      expect((await p.client.call(path)).status, path).toBe(404);
    }
    const junk = JSON.stringify({ objects: [textObject('x1', p.client.userId, { left: 1, top: 1, width: 10, height: 10 }, 'client was here')] });
    expect((await p.client.call(`/diymb/${p.boardId}/canvas`, { snapshot: junk })).status).toBe(404);
    expect((await p.client.call(`/diymb/${p.boardId}/rename`, { name: 'mine now' })).status).toBe(404);
    expect((await p.client.call(`/diymb/${p.boardId}/share`, {})).status).toBe(404);
    expect((await p.client.call(`/diymb/${p.boardId}/rights`, { canEdit: true })).status).toBe(404);

    // Nor through the socket.
    await expect(rawSocket(base, `/ws/canvas/${p.boardId}`, { authorization: p.client.token! })).rejects.toThrow('HTTP 403');

    // The designer cannot hand it out by a share key either.
    const share = await designer.call(`/diymb/${p.boardId}/share`, {});
    expect(share.status).toBe(403);
    expect(await draftEvents()).toBe(before);

    // Published: the client reviews it (read-only), still cannot open it live.
    expect((await p.publish()).status).toBe(200);
    expect((await p.client.call(`/moodBoard/${p.boardId}`)).status).toBe(200);
    expect((await p.client.call(`/diymb/${p.boardId}/canvas`)).status).toBe(404);
    expect((await p.client.call('/diymb/create', { needId: p.needId })).data.boardId).toBe(opened.data.boardId);
    await expect(rawSocket(base, `/ws/canvas/${p.boardId}`, { authorization: p.client.token! })).rejects.toThrow('HTTP 403');
    // The designer still works on it.
    const ws = await rawSocket(base, `/ws/canvas/${p.boardId}`, { authorization: designer.token! });
    expect((await ws.box.next((m) => m.type === 'welcome')).you.role).toBe('designer');
    ws.close();
    const row = await runtime.db('canvas_boards_v1').where({ board_id: p.boardId }).first();
    expect(row.member_keys).toEqual(['demo-designer']);
    expect(JSON.stringify(row.board)).not.toContain('client was here');
    expect(errors).toEqual([]);
  });

  it('a client listed on a draft board (made before the fix) is still not let in, by call or socket', async () => {
    const { runtime, base, staff, designer } = await ready;
    const p = await publishedProposal(runtime, base, staff, designer);
    // As the old "create" did: the client added as a member of the draft.
    await runtime.db('canvas_boards_v1').where({ board_id: p.boardId }).update({ members: JSON.stringify([{ userId: 'demo-designer', role: 'designer' }, { userId: p.client.userId, role: 'client' }]), member_keys: ['demo-designer', p.client.userId] });
    expect((await p.client.call(`/diymb/${p.boardId}/canvas`)).status).toBe(404);
    expect((await p.client.call('/diymb/list')).data.map((b: { boardId: string }) => b.boardId)).not.toContain(p.boardId);
    await expect(rawSocket(base, `/ws/canvas/${p.boardId}`, { authorization: p.client.token! })).rejects.toThrow('HTTP 403');
  });
});

import { WebSocket } from 'ws';
import { expect } from 'vitest';
import { canvasCommands } from '../../domain/canvas/commands';
import type { Role } from '../../domain/shared/messages';
import { identityCommands } from '../../domain/identity/commands';
import type { Runtime } from '../../infra/runtime';
import { boardIdFor, boardTemplate } from '../../app/canvas/application/boards.server';
import { serverActor } from '../../app/canvas/server/board-state.server';
import { CanvasSyncClient, type SocketLike } from '../../app/canvas/sync/client';
import { createBoardDoc, toBase64 } from '../../app/canvas/sync/doc';
import type { SyncStorage } from '../../app/canvas/sync/storage';
import { ApiClient } from './http-app';
import { clientPassword, clientPasswordHash } from './clients';

let made = 0;

/** A signed-in account with `role`, through the JSON API. */
export async function signedIn(runtime: Runtime, base: string, role: Role, prefix: string) {
  const userId = `${prefix}-${++made}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await clientPasswordHash(), roles: [role], username: prefix, verifiedBy: 'system' }, { actor: system });
  const api = new ApiClient(base, null, `198.18.${made % 250}.${(made % 200) + 1}`);
  expect((await api.call('/client/login', { email, password: clientPassword })).success).toBe(true);
  return Object.assign(api, { userId, email });
}

/** A design-project board with this client and designer (as the system makes one for a need; its project the need `needId` when given). */
export async function designBoard(runtime: Runtime, clientId: string, designerId: string, needId?: string) {
  const project = { kind: 'need' as const, id: needId ?? `nd-${Math.random().toString(36).slice(2, 10)}` };
  const boardId = boardIdFor(project);
  const template = boardTemplate('Living Room');
  const { changes } = createBoardDoc(template, serverActor);
  await runtime.execute(
    canvasCommands.CreateBoard,
    { boardId, project, name: 'Living Room mood board', members: [{ userId: clientId, role: 'client' }, { userId: designerId, role: 'designer' }], initial: { background: template.background, roomName: template.roomName }, initialChanges: changes.map(toBase64) },
    { actor: { kind: 'system' } },
  );
  return boardId;
}

export const wsBase = (base: string) => base.replace(/^http/, 'ws');

/** A raw socket on a board with a token (its inbox listening from the start); resolves once open (or rejects with the HTTP status of a refused upgrade). */
export function rawSocket(base: string, path: string, headers: Record<string, string> = {}): Promise<WebSocket & { box: ReturnType<typeof inbox> }> {
  return new Promise((resolve, reject) => {
    const ws = Object.assign(new WebSocket(`${wsBase(base)}${path}`, { headers }), { box: null as unknown as ReturnType<typeof inbox> });
    ws.box = inbox(ws);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Messages a raw socket receives, parsed, and a way to wait for one. */
export function inbox(ws: WebSocket) {
  const seen: any[] = [];
  const waiters: { test: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    seen.push(m);
    for (const w of [...waiters]) if (w.test(m)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(m); }
  });
  return {
    seen,
    next: (test: (m: any) => boolean) => {
      const found = seen.find(test);
      return found ? Promise.resolve(found) : new Promise<any>((resolve) => waiters.push({ test, resolve }));
    },
  };
}

/** The sync client as the browser uses it, over `ws` with the API token as its session. */
export function syncClient(base: string, token: string, boardId: string, storage?: SyncStorage, timings?: ConstructorParameters<typeof CanvasSyncClient>[0]['timings']) {
  return new CanvasSyncClient({
    url: `${wsBase(base)}/ws/canvas/${boardId}`,
    boardId,
    storage,
    timings,
    openSocket: (url) => new WebSocket(url, { headers: { authorization: token } }) as unknown as SocketLike,
  });
}

/** Resolves once `test` holds, checking after every event of the client (and now). */
export function until(client: CanvasSyncClient, test: () => boolean, what = test.toString()): Promise<void> {
  if (test()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    // A wait that never ends names what it waited for (the test's own timeout would not).
    const stuck = setTimeout(() => reject(new Error(`still waiting for ${what.slice(0, 200)}`)), 20_000);
    const offs = (['board', 'presence', 'ack', 'error', 'status', 'rights'] as const).map((e) =>
      client.on(e, () => {
        if (test()) { clearTimeout(stuck); offs.forEach((off) => off()); resolve(); }
      }),
    );
  });
}

/** An account with `role` made through the identity commands (no sign-in): its id, e-mail and actor. */
export async function registeredUser(runtime: Runtime, role: 'client' | 'designer') {
  const userId = `${role}-${Math.random().toString(16).slice(2, 10)}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await clientPasswordHash(), roles: [role], username: role, verifiedBy: 'system' }, { actor: system });
  return { userId, email, actor: { kind: 'user' as const, userId, email, roles: [role] } };
}

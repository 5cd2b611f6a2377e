import { boardIdFor } from '../app/canvas/application/boards.server';
import { createBoardDoc, toBase64 } from '../app/canvas/sync/doc';
import { commandRules } from '../composition-root/registry';
import { type BoardObject, emptyBoard } from '../domain/canvas/board';
import { canvasCommands } from '../domain/canvas/commands';
import { identityCommands } from '../domain/identity/commands';
import { CommandPipeline } from '../infra/commands/pipeline';
import type { createDb } from '../infra/db/knex';
import { PostgresEventStore } from '../infra/eventstore/postgres';
import { hashPassword } from '../infra/identity/secrets';
import { request } from './commerce';

/**
 * A designer's account and a board of theirs holding `objects`, made with the
 * real commands (the demo data has no boards) on the app's database; the objects
 * go on as the designer saves a board through the app (POST canvas), as the
 * editor does. `objects` are owned by `userId`.
 */
export async function designerWithBoard(
  db: ReturnType<typeof createDb>,
  base: string,
  d: { userId: string; password: string; projectId: string; name: string; objects: BoardObject[] },
): Promise<{ email: string; boardId: string; token: string }> {
  const pipeline = new CommandPipeline(new PostgresEventStore(db), commandRules);
  const system = { kind: 'system' } as const;
  const { userId, password } = d;
  const email = `${userId}@example.com`;
  await pipeline.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await pipeline.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await pipeline.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(password), roles: ['designer'], username: 'Designer', verifiedBy: 'system' }, { actor: system });
  const project = { kind: 'need' as const, id: d.projectId };
  const boardId = boardIdFor(project);
  await pipeline.execute(canvasCommands.CreateBoard, { boardId, project, name: d.name, members: [{ userId, role: 'designer' }], initialChanges: createBoardDoc(emptyBoard()).changes.map(toBase64) }, { actor: system });
  // The app signs in from its read models, which take up the account a moment after the commands.
  let token: string | undefined;
  for (let tries = 0; !token; tries++) {
    const login = await request(`${base}/api/client/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    token = login.status === 200 ? (JSON.parse(login.body).data?.token as string | undefined) : undefined;
    if (!token && tries >= 100) throw new Error(`the bench's designer could not sign in: ${login.status} ${login.body.slice(0, 200)}`);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  while ((await request(`${base}/api/diymb/${boardId}/canvas`, { headers: { authorization: token } })).status !== 200) await new Promise((r) => setTimeout(r, 100));
  const saved = await request(`${base}/api/diymb/${boardId}/canvas`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ snapshot: JSON.stringify({ background: { width: 1921, height: 1081 }, objects: d.objects }) }) });
  if (saved.status !== 200) throw new Error(`saving the bench's board "${d.name}" answered ${saved.status}: ${saved.body.slice(0, 200)}`);
  return { email, boardId, token };
}

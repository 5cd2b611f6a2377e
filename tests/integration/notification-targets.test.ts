import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationIdOf } from '../../domain/messaging/chat';
import { messagingCommands } from '../../domain/messaging/commands';
import { notifications as legacyNotificationTables, notificationTargets } from '../../projections/messaging/migration';
import { notificationsTable } from '../../projections/messaging/notifications';
import { signedIn } from '../support/canvas';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * Notifications keep targets, not page URLs (issue 21): the JSON calls still
 * answer the page each leads to (app/web/links.ts), a replay from position 0
 * gives the same targets, and rows stored with URLs before are mapped to theirs.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp();
  return { runtime, base, errors: loggedErrors(runtime) };
})();

describe('notification targets', () => {
  it('the read model keeps { kind, id }; listMine answers the same page links as before, with the target', async () => {
    const { runtime, base, errors } = await ready;
    const client = await signedIn(runtime, base, 'client', 'targetc');
    const designer = await signedIn(runtime, base, 'designer', 'targetd');
    const needId = String(800_000_000 + randomBytes(3).readUIntBE(0, 3));
    const conversationId = conversationIdOf('designer', { needId });
    await runtime.execute(messagingCommands.OpenConversation, { conversationId, kind: 'designer', needId, clientId: client.userId, members: [{ userId: designer.userId, role: 'designer' }] }, { actor: { kind: 'system' } });
    expect((await designer.call('/chat/manage/send', { conversationId, text: 'Your board is ready.' })).status).toBe(200);
    const [notice] = (await client.call('/NOTIFICATION/listMine')).data.list;
    expect(notice).toMatchObject({ kind: 'MESSAGE', href: `/chat/detail?conversationId=${conversationId}`, target: { kind: 'conversation', id: conversationId } });
    const row = await runtime.db(notificationsTable).where({ user_id: client.userId }).first();
    expect(row).toMatchObject({ target_kind: 'conversation', target_id: conversationId });
    expect(row).not.toHaveProperty('href');
    // Another user sees none of it.
    expect((await designer.call('/NOTIFICATION/listMine')).data.list.map((n: { id: string }) => n.id)).not.toContain(notice.id);
    expect(errors).toEqual([]);
  });

  it('a replay of the notifications projection from position 0 gives the same targets', async () => {
    const { runtime } = await ready;
    await settled(runtime);
    const dump = () => runtime.db(notificationsTable).orderBy('notification_id');
    const live = await dump();
    expect(live.length).toBeGreaterThan(0);
    await (runtime.runner as unknown as { replay(name: string): Promise<unknown> }).replay('notifications');
    const rebuilt = await dump();
    expect(rebuilt).toEqual(live);
    expect(rebuilt.every((r) => r.target_kind && !('href' in r))).toBe(true);
  });

  it('rows stored with page URLs before are mapped to the targets of those pages', async () => {
    const { runtime } = await ready;
    const schema = `legacy_${randomBytes(4).toString('hex')}`;
    await runtime.db.raw(`CREATE SCHEMA ${schema}`);
    try {
      const rows = await runtime.db.transaction(async (trx) => {
        await trx.raw(`SET LOCAL search_path TO ${schema}`);
        await legacyNotificationTables(trx);
        const legacy = [
          ['1:u', '/chat/detail?conversationId=d-need-7'],
          ['2:u', '/order/detail/o-123'],
          ['3:u', '/design/review/review?proposalId=pp0123456789abcdef'],
          ['4:u', '/hidden/project/proposal?needId=900001'],
          ['5:u', '/client/detail/mood_board?id=mb1'],
          ['6:u', '/moodboard/comment/mb1'],
          ['7:u', '/some/page/that/moved'],
        ];
        await trx('notifications_v1').insert(legacy.map(([id, href]) => ({ notification_id: id, user_id: 'u', kind: 'MESSAGE', title: 't', text: 'x', href, created_at: new Date() })));
        await notificationTargets(trx);
        return trx('notifications_v1').orderBy('notification_id').select('*');
      });
      expect(rows.map((r) => [r.target_kind, r.target_id])).toEqual([
        ['conversation', 'd-need-7'],
        ['order', 'o-123'],
        ['proposal-review', 'pp0123456789abcdef'],
        ['project-proposals', '900001'],
        ['board-review', 'mb1'],
        ['board-comments', 'mb1'],
        ['notices', null],
      ]);
      expect(rows.every((r) => !('href' in r))).toBe(true);
    } finally {
      await runtime.db.raw(`DROP SCHEMA ${schema} CASCADE`);
    }
  });
});

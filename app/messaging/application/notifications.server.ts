import { z } from 'zod';
import { messagingCommands } from '../../../domain/messaging/commands';
import { UnauthorizedError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { type NotificationView, notificationsOf } from '../../../projections/messaging/notifications';
import { parseWith } from '../../web/api.server';
import { hrefOf } from '../../web/links';
import type { NoticeView } from '../live/protocol';
import type { ChatCaller } from './chat.server';

/** A stored notification with the page it leads to today (the read model keeps only its target). */
export const noticeView = (n: NotificationView): NoticeView => ({ ...n, href: hrefOf(n.target) });

const userOf = (caller: ChatCaller) => {
  if (!caller.userId) throw new UnauthorizedError();
  return caller.userId;
};

/** NOTIFICATION listMine {start?, pageSize?}: the caller's notifications, newest first, with the unread count. */
export async function listMine(runtime: Runtime, caller: ChatCaller, input: unknown) {
  const { start, pageSize } = parseWith(z.object({ start: z.coerce.number().int().min(0).max(100_000).default(0), pageSize: z.coerce.number().int().min(1).max(100).default(20) }), input);
  const page = await notificationsOf(runtime.db, userOf(caller), { start, pageSize });
  return { ...page, list: page.list.map(noticeView) };
}

const idsField = z
  .union([z.string().max(5000), z.array(z.string().max(100))])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .optional();

/** NOTIFICATION markRead {ids | all}: the caller's own notifications read (others' ids change nothing). */
export async function markRead(runtime: Runtime, caller: ChatCaller, input: unknown) {
  const userId = userOf(caller);
  const { ids, all } = parseWith(z.object({ ids: idsField, all: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional() }), input);
  await runtime.execute(messagingCommands.MarkNotificationsRead, { userId, notificationIds: ids ?? [], all: all ?? false }, { actor: caller.actor }, { waitFor: ['notifications'] });
  return notificationsOf(runtime.db, userId, { pageSize: 1 }).then((n) => ({ unread: n.unread }));
}

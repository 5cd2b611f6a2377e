import type { Knex } from 'knex';
import { conversationsOf, inboxUnread, unreadTotal } from '../../../projections/messaging/chat';
import { notificationsOf } from '../../../projections/messaging/notifications';
import type { ChatUnread, NoticeCount } from '../live/protocol';
import { noticeView } from './notifications.server';

/**
 * What the top bar shows of a user's inbox (issue 10): unread chat messages in
 * all and per conversation, unread notifications and the newest one. Read by
 * the root loader, the inbox socket's welcome and its pushes.
 */
export async function chatUnreadOf(db: Knex, userId: string): Promise<ChatUnread> {
  const [total, list] = await Promise.all([unreadTotal(db, userId), conversationsOf(db, userId)]);
  return { total, conversations: list.filter((c) => c.unread > 0).map((c) => ({ conversationId: c.conversationId, unread: c.unread })) };
}

export async function noticeCountOf(db: Knex, userId: string): Promise<NoticeCount> {
  const { list, unread } = await notificationsOf(db, userId, { pageSize: 1 });
  return { unread, newest: list[0] ? noticeView(list[0]) : null };
}

/** Both counts, for the shell (the top bar's badges before any socket is open). */
export async function inboxBadges(db: Knex, userId: string): Promise<{ chatUnread: number; noticeUnread: number }> {
  const { chat, notices } = await inboxUnread(db, userId);
  return { chatUnread: chat, noticeUnread: notices };
}

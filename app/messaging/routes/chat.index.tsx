import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { RelativeDate } from '~/ui/relative-date';
import { usePoll } from '~/messaging/components/use-poll';
import { useInbox, useInboxPushes } from '~/messaging/live/inbox-provider';
import { chatIndexLoader } from '~/messaging/server/chat-pages.server';

export const meta: MetaFunction = () => [{ title: 'Messages · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = chatIndexLoader;

const roleLabel = { designer: 'Designer', salesman: 'Sales', client: 'Client' } as const;

/**
 * /chat/index: every conversation of the signed-in user, newest first, with unread
 * counts — kept live by the inbox socket (a new message moves its conversation up
 * and counts), or refreshed every 60 s while the socket is down.
 */
export default function ChatIndex() {
  const { list, isClient, now } = useLoaderData<typeof loader>();
  const { state: inbox } = useInbox();
  const live = inbox.status === 'online';
  const { revalidate } = useRevalidator();
  usePoll(60_000, !live);
  const [rows, setRows] = useState(list);
  useEffect(() => setRows(list), [list]);

  useInboxPushes((m) => {
    if (m.type !== 'chat' || m.change !== 'sent') return;
    const { conversationId, message } = m;
    if (!rows.some((r) => r.conversationId === conversationId)) return revalidate();
    setRows((all) => {
      const row = all.find((r) => r.conversationId === conversationId)!;
      // A salesman's unanswered conversation has no count of his own: count what others send here.
      const unread = !row.member && message.senderId === row.friend.userId ? row.unread + 1 : row.unread;
      const moved = { ...row, lastText: message.text || (message.imageUrl ? 'A picture' : ''), lastMessageAt: message.sentAt, unread };
      return [moved, ...all.filter((r) => r !== row)];
    });
  });

  // Members' counts come with every push; a salesman's inbox keeps the page's own.
  const unreadOf = (r: (typeof rows)[number]) => (live && r.member ? (inbox.chatByConversation[r.conversationId] ?? 0) : r.unread);

  return (
    <div className="container project-page project-page--narrow chat-page">
      <h1>Messages</h1>
      {isClient ? (
        <p className="checkout-card__muted">
          Write to your designer from a project, or <Link to="/chat/detail?roleType=salesman">ask our sales team</Link> about products, orders and delivery.
        </p>
      ) : null}
      {rows.length ? (
        <ul className="chat-list" data-testid="chat-list">
          {rows.map((c) => {
            const unread = unreadOf(c);
            return (
              <li key={c.conversationId} className={unread ? 'is-unread' : undefined} data-conversation={c.conversationId}>
                <Link to={`/chat/detail?conversationId=${c.conversationId}`} className="chat-list__row">
                  <span className="chat-list__who">
                    <strong>{c.friend.name}</strong> · {roleLabel[c.friend.roleType as keyof typeof roleLabel] ?? c.friend.roleType}
                    {c.projectId ? ` · ${c.projectId}` : ''}
                  </span>
                  <span className="chat-list__last">{c.lastText ?? 'No messages yet'}</span>
                  <span className="chat-list__meta">
                    {c.lastMessageAt ? <RelativeDate iso={c.lastMessageAt} now={now} /> : null}
                    {unread ? (
                      <span className="badge badge--accent" aria-label={`${unread} unread`}>
                        {unread}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="checkout-card">No conversations yet.</p>
      )}
    </div>
  );
}

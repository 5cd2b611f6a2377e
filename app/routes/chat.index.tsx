import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { RelativeDate } from '~/messaging/components/relative-date';
import { usePoll } from '~/messaging/components/use-poll';
import { chatIndexLoader } from '~/messaging/server/chat-pages.server';

export const meta: MetaFunction = () => [{ title: 'Messages · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = chatIndexLoader;

const roleLabel = { designer: 'Designer', salesman: 'Sales', client: 'Client' } as const;

/** /chat/index: every conversation of the signed-in user, newest first, with unread counts. */
export default function ChatIndex() {
  const { list, isClient, now } = useLoaderData<typeof loader>();
  usePoll();
  return (
    <div className="container project-page project-page--narrow chat-page">
      <h1>Messages</h1>
      {isClient ? (
        <p className="checkout-card__muted">
          Write to your designer from a project, or <Link to="/chat/detail?roleType=salesman">ask our sales team</Link> about products, orders and delivery.
        </p>
      ) : null}
      {list.length ? (
        <ul className="chat-list" data-testid="chat-list">
          {list.map((c) => (
            <li key={c.conversationId} className={c.unread ? 'is-unread' : undefined}>
              <Link to={`/chat/detail?conversationId=${c.conversationId}`} className="chat-list__row">
                <span className="chat-list__who">
                  <strong>{c.friend.name}</strong> · {roleLabel[c.friend.roleType as keyof typeof roleLabel] ?? c.friend.roleType}
                  {c.projectId ? ` · ${c.projectId}` : ''}
                </span>
                <span className="chat-list__last">{c.lastText ?? 'No messages yet'}</span>
                <span className="chat-list__meta">
                  {c.lastMessageAt ? <RelativeDate iso={c.lastMessageAt} now={now} /> : null}
                  {c.unread ? <span className="badge badge--accent" aria-label={`${c.unread} unread`}>{c.unread}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="checkout-card">No conversations yet.</p>
      )}
    </div>
  );
}

import { Form, useRevalidator } from '@remix-run/react';
import { CsrfField } from '~/ui/form-field';
import { useInbox, useInboxPushes } from '../live/inbox-provider';
import { RelativeDate } from '../../ui/relative-date';
import { usePoll } from './use-poll';

export interface NoticeItem {
  id: string;
  /** The page it leads to (app/web/links.ts). */
  href: string;
  title: string;
  text: string;
  createdAt: string;
  read: boolean;
}

/**
 * A user's notifications (/notice/index and /client/notification): open one (it
 * is read and leads to its page, `data-href`) or mark all read. New ones appear live while
 * the inbox socket is up, by the 60-second poll otherwise.
 */
export function NoticeList({ list, unread, now, action }: { list: NoticeItem[]; unread: number; now: string; action?: string }) {
  const { revalidate, state } = useRevalidator();
  const live = useInbox().state.status === 'online';
  usePoll(60_000, !live);
  useInboxPushes((m) => {
    if (m.type === 'notices' && state === 'idle') revalidate();
  });
  return (
    <>
      {unread ? (
        <Form method="post" action={action}>
          <CsrfField />
          <p>
            {unread} unread ·{' '}
            <button type="submit" name="intent" value="all" className="link-button">
              Mark all as read
            </button>
          </p>
        </Form>
      ) : null}
      {list.length ? (
        <ul className="chat-list" data-testid="notice-list">
          {list.map((n) => (
            <li key={n.id} className={n.read ? undefined : 'is-unread'}>
              <Form method="post" action={action} className="chat-list__row">
                <CsrfField />
                <input type="hidden" name="id" value={n.id} />
                <span className="chat-list__who">
                  <button type="submit" name="intent" value="open" className="link-button" data-href={n.href}>
                    <strong>{n.title}</strong>
                  </button>
                </span>
                <span className="chat-list__last">{n.text}</span>
                <span className="chat-list__meta">
                  <RelativeDate iso={n.createdAt} now={now} />
                  {n.read ? null : <span className="badge badge--accent">New</span>}
                </span>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="checkout-card">Nothing new. We will tell you here when your designer writes or an order ships.</p>
      )}
    </>
  );
}

import type { MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { RelativeDate } from '~/messaging/components/relative-date';
import { usePoll } from '~/messaging/components/use-poll';
import { noticeAction, noticeLoader } from '~/messaging/server/notice-page.server';
import { CsrfField } from '~/shell/components/form-field';

export const meta: MetaFunction = () => [{ title: 'Notifications · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = noticeLoader;
export const action = noticeAction;

/** /notice/index: messages received, orders shipped or delayed — newest first; open one (it is read) or mark all read. */
export default function Notices() {
  const { list, unread, now } = useLoaderData<typeof loader>();
  usePoll();
  return (
    <div className="container project-page project-page--narrow notice-page">
      <h1>Notifications</h1>
      {unread ? (
        <Form method="post">
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
              <Form method="post" className="chat-list__row">
                <CsrfField />
                <input type="hidden" name="id" value={n.id} />
                <span className="chat-list__who">
                  <button type="submit" name="intent" value="open" className="link-button">
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
    </div>
  );
}

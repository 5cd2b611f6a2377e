import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { RelativeDate } from '~/ui/relative-date';
import { useLiveMessages, useReadWhenVisible } from '~/messaging/components/use-live-messages';
import { usePoll } from '~/messaging/components/use-poll';
import { useInbox } from '~/messaging/live/inbox-provider';
import { chatDetailAction, chatDetailLoader } from '~/messaging/server/chat-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Conversation · Messages · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = chatDetailLoader;
export const action = chatDetailAction;

/**
 * /chat/detail: one conversation — its messages oldest first, a box to write in,
 * delete and restore for one's own. New messages arrive live over the inbox
 * socket and are marked read once on screen; while the socket is down the page
 * refreshes every 60 s.
 */
export default function ChatDetail() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  const live = useInbox().state.status === 'online';
  usePoll(60_000, !live);
  const list = useLiveMessages(page.conversationId, page.list);
  const latest = useReadWhenVisible(page.conversationId, page.me, list, page.list.at(-1)?.seq ?? 0);
  // A new message at the bottom comes into view when the reader is at the bottom (or wrote it).
  const shownCount = useRef(list.length);
  useEffect(() => {
    if (list.length <= shownCount.current) return;
    shownCount.current = list.length;
    const nearBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 400;
    if (nearBottom || list.at(-1)?.senderId === page.me) latest.current?.scrollIntoView({ block: 'nearest' });
  }, [list.length]);
  const q = `?conversationId=${page.conversationId}`;
  return (
    <div className="container project-page project-page--narrow chat-page">
      <p className="checkout-card__muted">
        <Link to="/chat/index">← Messages</Link>
        {page.needId ? (
          <>
            {' '}
            · <Link to={`/project/info?needId=${page.needId}`}>Project {page.projectId}</Link>
          </>
        ) : null}
      </p>
      <h1>{page.with}</h1>
      <ol className="chat-messages" data-testid="chat-messages" data-live={live ? 'true' : 'false'}>
        {list.map((m, i) => {
          const mine = m.senderId === page.me;
          const last = i === list.length - 1;
          return (
            <li key={m.messageId} id={last ? 'latest' : undefined} ref={last ? latest : undefined} className={`chat-message${mine ? ' chat-message--mine' : ''}${m.deleted ? ' chat-message--deleted' : ''}`}>
              {m.deleted && !mine ? (
                <p className="chat-message__text">This message was removed.</p>
              ) : (
                <>
                  {m.text ? <p className="chat-message__text">{m.text}</p> : null}
                  {m.imageUrl ? <img src={m.imageUrl} alt="A picture sent in the conversation" className="chat-message__image" loading="lazy" /> : null}
                </>
              )}
              <p className="chat-message__meta">
                <RelativeDate iso={m.sentAt} now={page.now} />
                {mine ? (
                  <Form method="post" action={`/chat/detail${q}`} className="chat-message__action">
                    <CsrfField />
                    <input type="hidden" name="messageId" value={m.messageId} />
                    <button type="submit" name="intent" value={m.deleted ? 'restore' : 'delete'} className="link-button" disabled={busy}>
                      {m.deleted ? 'Restore' : 'Delete'}
                    </button>
                  </Form>
                ) : null}
              </p>
            </li>
          );
        })}
      </ol>
      {list.length === 0 ? <p className="checkout-card__muted">No messages yet. Say hello!</p> : null}
      <Form key={page.messageId} method="post" action={`/chat/detail${q}`} className="checkout-card chat-compose" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="messageId" value={page.messageId} />
        <FormAlert result={result} />
        <label className="field">
          <span className="field__label">Your message</span>
          <textarea name="text" className="field__input" rows={3} maxLength={2000} required />
        </label>
        <button type="submit" className={`button button--primary${busy ? ' is-loading' : ''}`} disabled={busy} data-testid="chat-send">
          Send
        </button>
      </Form>
    </div>
  );
}

import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { RelativeDate } from '~/messaging/components/relative-date';
import { usePoll } from '~/messaging/components/use-poll';
import { chatDetailAction, chatDetailLoader } from '~/messaging/server/chat-pages.server';
import { CsrfField, FormAlert } from '~/shell/components/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Conversation · Messages · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = chatDetailLoader;
export const action = chatDetailAction;

/** /chat/detail: one conversation — its messages oldest first, a box to write in, delete and restore for one's own. */
export default function ChatDetail() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  usePoll();
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
      <ol className="chat-messages" data-testid="chat-messages">
        {page.list.map((m, i) => {
          const mine = m.senderId === page.me;
          return (
            <li key={m.messageId} id={i === page.list.length - 1 ? 'latest' : undefined} className={`chat-message${mine ? ' chat-message--mine' : ''}${m.deleted ? ' chat-message--deleted' : ''}`}>
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
      {page.list.length === 0 ? <p className="checkout-card__muted">No messages yet. Say hello!</p> : null}
      <Form method="post" action={`/chat/detail${q}`} className="checkout-card chat-compose" noValidate>
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

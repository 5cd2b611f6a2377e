import { Form, useActionData, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { RelativeDate } from '~/ui/relative-date';
import { CsrfField, FormAlert, useHydrated } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import { useFulfilmentSocket } from '../sync/use-fulfilment-socket';

export interface ThreadMessage {
  messageId: string;
  seq: number;
  senderId: string;
  senderRole: string;
  text: string;
  imageUrl: string | null;
  sentAt: string;
}

interface Props {
  /** The room: an order's id, or a mood board's (the socket's moodboardId). */
  orderId: string;
  orderNumber: string;
  me: string;
  list: ThreadMessage[];
  messageId: string;
  now: string;
  /** A board's thread: where its form posts, its title and who the others are. */
  board?: { action: string; title: string; intro: string; others: string };
}

/** A message id for the next message (the form's own comes from the server; plain-http pages lack crypto.randomUUID). */
const nextMessageId = () => `om-${typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`}`;

const who = (m: ThreadMessage, me: string, others?: string) => (m.senderId === me ? 'You' : m.senderRole === 'client' ? 'Client' : (others ?? 'Roomcraft'));

/**
 * An order's messages with the shop (part 2 §1 order-fulfilment messaging): a plain
 * form without scripts; with scripts, new messages arrive live over the order's
 * socket and the form sends through it (the form post stands in while it is down,
 * and the page reloads its messages every 60 s then).
 */
export function OrderMessages({ orderId, orderNumber, me, list, messageId, now, board }: Props) {
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  const hydrated = useHydrated();
  const { status, received, error, sendChat } = useFulfilmentSocket({ moodboardId: orderId, sender: me, enabled: hydrated });
  const text = useRef<HTMLTextAreaElement>(null);
  const id = useRef(messageId);
  // The message sent over the socket and not yet heard back: its text stays in the box until the room confirms it.
  const [pending, setPending] = useState<string | null>(null);
  const { revalidate, state } = useRevalidator();

  // While the socket is down the page reloads its messages every 60 s.
  useEffect(() => {
    if (!hydrated || status === 'open') return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && state === 'idle') revalidate();
    }, 60_000);
    return () => clearInterval(timer);
  }, [hydrated, status, revalidate, state]);

  useEffect(() => {
    if (!pending || !received.some((m) => m.messageId === pending)) return;
    if (text.current) text.current.value = '';
    id.current = nextMessageId();
    setPending(null);
  }, [received, pending]);

  const messages = useMemo(() => {
    const all = new Map<string, ThreadMessage>(list.map((m) => [m.messageId, m]));
    for (const m of received) if (!all.has(m.messageId)) all.set(m.messageId, m);
    return [...all.values()].sort((a, b) => a.seq - b.seq);
  }, [list, received, me]);

  return (
    <section className="order-page__section order-messages" id="messages" aria-labelledby="order-messages-title">
      <h2 id="order-messages-title">{board?.title ?? 'Messages about this order'}</h2>
      <p className="account-card__muted" data-testid="order-socket-status" data-status={status}>
        {board?.intro ?? `Questions about order ${orderNumber}? Write to us here`}
        {status === 'open' ? ' — new messages appear as they arrive.' : '.'}
      </p>
      {messages.length ? (
        <ol className="chat-messages" data-testid="order-messages">
          {messages.map((m) => (
            <li key={m.messageId} className={`chat-message${m.senderId === me ? ' chat-message--mine' : ''}`}>
              <p className="chat-message__text">{m.text}</p>
              {m.imageUrl ? <img src={m.imageUrl} alt="A picture sent about the order" className="chat-message__image" loading="lazy" /> : null}
              <p className="chat-message__meta">
                <span>{who(m, me, board?.others)}</span>
                <RelativeDate iso={m.sentAt} now={now} />
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="account-card__muted">No messages yet.</p>
      )}
      <Form
        method="post"
        action={board?.action ?? `/order/detail/${encodeURIComponent(orderId)}`}
        className="chat-compose order-form"
        noValidate
        onSubmit={(e) => {
          const value = text.current?.value.trim() ?? '';
          if (status !== 'open' || !value) return;
          e.preventDefault();
          setPending(id.current);
          sendChat({ text: value, messageId: id.current });
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="messageId" value={messageId} />
        <FormAlert result={result?.intent === 'message' ? result : undefined} />
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <label className="field">
          <span className="field__label">Your message</span>
          <textarea ref={text} name="text" className="field__input" rows={3} maxLength={2000} required />
        </label>
        <button type="submit" className={`button button--primary${busy ? ' is-loading' : ''}`} disabled={busy} data-testid="order-message-send">
          Send
        </button>
      </Form>
    </section>
  );
}

import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { day } from '~/projects';
import { messagesAction, messagesLoader } from '~/projects/index.server';
import { markLatestSentBack } from '~/review/index.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const loader = messagesLoader;
export const action = messagesAction(markLatestSentBack);

/** messages: the project's story so far, newest first; a note to the designer once the design is delivered. */
export default function ProjectMessages() {
  const { story, canWrite, refusal, revisionId, sent } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const noteError = result && !result.ok ? result.fields?.note : undefined;
  const needId = useSearchParams()[0].get('needId') ?? '';
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title">Messages</h2>
      <p className="project-chat-links">
        <Link to={`/chat/detail?${new URLSearchParams({ needId, roleType: 'designer' })}`} className="button button--secondary button--small">
          Message your designer
        </Link>{' '}
        <Link to={`/chat/detail?${new URLSearchParams({ needId, roleType: 'salesman' })}`} className="button button--secondary button--small">
          Ask our sales team
        </Link>
      </p>
      {sent ? (
        <p className="order-notice" role="status">
          Your note is with your designer. It counts as a revision of your design.
        </p>
      ) : null}
      {canWrite ? (
        <Form method="post" className="checkout-card project-note" noValidate>
          <h3>A note to your designer</h3>
          <p className="checkout-card__muted">Tell your designer what to change. Sending a note asks for a revision of your delivered design.</p>
          <CsrfField />
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="revisionId" value={revisionId} />
          <FormAlert result={result} shown={['note']} />
          <label className="field">
            <span className="field__label">Your note</span>
            <textarea name="note" className="field__input" rows={4} maxLength={2000} required aria-invalid={noteError ? true : undefined} />
            {noteError ? <span className="field__error">{noteError}</span> : null}
          </label>
          <button type="submit" className="button button--primary">
            Send to my designer
          </button>
        </Form>
      ) : refusal ? (
        <p className="checkout-card__muted">{refusal}</p>
      ) : (
        <FormAlert result={result} />
      )}
      <ol className="project-story">
        {story.map((entry, i) => (
          <li key={i} className="project-story__entry">
            <p className="project-story__when">{day(entry.at)}</p>
            <h3 className="project-story__title">{entry.title}</h3>
            <p>{entry.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

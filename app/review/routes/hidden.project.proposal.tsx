import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { RelativeDate } from '~/ui/relative-date';
import { designerProposalAction, designerProposalLoader } from '~/review/server/review-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import reviewStyles from '~/styles/review.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: reviewStyles }];
export const meta: MetaFunction = () => [{ title: 'Proposals · Designer workspace · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = designerProposalLoader;
export const action = designerProposalAction;

/**
 * /hidden/project/proposal?needId=…: the designer drafts the next version on
 * private boards, writes notes for the client and publishes; every published
 * version shows the client's marks, review, revisions and approvals.
 */
export default function DesignerProposals() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  const now = new Date().toISOString();
  return (
    <div className="container review-page" data-testid="designer-proposals">
      <p className="checkout-card__muted">
        <Link to="/hidden/project/index">← Your projects</Link>
      </p>
      <h1>
        {page.projectId} · {page.room}: proposals
      </h1>
      <FormAlert result={result} />
      {result?.ok ? (
        <p className="form-ok" role="status">
          {result.message}
        </p>
      ) : null}
      {page.status === 'DELIVERED' ? (
        <section className="checkout-card" aria-labelledby="case-title" data-testid="design-case">
          <h2 id="case-title">Design case</h2>
          {page.designCase ? (
            <p>
              <Link to={`/design/case/${page.designCase.id}`}>{page.designCase.title}</Link> ·{' '}
              {page.designCase.status === 'published' ? 'published' : page.designCase.consent ? 'the client agreed; waiting for our team to publish it' : 'waiting for the client’s consent'}
            </p>
          ) : (
            <Form method="post">
              <CsrfField />
              <p className="checkout-card__muted">Show this finished room to others: the pictures, products, style and budget of the last version. Your client is asked first.</p>
              <label className="field">
                <span className="field__label">Title</span>
                <input name="title" className="field__input" required maxLength={120} />
              </label>
              <label className="field">
                <span className="field__label">A few words about the room (optional)</span>
                <textarea name="description" className="field__input" rows={2} maxLength={2000} />
              </label>
              <button type="submit" name="intent" value="propose-case" className="btn btn--secondary" disabled={busy}>
                Propose as a design case
              </button>
            </Form>
          )}
        </section>
      ) : null}
      {page.draft ? (
        <section className="checkout-card" aria-labelledby="draft-title" data-testid="draft">
          <h2 id="draft-title">Draft of version {page.draft.version}</h2>
          <p className="checkout-card__muted">Only you can see these boards until you publish. Open one to arrange it in the editor.</p>
          {page.draft.boards.length === 0 ? <p>No boards yet.</p> : null}
          <Form method="post" id="publish-form">
            <CsrfField />
            <input type="hidden" name="proposalId" value={page.draft.proposalId} />
          </Form>
          <ul className="review-draft-boards">
            {page.draft.boards.map((b) => (
              <li key={b.boardId} className="review-draft-boards__item">
                <p>
                  <Link to={`/moodboard/detail/${b.boardId}`}>
                    <strong>{b.name}</strong>
                  </Link>{' '}
                  · {b.objects} items, {b.products} products
                </p>
                <label className="field">
                  <span className="field__label">Notes for your client</span>
                  <textarea name={`notes_${b.boardId}`} form="publish-form" className="field__input" rows={2} maxLength={2000} />
                </label>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="proposalId" value={page.draft!.proposalId} />
                  <input type="hidden" name="boardId" value={b.boardId} />
                  <button type="submit" name="intent" value="remove-board" className="link-button" disabled={busy}>
                    Take off this version
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="review-inline-form">
            <CsrfField />
            <input type="hidden" name="proposalId" value={page.draft.proposalId} />
            <label className="field">
              <span className="field__label">New board name (optional)</span>
              <input name="name" className="field__input" maxLength={100} />
            </label>
            <button type="submit" name="intent" value="add-board" className="button button--secondary" disabled={busy}>
              New mood board
            </button>
          </Form>
          <button type="submit" form="publish-form" name="intent" value="publish" className="button button--primary" disabled={busy || page.draft.boards.length === 0} data-testid="publish">
            Publish version {page.draft.version} to the client
          </button>
        </section>
      ) : (
        <Form method="post">
          <CsrfField />
          <button type="submit" name="intent" value="draft" className="button button--primary" disabled={busy} data-testid="start-draft">
            {page.published.length ? `Start version ${page.published[0]!.version + 1}` : 'Start the first proposal'}
          </button>
        </Form>
      )}
      {page.published.map((p) => (
        <section key={p.proposalId} className="checkout-card" data-testid={`version-${p.version}`}>
          <h2>
            Version {p.version} · {p.status === 'APPROVED' ? 'approved' : p.status === 'REVISION_ASKED' ? 'revision asked' : 'with the client'}
          </h2>
          {p.publishedAt ? (
            <p className="checkout-card__muted">
              Published <RelativeDate iso={p.publishedAt} now={now} />
            </p>
          ) : null}
          <ul className="review-designer-boards">
            {p.boards.map((b) => (
              <li key={b.boardId}>
                <Link to={`/moodboard/comment/${b.boardId}?proposalId=${p.proposalId}`}>{b.name}</Link>
                {b.approved ? ' · approved' : ''} · {b.keep} keep, {b.options} see options, {b.dontWant} don’t want
                {b.unanswered ? <strong> · {b.unanswered} to answer</strong> : null}
                {b.stills.length ? (
                  <ul className="room-renders room-renders--small" aria-label={`Room stills of ${b.name}`}>
                    {b.stills.map((r) => (
                      <li key={r.view}>
                        <a href={r.url} target="_blank" rel="noreferrer">
                          <img src={r.url} alt={r.label} title={r.label} width={160} height={90} loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="checkout-card__muted"> · no room stills yet</span>
                )}
              </li>
            ))}
          </ul>
          <Form method="post" className="review-inline-form">
            <CsrfField />
            <input type="hidden" name="proposalId" value={p.proposalId} />
            <button type="submit" name="intent" value="render" className="link-button" disabled={busy} data-testid={`render-again-${p.version}`}>
              Render the room stills again
            </button>
          </Form>
          {p.overall ? (
            <blockquote className="review-page__notes">
              <p>
                <strong>The client’s review</strong>
              </p>
              <p>{p.overall}</p>
            </blockquote>
          ) : null}
          {p.revisions.map((r) => (
            <p key={r.revisionId} className="review-revision">
              <strong>Revision asked:</strong> {r.note}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

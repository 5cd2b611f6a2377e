import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { RelativeDate } from '~/ui/relative-date';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import type { proposalReviewData } from '../server/review-pages.server';
import { BoardView } from './board-view';

type Page = Awaited<ReturnType<typeof proposalReviewData>>;
type Answer = FormResult | { ok: false; message: string; code: 'STALE_REVIEW'; intent: string; newer: { overall: string; _rowVer: number } | null; mine: string };

/**
 * /design/review/review?proposalId=…: a published version of the client's design —
 * every board (open one to mark its products), the overall review with its row
 * version, a revision within the plan, and the other versions to switch to or compare.
 */
export function ProposalReview({ page, now }: { page: Page; now: string }) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === 'submitting';
  const stale = answer && !answer.ok && 'newer' in answer ? answer : null;
  const review = stale?.newer ? { overall: stale.newer.overall, rowVer: stale.newer._rowVer } : page.review;
  const q = `?proposalId=${page.proposalId}`;
  const failed = (intent: string) => (answer && !answer.ok && answer.intent === intent ? (answer as FormResult) : undefined);
  const done = (intent: string) => (answer && answer.ok && answer.intent === intent ? answer.message : null);
  return (
    <div className="container review-page" data-testid="proposal-review">
      <p className="checkout-card__muted">
        <Link to={`/project/info/design?needId=${page.needId}`}>← Project {page.projectId}</Link>
      </p>
      <header className="review-page__head">
        <h1>
          {page.room} · version {page.version}
        </h1>
        <span className={`status-badge${page.status === 'APPROVED' ? ' status-badge--ok' : ''}`}>
          {page.status === 'APPROVED' ? 'Approved' : page.status === 'REVISION_ASKED' ? 'Revision asked' : 'Ready for your review'}
        </span>
      </header>
      {page.designCase ? (
        <p className="review-page__case" role="status" data-testid="design-case-notice">
          {page.designCase.consent ? 'You agreed to show this room as a design case.' : 'Your designer would like to show this room as a design case; nothing is public until you agree.'}{' '}
          <Link to={`/design/case/${page.designCase.id}`}>See the case and decide</Link>
        </p>
      ) : null}
      {page.publishedAt ? (
        <p className="checkout-card__muted">
          Published <RelativeDate iso={page.publishedAt} now={now} />
        </p>
      ) : null}
      {page.versions.length > 1 ? (
        <nav className="review-versions" aria-label="Versions">
          {page.versions.map((v) =>
            v.proposalId === page.proposalId ? (
              <strong key={v.proposalId}>Version {v.version}</strong>
            ) : (
              <span key={v.proposalId}>
                <Link to={`/design/review/review?proposalId=${v.proposalId}`}>Version {v.version}</Link> (<Link to={`${q}&compare=${v.proposalId}`}>compare</Link>)
              </span>
            ),
          )}
        </nav>
      ) : null}
      {page.compare ? (
        <section className="checkout-card review-compare" aria-labelledby="compare-title" data-testid="compare">
          <h2 id="compare-title">
            Version {page.version} compared with version {page.compare.version}
          </h2>
          {page.compare.boardsAdded.length ? <p>New boards: {page.compare.boardsAdded.join(', ')}</p> : null}
          <p>Added: {page.compare.added.length ? page.compare.added.map((p) => p.name).join(', ') : 'nothing'}</p>
          <p>Taken away: {page.compare.removed.length ? page.compare.removed.map((p) => p.name).join(', ') : 'nothing'}</p>
        </section>
      ) : null}
      <ul className="review-boards">
        {page.boards.map((b) => (
          <li key={b.boardId} className="review-boards__item">
            <Link to={`/client/detail/mood_board?id=${b.boardId}&proposalId=${page.proposalId}`} aria-label={`Review ${b.view.name}`}>
              <BoardView board={b.view} label={b.view.name} />
            </Link>
            <h2 className="review-boards__name">{b.view.name}</h2>
            {b.clientNotes ? <p className="review-boards__notes">{b.clientNotes}</p> : null}
            <p className="checkout-card__muted">
              {b.approved ? 'Approved · ' : ''}
              {b.marked} of {b.products} products marked{b.kept ? ` · ${b.kept} kept` : ''}
            </p>
            <Link to={`/client/detail/mood_board?id=${b.boardId}&proposalId=${page.proposalId}`} className="button button--secondary button--small">
              {page.clientView && !b.approved ? 'Review products' : 'Open'}
            </Link>
          </li>
        ))}
      </ul>
      {page.clientView ? (
        <>
          <section className="checkout-card" aria-labelledby="overall-title">
            <h2 id="overall-title">Your overall review</h2>
            {/* A refused save shows the newer text: the new row version remounts the form with it. */}
            <Form method="post" action={`/design/review/review${q}`} noValidate className="project-form" key={`overall-${review.rowVer}`}>
              <CsrfField />
              <input type="hidden" name="intent" value="overall" />
              <input type="hidden" name="rowVer" value={review.rowVer} data-testid="row-ver" />
              {stale ? (
                <div className="form-alert" role="alert" data-testid="stale-review">
                  <p>{stale.message}</p>
                  {stale.mine ? (
                    <p>
                      What you wrote: <q>{stale.mine}</q>
                    </p>
                  ) : null}
                </div>
              ) : (
                <FormAlert result={failed('overall')} />
              )}
              {done('overall') ? (
                <p className="form-ok" role="status">
                  {done('overall')}
                </p>
              ) : null}
              <label className="field">
                <span className="field__label">What do you think of this version as a whole?</span>
                <textarea name="overall" className="field__input" rows={4} maxLength={5000} defaultValue={review.overall} data-testid="overall" />
              </label>
              <button type="submit" className="button button--primary" disabled={busy}>
                Save review
              </button>
            </Form>
          </section>
          {page.status === 'PUBLISHED' ? (
            <section className="checkout-card" aria-labelledby="revision-title">
              <h2 id="revision-title">Ask for a revision</h2>
              {page.revisionsLeft ? <p className="project-revisions">{page.revisionsLeft}</p> : null}
              <Form method="post" action={`/design/review/review${q}`} noValidate className="project-form">
                <CsrfField />
                <input type="hidden" name="intent" value="revision" />
                <input type="hidden" name="revisionId" value={page.revisionId} />
                <FormAlert result={failed('revision')} />
                <label className="field">
                  <span className="field__label">What should your designer change?</span>
                  <textarea name="note" className="field__input" rows={3} maxLength={2000} required />
                </label>
                <button type="submit" className="button button--secondary" disabled={busy}>
                  Ask for a revision
                </button>
              </Form>
            </section>
          ) : done('revision') ? (
            <p className="form-ok" role="status">
              {done('revision')}
            </p>
          ) : null}
        </>
      ) : page.review.overall ? (
        <section className="checkout-card">
          <h2>The client’s overall review</h2>
          <p>{page.review.overall}</p>
        </section>
      ) : null}
    </div>
  );
}

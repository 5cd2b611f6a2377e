import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { OrderMessages } from '~/orders';
import { AlternativePicker } from '~/review/components/alternative-picker';
import { BoardView } from '~/review/components/board-view';
import { designerCommentsAction, designerCommentsLoader } from '~/review/server/review-pages.server';
import { CsrfField } from '~/ui/form-field';
import reviewStyles from '~/styles/review.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: reviewStyles }];
export const meta: MetaFunction = () => [{ title: 'The client’s review · Mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = designerCommentsLoader;
export const action = designerCommentsAction;

type Answer = { ok: boolean; message: string; intent?: string; commentId?: string };

/** /moodboard/comment/{canvas_id}: every mark and comment the client left on a published board; the designer answers and offers alternatives. */
export default function DesignerComments() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container review-page" data-testid="designer-comments">
      <p className="checkout-card__muted">
        <Link to={`/hidden/project/proposal?needId=${page.needId}`}>← Proposals of project {page.projectId}</Link>
      </p>
      <h1>
        {page.name} · version {page.version}
        {page.approved ? ' · approved' : ''}
      </h1>
      <div className="review-page__layout">
        <div className="review-page__board">
          <BoardView board={page.view} />
        </div>
        <ul className="review-products">
          {page.products.map((p) => {
            const c = p.comment;
            const label = page.options.find((o) => o.intent === c.intent)?.label ?? 'Not marked';
            const tags = page.options.flatMap((o) => o.tags).filter((t) => c.tagIds.includes(t.id)).map((t) => t.name);
            const mine = answer && answer.commentId === c.id ? answer : null;
            return (
              <li key={p.productId} className="review-product" data-testid={`comment-${p.productId}`}>
                <h3 className="review-product__name">{p.name}</h3>
                <p className="review-product__muted">
                  {p.brand} · {formatCents(p.salePriceCents ?? p.priceCents)}
                </p>
                <p className={`review-mark-label review-mark-label--${(c.intent ?? 'none').toLowerCase()}`}>
                  <strong>{label}</strong>
                  {tags.length ? ` · ${tags.join(', ')}` : ''}
                </p>
                {c.content ? <p className="review-product__comment">“{c.content}”</p> : null}
                {mine ? (
                  <p className={mine.ok ? 'form-ok' : 'form-alert'} role={mine.ok ? 'status' : 'alert'}>
                    {mine.message}
                  </p>
                ) : null}
                {c.id ? (
                  <Form method="post" className="review-inline-form">
                    <CsrfField />
                    <input type="hidden" name="commentId" value={c.id} />
                    <label className="field">
                      <span className="field__label">Your answer</span>
                      <textarea name="answer" className="field__input" rows={2} maxLength={2000} defaultValue={c.answer ?? ''} />
                    </label>
                    <button type="submit" name="intent" value="answer" className="button button--secondary button--small" disabled={busy}>
                      Answer
                    </button>
                  </Form>
                ) : null}
                {c.id && c.intent === 'SEE_OPTIONS' && page.pickers[c.id] ? (
                  <AlternativePicker commentId={c.id} proposalId={page.proposalId} query={page.pickers[c.id]!.query} options={page.pickers[c.id]!.options} busy={busy} />
                ) : null}
                {p.alternatives.length ? <p className="review-product__muted">Offered: {p.alternatives.map((a) => a?.name).filter(Boolean).join(', ')}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <OrderMessages
        orderId={page.boardId}
        orderNumber=""
        me={page.thread.me}
        list={page.thread.list}
        messageId={page.thread.messageId}
        now={page.now}
        board={{ action: `/moodboard/comment/${page.boardId}?proposalId=${page.proposalId}`, title: 'Talk about this board', intro: 'Answer your client’s questions about this board', others: 'Designer' }}
      />
    </div>
  );
}

import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { Room3dArea } from '~/canvas';
import { AddToCart } from '~/commerce';
import { OrderMessages, type ThreadMessage } from '~/orders';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import type { boardReviewData } from '../server/review-pages.server';
import { BoardView } from './board-view';
import { ProductReview, type ReviewedProduct } from './product-review';
import { RoomRenders } from './room-renders';

type Page = Awaited<ReturnType<typeof boardReviewData>> & { thread: { me: string; list: ThreadMessage[]; messageId: string }; now: string };

/**
 * The review side of a published board (/client/detail/mood_board): the board as
 * the designer arranged it (read-only, alternatives left out), the designer's
 * notes, each product to mark, then approval and the kept products into the cart.
 */
export function BoardReviewPage({ page, action }: { page: Page; action: string }) {
  const result = useActionData<FormResult>();
  const busy = useNavigation().state === 'submitting';
  const client = page.role === 'client';
  const marked = page.products.filter((p) => p.comment.intent).length;
  return (
    <div className="container review-page" data-testid="board-review">
      <p className="checkout-card__muted">
        <Link to={`/design/review/review?proposalId=${page.proposalId}`}>← Version {page.version} of your design</Link>
        {page.projectId ? <> · Project {page.projectId}</> : null}
      </p>
      <header className="review-page__head">
        <h1>{page.name}</h1>
        {page.approved ? <span className="status-badge status-badge--ok">Approved</span> : null}
      </header>
      {page.newer ? (
        <p className="order-notice" role="status">
          A newer version of this board exists. <Link to={`/client/detail/mood_board?id=${page.boardId}&proposalId=${page.newer.proposalId}`}>See version {page.newer.version}</Link>
        </p>
      ) : null}
      {page.clientNotes ? (
        <blockquote className="review-page__notes">
          <p>
            <strong>Notes from your designer</strong>
          </p>
          <p>{page.clientNotes}</p>
        </blockquote>
      ) : null}
      <div className="review-page__layout">
        <div className="review-page__board">
          <BoardView board={page.view} />
        </div>
        <section className="review-page__products" aria-labelledby="products-title">
          <h2 id="products-title">
            Products <span className="review-page__count">{marked} of {page.products.length} marked</span>
          </h2>
          {page.products.length === 0 ? <p className="checkout-card__muted">This board has no products to mark.</p> : null}
          <ul className="review-products">
            {page.products.map((p) => (
              <ProductReview key={p.productId} product={p as unknown as ReviewedProduct} options={page.options} action={action} readOnly={!client || page.approved} />
            ))}
          </ul>
        </section>
      </div>
      {page.room3d.call.placements.length ? <RoomRenders renders={page.renders} /> : null}
      {page.room3d.call.placements.length ? (
        <section className="review-page__room" aria-labelledby="room3d-title" data-testid="review-room3d">
          <h2 id="room3d-title">The room in 3D</h2>
          <p className="checkout-card__muted">Every piece at its true size, as your designer arranged it, with the floor plan and its clearances.</p>
          <Room3dArea call={page.room3d.call} board={page.room3d.board} userId="" email="" readOnly canEditAll={false} live={false} buy={(goodsId, inStock) => <AddToCart goodsId={goodsId} disabled={!inStock} />} />
        </section>
      ) : null}
      <OrderMessages
        orderId={page.boardId}
        orderNumber=""
        me={page.thread.me}
        list={page.thread.list}
        messageId={page.thread.messageId}
        now={page.now}
        board={{ action, title: 'Talk about this board', intro: client ? 'A question about this board? Ask your designer here' : 'Your client’s questions about this board', others: client ? 'Your designer' : 'Designer' }}
      />
      {client ? (
        <section className="checkout-card review-page__approve" aria-labelledby="approve-title">
          <h2 id="approve-title">{page.approved ? 'Shop this board' : 'Happy with this board?'}</h2>
          <FormAlert result={result} />
          {result?.ok ? (
            <p className="form-ok" role="status">
              {result.message}
            </p>
          ) : null}
          {page.approved ? (
            <Form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value="cart" />
              <p>
                {page.keptCount
                  ? `You kept ${page.keptCount} product${page.keptCount === 1 ? '' : 's'}. Add them all to your cart in one step.`
                  : 'Mark the products you want to keep, then add them to your cart.'}
              </p>
              <button type="submit" className="button button--primary" disabled={busy || !page.keptCount} data-testid="add-kept">
                Add kept products to cart
              </button>{' '}
              <button type="submit" name="next" value="cart" className="button button--secondary" disabled={busy || !page.keptCount}>
                Add and go to cart
              </button>
            </Form>
          ) : page.canApprove ? (
            <Form method="post" action={action}>
              <CsrfField />
              <input type="hidden" name="intent" value="approve" />
              <p>Approving tells your designer this board is final. You can then buy the products you kept.</p>
              <button type="submit" className="button button--primary" disabled={busy} data-testid="approve-board">
                Approve this board
              </button>
            </Form>
          ) : (
            <p className="checkout-card__muted">You asked for a revision of this version: your designer will publish the next one.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { boardPage, boardPageAction } from '~/ideas/server/idea-pages.server';
import { CsrfField } from '~/ui/form-field';
import { formatCents } from '~/ui/money';
import ideasCss from '~/styles/ideas.css?url';

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: `${data.board.name} · Idea boards · Roomcraft` }] : [{ title: 'Page not found · Roomcraft' }]);
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ideasCss }];
export const loader = ({ request, context, params }: LoaderFunctionArgs) => boardPage(request, context, params.boardId ?? '');
export const action = (args: ActionFunctionArgs) => boardPageAction(args);

/** /ideas/{boardId}: a board's saved cases and products; its owner moves and removes them, shares it when public, and starts a DIY board or a design project from it. */
export default function IdeaBoardPage() {
  const { board, others, productCount, roomTypeId, rooms, shareUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { ok: boolean; message: string } | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container ideas-page ideas-board">
      {board.mine ? (
        <p className="ideas-page__back">
          <Link to="/ideas">← My idea boards</Link>
        </p>
      ) : null}
      <h1>{board.name}</h1>
      <p className="ideas-page__intro">
        {board.items.length} {board.items.length === 1 ? 'idea' : 'ideas'} · {board.isPrivate ? 'Private: only you see this board.' : 'Public'}
      </p>
      {result ? (
        <p className={result.ok ? 'ideas-page__ok' : 'ideas-page__error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      {board.mine ? (
        <div className="ideas-board__owner">
          {board.isPrivate ? null : (
            <p className="ideas-board__share">
              Share this board: <input readOnly value={shareUrl} aria-label="Link to this board" size={48} />
            </p>
          )}
          <Form method="post" className="ideas-board__privacy">
            <CsrfField />
            <input type="hidden" name="intent" value="privacy" />
            <input type="hidden" name="isPrivate" value={board.isPrivate ? 'false' : 'true'} />
            <button type="submit" className="button" disabled={busy}>
              {board.isPrivate ? 'Make public' : 'Make private'}
            </button>
          </Form>
          <div className="ideas-board__start">
            <Form method="post" action={`/ideas/${encodeURIComponent(board.id)}/diy`} reloadDocument>
              <CsrfField />
              <button type="submit" className="button button--primary" disabled={busy || productCount === 0}>
                Start a DIY board from this
              </button>
            </Form>
            <Form method="post" action={`/ideas/${encodeURIComponent(board.id)}/project`} reloadDocument className="ideas-board__project">
              <CsrfField />
              <label htmlFor="ideas-project-room">Room to design</label>{' '}
              <select id="ideas-project-room" name="roomType" defaultValue={roomTypeId ?? ''} required>
                <option value="" disabled>
                  Choose a room
                </option>
                {rooms.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>{' '}
              <button type="submit" className="button" disabled={busy}>
                Start a design project
              </button>
            </Form>
            <span className="ideas-board__start-note">
              {productCount} {productCount === 1 ? 'product' : 'products'} (saved, and in the saved cases) go to the DIY board. A design project shares this board’s ideas with your designer.
            </span>
          </div>
        </div>
      ) : null}
      {board.items.length === 0 ? <p className="ideas-page__empty">Nothing saved here yet.</p> : null}
      <ul className="ideas-items">
        {board.items.map((item) => (
          <li key={item.id} className="ideas-item" data-testid="idea-item">
            <Link to={item.url} className="ideas-item__link">
              {item.picture ? <img src={item.picture} alt="" width={320} height={180} loading="lazy" /> : <span className="ideas-item__no-pic" aria-hidden="true" />}
              <span className="ideas-item__title">{item.title}</span>
            </Link>
            <span className="ideas-item__facts">
              {item.subtitle}
              {item.priceCents !== null ? ` · ${formatCents(item.priceCents)}` : ''}
            </span>
            {board.mine ? (
              <span className="ideas-item__actions">
                {others.length ? (
                  <Form method="post" className="ideas-item__move">
                    <CsrfField />
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="ids" value={item.id} />
                    <select name="toBoardId" aria-label={`Move ${item.title} to`}>
                      {others.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.name}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="button" disabled={busy}>
                      Move
                    </button>
                  </Form>
                ) : null}
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="ids" value={item.id} />
                  <button type="submit" className="button" disabled={busy} aria-label={`Remove ${item.title}`}>
                    Remove
                  </button>
                </Form>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

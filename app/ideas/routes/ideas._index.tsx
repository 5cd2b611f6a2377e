import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ideasPage, ideasPageAction } from '~/ideas/server/idea-pages.server';
import { CsrfField } from '~/ui/form-field';
import ideasCss from '~/styles/ideas.css?url';

export const meta: MetaFunction = () => [{ title: 'My idea boards · Roomcraft' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ideasCss }];
export const loader = ({ request, context }: LoaderFunctionArgs) => ideasPage(request, context);
export const action = (args: ActionFunctionArgs) => ideasPageAction(args);

type Result = { ok: boolean; message: string; intent?: string; confirmBoardId?: string } | undefined;

/** /ideas: my idea boards — make one, rename it, make it public or private, delete it (a board with ideas asks first). */
export default function IdeasPage() {
  const { boards, counts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container ideas-page">
      <h1>My idea boards</h1>
      <p className="ideas-page__intro">
        {counts.boards} {counts.boards === 1 ? 'board' : 'boards'}, {counts.items} saved {counts.items === 1 ? 'idea' : 'ideas'}. Save design cases and products with their “Save” button; a public board can be shared by its link.
      </p>
      {result ? (
        <p className={result.ok ? 'ideas-page__ok' : 'ideas-page__error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
      {result && !result.ok && result.confirmBoardId ? (
        <Form method="post" className="ideas-confirm">
          <CsrfField />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="boardId" value={result.confirmBoardId} />
          <input type="hidden" name="continueDel" value="true" />
          <button type="submit" className="button button--primary" disabled={busy}>
            Delete the board and its ideas
          </button>{' '}
          <Link to="/ideas">Keep it</Link>
        </Form>
      ) : null}
      <Form method="post" className="ideas-create">
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <label>
          New board
          <input name="name" required maxLength={60} placeholder="Living room ideas" />
        </label>
        <label className="ideas-create__public">
          <input type="checkbox" name="isPublic" /> Public (anyone with the link can see it)
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          Create board
        </button>
      </Form>
      {boards.length === 0 ? <p className="ideas-page__empty">No boards yet. Your first save makes your board “Saved ideas”.</p> : null}
      <ul className="ideas-boards">
        {boards.map((b) => (
          <li key={b.id} className="ideas-board-card" data-testid="idea-board">
            <Link to={b.url} className="ideas-board-card__link">
              <span className="ideas-board-card__covers">
                {b.covers.length ? b.covers.slice(0, 4).map((c) => <img key={c} src={c} alt="" width={160} height={90} loading="lazy" />) : <span className="ideas-board-card__empty" aria-hidden="true" />}
              </span>
              <span className="ideas-board-card__name">{b.name}</span>
            </Link>
            <span className="ideas-board-card__facts">
              {b.itemCount} {b.itemCount === 1 ? 'idea' : 'ideas'} · {b.isPrivate ? 'Private' : 'Public'}
            </span>
            <details className="ideas-board-card__edit">
              <summary>Edit</summary>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="boardId" value={b.id} />
                <label>
                  Name <input name="name" defaultValue={b.name} required maxLength={60} />
                </label>
                <button type="submit" className="button" disabled={busy}>
                  Rename
                </button>
              </Form>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="privacy" />
                <input type="hidden" name="boardId" value={b.id} />
                <input type="hidden" name="isPrivate" value={b.isPrivate ? 'false' : 'true'} />
                <button type="submit" className="button" disabled={busy}>
                  {b.isPrivate ? 'Make public' : 'Make private'}
                </button>
              </Form>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="boardId" value={b.id} />
                <button type="submit" className="button" disabled={busy}>
                  Delete board
                </button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

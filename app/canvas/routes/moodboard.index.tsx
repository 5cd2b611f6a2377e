import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { CsrfField } from '~/ui/form-field';
import { myBoardsAction, myBoardsLoader } from '~/canvas/pages/board-pages.server';
import styles from '~/styles/canvas-editor.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [{ title: 'My mood boards · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = myBoardsLoader;
export const action = myBoardsAction;

/** /moodboard/index: the caller's mood boards (DIY and design projects), each with a still preview. */
export default function MyMoodBoards() {
  const { boards, unstarted } = useLoaderData<typeof loader>();
  return (
    <div className="mb-page">
      <header className="mb-page__head">
        <div>
          <h1 className="mb-page__title">My mood boards</h1>
          <p className="mb-page__sub">Arrange furniture, pictures and colours, together with your designer.</p>
        </div>
        <nav className="mb-page__actions">
          <Link to="/diy" className="button button--primary button--small">
            Start a free DIY board
          </Link>
        </nav>
      </header>
      <div className="mb-page__body">
        {boards.length === 0 ? (
          <div className="mb-empty-page">
            <p>You have no mood boards yet.</p>
            <Link to="/diy" className="button button--primary">
              Try it free
            </Link>
          </div>
        ) : (
          <ul className="mb-list" data-testid="my-boards">
            {boards.map((b) => (
              <li key={b.boardId} className="mb-card">
                <Link to={`/moodboard/detail/${b.boardId}`} className="mb-card__thumb" aria-hidden="true" tabIndex={-1}>
                  <span dangerouslySetInnerHTML={{ __html: b.thumbSvg }} />
                </Link>
                <div className="mb-card__body">
                  <Link to={`/moodboard/detail/${b.boardId}`} className="mb-card__title">
                    {b.name}
                  </Link>
                  <span className="mb-card__meta">
                    {b.title} · {b.items} {b.items === 1 ? 'item' : 'items'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {unstarted.length ? (
          <section style={{ marginTop: 28 }}>
            <h2 className="mb-page__sub">Projects without a mood board yet</h2>
            <ul className="mb-unstarted">
              {unstarted.map((u) => (
                <li key={u.href ?? u.needId}>
                  {u.href ? (
                    <Link to={u.href}>{u.title}: start its mood board</Link>
                  ) : (
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="needId" value={u.needId ?? ''} />
                      {u.title}{' '}
                      <button type="submit" className="button button--secondary button--small">
                        Open its mood board
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { BoardEditorArea } from '~/canvas/pages/board-editor-page';
import { boardDetailLoader } from '~/canvas/pages/board-pages.server';
import { ShareButton } from '~/canvas/pages/share-button';
import styles from '~/styles/canvas-editor.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.editor.name ?? 'Mood board'} · Roomcraft` }, { name: 'robots', content: 'noindex' }];
export const loader = boardDetailLoader;

const roleText = { designer: 'You arrange this board', client: 'You can add your own items and react', staff: 'Staff', viewer: 'View only' } as const;

/** /moodboard/detail/{canvas_id}: the mood-board editor. */
export default function MoodBoardDetail() {
  const { editor, backHref } = useLoaderData<typeof loader>();
  return (
    <div className="mb-page">
      <header className="mb-page__head">
        <div>
          <h1 className="mb-page__title">{editor.name}</h1>
          <p className="mb-page__sub">{editor.canEditAll ? 'You can arrange everything on this board' : roleText[editor.role]}</p>
        </div>
        <nav className="mb-page__actions" aria-label="Board">
          {editor.readOnly ? null : <ShareButton boardId={editor.boardId} />}
          {editor.readOnly ? null : (
            <Link to={`/threeD?${new URLSearchParams({ boardId: editor.boardId })}`} className="button button--secondary button--small">
              Room in 3D
            </Link>
          )}
          <Link to="/moodboard/index" className="button button--secondary button--small">
            All my boards
          </Link>
          <Link to={backHref} className="button button--secondary button--small">
            {editor.project.kind === 'diy' ? 'Shopping list' : 'Project'}
          </Link>
        </nav>
      </header>
      <div className="mb-page__body">
        <BoardEditorArea editor={editor} referId={editor.project.id} />
      </div>
    </div>
  );
}

import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { BoardEditorArea } from '~/canvas/pages/board-editor-page';
import { sharedBoardLoader } from '~/canvas/pages/board-pages.server';
import styles from '~/styles/canvas-editor.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.editor.name ?? 'Mood board'} · Shared mood board · Roomcraft` }, { name: 'robots', content: 'noindex' }];
export const loader = sharedBoardLoader;

/** /mb/share/{id}?key=…: a shared board, read-only. */
export default function SharedMoodBoard() {
  const { editor } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="mb-page">
      <header className="mb-page__head">
        <div>
          <h1 className="mb-page__title">{editor.name}</h1>
          <p className="mb-page__sub">A mood board shared with you · view only</p>
        </div>
      </header>
      <div className="mb-page__body">
        <BoardEditorArea editor={editor} referId={editor.boardId} shareKey={params.get('key') ?? undefined} />
      </div>
    </div>
  );
}

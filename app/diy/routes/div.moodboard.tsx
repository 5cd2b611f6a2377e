import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useRef } from 'react';
import { BoardEditorArea, saveThumbnail } from '~/canvas';
import { diyBoardAction, diyBoardLoader } from '~/diy/server/diy-board-page.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';
import styles from '~/styles/canvas-editor.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction = () => [{ title: 'Your mood board · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyBoardLoader;
export const action = diyBoardAction;

/** /div/moodboard?id=…: the DIY mood-board step after /diy/rendering — the board in the editor; save; export to My Projects. */
export default function DiyMoodBoard() {
  const { project, editor, canPlace } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state !== 'idle';
  const q = new URLSearchParams({ id: project.diyId });
  const thumbnail = useRef<(() => Promise<Blob>) | null>(null);
  const submit = useSubmit();
  /** With scripts, a save also uploads the board's thumbnail first (a failed thumbnail never blocks the save). */
  const withThumbnail = async (e: React.FormEvent<HTMLFormElement>) => {
    if (!editor || !thumbnail.current) return;
    e.preventDefault();
    const form = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    await saveThumbnail(editor.boardId, thumbnail.current).catch(() => undefined);
    submit(form, { method: 'post' });
  };
  return (
    <div className="mb-page">
      <header className="mb-page__head">
        <div>
          <p className="mb-page__sub">DIY mood board · {project.room}</p>
          <h1 className="mb-page__title">Arrange your {project.room.toLowerCase()}</h1>
        </div>
        {editor ? (
          <Form method="post" className="mb-page__actions" onSubmit={withThumbnail}>
            <CsrfField />
            <input type="hidden" name="id" value={project.diyId} />
            <Link to={`/diy/rendering?${q}`} className="button button--secondary button--small">
              Back to ideas
            </Link>
            <Link to={`/threeD?${new URLSearchParams({ boardId: editor.boardId })}`} className="button button--secondary button--small">
              Room in 3D
            </Link>
            <button type="submit" name="intent" value="save" className="button button--secondary button--small" disabled={busy}>
              Save
            </button>
            <button type="submit" name="intent" value="export" className="button button--primary button--small" disabled={busy} data-testid="diy-export">
              Save to my projects
            </button>
          </Form>
        ) : null}
      </header>
      <div className="mb-page__body">
        <FormAlert result={result} />
        {result?.ok ? (
          <p className="form-success" role="status">
            {result.message}
          </p>
        ) : null}
        {editor && canPlace ? (
          <Form method="post" className="mb-place" key="place">
            <CsrfField />
            <input type="hidden" name="id" value={project.diyId} />
            <p>
              Your board is empty. Start it with the {project.kept} {project.kept === 1 ? 'piece' : 'pieces'} you kept?{' '}
              <button type="submit" name="intent" value="start" className="button button--primary button--small" disabled={busy} data-testid="diy-place">
                Place my pieces
              </button>
            </p>
          </Form>
        ) : null}
        {editor ? (
          <BoardEditorArea editor={editor} referId={project.diyId} exportRef={thumbnail} />
        ) : (
          <div className="mb-empty-page">
            <p>
              Your board starts with the {project.kept} {project.kept === 1 ? 'piece' : 'pieces'} you kept. Move them around, add more from the marketplace, pictures, text and colour palettes.
            </p>
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="id" value={project.diyId} />
              <button type="submit" name="intent" value="start" className="button button--primary" disabled={busy} data-testid="diy-open-board">
                Open my mood board
              </button>
            </Form>
          </div>
        )}
      </div>
    </div>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { uploadImageFile } from '../../files/upload-image';
import { call } from '../editor/editor-api';
import type { EditorSession } from '../editor/session';
import type { EditorData } from './board-pages.server';

const MoodBoardEditor = lazy(() => import('../editor/mood-board-editor.client'));

/** An uploaded picture (signed upload, checked and re-encoded by the site) and its size. */
async function uploadPicture(file: File) {
  const src = await uploadImageFile(file);
  const img = new Image();
  img.src = src;
  await img.decode();
  return { src, width: img.naturalWidth, height: img.naturalHeight };
}

/** POST diymb/{id}/thumbnail: the board as the browser draws it (JPEG 0.5, 480 wide). */
export async function saveThumbnail(boardId: string, thumbnail: () => Promise<Blob>) {
  const body = new FormData();
  body.append('file', await thumbnail(), 'thumbnail.jpg');
  body.append('targetWidth', '480');
  await call(`/api/diymb/${boardId}/thumbnail`, { method: 'POST', body });
}

/**
 * A board page's body: without scripts (and until the editor has loaded) a
 * still picture of the board; with scripts the live editor. The editor's code
 * (fabric, Automerge) loads only here.
 */
export function BoardEditorArea({ editor, referId, exportRef, shareKey }: { editor: EditorData; referId: string; exportRef?: React.MutableRefObject<(() => Promise<Blob>) | null>; shareKey?: string }) {
  const [session, setSession] = useState<EditorSession | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let opened: EditorSession | null = null;
    import('./open-session.client')
      .then((m) => m.openSession({ boardId: editor.boardId, board: editor.board, userId: editor.userId, email: editor.email, readOnly: editor.readOnly, shareKey }))
      .then(
        (s) => {
          opened = s;
          if (live) setSession(s);
          else s.close();
        },
        (e: Error) => live && setFailed(e.message),
      );
    return () => {
      live = false;
      opened?.close();
    };
    // The session follows the board id; a reload of the same board keeps its live session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor.boardId, editor.userId, shareKey]);
  const preview = (
    <figure className="mb-preview" data-testid="board-preview">
      <div role="img" aria-label={`The mood board ${editor.name}`} dangerouslySetInnerHTML={{ __html: editor.previewSvg }} />
      <figcaption className="mb-preview__note">{failed ? `The editor could not open: ${failed}` : session ? null : 'Opening the editor…'}</figcaption>
    </figure>
  );
  if (!session) return preview;
  return (
    <Suspense fallback={preview}>
      <MoodBoardEditor
        boardId={editor.boardId}
        session={session}
        me={{ userId: editor.userId, email: editor.email }}
        readOnly={editor.readOnly}
        canEditAll={editor.canEditAll}
        referId={referId}
        upload={editor.readOnly ? null : uploadPicture}
        autosave={editor.readOnly ? undefined : (_board, thumbnail) => saveThumbnail(editor.boardId, thumbnail)}
        exportRef={exportRef}
      />
    </Suspense>
  );
}

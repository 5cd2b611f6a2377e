import { type ComponentType, useEffect, useState } from 'react';
import { uploadImageFile } from '../../ui/upload-image';
import { call } from '../editor/editor-api';
import { DeferredSession } from '../editor/deferred-session';
import type { EditorProps } from '../editor/mood-board-editor.client';
import type { EditorData } from './board-pages.server';

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
 * A board page's body: without scripts (and until the editor's code has loaded) a
 * still picture of the board; with scripts the live editor. The editor's code
 * (fabric) and the live session's (Automerge's WebAssembly, the socket) load at
 * the same time, and the editor draws the board the page brought as soon as its
 * own code is here: it never waits for the WebAssembly or the socket (changes
 * made meanwhile go to the live session when it opens).
 */
export function BoardEditorArea({ editor, referId, exportRef, shareKey }: { editor: EditorData; referId: string; exportRef?: React.MutableRefObject<(() => Promise<Blob>) | null>; shareKey?: string }) {
  const [session, setSession] = useState<DeferredSession | null>(null);
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('../editor/mood-board-editor.client').then(
      (m) => live && setEditor(() => m.default),
      (e: Error) => live && setFailed(e.message),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    let live = true;
    const deferred = new DeferredSession(editor.board, editor.email);
    setSession(deferred);
    import('./open-session.client')
      .then((m) => m.openSession({ boardId: editor.boardId, board: editor.board, userId: editor.userId, email: editor.email, readOnly: editor.readOnly, shareKey }))
      .then(
        (s) => (live ? deferred.attach(s) : s.close()),
        (e: Error) => live && deferred.failed(`The live board could not open: ${e.message}`),
      );
    return () => {
      live = false;
      deferred.close();
    };
    // The session follows the board id; a reload of the same board keeps its live session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor.boardId, editor.userId, shareKey]);
  if (!session || !Editor)
    return (
      <figure className="mb-preview" data-testid="board-preview">
        <div role="img" aria-label={`The mood board ${editor.name}`} dangerouslySetInnerHTML={{ __html: editor.previewSvg }} />
        <figcaption className="mb-preview__note">{failed ? `The editor could not open: ${failed}` : 'Opening the editor…'}</figcaption>
      </figure>
    );
  return (
    <Editor
      key={editor.boardId}
      boardId={editor.boardId}
      session={session}
      me={{ userId: editor.userId, email: editor.email }}
      readOnly={editor.readOnly}
      canEditAll={editor.canEditAll}
      referId={referId}
      upload={editor.readOnly ? null : uploadPicture}
      autosave={editor.readOnly ? undefined : (_board, thumbnail) => saveThumbnail(editor.boardId, thumbnail)}
      exportRef={exportRef}
      imageHosts={editor.imageHosts}
      roomProducts={editor.roomProducts}
    />
  );
}

import { useEffect, useState } from 'react';
import type { Board } from '../../../domain/canvas/board';
import type { EditorSession, HistoryItem } from './session';

const actionText: Record<string, string> = {
  add: 'added',
  delete: 'deleted',
  changeImg: 'changed the picture of',
  move: 'changed the layer of',
  scale: 'resized',
  rotate: 'rotated',
  flip: 'flipped',
  drag: 'moved',
  replace: 'replaced the canvas with',
  edit: 'edited',
  react: 'reacted to',
  restore: 'restored an earlier version with',
  place: 'arranged in 3D',
  room: 'changed the room',
  views: 'changed the views for the renders',
};

export const describe = (h: HistoryItem) =>
  h.action === 'room' && h.ids.length === 0 ? `${h.by} changed the room` : h.action === 'views' && h.ids.length === 0 ? `${h.by} changed the views for the renders` : `${h.by} ${actionText[h.action] ?? h.action} ${h.ids.length} item${h.ids.length === 1 ? '' : 's'}`;

/**
 * The board's changes, newest first: step through them, preview one, restore it as
 * a new change. The list is read again after each change here and once the server
 * has confirmed this editor's changes (`pending` back to 0): a change still on its
 * way when the panel opened shows up when it lands.
 */
export function HistoryPanel({ session, version, pending, canRestore, onPreview }: { session: EditorSession; version: number; pending: number; canRestore: boolean; onPreview(board: Board | null): void }) {
  const [items, setItems] = useState<HistoryItem[] | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Only the latest read may set the list: an earlier one answering last would show fewer changes.
    let latest = true;
    session.history().then(
      (list) => latest && setItems([...list].reverse()),
      (e: Error) => latest && setError(e.message),
    );
    return () => {
      latest = false;
    };
  }, [session, version, pending === 0]);
  useEffect(() => () => onPreview(null), [onPreview]);
  const show = async (i: number | null) => {
    setAt(i);
    setError(null);
    if (i === null || !items?.[i]) return onPreview(null);
    onPreview(await session.boardAt(items[i]!.uuid).catch(() => null));
  };
  if (!items) return <p className="mbe-empty">{error ?? 'Loading the history…'}</p>;
  if (!items.length) return <p className="mbe-empty">No changes yet.</p>;
  const current = at === null ? null : items[at];
  return (
    <div className="mbe-history" data-testid="history">
      <div className="mbe-history__steps">
        <button type="button" className="mbe-icon" disabled={at === items.length - 1} onClick={() => show(at === null ? 0 : at + 1)} aria-label="Older change">
          ‹
        </button>
        <span>{current ? `Change ${items.length - at!} of ${items.length}` : 'Now'}</span>
        <button type="button" className="mbe-icon" disabled={at === null} onClick={() => show(at === 0 ? null : at! - 1)} aria-label="Newer change">
          ›
        </button>
      </div>
      {current ? (
        <div className="mbe-history__current">
          <p>
            <strong>{describe(current)}</strong>
            <br />
            <time dateTime={current.at}>{new Date(current.at).toLocaleString()}</time>
          </p>
          {canRestore ? (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={async () => {
                await session.restore(current.uuid).catch((e: Error) => setError(e.message));
                await show(null);
              }}
            >
              Restore this version
            </button>
          ) : null}
          <button type="button" className="button button--link" onClick={() => show(null)}>
            Back to now
          </button>
        </div>
      ) : null}
      {error ? <p className="mbe-error">{error}</p> : null}
      <ol>
        {items.map((h, i) => (
          <li key={h.uuid} className={i === at ? 'is-current' : undefined}>
            <button type="button" onClick={() => show(i)}>
              <span>{describe(h)}</span>
              <time dateTime={h.at}>{new Date(h.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</time>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

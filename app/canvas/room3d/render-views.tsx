import { type FormEvent, type RefObject, useState } from 'react';
import { MAX_VIEWS, type BoardView, VIEW_NAME_MAX, viewFromCamera } from '../../../domain/canvas/views';
import { isDomainError } from '../../../domain/shared/errors';

/** What the panel needs of the 3D scene: where its camera is, and putting it at a view (metres). */
export interface ViewCamera {
  viewpoint(): { position: number[]; target: number[]; fov: number };
  goTo(view: { position: readonly number[]; target: readonly number[]; fov: number }): void;
}

const newViewId = () => (crypto.randomUUID ? crypto.randomUUID().replace(/-/g, '').slice(0, 12) : Math.random().toString(36).slice(2, 14));

/** "View n": the first n no saved view is called. */
export function nextViewName(views: readonly BoardView[]): string {
  const taken = new Set(views.map((v) => v.name));
  let n = 1;
  while (taken.has(`View ${n}`)) n++;
  return `View ${n}`;
}

/**
 * Views for the renders (issue 23, ADR 038): on the 3D page, the designer (and staff)
 * saves the camera's view, names it, goes back to it or removes it. The board's
 * views are rendered as stills when a proposal version is published (none: the
 * stated rule's). Each change is one `views` change on the board's live session
 * (`commit` checks it against the room and throws the view's message).
 */
export function RenderViews({ views, scene, commit, onGoTo }: { views: readonly BoardView[]; scene: RefObject<ViewCamera | null>; commit: (views: BoardView[]) => void; onGoTo?: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const apply = (next: BoardView[]) => {
    try {
      commit(next);
      setError(null);
      return true;
    } catch (e) {
      setError(isDomainError(e) || e instanceof Error ? e.message : 'This view could not be saved');
      return false;
    }
  };
  const save = () => {
    const camera = scene.current?.viewpoint();
    if (!camera) return setError('The 3D room is not shown: no view to save');
    apply([...views, viewFromCamera(newViewId(), nextViewName(views), camera)]);
  };
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    if (apply(views.map((v) => (v.id === editing.id ? { ...v, name: editing.name } : v)))) setEditing(null);
  };
  const goTo = (v: BoardView) => {
    onGoTo?.();
    scene.current?.goTo({ position: [v.eye.x / 100, v.eye.y / 100, v.eye.z / 100], target: [v.target.x / 100, v.target.y / 100, v.target.z / 100], fov: v.fov });
  };
  return (
    <section className="render-views" aria-labelledby="render-views-title" data-testid="render-views">
      <h2 id="render-views-title" className="room3d__heading">
        Views for the renders
      </h2>
      <p className="room3d__note">{views.length ? 'These views are rendered as stills when you publish a proposal version.' : 'Without saved views, the renders are taken across the room, from the side and from above.'}</p>
      {views.length ? (
        <ol className="render-views__list">
          {views.map((v) => (
            <li key={v.id} data-view={v.id}>
              {editing?.id === v.id ? (
                <form onSubmit={rename} className="render-views__rename" aria-label={`Rename ${v.name}`}>
                  <input className="field__input" aria-label="View name" value={editing.name} maxLength={VIEW_NAME_MAX + 10} onChange={(e) => setEditing({ id: v.id, name: e.target.value })} autoFocus />
                  <button type="submit" className="button button--primary button--small">
                    Save name
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => setEditing(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <>
                  <span className="render-views__name">{v.name}</span>{' '}
                  <button type="button" className="link-button" onClick={() => goTo(v)}>
                    Go to this view
                  </button>{' '}
                  <button type="button" className="link-button" onClick={() => setEditing({ id: v.id, name: v.name })} aria-label={`Rename ${v.name}`}>
                    Rename
                  </button>{' '}
                  <button type="button" className="link-button" onClick={() => apply(views.filter((w) => w.id !== v.id))} aria-label={`Remove ${v.name}`}>
                    Remove
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      <button type="button" className="button button--secondary button--small" onClick={save} disabled={views.length >= MAX_VIEWS}>
        Save this view
      </button>
      {views.length >= MAX_VIEWS ? <p className="room3d__note">At most {MAX_VIEWS} views: remove one to save another.</p> : null}
      {error ? (
        <p className="room3d__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

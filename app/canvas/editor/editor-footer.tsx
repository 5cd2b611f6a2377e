import { ZOOM_MAX, ZOOM_MIN, zoomPercent } from './editor-rules';
import type { Connection } from './session';

export interface FooterProps {
  zoom: number;
  onZoom(zoom: number): void;
  onFit(): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  readOnly: boolean;
  connection: Connection;
  pending: number;
  savedHint: string;
}

/** The footer bar: zoom, undo/redo enabled by stack contents, the autosave hint. */
export function EditorFooter(p: FooterProps) {
  const status =
    p.connection === 'online' ? (p.pending ? `Saving ${p.pending} change(s)…` : p.savedHint) : p.connection === 'connecting' ? 'Connecting…' : `Offline — ${p.pending} change(s) kept on this device`;
  return (
    <div className="mbe-footer" role="toolbar" aria-label="Canvas">
      <div className="mbe-footer__group">
        <button type="button" className="mbe-icon" onClick={() => p.onZoom(p.zoom - 0.05)} disabled={p.zoom <= ZOOM_MIN + 1e-9} aria-label="Zoom out">
          −
        </button>
        <span className="mbe-footer__zoom" data-testid="zoom">
          {zoomPercent(p.zoom)}
        </span>
        <button type="button" className="mbe-icon" onClick={() => p.onZoom(p.zoom + 0.05)} disabled={p.zoom >= ZOOM_MAX - 1e-9} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="mbe-text-button" onClick={p.onFit}>
          Fit
        </button>
      </div>
      {p.readOnly ? (
        <span className="mbe-footer__badge">View only</span>
      ) : (
        <div className="mbe-footer__group">
          <button type="button" className="mbe-icon" onClick={p.onUndo} disabled={!p.canUndo} aria-label="Undo" title="Undo (Ctrl+Z)" data-testid="undo">
            ↶
          </button>
          <button type="button" className="mbe-icon" onClick={p.onRedo} disabled={!p.canRedo} aria-label="Redo" title="Redo (Ctrl+Shift+Z)" data-testid="redo">
            ↷
          </button>
        </div>
      )}
      <span className={`mbe-footer__status is-${p.connection}`} data-testid="save-status" role="status">
        <span className="mbe-dot" aria-hidden="true" /> {status}
      </span>
    </div>
  );
}

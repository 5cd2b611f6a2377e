import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Board, BoardObject, HistoryEntry } from '../../../domain/canvas/board';
import { useShell } from '../../ui/shell-context';
import { corsPath } from '../application/image-proxy';
import { AddPanel } from './add-panel';
import { BoardProducts } from './board-products';
import { BoardRenderer } from './board-renderer.client';
import { entryFor } from '../../../domain/canvas/entry';
import { imageObject, paletteObject, productObject, textObject } from '../../../domain/canvas/objects';
import { addObjects, copyObjects, deleteObjects, flipObjects, moveLayer, nudgeObjects, pasteObjects } from '../../../domain/canvas/operations';
import { applyEntry } from '../../../domain/canvas/entry';
import { EditorFooter } from './editor-footer';
import { arrowDirection, AUTOSAVE_MS, FAILED_IMAGE, navigation, PALETTE_RADIUS, POINTER_THROTTLE_MS, ZOOM_FIT } from './editor-rules';
import { freeSpot, visibleArea } from './placement';
import { FloatingTools, type Tool } from './floating-tools';
import { HistoryPanel } from './history-panel';
import { LayersPanel } from './layers-panel';
import { OnlineUsers, PresencePointers } from './presence-layer';
import type { EditorSession } from './session';
import { useSessionState } from './use-session';

export interface EditorProps {
  boardId: string;
  session: EditorSession;
  me: { userId: string; email: string };
  /** View only (a shared link, a viewer): nothing can change. */
  readOnly: boolean;
  /** getIsCanEdit: may change everyone's items; otherwise only one's own. */
  canEditAll: boolean;
  referId: string;
  /** Upload a picture and answer its address and size; null: uploads are off. */
  upload: ((file: File) => Promise<{ src: string; width: number; height: number }>) | null;
  /** Called every 30 s when the board changed (the thumbnail is refreshed). */
  autosave?: (board: Board, thumbnail: () => Promise<Blob>) => Promise<void>;
  /** Product storage / CDN hosts whose pictures load through the site's /cors/ proxy. */
  imageHosts?: readonly string[];
  /** The board's room and its categories: the product list starts with them. */
  roomProducts?: { room: string; categoryIds: string[] } | null;
  /** Hands the page the board's thumbnail (a save makes one). */
  exportRef?: React.MutableRefObject<(() => Promise<Blob>) | null>;
}

const newId = () => crypto.randomUUID();
/** A product's size when added (board units: four fit side by side on the 1921-wide board). */
const PRODUCT_SIZE = 360;

/** One layer step for several objects: one change. */
function moveLayers(board: Board, ids: string[], to: 'up' | 'down') {
  let b = board;
  const patches: Record<string, { z: number }> = {};
  for (const id of to === 'up' ? [...ids].reverse() : ids) {
    const e = moveLayer(b, id, to, 'step');
    b = applyEntry(b, e);
    for (const changed of e.ids) patches[changed] = { z: b.objects[changed]!.z };
  }
  return entryFor(board, 'move', newId(), patches);
}
let clipboard: BoardObject[] = [];

const isTyping = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** The mood-board editor: canvas, footer, layers, floating tools, add panel, products, presence, history. */
export default function MoodBoardEditor(props: EditorProps) {
  const { session, me, readOnly, canEditAll } = props;
  const state = useSessionState(session);
  const shell = useShell();
  const host = useRef<HTMLDivElement>(null);
  const canvasEl = useRef<HTMLCanvasElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollArea = useRef<HTMLDivElement>(null);
  const renderer = useRef<BoardRenderer | null>(null);
  const [viewport, setViewport] = useState({ zoom: ZOOM_FIT, vpt: [ZOOM_FIT, 0, 0, ZOOM_FIT, 0, 0] });
  const [selected, setSelected] = useState<string[]>([]);
  const [box, setBox] = useState<ReturnType<BoardRenderer['selectionBox']>>(null);
  const [tab, setTab] = useState<'add' | 'layers' | 'history'>(readOnly ? 'layers' : 'add');
  const [preview, setPreview] = useState<Board | null>(null);
  const [version, setVersion] = useState(0);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const previewing = useRef(false);
  previewing.current = preview !== null;

  const canEdit = useCallback((o: BoardObject) => !readOnly && !previewing.current && (canEditAll || o.ownerId === me.userId), [readOnly, canEditAll, me.userId]);
  const notice = useCallback((message: string, tone: 'success' | 'error' = 'success') => shell.toast(message, tone), [shell]);
  const commit = useCallback(
    (entry: HistoryEntry) => {
      if (entry.ids.length) session.commit(entry);
    },
    [session],
  );

  // The renderer lives as long as the page; the model drives it.
  useEffect(() => {
    if (!canvasEl.current || !scroller.current || !scrollArea.current) return;
    let lastPointer = 0;
    const r = new BoardRenderer(canvasEl.current, {
      readOnly,
      nav: navigation(!readOnly && canEditAll),
      canEdit: (o) => canEdit(o),
      commit: (e) => commit(e),
      newId,
      onSelection: (ids) => {
        setSelected(ids);
        session.setSelection(ids);
        setBox(r.selectionBox());
      },
      onPointer: (p) => {
        const now = Date.now();
        if (now - lastPointer < POINTER_THROTTLE_MS) return;
        lastPointer = now;
        session.setPointer(p);
      },
      onViewport: (v) => {
        setViewport(v);
        setBox(r.selectionBox());
      },
      onImageFailed: () => notice(FAILED_IMAGE, 'error'),
      imageSrc: (src) => corsPath(src, props.imageHosts ?? []) ?? src,
    });
    renderer.current = r;
    // The canvas fills what the scroll container shows (its size without scrollbars).
    const scrollEl = scroller.current;
    const size = () => r.resize(scrollEl.clientWidth, scrollEl.clientHeight);
    size();
    r.attachScroller(scrollEl, scrollArea.current);
    r.render(session.getState().board);
    r.fit();
    r.canvas.on('object:moving', () => setBox(null));
    r.canvas.on('after:render', () => setBox(r.selectionBox()));
    const observer = new ResizeObserver(size);
    observer.observe(scrollEl);
    return () => {
      observer.disconnect();
      r.dispose();
      renderer.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    renderer.current?.render(preview ?? state.board);
    setVersion((v) => v + 1);
  }, [state.board, preview]);
  useEffect(() => renderer.current?.setPeers(state.peers), [state.peers]);
  useEffect(() => {
    if (state.error) notice(state.error, 'error');
  }, [state.error, notice]);

  const thumbnail = useCallback(() => (renderer.current ? renderer.current.thumbnail() : Promise.reject(new Error('The board is not open'))), []);

  // Autosave every 30 s while the board changed (history saving stays on: every change is also its own entry).
  const dirty = useRef(false);
  const firstBoard = useRef(state.board);
  useEffect(() => {
    if (state.board !== firstBoard.current) dirty.current = true;
  }, [state.board]);
  useEffect(() => {
    if (readOnly) return;
    const timer = window.setInterval(async () => {
      if (!dirty.current || session.getState().pending) return setSavedAt((s) => s ?? new Date());
      dirty.current = false;
      try {
        if (props.autosave) await props.autosave(session.getState().board, thumbnail);
        setSavedAt(new Date());
      } catch (e) {
        dirty.current = true;
        notice((e as Error).message, 'error');
      }
    }, AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [readOnly, session, props, notice]);
  useEffect(() => {
    if (props.exportRef) props.exportRef.current = thumbnail;
  }, [props.exportRef]);

  const board = state.board;
  const editableSelection = useMemo(() => selected.filter((id) => board.objects[id] && canEdit(board.objects[id]!)), [selected, board, canEdit]);
  /** Where a new item goes: the first free spot of the board on screen, so nothing hides another. */
  const spot = (width: number, height: number) => {
    const r = renderer.current;
    const view = visibleArea(r ? [...r.canvas.viewportTransform] : viewport.vpt, r?.canvas.getWidth() ?? 800, r?.canvas.getHeight() ?? 600);
    return freeSpot(session.getState().board, view, { width, height });
  };
  const run = (make: () => HistoryEntry) => {
    try {
      commit(make());
    } catch (e) {
      notice((e as Error).message, 'error');
    }
  };
  const addObject = (o: BoardObject) => {
    run(() => addObjects(session.getState().board, [o], newId()));
    window.setTimeout(() => renderer.current?.select([o.id]), 0);
  };
  const tool = (t: Tool) => {
    const ids = editableSelection;
    if (!ids.length) return;
    const b = session.getState().board;
    if (t === 'delete') run(() => deleteObjects(b, ids, newId()));
    if (t === 'up' || t === 'down') run(() => moveLayers(b, ids, t));
    if (t === 'flipX') run(() => flipObjects(b, ids, 'left', newId()));
    if (t === 'flipY') run(() => flipObjects(b, ids, 'up', newId()));
    if (t === 'duplicate') paste(ids.map((id) => b.objects[id]!));
  };
  const paste = (objs: BoardObject[]) => {
    if (!objs.length) return;
    const ids = objs.map(() => newId());
    run(() => {
      const { entry, message } = pasteObjects(session.getState().board, objs, ids, me.userId, newId());
      notice(message);
      return entry;
    });
    window.setTimeout(() => renderer.current?.select(ids), 0);
  };

  // Keyboard: arrows nudge 10, Delete, Ctrl/Cmd+C/V, Ctrl+Z / Ctrl+Shift+Z.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (readOnly || isTyping(e.target) || (renderer.current?.canvas.getActiveObject() as { isEditing?: boolean } | undefined)?.isEditing) return;
      const mod = e.ctrlKey || e.metaKey;
      const b = session.getState().board;
      const ids = (renderer.current?.selectedIds() ?? []).filter((id) => b.objects[id] && canEdit(b.objects[id]!));
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        e.preventDefault();
        return e.shiftKey ? session.redo() : session.undo();
      }
      if (mod && key === 'y') {
        e.preventDefault();
        return session.redo();
      }
      if (mod && key === 'c' && ids.length) {
        const copied = copyObjects(b, ids);
        clipboard = copied.clipboard;
        return notice(copied.message);
      }
      if (mod && key === 'v' && clipboard.length) {
        e.preventDefault();
        return paste(clipboard);
      }
      if ((e.key === 'Delete' || e.key === 'Backspace') && ids.length) {
        e.preventDefault();
        return run(() => deleteObjects(b, ids, newId()));
      }
      const dir = arrowDirection[e.key];
      if (dir && ids.length) {
        e.preventDefault();
        run(() => nudgeObjects(b, ids, dir, newId()));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className={`mbe${readOnly ? ' is-readonly' : ''}`} data-testid="mood-board-editor" data-connection={state.connection} data-vpt={viewport.vpt.join(',')}>
      <aside className="mbe-side mbe-side--left" aria-label="Board tools">
        <div className="mbe-tabs" role="tablist">
          {(readOnly ? (['layers', 'history'] as const) : (['add', 'layers', 'history'] as const)).map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} className={tab === t ? 'is-active' : undefined} onClick={() => setTab(t)}>
              {t === 'add' ? 'Add' : t === 'layers' ? 'Layers' : 'History'}
            </button>
          ))}
        </div>
        <div className="mbe-side__body">
          {tab === 'add' ? (
            <AddPanel
              room={props.roomProducts ?? null}
              onProduct={(g) => addObject(productObject(newId(), me.userId, { ...spot(PRODUCT_SIZE, PRODUCT_SIZE), width: PRODUCT_SIZE, height: PRODUCT_SIZE }, { productId: g.id, name: g.name, priceCents: g.effectivePriceCents, image: g.savedPics[0] ?? '', vendor: g.brand, goodsCategory: g.categoryId, source: 'marketplace' }))}
              onText={() => addObject(textObject(newId(), me.userId, { ...spot(420, 60), width: 420, height: 60 }, 'Double-click to edit', 44))}
              onPalette={(colors) => addObject({ ...paletteObject(newId(), me.userId, spot((2 * PALETTE_RADIUS * colors.length + 20) * 3, 2 * PALETTE_RADIUS * 3), colors), scaleX: 3, scaleY: 3 })}
              onUpload={
                props.upload
                  ? async (file) => {
                      try {
                        const img = await props.upload!(file);
                        const scale = Math.min(1, 600 / Math.max(img.width, img.height));
                        addObject(imageObject(newId(), me.userId, { ...spot(Math.round(img.width * scale), Math.round(img.height * scale)), width: Math.round(img.width * scale), height: Math.round(img.height * scale) }, img.src));
                      } catch (e) {
                        notice((e as Error).message, 'error');
                      }
                    }
                  : null
              }
            />
          ) : null}
          {tab === 'layers' ? <LayersPanel board={board} selected={selected} canEdit={canEdit} onSelect={(ids) => renderer.current?.select(ids)} /> : null}
          {tab === 'history' ? <HistoryPanel session={session} version={version} pending={state.pending} canRestore={!readOnly && canEditAll} onPreview={setPreview} /> : null}
        </div>
      </aside>
      <div className="mbe-stage">
        <div className="mbe-canvas" ref={host} onContextMenu={(e) => e.preventDefault()}>
          <div className="mbe-scroller" ref={scroller} data-testid="board-scroller">
            <div className="mbe-scroll-area" ref={scrollArea}>
              <canvas ref={canvasEl} data-testid="board-canvas" />
            </div>
          </div>
          <PresencePointers peers={state.peers} vpt={viewport.vpt} />
          {box && editableSelection.length && !readOnly && !preview ? <FloatingTools box={box} onTool={tool} /> : null}
          {preview ? <div className="mbe-preview-badge">Viewing an earlier version</div> : null}
        </div>
        <EditorFooter
          zoom={viewport.zoom}
          onZoom={(z) => renderer.current?.zoomTo(z)}
          onFit={() => renderer.current?.fit()}
          canUndo={state.canUndo}
          canRedo={state.canRedo}
          onUndo={() => session.undo()}
          onRedo={() => session.redo()}
          readOnly={readOnly}
          connection={state.connection}
          pending={state.pending}
          savedHint={savedAt ? `Saved ${savedAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })} · autosave 30 s` : 'All saved · autosave 30 s'}
        />
      </div>
      <aside className="mbe-side mbe-side--right" aria-label="On this board">
        <OnlineUsers me={state.me} peers={state.peers} />
        <BoardProducts board={board} boardId={props.boardId} referId={props.referId} onNotice={notice} />
      </aside>
    </div>
  );
}

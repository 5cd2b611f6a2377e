import { Link } from '@remix-run/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Board } from '../../../domain/canvas/board';
import { placeObjects, setBoardRoom, setBoardViews } from '../../../domain/canvas/operations';
import { canonicalJson } from '../../../domain/canvas/entry';
import type { Room } from '../../../domain/rooms/room';
import { formatCents } from '~/ui/money';
import { DeferredSession } from '../editor/deferred-session';
import type { EditorSession } from '../editor/session';
import { useSessionState } from '../editor/use-session';
// Imported with the page (a `.client` module: nothing on the server), so the browser fetches the 3D code alongside the page's own rather than after it starts.
import { type CameraMode, RoomScene } from './room-scene.client';
import { type PieceFacts, planOfCall, primeLayout, type RoomCall, roomViewOf, sceneOf } from './room-scene-model';
import { RoomPanel } from './room-panel';
import { RenderViews } from './render-views';

export interface Room3dProps {
  call: RoomCall;
  board: Board;
  /** The call's floor plan (planOfCall), drawn once by the page's loader. */
  plan?: string;
  userId: string;
  email: string;
  readOnly: boolean;
  canEditAll: boolean;
  /** The shop's add-to-cart for a piece (the page composes it in: the canvas context does not reach the cart). */
  buy?: (goodsId: string, inStock: boolean) => ReactNode;
  /** False: a published version, drawn as it was (no live session, nothing to arrange, no download of the live board's plan). */
  live?: boolean;
  /** The designer or staff: may change the board's room (issue 23, ADR 039). */
  canEditRoom?: boolean;
}

const newUuid = () => (crypto.randomUUID ? crypto.randomUUID().replace(/-/g, '') : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`);
const inCm = (cm: number) => `${Math.round(cm / 2.54)} in (${Math.round(cm)} cm)`;

/**
 * The board's room in 3D (issue 23): the scene, the selected piece's buy box, the
 * room's clearance warnings and its pieces. Changes go through the board's live
 * session (the same socket, rights and per-user undo as the 2D editor); every
 * editor sees a move as it lands.
 */
export function Room3dArea({ call, board, plan: planAtLoad, userId, email, readOnly: readOnlyBoard, canEditAll, buy, live = true, canEditRoom = false }: Room3dProps) {
  const readOnly = readOnlyBoard || !live;
  // The page brought the room's first layout: no need to lay the room out again here.
  useState(() => primeLayout(call.room, board, call.facts, call.laidOut));
  const [session] = useState(() => new DeferredSession(board, email));
  const state = useSessionState(session);
  const [facts, setFacts] = useState<Record<string, PieceFacts>>(call.facts);
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<CameraMode>('orbit');
  const [sceneState, setSceneState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [firstFrameMs, setFirstFrameMs] = useState<number | null>(null);
  const [drawn, setDrawn] = useState<{ frames: number; ms: number; triangles: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<RoomScene | null>(null);
  const rights = { userId, canEditAll: canEditAll && !readOnly, readOnly };
  // The board's own room as it stands in the live document (any editor may have changed it), else the project's.
  const ownRoom = state.board.room ?? null;
  const ownKey = ownRoom ? canonicalJson(ownRoom) : null;
  const room = useMemo<Room>(() => {
    if (!ownRoom) return call.roomSource === 'board' ? call.projectRoom.room : call.room;
    return ownKey === canonicalJson(call.room) ? call.room : ownRoom;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ownKey, call]);
  const roomSource = ownRoom ? 'board' : call.projectRoom.source;
  // Until the board's room or products change, the room call's placements, warnings and plan stand (the live session's first state is the same board again).
  const [objectsAtLoad] = useState(() => canonicalJson(board.objects));
  const asLoaded = useMemo(
    () => facts === call.facts && room === call.room && (state.board === board || canonicalJson(state.board.objects) === objectsAtLoad),
    [state.board, facts, room],
  );
  const view = useMemo(() => sceneOf(room, state.board, facts, rights, asLoaded ? call : undefined), [room, state.board, facts, asLoaded, rights.userId, rights.canEditAll, rights.readOnly]);
  const roomView = useMemo(() => roomViewOf(room), [room]);
  const roomViewRef = useRef(roomView);
  roomViewRef.current = roomView;
  const [modelUrls] = useState(() => [...new Set(Object.values(call.facts).flatMap((f) => (f.modelUrl ? [f.modelUrl] : [])))]);
  const plan = useMemo(() => (asLoaded && planAtLoad ? planAtLoad : planOfCall({ room, placements: view.placements, warnings: view.warnings })), [room, view, asLoaded]);

  useEffect(() => {
    if (!live) return;
    let open = true;
    import('../pages/open-session.client')
      .then((m) => m.openSession({ boardId: call.boardId, board, userId, email, readOnly }))
      .then(
        (s: EditorSession) => (open ? session.attach(s) : s.close()),
        (e: Error) => open && session.failed(`The live board could not open: ${e.message}`),
      );
    return () => {
      open = false;
      session.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call.boardId, userId]);

  // Products added since the page loaded: their facts come from the room call.
  const missing = Object.values(state.board.objects).filter((o) => o.type === 'product' && o.objMeta.productId && !facts[o.objMeta.productId]).length;
  useEffect(() => {
    if (!missing || !live) return;
    let current = true;
    fetch(`/api/diymb/${encodeURIComponent(call.boardId)}/room`, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: RoomCall }>) : null))
      .then((body) => current && body && setFacts((f) => ({ ...body.data.facts, ...f })))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [missing, call.boardId, live]);

  useEffect(() => {
    if (!stage.current) return;
    let scene: RoomScene | null = null;
    try {
      scene = new RoomScene(stage.current, {
        onSelect: (id) => setSelected(id),
        onMove: (id, place) => {
          try {
            session.commit(placeObjects(session.getState().board, [{ id, place }], newUuid()));
          } catch {
            // The object went meanwhile: nothing to move.
          }
        },
        onReady: ({ ms, failed, frames, drawMs, triangles }) => {
          setFirstFrameMs(Math.round(ms));
          setDrawn({ frames, ms: Math.round(drawMs), triangles });
          setSceneState(failed ? 'failed' : 'ready');
        },
      });
    } catch {
      // No WebGL here: the plan and the list of pieces still stand.
      setSceneState('failed');
      return;
    }
    sceneRef.current = scene;
    scene.setRoom(roomViewRef.current);
    scene.setPieces(view.pieces);
    return () => {
      scene?.dispose();
      sceneRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The room changed (the designer's room panel, here or on another editor's page): the scene redraws it.
  useEffect(() => sceneRef.current?.setRoom(roomView), [roomView]);
  useEffect(() => sceneRef.current?.setPieces(view.pieces), [view.pieces]);
  useEffect(() => sceneRef.current?.setMode(mode), [mode]);
  useEffect(() => sceneRef.current?.select(selected), [selected]);

  const piece = selected ? view.pieces.find((p) => p.id === selected) ?? null : null;
  const pieceFacts = piece ? view.factsOf(piece.id) : null;
  const canUndo = state.canUndo && !readOnly;
  return (
    <div className="room3d">
      {/* The models start downloading with the page, not once the 3D code has started (the scene's loader fetches them the same way: CORS mode, same-origin credentials). */}
      {modelUrls.map((href) => (
        <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} />
      ))}
      <div className="room3d__stage-wrap">
        <div ref={stage} className="room3d__stage" data-testid="room3d-stage" data-state={sceneState} data-first-frame-ms={firstFrameMs ?? undefined} data-frames={drawn?.frames} data-draw-ms={drawn?.ms} data-triangles={drawn?.triangles} data-pieces={view.pieces.length} />
        <div className="room3d__toolbar" role="toolbar" aria-label="3D room">
          <div className="segmented" role="group" aria-label="Camera">
            <button type="button" className={`segmented__item${mode === 'orbit' ? ' is-active' : ''}`} aria-pressed={mode === 'orbit'} onClick={() => setMode('orbit')}>
              Overview
            </button>
            <button type="button" className={`segmented__item${mode === 'walk' ? ' is-active' : ''}`} aria-pressed={mode === 'walk'} onClick={() => setMode('walk')}>
              Walk through
            </button>
          </div>
          {readOnly ? null : (
            <>
              <button type="button" className="button button--secondary button--small" onClick={() => session.undo()} disabled={!canUndo}>
                Undo
              </button>
              <button type="button" className="button button--secondary button--small" onClick={() => session.redo()} disabled={!state.canRedo}>
                Redo
              </button>
            </>
          )}
          {live ? (
          <span className={`room3d__status room3d__status--${state.connection}`} role="status">
            {state.connection === 'online' ? `Live${state.peers.length ? ` · ${state.peers.map((p) => p.email).join(', ')} here` : ''}` : state.connection === 'connecting' ? 'Connecting…' : `Offline${state.pending ? ` · ${state.pending} change(s) waiting` : ''}`}
          </span>
          ) : null}
        </div>
        <p className="room3d__hint">{mode === 'walk' ? 'Walk with W A S D or the arrow keys; drag to look around.' : 'Drag to turn the room, scroll to zoom. Click a piece to see it.'}{view.pieces.some((p) => p.movable) ? ' Drag a piece you may arrange to move it, or select it and use the arrow keys; R turns it.' : ''}</p>
        {state.error ? (
          <p className="room3d__error" role="alert">
            {state.error}
          </p>
        ) : null}
      </div>
      <aside className="room3d__side" aria-label="The room">
        {live ? (
          <RoomPanel
            room={room}
            source={roomSource}
            projectSource={call.projectRoom.source}
            canEdit={canEditRoom && !readOnly}
            onApply={(next) => session.commit(setBoardRoom(session.getState().board, next, newUuid()))}
          />
        ) : null}
        {live && canEditRoom && !readOnly ? <RenderViews views={state.board.views ?? []} scene={sceneRef} onGoTo={() => setMode('orbit')} commit={(views) => session.commit(setBoardViews(session.getState().board, views, newUuid(), room))} /> : null}
        {piece && pieceFacts ? (
          <section className="room3d__buy" aria-labelledby="room3d-piece">
            <h2 id="room3d-piece" className="room3d__piece-name">
              {pieceFacts.name}
            </h2>
            {pieceFacts.picture ? <img src={pieceFacts.picture} alt="" width={120} height={120} className="room3d__piece-pic" /> : null}
            <p className="room3d__price">{pieceFacts.priceCents !== null ? formatCents(pieceFacts.priceCents) : null}</p>
            <p className="room3d__size">
              {inCm(piece.size.width)} wide · {inCm(piece.size.depth)} deep · {inCm(piece.size.height)} high
            </p>
            {piece.movable ? (
              <div className="room3d__turn" role="group" aria-label="Turn">
                <button type="button" className="button button--secondary button--small" onClick={() => sceneRef.current?.rotateSelected(-15)}>
                  Turn left
                </button>
                <button type="button" className="button button--secondary button--small" onClick={() => sceneRef.current?.rotateSelected(15)}>
                  Turn right
                </button>
              </div>
            ) : (
              <p className="room3d__note">{!live ? 'As your designer arranged it.' : readOnly ? 'View only.' : 'Only the designer arranges this piece.'}</p>
            )}
            {pieceFacts.href ? (
              <p>
                <Link to={pieceFacts.href} className="link">
                  View product
                </Link>
              </p>
            ) : null}
            {pieceFacts.listed ? buy?.(pieceFacts.goodsId, pieceFacts.inStock) : <p className="room3d__note">No longer sold.</p>}
          </section>
        ) : (
          <p className="room3d__note">Click a piece in the room to see its price and size.</p>
        )}
        <section aria-labelledby="room3d-warnings">
          <h2 id="room3d-warnings" className="room3d__heading">
            Clearances
          </h2>
          {view.warnings.length ? (
            <ul className="room3d__warnings" data-testid="room3d-warnings">
              {view.warnings.map((w, i) => (
                <li key={`${w.kind}-${w.objectIds.join('-')}-${i}`}>
                  <button type="button" className="link-button" onClick={() => setSelected(w.objectIds[0] ?? null)}>
                    {w.message}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="room3d__note" data-testid="room3d-warnings">Every walkway is at least 36 in (91 cm) wide and every piece fits.</p>
          )}
        </section>
        <section aria-labelledby="room3d-plan">
          <h2 id="room3d-plan" className="room3d__heading">
            Floor plan
          </h2>
          <div className="room3d__plan" data-testid="room3d-plan" dangerouslySetInnerHTML={{ __html: plan }} />
          {live ? (
            <p className="room3d__note">
              <a href={`/design/download?${new URLSearchParams({ boardId: call.boardId })}`} className="link" download>
                Download the floor plan (PDF)
              </a>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="room3d-pieces">
          <h2 id="room3d-pieces" className="room3d__heading">
            In this room ({view.pieces.length})
          </h2>
          <ul className="room3d__pieces">
            {view.pieces.map((p) => (
              <li key={p.id} data-piece={p.id} data-pose={`${p.pose.x},${p.pose.y},${p.pose.rotation}`} data-placed={state.board.objects[p.id]?.place ? 'yes' : 'no'}>
                <button type="button" className={`link-button${p.id === selected ? ' is-active' : ''}`} aria-pressed={p.id === selected} onClick={() => setSelected(p.id)}>
                  {p.name}
                </button>
                {view.factsOf(p.id)?.modelUrl ? null : <span className="room3d__note"> · shown as a box (no 3D model)</span>}
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

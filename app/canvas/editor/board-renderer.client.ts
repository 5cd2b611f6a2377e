import { ActiveSelection, Canvas, FabricImage, Rect, Textbox, util, type FabricObject } from 'fabric';
import type { Board, BoardObject, HistoryEntry } from '../../../domain/canvas/board';
import { zOrdered } from '../../../domain/canvas/board';
import { entryFor } from '../../../domain/canvas/entry';
import { BoardViewport } from './board-viewport.client';
import { snapAngle } from './editor-rules';
import { actionOf, geometryKey, looksKey, readGeometry } from './fabric-binding';
import { buildObject, buildRoomLabel, idOf } from './fabric-objects.client';
import type { Peer } from './session';

/**
 * Draws a Board with fabric 7 and turns finished gestures back into model
 * changes. The model is the truth: `render(board)` brings the canvas to it by
 * diff (new, gone, moved, restyled, restacked objects); a gesture never edits the
 * model directly, it commits one HistoryEntry when it is done (object:modified).
 * Zoom, panning and the scrollbars are the BoardViewport's (board-viewport.client.ts).
 */

export interface RendererHooks {
  /** May this user change this object? (rights; read-only boards answer false). */
  canEdit(o: BoardObject): boolean;
  /** Read-only: nothing selectable; left drag pans. */
  readOnly: boolean;
  /** Part 2 §6: wheel zoom and right-button panning only for those who cannot edit; middle-button panning always. */
  nav: { wheelZoom: boolean; rightButtonPan: boolean; middleButtonPan: boolean };
  commit(entry: HistoryEntry): void;
  newId(): string;
  onSelection(ids: string[]): void;
  onPointer(p: { x: number; y: number }): void;
  onViewport(v: { zoom: number; vpt: number[] }): void;
  onImageFailed(id: string): void;
  /** The address to load a picture from (the cross-origin proxy for the product storage / CDN hosts). */
  imageSrc?(src: string): string;
}

interface Drawn {
  fo: FabricObject;
  looks: string;
  geometry: string;
  image: boolean;
}

export class BoardRenderer {
  readonly canvas: Canvas;
  private drawn = new Map<string, Drawn>();
  private board: Board | null = null;
  private background: Rect;
  private overlay: FabricImage | null = null;
  private roomLabel: FabricObject | null = null;
  private peers: Peer[] = [];
  private viewport: BoardViewport;

  constructor(element: HTMLCanvasElement, private readonly hooks: RendererHooks) {
    this.canvas = new Canvas(element, {
      selection: !hooks.readOnly,
      preserveObjectStacking: true,
      fireRightClick: true,
      fireMiddleClick: true,
      stopContextMenu: true,
      backgroundColor: '#ece7df',
      selectionColor: 'rgba(184, 110, 74, 0.12)',
      selectionBorderColor: '#b86e4a',
    });
    this.background = new Rect({ left: 0, top: 0, width: 1921, height: 1081, fill: '#ffffff', selectable: false, evented: false, originX: 'left', originY: 'top', shadow: undefined });
    this.canvas.add(this.background);
    this.viewport = new BoardViewport(this.canvas, this.background, hooks);
    this.bindEvents();
  }

  /** Bring the canvas to the board. */
  render(board: Board) {
    this.board = board;
    const bg = board.background;
    this.background.set({ width: bg.width, height: bg.height, fill: bg.fill });
    this.syncOverlay(bg.overlaySrc);
    const seen = new Set<string>();
    for (const o of zOrdered(board)) {
      seen.add(o.id);
      const d = this.drawn.get(o.id);
      const looks = looksKey(o);
      if (!d || d.looks !== looks) this.draw(o, looks, d);
      else if (d.geometry !== geometryKey(o)) this.place(d, o);
      this.applyRights(this.drawn.get(o.id)!.fo, o);
    }
    for (const [id, d] of this.drawn) {
      if (seen.has(id)) continue;
      this.canvas.remove(d.fo);
      this.drawn.delete(id);
    }
    this.syncRoomLabel(board);
    this.restack(board);
    this.canvas.requestRenderAll();
  }

  private draw(o: BoardObject, looks: string, old: Drawn | undefined) {
    const built = buildObject(o, (id) => this.hooks.onImageFailed(id), this.hooks.imageSrc);
    const d: Drawn = { fo: built.fo, looks, geometry: geometryKey(o), image: false };
    this.swap(old?.fo, d.fo);
    this.drawn.set(o.id, d);
    built.ready.then((fo) => {
      const current = this.drawn.get(o.id);
      if (current !== d || fo === d.fo) return;
      const model = this.board?.objects[o.id];
      d.fo = fo;
      d.image = fo instanceof FabricImage;
      this.swap(built.fo, fo);
      // How many items show their picture (tests and tools read it off the canvas element).
      this.canvas.lowerCanvasEl.dataset.pictures = String([...this.drawn.values()].filter((x) => x.image).length);
      if (model) {
        this.place(d, model);
        this.applyRights(fo, model);
        this.restack(this.board!);
      }
      this.canvas.requestRenderAll();
    });
  }

  private swap(old: FabricObject | undefined, fo: FabricObject) {
    const wasActive = old && this.canvas.getActiveObject() === old;
    if (old) this.canvas.remove(old);
    this.canvas.add(fo);
    if (wasActive) this.canvas.setActiveObject(fo);
  }

  private place(d: Drawn, o: BoardObject) {
    const fo = d.fo;
    if (d.image && fo instanceof FabricImage) {
      fo.set({ left: o.left, top: o.top, angle: o.angle, flipX: o.flipX, flipY: o.flipY, scaleX: (o.width * o.scaleX) / (fo.width || 1), scaleY: (o.height * o.scaleY) / (fo.height || 1) });
    } else {
      fo.set({ left: o.left, top: o.top, angle: o.angle, flipX: o.flipX, flipY: o.flipY, scaleX: o.scaleX, scaleY: o.scaleY });
      if (fo instanceof Textbox) fo.set({ width: o.width });
    }
    fo.set({ originX: 'left', originY: 'top' });
    fo.setCoords();
    d.geometry = geometryKey(o);
  }

  private applyRights(fo: FabricObject, o: BoardObject) {
    const editable = !this.hooks.readOnly && this.hooks.canEdit(o);
    fo.set({
      selectable: editable,
      evented: editable,
      hasControls: editable,
      lockMovementX: !editable,
      lockMovementY: !editable,
      borderColor: '#b86e4a',
      cornerColor: '#ffffff',
      cornerStrokeColor: '#b86e4a',
      cornerStyle: 'circle',
      transparentCorners: false,
      cornerSize: 14,
      borderScaleFactor: 2,
    });
    if (fo instanceof Textbox) fo.set({ editable });
  }

  private syncOverlay(src: string | null) {
    const current = this.overlay?.getSrc();
    if ((src ?? null) === (current ?? null)) return;
    if (this.overlay) this.canvas.remove(this.overlay);
    this.overlay = null;
    if (!src) return;
    FabricImage.fromURL(this.hooks.imageSrc?.(src) ?? src, { crossOrigin: 'anonymous' }).then(
      (img) => {
        img.set({ left: 0, top: 0, originX: 'left', originY: 'top', selectable: false, evented: false });
        img.scaleToWidth(this.background.width);
        this.overlay = img;
        this.canvas.add(img);
        if (this.board) this.restack(this.board);
      },
      () => this.hooks.onImageFailed('background'),
    );
  }

  private syncRoomLabel(board: Board) {
    if (this.roomLabel) this.canvas.remove(this.roomLabel);
    this.roomLabel = board.roomName ? buildRoomLabel(board.roomName) : null;
    if (this.roomLabel) this.canvas.add(this.roomLabel);
  }

  private restack(board: Board) {
    const order: FabricObject[] = [this.background];
    if (this.overlay) order.push(this.overlay);
    for (const o of zOrdered(board)) {
      const d = this.drawn.get(o.id);
      if (d) order.push(d.fo);
    }
    if (this.roomLabel) order.push(this.roomLabel);
    order.forEach((fo, i) => {
      if (this.canvas.getObjects().indexOf(fo) !== i) this.canvas.moveObjectTo(fo, i);
    });
  }

  /** Ids of what this user has selected. */
  selectedIds(): string[] {
    return this.canvas
      .getActiveObjects()
      .map((fo) => idOf(fo))
      .filter((id): id is string => Boolean(id));
  }

  select(ids: string[]) {
    const fos = ids.map((id) => this.drawn.get(id)?.fo).filter((fo): fo is FabricObject => Boolean(fo && fo.selectable));
    this.canvas.discardActiveObject();
    if (fos.length === 1) this.canvas.setActiveObject(fos[0]!);
    else if (fos.length > 1) this.canvas.setActiveObject(new ActiveSelection(fos, { canvas: this.canvas }));
    this.canvas.requestRenderAll();
    this.hooks.onSelection(this.selectedIds());
  }

  /** Where the selection sits on screen (for the floating tools). */
  selectionBox(): { left: number; top: number; width: number; height: number } | null {
    const active = this.canvas.getActiveObject();
    if (!active) return null;
    const r = active.getBoundingRect();
    const v = this.canvas.viewportTransform;
    return { left: r.left * v[0] + v[4], top: r.top * v[3] + v[5], width: r.width * v[0], height: r.height * v[3] };
  }

  setPeers(peers: Peer[]) {
    this.peers = peers;
    this.canvas.requestRenderAll();
  }

  resize(width: number, height: number) {
    this.viewport.resize(width, height);
  }

  /** Zoom 0.3 with the background centred. */
  fit() {
    this.viewport.fit();
  }

  zoomTo(zoom: number, around?: { x: number; y: number }) {
    this.viewport.zoomTo(zoom, around);
  }

  /** Scrollbars for a zoomed board (BoardViewport.attachScroller). */
  attachScroller(el: HTMLElement, area: HTMLElement) {
    this.viewport.attachScroller(el, area);
  }

  /** The ids and geometry of what a finished gesture moved, as one change. */
  private finishGesture(target: FabricObject, fabricAction: string | undefined) {
    if (!this.board) return;
    const action = actionOf(fabricAction);
    const group = target instanceof ActiveSelection ? target.getObjects() : [target];
    if (target instanceof ActiveSelection) this.canvas.discardActiveObject();
    const patches: Record<string, Partial<BoardObject>> = {};
    for (const fo of group) {
      const id = idOf(fo);
      const model = id ? this.board.objects[id] : undefined;
      if (!id || !model) continue;
      patches[id] = readGeometry(fo, model, this.drawn.get(id)?.image ?? false);
    }
    const entry = entryFor(this.board, action, this.hooks.newId(), patches);
    if (target instanceof ActiveSelection) this.select(group.map((fo) => idOf(fo)!).filter(Boolean));
    if (entry.ids.length) this.hooks.commit(entry);
  }

  private bindEvents() {
    const c = this.canvas;
    c.on('object:rotating', (e) => {
      const t = e.target;
      t.snapAngle = (e.e as MouseEvent).shiftKey ? undefined : 15;
      if (!(e.e as MouseEvent).shiftKey) t.rotate(snapAngle(t.angle, false));
    });
    c.on('object:modified', (e) => {
      if (e.target) this.finishGesture(e.target, e.action ?? e.transform?.action);
    });
    c.on('text:editing:exited', (e) => {
      const t = e.target as Textbox;
      const id = idOf(t);
      if (!this.board || !id || !this.board.objects[id]) return;
      const entry = entryFor(this.board, 'edit', this.hooks.newId(), { [id]: { text: t.text, width: t.width, height: t.height } });
      if (entry.ids.length) this.hooks.commit(entry);
    });
    const emitSelection = () => this.hooks.onSelection(this.selectedIds());
    c.on('selection:created', emitSelection);
    c.on('selection:updated', emitSelection);
    c.on('selection:cleared', emitSelection);
    c.on('after:render', ({ ctx }) => this.drawPeerSelections(ctx));
  }

  /** Other users' selections: an outline in their colour with their name. */
  private drawPeerSelections(ctx: CanvasRenderingContext2D) {
    const v = this.canvas.viewportTransform;
    for (const peer of this.peers) {
      if (peer.hide) continue;
      for (const id of peer.selection) {
        const fo = this.drawn.get(id)?.fo;
        if (!fo) continue;
        const pts = fo.getCoords().map((p) => util.transformPoint(p, v));
        ctx.save();
        ctx.strokeStyle = peer.color;
        ctx.lineWidth = 2;
        ctx.setLineDash([]);
        ctx.beginPath();
        pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
        ctx.closePath();
        ctx.stroke();
        ctx.restore();
      }
    }
  }

  /** The board as a JPEG (quality 0.5) scaled by target width / board width: the thumbnail. */
  thumbnail(targetWidth = 480): Promise<Blob> {
    const saved = [...this.canvas.viewportTransform] as typeof this.canvas.viewportTransform;
    const active = this.canvas.getActiveObject();
    if (active) this.canvas.discardActiveObject();
    this.canvas.setViewportTransform([1, 0, 0, 1, 0, 0]);
    const el = this.canvas.toCanvasElement(targetWidth / this.background.width, { left: 0, top: 0, width: this.background.width, height: this.background.height });
    this.canvas.setViewportTransform(saved);
    if (active) this.canvas.setActiveObject(active);
    this.canvas.requestRenderAll();
    return new Promise((resolve, reject) => el.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The thumbnail could not be drawn'))), 'image/jpeg', 0.5));
  }

  dispose() {
    this.viewport.dispose();
    void this.canvas.dispose();
  }
}

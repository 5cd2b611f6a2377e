import { Point, type Canvas, type Rect, type TPointerEventInfo } from 'fabric';
import type { RendererHooks } from './board-renderer.client';
import { axisFor, offsetForScroll } from './board-scroll';
import { clampZoom, wheelZoom, ZOOM_FIT } from './editor-rules';

/**
 * Where the board editor looks: its zoom and pan (wheel, middle- and right-button
 * or read-only left-button panning), fitting the board, and the scrollbars
 * around a zoomed board. Every change of the viewport is reported through
 * `onViewport`; the pointer's board position through `onPointer`.
 */
export class BoardViewport {
  private panning: { x: number; y: number } | null = null;
  /** The scroll container around the canvas (scrollbars when the zoomed board does not fit). */
  private scroller: { el: HTMLElement; area: HTMLElement } | null = null;

  constructor(
    private readonly canvas: Canvas,
    /** The board's white page: its size is the board's. */
    private readonly background: Rect,
    private readonly hooks: Pick<RendererHooks, 'nav' | 'readOnly' | 'onPointer' | 'onViewport'>,
  ) {
    this.bindEvents();
  }

  resize(width: number, height: number) {
    this.canvas.setDimensions({ width, height });
    this.emit();
  }

  /** Zoom 0.3 with the background centred. */
  fit() {
    const z = ZOOM_FIT;
    const w = this.canvas.getWidth();
    const h = this.canvas.getHeight();
    this.canvas.setViewportTransform([z, 0, 0, z, (w - this.background.width * z) / 2, Math.max(16, (h - this.background.height * z) / 2)]);
    this.emit();
  }

  zoomTo(zoom: number, around?: { x: number; y: number }) {
    const at = around ?? { x: this.canvas.getWidth() / 2, y: this.canvas.getHeight() / 2 };
    this.canvas.zoomToPoint(new Point(at.x, at.y), clampZoom(zoom));
    this.emit();
  }

  /**
   * Scrollbars for a zoomed board: `el` scrolls, `area` inside it is sized to the
   * zoomed board (with a margin) and holds the canvas, which stays in view
   * (position: sticky). Scrolling moves the board; zooming and panning move the
   * scrollbars, and keep the board's edges within reach.
   */
  attachScroller(el: HTMLElement, area: HTMLElement) {
    this.scroller = { el, area };
    el.addEventListener('scroll', this.onScroll, { passive: true });
    this.emit();
  }

  private onScroll = () => {
    const s = this.scroller;
    if (!s) return;
    const v = this.canvas.viewportTransform;
    const z = v[0];
    const e = offsetForScroll(this.canvas.getWidth(), this.background.width * z, s.el.scrollLeft);
    const f = offsetForScroll(this.canvas.getHeight(), this.background.height * z, s.el.scrollTop);
    if (e === v[4] && f === v[5]) return;
    this.canvas.setViewportTransform([z, 0, 0, z, e, f]);
    this.hooks.onViewport({ zoom: z, vpt: [...this.canvas.viewportTransform] });
    this.canvas.requestRenderAll();
  };

  /** Brings the scrollbars to the viewport (and the viewport within the board's reach). */
  private syncScroller() {
    const s = this.scroller;
    if (!s) return;
    const v = this.canvas.viewportTransform;
    const z = v[0];
    const x = axisFor(this.canvas.getWidth(), this.background.width * z, v[4]);
    const y = axisFor(this.canvas.getHeight(), this.background.height * z, v[5]);
    s.area.style.width = x.content === null ? '100%' : `${x.content}px`;
    s.area.style.height = y.content === null ? '100%' : `${y.content}px`;
    if (s.el.scrollLeft !== x.scroll) s.el.scrollLeft = x.scroll;
    if (s.el.scrollTop !== y.scroll) s.el.scrollTop = y.scroll;
    if (x.offset !== v[4] || y.offset !== v[5]) this.canvas.setViewportTransform([z, 0, 0, z, x.offset, y.offset]);
  }

  private emit() {
    this.syncScroller();
    this.hooks.onViewport({ zoom: this.canvas.getZoom(), vpt: [...this.canvas.viewportTransform] });
    this.canvas.requestRenderAll();
  }

  private bindEvents() {
    const c = this.canvas;
    c.on('mouse:wheel', (opt: TPointerEventInfo<WheelEvent>) => {
      const e = opt.e;
      if (!this.hooks.nav.wheelZoom) return;
      e.preventDefault();
      e.stopPropagation();
      this.zoomTo(wheelZoom(c.getZoom(), e.deltaY), { x: e.offsetX, y: e.offsetY });
    });
    c.on('mouse:down', (opt) => {
      const e = opt.e as MouseEvent;
      const nav = this.hooks.nav;
      const panButton = (e.button === 1 && nav.middleButtonPan) || (e.button === 2 && nav.rightButtonPan) || (this.hooks.readOnly && e.button === 0);
      if (!panButton || ('touches' in e)) return;
      if (e.button === 0 && opt.target) return;
      this.panning = { x: e.clientX, y: e.clientY };
      c.selection = false;
      c.setCursor('grabbing');
    });
    c.on('mouse:move', (opt) => {
      const e = opt.e as MouseEvent;
      if (this.panning) {
        c.relativePan(new Point(e.clientX - this.panning.x, e.clientY - this.panning.y));
        this.panning = { x: e.clientX, y: e.clientY };
        this.emit();
      }
      const p = c.getScenePoint(e);
      this.hooks.onPointer({ x: Math.round(p.x), y: Math.round(p.y) });
    });
    c.on('mouse:up', () => {
      if (!this.panning) return;
      this.panning = null;
      c.selection = !this.hooks.readOnly;
      c.setCursor('default');
    });
  }

  dispose() {
    this.scroller?.el.removeEventListener('scroll', this.onScroll);
  }
}

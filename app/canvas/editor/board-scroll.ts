/**
 * Scrolling a zoomed board (part 2 §6, §9: zoom 0.3–0.6; editors have no wheel
 * zoom or right-button panning, so the board scrolls): along one axis of the
 * screen, how long the scrolled content is and where the board sits for a scroll
 * position. A board that fits is centred and does not scroll; one that does not
 * scrolls from one edge to the other with a margin around it. Pure, so the
 * renderer and the tests share it.
 */

/** Screen pixels of canvas colour around a board that does not fit. */
export const SCROLL_MARGIN = 40;

export interface AxisView {
  /** The scrolled content's length; null when the board fits (nothing scrolls). */
  content: number | null;
  /** The scroll position. */
  scroll: number;
  /** The board's screen offset (the viewport transform's e or f). */
  offset: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The axis as close to `offset` as the board's edges allow. */
export function axisFor(view: number, board: number, offset: number): AxisView {
  const content = board + 2 * SCROLL_MARGIN;
  if (content <= view) return { content: null, scroll: 0, offset: (view - board) / 2 };
  const scroll = clamp(Math.round(SCROLL_MARGIN - offset), 0, content - view);
  return { content, scroll, offset: SCROLL_MARGIN - scroll };
}

/** The board's offset for a scroll position. */
export function offsetForScroll(view: number, board: number, scroll: number): number {
  const content = board + 2 * SCROLL_MARGIN;
  if (content <= view) return (view - board) / 2;
  return SCROLL_MARGIN - clamp(scroll, 0, content - view);
}

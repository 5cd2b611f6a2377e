import { describe, expect, it } from 'vitest';
import { axisFor, offsetForScroll, SCROLL_MARGIN } from './board-scroll';

describe('scrolling a zoomed board', () => {
  it('a board that fits is centred and does not scroll', () => {
    expect(axisFor(700, 576, -300)).toEqual({ content: null, scroll: 0, offset: 62 });
    expect(offsetForScroll(700, 576, 500)).toBe(62);
  });
  it('a board larger than the canvas scrolls edge to edge with a margin, and the view follows the scroll', () => {
    const board = 1921 * 0.6;
    expect(axisFor(700, board, SCROLL_MARGIN)).toEqual({ content: board + 2 * SCROLL_MARGIN, scroll: 0, offset: SCROLL_MARGIN });
    const far = axisFor(700, board, -10_000);
    expect(far.scroll).toBeCloseTo(board + 2 * SCROLL_MARGIN - 700);
    expect(far.offset + board).toBeLessThanOrEqual(700);
    expect(offsetForScroll(700, board, 200)).toBe(SCROLL_MARGIN - 200);
    expect(axisFor(700, board, offsetForScroll(700, board, 200)).scroll).toBe(200);
  });
});

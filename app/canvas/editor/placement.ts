import type { Board } from '../../../domain/canvas/board';

/**
 * Where a new item goes on the board: the first free spot in the part of the
 * board on screen (row by row, from the top left), so nothing lands on top of
 * what is already there. Pure: the editor hands it the board and what it shows.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const GAP = 20;

/** The board rectangle on screen for a viewport transform [z,0,0,z,e,f] and a canvas of w × h pixels. */
export function visibleArea(vpt: readonly number[], w: number, h: number): Rect {
  const [z = 1, , , , e = 0, f = 0] = vpt;
  return { left: -e / z, top: -f / z, width: w / z, height: h / z };
}

const overlaps = (a: Rect, b: Rect) => a.left < b.left + b.width + GAP && b.left < a.left + a.width + GAP && a.top < b.top + b.height + GAP && b.top < a.top + a.height + GAP;

/** The boxes of what is on the board (rotation ignored: a little room to spare). */
export function occupied(board: Board): Rect[] {
  const boxes = Object.values(board.objects).map((o) => ({ left: o.left, top: o.top, width: o.width * Math.abs(o.scaleX || 1), height: o.height * Math.abs(o.scaleY || 1) }));
  // The room-name label (about 22 units a letter at its 40 px type, plus its padding).
  if (board.roomName) boxes.push({ left: board.roomName.left, top: board.roomName.top, width: board.roomName.text.length * 22 + 56, height: 72 });
  return boxes;
}

/**
 * The top-left corner for an item of `size` (board units): the first spot in the
 * visible part of the board that touches nothing; when every spot is taken, a
 * step down and right for each item already on the board.
 */
export function freeSpot(board: Board, view: Rect, size: { width: number; height: number }): { left: number; top: number } {
  const bw = board.background.width;
  const bh = board.background.height;
  // The part of the board on screen (the whole board when too little of it shows).
  let x0 = Math.max(0, view.left);
  let y0 = Math.max(0, view.top);
  let x1 = Math.min(bw, view.left + view.width);
  let y1 = Math.min(bh, view.top + view.height);
  if (x1 - x0 < size.width || y1 - y0 < size.height) [x0, y0, x1, y1] = [0, 0, bw, bh];
  const taken = occupied(board);
  const step = Math.max(20, Math.round(Math.min(size.width, size.height) / 4));
  for (let top = y0 + GAP; top + size.height <= y1; top += step)
    for (let left = x0 + GAP; left + size.width <= x1; left += step) {
      const spot = { left, top, ...size };
      if (!taken.some((t) => overlaps(spot, t))) return { left: Math.round(left), top: Math.round(top) };
    }
  const n = taken.length % 10;
  return { left: Math.round(Math.min(x0 + GAP + n * 40, Math.max(0, bw - size.width))), top: Math.round(Math.min(y0 + GAP + n * 40, Math.max(0, bh - size.height))) };
}

import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../../../domain/canvas/board';
import { productObject } from '../../../domain/canvas/objects';
import { freeSpot, occupied, visibleArea } from './placement';

const size = { width: 360, height: 360 };
const withItems = (n: number): Board => {
  let board = emptyBoard();
  for (let i = 0; i < n; i++) {
    const at = freeSpot(board, { left: 0, top: 0, width: 1921, height: 1081 }, size);
    const o = productObject(`p${i}`, 'u', { ...at, ...size }, { productId: `g${i}`, name: 'x', priceCents: 1, image: '' });
    board = { ...board, objects: { ...board.objects, [o.id]: o } };
  }
  return board;
};

describe('where a new item goes', () => {
  it('each new item lands where nothing else is, inside the board', () => {
    const board = withItems(6);
    const boxes = occupied(board);
    for (const [i, a] of boxes.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.top + a.height).toBeLessThanOrEqual(1081);
      for (const b of boxes.slice(i + 1)) expect(a.left + a.width <= b.left || b.left + b.width <= a.left || a.top + a.height <= b.top || b.top + b.height <= a.top).toBe(true);
    }
  });
  it('keeps to the part of the board on screen', () => {
    const view = visibleArea([0.6, 0, 0, 0.6, -600, -300], 700, 500);
    expect(view).toMatchObject({ left: 1000, top: 500 });
    const at = freeSpot(emptyBoard(), view, size);
    expect(at.left).toBeGreaterThanOrEqual(1000);
    expect(at.top).toBeGreaterThanOrEqual(500);
  });
  it('steps down and right when the board is full, never off the board', () => {
    const full = withItems(20);
    const a = freeSpot(full, { left: 0, top: 0, width: 1921, height: 1081 }, size);
    expect(a.left + size.width).toBeLessThanOrEqual(1921);
    expect(a.top + size.height).toBeLessThanOrEqual(1081);
  });
});

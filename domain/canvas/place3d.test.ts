import { describe, expect, it } from 'vitest';
import { type Board, emptyBoard, type Place3D } from './board';
import { applyEntry } from './entry';
import { productObject, textObject } from './objects';
import { addObjects, notAProductMessage, placeObjects } from './operations';
import { checkChange, notYoursMessage } from './rights';
import { place3dSchema } from './schemas';
import { emptyUndo, finished, recordChange, undo } from './undo';

const product = (id: string, owner: string) =>
  productObject(id, owner, { left: 0, top: 0, width: 100, height: 100 }, { productId: `g-${id}`, name: `Sofa ${id}`, priceCents: 100_00, image: '/media/x.webp' });
const pose = (x: number, y: number, rotation = 0): Place3D => ({ x, y, rotation, surface: 'floor', wall: null, on: null, elevation: 0 });

function boardOf(): Board {
  const b = emptyBoard();
  return applyEntry(b, addObjects(b, [product('sofa', 'designer'), product('chair', 'client'), textObject('note', 'designer', { left: 0, top: 0 }, 'hi')], 'seed-00001'));
}

describe('place (the 3D room, issue 23)', () => {
  it('sets the pose of products in one entry whose undo side is "not placed"', () => {
    const board = boardOf();
    const entry = placeObjects(board, [{ id: 'sofa', place: pose(200, 80, -90) }], 'u-place-01');
    expect(entry).toMatchObject({ action: 'place', ids: ['sofa'], changed: { sofa: { place: { x: 200, y: 80, rotation: 270 } } }, unchanged: { sofa: { place: null } } });
    const after = applyEntry(board, entry);
    expect(after.objects.sofa!.place).toEqual(pose(200, 80, 270));
    expect(after.objects.chair!.place).toBeUndefined();
  });

  it('refuses objects that are not products and poses that are not numbers', () => {
    const board = boardOf();
    expect(() => placeObjects(board, [{ id: 'note', place: pose(1, 1) }], 'u-place-02')).toThrow(notAProductMessage);
    expect(() => placeObjects(board, [{ id: 'sofa', place: pose(Number.NaN, 1) }], 'u-place-03')).toThrow('The position must be a number');
    expect(() => placeObjects(board, [{ id: 'gone', place: pose(1, 1) }], 'u-place-04')).toThrow('No such object on the board: gone');
  });

  it('undo of one editor’s move restores only that move', () => {
    let board = boardOf();
    const designer = placeObjects(board, [{ id: 'sofa', place: pose(200, 80) }], 'u-place-05');
    board = applyEntry(board, designer);
    let stack = recordChange(emptyUndo(), designer);
    const second = placeObjects(board, [{ id: 'sofa', place: pose(250, 80) }], 'u-place-06');
    board = applyEntry(board, second);
    stack = recordChange(stack, second);
    // The client moves their own chair meanwhile.
    board = applyEntry(board, placeObjects(board, [{ id: 'chair', place: pose(100, 300) }], 'u-place-07'));
    const step = undo(stack, board, 'u-place-08');
    board = applyEntry(board, step.entry!);
    stack = finished(step.state);
    expect(board.objects.sofa!.place).toEqual(pose(200, 80));
    expect(board.objects.chair!.place).toEqual(pose(100, 300));
    board = applyEntry(board, undo(stack, board, 'u-place-09').entry!);
    expect(board.objects.sofa!.place).toBeUndefined();
  });

  it('a client without edit rights may place their own product only', () => {
    const board = boardOf();
    const client = { userId: 'client', role: 'client' as const };
    expect(checkChange(board, placeObjects(board, [{ id: 'chair', place: pose(1, 1) }], 'u-place-10'), client, false)).toEqual({ ok: true });
    expect(checkChange(board, placeObjects(board, [{ id: 'sofa', place: pose(1, 1) }], 'u-place-11'), client, false)).toEqual({ ok: false, message: notYoursMessage });
    expect(checkChange(board, placeObjects(board, [{ id: 'sofa', place: pose(1, 1) }], 'u-place-12'), { userId: 'designer', role: 'designer' }, false)).toEqual({ ok: true });
  });

  it.each([
    [{ ...pose(1, 1), x: 1e9 }],
    [{ ...pose(1, 1), surface: 'roof' }],
    [{ ...pose(1, 1), on: '../x' }],
    [{ ...pose(1, 1), wall: -1 }],
    [{ ...pose(1, 1), elevation: -5 }],
    [{ ...pose(1, 1), extra: true }],
  ])('the schema refuses an absurd pose %j', (p) => {
    expect(place3dSchema.safeParse(p).success).toBe(false);
  });
});

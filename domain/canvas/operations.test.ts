import { describe, expect, it } from 'vitest';
import { type Board, emptyBoard, zOrdered } from './board';
import { applyEntry, diffBoards } from './entry';
import { paletteGeometry, paletteObject, productMeta, productObject, textObject } from './objects';
import {
  addObjects, changeImg, copyObjects, deleteObjects, dragObjects, editText, flipObjects, moveLayer, nudgeObjects, pasteObjects, react, replaceCanvas, rotateObject, scaleObject, setRoomName, snapAngle,
} from './operations';
import { clampZoom, FIT_ZOOM, navigation, wheelZoom, zoomLabel } from './zoom';

const at = (left: number, top: number) => ({ left, top, width: 100, height: 100 });
const ada = 'u-ada';
function boardWith(...ids: string[]): Board {
  const objects = ids.map((id, i) => textObject(id, ada, at(10 * i, 10 * i), id));
  return applyEntry(emptyBoard(), addObjects(emptyBoard(), objects, 'seed-0001'));
}

describe('add and delete', () => {
  it('adds on top with left/top origins and records the undo side as absent', () => {
    const entry = addObjects(boardWith('a'), [textObject('b', ada, at(1, 2), 'hi')], 'u-0000001');
    expect(entry).toMatchObject({ action: 'add', ids: ['b'], unchanged: { b: null } });
    const board = applyEntry(boardWith('a'), entry);
    expect(board.objects.b).toMatchObject({ originX: 'left', originY: 'top', left: 1, top: 2 });
    expect(zOrdered(board).map((o) => o.id)).toEqual(['a', 'b']);
  });
  it.each([
    [['a'], 'Object id(s) already on the board: a'],
    [['x', 'x'], 'Object id(s) already on the board: x'],
    [['a', 'c', 'b'], 'Object id(s) already on the board: a, b'],
  ])('refuses ids already on the board %j, naming them', (ids, message) => {
    expect(() => addObjects(boardWith('a', 'b'), ids.map((id) => textObject(id, ada, at(0, 0), '')), 'u-0000001')).toThrow(message);
  });
  it('delete keeps the whole object to restore', () => {
    const board = boardWith('a', 'b');
    const entry = deleteObjects(board, ['a'], 'u-0000002');
    expect(entry.changed).toEqual({ a: null });
    expect(entry.unchanged.a).toEqual(board.objects.a);
    expect(Object.keys(applyEntry(board, entry).objects)).toEqual(['b']);
    expect(() => deleteObjects(board, ['zz'], 'u-0000003')).toThrow('No such object on the board: zz');
  });
});

describe('geometry operations', () => {
  const board = boardWith('a', 'b', 'c');
  it.each([
    ['top', 'a', ['b', 'c', 'a']],
    ['bottom', 'c', ['c', 'a', 'b']],
    ['up', 'a', ['b', 'a', 'c']],
    ['down', 'c', ['a', 'c', 'b']],
    ['up', 'c', ['a', 'b', 'c']],
    ['down', 'a', ['a', 'b', 'c']],
  ] as const)('layer move %s of %s', (to, id, order) => {
    expect(zOrdered(applyEntry(board, moveLayer(board, id, to, 'u-0000004'))).map((o) => o.id)).toEqual(order);
  });
  it.each([
    [7, false, 0], [8, false, 15], [22, false, 15], [23, false, 30], [-10, false, 345], [361, false, 0], [22, true, 22], [-5, true, 355],
  ])('rotate %d (shift %s) → %d', (angle, shift, expected) => {
    expect(snapAngle(angle, shift)).toBe(expected);
    expect(applyEntry(board, rotateObject(board, 'a', angle, shift, 'u-0000005')).objects.a!.angle).toBe(expected);
  });
  it.each([
    ['left', { flipX: true, flipY: false }], ['right', { flipX: true, flipY: false }], ['up', { flipX: false, flipY: true }], ['down', { flipX: false, flipY: true }],
  ])('flip %s', (dir, flags) => {
    expect(applyEntry(board, flipObjects(board, ['a'], dir, 'u-0000006')).objects.a).toMatchObject(flags);
  });
  it.each(['diagonal', '', 'LEFT'])('flip and nudge refuse the direction %j', (dir) => {
    expect(() => flipObjects(board, ['a'], dir, 'u-0000007')).toThrow(`Unknown direction: ${dir}`);
    expect(() => nudgeObjects(board, ['a'], dir, 'u-0000007')).toThrow(`Unknown direction: ${dir}`);
  });
  it.each([
    ['left', -10, 0], ['right', 10, 0], ['up', 0, -10], ['down', 0, 10],
  ])('nudge %s moves by steps of 10', (dir, dx, dy) => {
    const b = board.objects.b!;
    expect(applyEntry(board, nudgeObjects(board, ['b'], dir, 'u-0000008')).objects.b).toMatchObject({ left: b.left + dx, top: b.top + dy });
  });
  it('scale, drag, changeImg and text record before and after of only what changed', () => {
    const e = scaleObject(board, 'a', { scaleX: 2, scaleY: 3 }, 'u-0000009');
    expect(e).toMatchObject({ action: 'scale', changed: { a: { scaleX: 2, scaleY: 3 } }, unchanged: { a: { scaleX: 1, scaleY: 1 } } });
    expect(() => scaleObject(board, 'a', { scaleX: 0, scaleY: 1 }, 'u-0000009')).toThrow('The scale must be a positive number');
    expect(dragObjects(board, [{ id: 'a', left: 5, top: 6 }], 'u-0000010')).toMatchObject({ action: 'drag', changed: { a: { left: 5, top: 6 } } });
    expect(changeImg(board, 'a', 'https://cdn.example/x.jpg', 'u-0000011')).toMatchObject({ changed: { a: { src: 'https://cdn.example/x.jpg' } }, unchanged: { a: { src: null } } });
    expect(editText(board, 'a', 'new', 'u-0000012')).toMatchObject({ changed: { a: { text: 'new' } }, unchanged: { a: { text: 'a' } } });
  });
});

describe('react, copy and paste, room name', () => {
  const board = boardWith('a');
  it('a reaction is set and cleared per user', () => {
    const once = applyEntry(board, react(board, 'a', 'u-bob', '❤️', 'u-0000013'));
    expect(once.objects.a!.reactions).toEqual({ 'u-bob': '❤️' });
    expect(applyEntry(once, react(once, 'a', 'u-bob', null, 'u-0000014')).objects.a!.reactions).toBeUndefined();
  });
  it("copies and pastes at +20,+20 with new ids, owned by whoever pastes, with the spec's notices", () => {
    const { clipboard, message } = copyObjects(board, ['a']);
    expect(message).toBe('Copied 1 obj(s)');
    const pasted = pasteObjects(board, clipboard, ['a2'], 'u-bob', 'u-0000015');
    expect(pasted.message).toBe('Pasting 1 obj(s)');
    expect(applyEntry(board, pasted.entry).objects.a2).toMatchObject({ left: board.objects.a!.left + 20, top: board.objects.a!.top + 20, ownerId: 'u-bob', objMeta: { id: 'a2' } });
    expect(() => pasteObjects(board, clipboard, ['a'], 'u-bob', 'u-0000016')).toThrow('Object id(s) already on the board: a');
  });
  it('one room-name label: a new one replaces the old', () => {
    const one = applyEntry(board, setRoomName(board, { text: 'Living Room', left: 20, top: 20 }, 'u-0000017'));
    const two = applyEntry(one, setRoomName(one, { text: 'Bedroom', left: 30, top: 20 }, 'u-0000018'));
    expect(two.roomName).toEqual({ text: 'Bedroom', left: 30, top: 20 });
  });
});

describe('replace the whole canvas', () => {
  it('drops alternatives, objects outside the background and the overlay, keeps white fill, re-adds the room name', () => {
    const start = applyEntry(boardWith('old'), setRoomName(boardWith('old'), { text: 'Kitchen', left: 0, top: 0 }, 'u-0000019'));
    const keep = textObject('keep', ada, at(100, 100), 'k');
    const alt = { ...textObject('alt', ada, at(100, 100), 'x'), objMeta: { ...textObject('alt', ada, at(0, 0), '').objMeta, customCategory: 'alternative' } };
    const outside = textObject('out', ada, at(1900, 100), 'o');
    const entry = replaceCanvas(start, { background: { width: 1921, height: 1081, overlaySrc: 'https://x/o.png', fill: '#eeeeee' }, objects: [keep, alt, outside] }, 'u-0000020');
    const after = applyEntry(start, entry);
    expect(Object.keys(after.objects)).toEqual(['keep']);
    expect(after.background).toEqual({ width: 1921, height: 1081, overlaySrc: null, fill: '#ffffff' });
    expect(after.roomName).toEqual({ text: 'Kitchen', left: 0, top: 0 });
    expect(entry.action).toBe('replace');
  });
});

describe('objects and zoom', () => {
  it.each([
    [[], ['#000000'], 54, 34], [['#f00', '#0f0', '#00f'], ['#f00', '#0f0', '#00f'], 122, 34],
  ])('palette %j: colours, width 2·17·count+20, height 34', (colors, expected, width, height) => {
    expect(paletteGeometry(colors)).toEqual({ colors: expected, radius: 17, width, height });
    expect(paletteObject('p', ada, { left: 0, top: 0 }, colors)).toMatchObject({ width, height, radius: 17 });
  });
  it('a product keeps its price in dollars (cents / 100)', () => {
    expect(productMeta('o1', { productId: 'g1', name: 'Sofa', priceCents: 129999, image: 'https://cdn/x.jpg' })).toMatchObject({ price: 1299.99, productId: 'g1', type: 'product', displayImg: 'https://cdn/x.jpg' });
    expect(productObject('o1', ada, at(0, 0), { productId: 'g1', name: 'Sofa', priceCents: 5000, image: '/x.jpg' }).objMeta.price).toBe(50);
  });
  it.each([
    [0.1, 0.3, '30%'], [0.45, 0.45, '45%'], [2, 0.6, '60%'], [Number.NaN, FIT_ZOOM, '30%'],
  ])('zoom %d is kept in 0.3–0.6 (%d, %s)', (z, clamped, label) => {
    expect(clampZoom(z)).toBe(clamped);
    expect(zoomLabel(z)).toBe(label);
  });
  it('wheel zoom multiplies by 0.999 per delta, within bounds', () => {
    expect(wheelZoom(0.5, 100)).toBeCloseTo(0.5 * 0.999 ** 100);
    expect(wheelZoom(0.5, -1000)).toBe(0.6);
    expect(wheelZoom(0.31, 500)).toBe(0.3);
  });
  it.each([[true, false], [false, true]])('can edit %s → wheel zoom and right-button pan %s', (canEdit, on) => {
    expect(navigation(canEdit)).toEqual({ wheelZoom: on, rightButtonPan: on, middleButtonPan: true });
  });
});

describe('diffBoards', () => {
  it('gives back the entry that rebuilds the later board', () => {
    const before = boardWith('a', 'b');
    let after = applyEntry(before, dragObjects(before, [{ id: 'a', left: 99, top: 98 }], 'u-0000021'));
    after = applyEntry(after, deleteObjects(after, ['b'], 'u-0000022'));
    after = applyEntry(after, addObjects(after, [textObject('c', ada, at(1, 1), 'c')], 'u-0000023'));
    const entry = diffBoards(before, after, 'drag', 'u-0000024');
    expect(entry.ids.sort()).toEqual(['a', 'b', 'c']);
    expect(applyEntry(before, entry)).toEqual(after);
  });
});

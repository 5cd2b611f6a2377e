import { describe, expect, it } from 'vitest';
import { roomNames } from '../projects/rooms';
import { defaultRoom, roomFromDetails, sizeFromText } from './defaults';
import { ROOM_LIMITS, parseRoom, roomProblems, roomSchema, type Room } from './room';
import { cmToInches, formatLength, formatShort, inchesToCm, roundCm, sizeInCm } from './units';
import { floorArea, outline, wallsOf, type RoomShape } from './walls';
import { signedArea } from './geometry';

const base = (): Room => defaultRoom('living room');
const withShape = (shape: unknown) => ({ ...base(), shape, openings: [] });

describe('units', () => {
  it('converts inches and centimetres at 2.54, rounded to 0.1', () => {
    expect(inchesToCm(84)).toBe(213.4);
    expect(cmToInches(376)).toBe(148);
    expect(roundCm(12.345)).toBe(12.3);
    expect(sizeInCm({ width: 84, depth: 37, height: 33, unit: 'in' })).toEqual({ width: 213.4, depth: 94, height: 83.8 });
  });
  it('formats lengths in feet and inches with centimetres', () => {
    expect(formatLength(376)).toBe('12 ft 4 in (376 cm)');
    expect(formatLength(365.76)).toBe('12 ft (366 cm)');
    expect(formatLength(23)).toBe('9 in (23 cm)');
    expect(formatShort(74)).toBe('74 cm (29 in)');
  });
});

describe('walls from the shape', () => {
  it('a rectangle: north, east, south, west, clockwise, inward normals', () => {
    const walls = wallsOf({ type: 'rectangle', width: 500, length: 400 });
    expect(walls.map((w) => [w.start, w.length])).toEqual([[{ x: 0, y: 0 }, 500], [{ x: 500, y: 0 }, 400], [{ x: 500, y: 400 }, 500], [{ x: 0, y: 400 }, 400]]);
    expect(walls.map((w) => w.inward)).toEqual([{ x: -0, y: 1 }, { x: -1, y: 0 }, { x: -0, y: -1 }, { x: 1, y: 0 }]);
  });
  it.each(['ne', 'se', 'sw', 'nw'] as const)('an L cut at %s: six walls, clockwise, wall 0 on the north, the right area', (corner) => {
    const shape: RoomShape = { type: 'L', width: 600, length: 500, cut: { corner, width: 200, length: 150 } };
    const pts = outline(shape);
    expect(pts).toHaveLength(6);
    expect(signedArea(pts)).toBe(600 * 500 - 200 * 150);
    expect(floorArea(shape)).toBe(600 * 500 - 200 * 150);
    const walls = wallsOf(shape);
    expect(walls[0]!.start.y).toBe(0);
    expect(walls[0]!.end.y).toBe(0);
    expect(walls.reduce((s, w) => s + w.length, 0)).toBe(2 * (600 + 500));
  });
});

describe('room validation: each problem on its field', () => {
  it('accepts every default room', () => {
    for (const name of roomNames) expect(roomProblems(defaultRoom(name))).toEqual({});
  });
  it.each([
    ['negative', -400],
    ['zero', 0],
    ['NaN', Number.NaN],
    ['100 m', 10_000],
    ['a string', '400'],
  ])('refuses a %s width', (_, width) => {
    expect(roomProblems(withShape({ type: 'rectangle', width, length: 400 }))).toEqual({ 'shape.width': "The room's width must be between 1 m and 30 m (3 ft 3 in (100 cm) to 98 ft 5 in (3000 cm))." });
  });
  it('refuses a ceiling under 2 m or over 6 m', () => {
    expect(roomProblems({ ...base(), ceiling: 150 })).toEqual({ ceiling: 'The ceiling must be between 2 m and 6 m high.' });
    expect(roomProblems({ ...base(), ceiling: 700 })).toEqual({ ceiling: 'The ceiling must be between 2 m and 6 m high.' });
  });
  it('refuses an L cut that leaves no room, or a sliver', () => {
    expect(roomProblems(withShape({ type: 'L', width: 500, length: 400, cut: { corner: 'ne', width: 500, length: 100 } }))).toEqual({ 'shape.cut.width': "The cut-out's width must be at least 30 cm and leave at least 1 m of the room's width." });
    expect(roomProblems(withShape({ type: 'L', width: 500, length: 400, cut: { corner: 'ne', width: 100, length: 350 } }))).toEqual({ 'shape.cut.length': "The cut-out's length must be at least 30 cm and leave at least 1 m of the room's length." });
    expect(roomProblems(withShape({ type: 'L', width: 500, length: 400, cut: { corner: 'middle', width: 100, length: 100 } }))).toEqual({ 'shape.cut.corner': 'Please choose which corner the L cuts out: ne, se, sw or nw.' });
  });
  it('refuses openings off the end of their wall, on a missing wall, or overlapping', () => {
    const door = { id: 'd1', type: 'door', wall: 0, offset: 450, width: 90, height: 203 };
    expect(roomProblems({ ...base(), openings: [door] })).toEqual({ 'openings.0.offset': 'The opening runs off the end of its wall (the wall is 17 ft 1 in (520 cm) long).' });
    expect(roomProblems({ ...base(), openings: [{ ...door, offset: -10 }] })).toEqual({ 'openings.0.offset': 'The opening runs off the end of its wall (the wall is 17 ft 1 in (520 cm) long).' });
    expect(roomProblems({ ...base(), openings: [{ ...door, wall: 4, offset: 10 }] })).toEqual({ 'openings.0.wall': "There is no such wall: this room's walls are numbered 0 to 3." });
    const win = { id: 'w1', type: 'window', wall: 0, offset: 150, width: 120, height: 120, sill: 90 };
    expect(roomProblems({ ...base(), openings: [{ ...door, offset: 100 }, win] })).toEqual({ 'openings.1.offset': 'The opening overlaps the door d1 on the same wall.' });
    // Touching is fine.
    expect(roomProblems({ ...base(), openings: [{ ...door, offset: 60 }, win] })).toEqual({});
  });
  it('refuses a window taller than the ceiling and a low door', () => {
    const win = { id: 'w1', type: 'window', wall: 1, offset: 50, width: 120, height: 200, sill: 90 };
    expect(roomProblems({ ...base(), openings: [win] })).toEqual({ 'openings.0.height': 'The window reaches above the ceiling.' });
    expect(roomProblems({ ...base(), openings: [{ ...win, sill: 300, height: 50 }] })).toEqual({ 'openings.0.sill': "A window's sill must be between the floor and the ceiling." });
    expect(roomProblems({ ...base(), openings: [{ id: 'd', type: 'door', wall: 1, offset: 50, width: 80, height: 150 }] })).toEqual({ 'openings.0.height': 'A door must be at least 180 cm high.' });
  });
  it('rounds lengths to 0.1 cm and fills defaults', () => {
    const { room } = parseRoom({ ...base(), shape: { type: 'rectangle', width: 400.04, length: 300.06 }, openings: [{ id: 'p', type: 'passage', wall: 0, offset: 10, width: 100, height: 210 }] });
    expect(room!.shape).toEqual({ type: 'rectangle', width: 400, length: 300.1 });
    expect(room!.openings[0]).toMatchObject({ sill: 0, hinge: 'left', swing: 'in' });
  });
  it('states its limits as constants', () => {
    expect(ROOM_LIMITS).toMatchObject({ sideMin: 100, sideMax: 3000, ceilingMin: 200, ceilingMax: 600 });
  });
});

describe('default rooms and the questionnaire', () => {
  it.each(roomNames)('%s: a valid room with one door and one or two windows', (name) => {
    const room = defaultRoom(name);
    expect(roomSchema.safeParse(room).success).toBe(true);
    expect(room.openings.filter((o) => o.type === 'door')).toHaveLength(1);
    expect(room.openings.filter((o) => o.type === 'window').length).toBeGreaterThanOrEqual(1);
    expect(room.openings.filter((o) => o.type === 'window').length).toBeLessThanOrEqual(2);
  });
  it('takes a label name and knows the nursery', () => {
    expect(defaultRoom('Kids Bedroom')).toEqual(defaultRoom('kids bedroom'));
    expect(defaultRoom('Nursery').name).toBe('Kids bedroom');
  });
  it('reads a size from the remark', () => {
    expect(sizeFromText('The room is about 12 x 15 ft with a bay window')).toEqual({ width: 365.8, length: 457.2 });
    expect(sizeFromText('4.2m × 3.6m')).toEqual({ width: 420, length: 360 });
    expect(sizeFromText("12' by 14'")).toEqual({ width: 365.8, length: 426.7 });
    expect(sizeFromText('380 x 420')).toEqual({ width: 380, length: 420 });
    expect(sizeFromText('cosy and bright')).toBeNull();
  });
  it('measurements first, then the remark, then the default; out of bounds ignored', () => {
    expect(roomFromDetails('bedroom', { width: 450, length: 390, ceiling: 280, remark: '12 x 15 ft' }).shape).toEqual({ type: 'rectangle', width: 450, length: 390 });
    expect(roomFromDetails('bedroom', { width: 450, length: 390, ceiling: 280 }).ceiling).toBe(280);
    expect(roomFromDetails('bedroom', { remark: 'about 12 x 15 ft' }).shape).toEqual({ type: 'rectangle', width: 365.8, length: 457.2 });
    expect(roomFromDetails('bedroom', { remark: '500 x 500 m' })).toEqual(defaultRoom('bedroom'));
    expect(roomFromDetails('bedroom', { width: -3, length: 400 })).toEqual(defaultRoom('bedroom'));
    expect(roomFromDetails('bedroom', null)).toEqual(defaultRoom('bedroom'));
    expect(roomFromDetails('bedroom')).toEqual(defaultRoom('bedroom'));
  });
  it('keeps the openings on their walls in a small room', () => {
    const room = roomFromDetails('living room', { width: 150, length: 120 });
    expect(roomProblems(room)).toEqual({});
    expect(room.openings.length).toBeGreaterThanOrEqual(2);
  });
});

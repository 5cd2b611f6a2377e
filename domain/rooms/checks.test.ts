import { describe, expect, it } from 'vitest';
import type { ModelKind } from '../catalogue/models3d/kinds';
import { checkLayout, type Warning } from './checks';
import { defaultRoom } from './defaults';
import { againstWall, validatePlacement, type Placement, type Surface } from './placement';
import { roomSchema, type Room } from './room';
import { wallsOf } from './walls';

const room = (shape: Room['shape'] = { type: 'rectangle', width: 500, length: 400 }, openings: unknown[] = []): Room =>
  roomSchema.parse({ ...defaultRoom('living room'), shape, openings, ceiling: 260 }) as Room;

const piece = (objectId: string, kind: ModelKind | null, x: number, y: number, width: number, depth: number, rotation = 0, height = 80, surface: Surface = { type: 'floor' }): Placement => ({
  objectId, productId: `p-${objectId}`, name: objectId, kind, footprint: { width, depth, height }, x, y, rotation, surface,
});

const only = (ws: Warning[], kind: Warning['kind']) => ws.filter((w) => w.kind === kind);
const between = (ws: Warning[], a: string, b?: string) => ws.filter((w) => w.objectIds.includes(a) && (!b || w.objectIds.includes(b)));

describe('collisions', () => {
  it('two floor pieces that overlap, by how much', () => {
    const ws = checkLayout(room(), [piece('sofa', 'sofa', 250, 100, 200, 90), piece('table', 'coffee-table', 250, 160, 100, 60)]);
    expect(only(ws, 'collision')).toEqual([expect.objectContaining({ objectIds: ['sofa', 'table'], distance: 15, message: 'The sofa and the coffee table overlap by 15 cm (6 in).' })]);
  });
  it('rotated pieces: a diamond whose corner reaches into a box', () => {
    // A 100 cm square turned 45° reaches 70.7 cm from its centre along x.
    const ws = checkLayout(room(), [piece('a', 'cabinet', 200, 200, 100, 100, 45), piece('b', 'bookcase', 300, 200, 80, 80)]);
    expect(only(ws, 'collision')).toEqual([expect.objectContaining({ objectIds: ['a', 'b'] })]);
    expect(only(checkLayout(room(), [piece('a', 'cabinet', 200, 200, 100, 100, 45), piece('b', 'bookcase', 312, 200, 80, 80)]), 'collision')).toEqual([]);
  });
  it('a rug under furniture is not a collision; two rugs are', () => {
    const ws = checkLayout(room(), [piece('rug', 'rug', 250, 200, 240, 300, 0, 1), piece('sofa', 'sofa', 250, 100, 200, 90), piece('rug2', 'rug', 250, 300, 100, 60, 0, 1)]);
    expect(only(ws, 'collision').map((w) => w.objectIds)).toEqual([['rug', 'rug2']]);
  });
  it('wall pieces collide only with wall pieces on the same wall', () => {
    const walls = wallsOf(room().shape);
    const art = (id: string, wall: number, offset: number, elevation: number) =>
      ({ ...piece(id, 'wall-art', 0, 0, 60, 4, 0, 80, { type: 'wall', wall, elevation }), ...againstWall(walls[wall]!, offset, 4) });
    const ws = checkLayout(room(), [art('a', 0, 100, 120), art('b', 0, 140, 150), art('c', 3, 100, 120), piece('sofa', 'sofa', 130, 47, 200, 90)]);
    expect(only(ws, 'collision')).toEqual([expect.objectContaining({ objectIds: ['a', 'b'], wall: 0, distance: 20 })]);
  });
});

describe('outside the walls', () => {
  const L = room({ type: 'L', width: 600, length: 500, cut: { corner: 'ne', width: 200, length: 150 } });
  it('a piece in the L\'s cut-out is outside', () => {
    const ws = checkLayout(L, [piece('desk', 'desk', 500, 70, 120, 60)]);
    expect(only(ws, 'outside')).toEqual([expect.objectContaining({ objectIds: ['desk'], message: 'The desk does not fit inside the walls.' })]);
  });
  it('a turned piece whose corners are all inside but that straddles the L\'s inner corner is outside', () => {
    // A diamond (a 70.7 cm square at 45°) centred 20 cm from the inner corner (400, 150) in x and y.
    const ws = checkLayout(L, [piece('t', 'side-table', 380, 170, 70.7, 70.7, 45)]);
    expect(only(ws, 'outside').map((w) => w.objectIds)).toEqual([['t']]);
    expect(only(checkLayout(L, [piece('t', 'side-table', 350, 200, 70.7, 70.7, 45)]), 'outside')).toEqual([]);
  });
  it('a piece through a wall of a rectangle, and a wall piece off the end of its wall', () => {
    const walls = wallsOf(room().shape);
    const art = { ...piece('art', 'wall-art', 0, 0, 100, 4, 0, 60, { type: 'wall', wall: 0, elevation: 120 }), ...againstWall(walls[0]!, 480, 4) };
    const ws = checkLayout(room(), [piece('sofa', 'sofa', 90, 50, 200, 90), art]);
    expect(only(ws, 'outside').map((w) => w.objectIds)).toEqual([['sofa'], ['art']]);
  });
  it('a piece above the ceiling', () => {
    const ws = checkLayout(room(), [piece('lamp', 'pendant', 250, 200, 40, 40, 0, 60, { type: 'ceiling', elevation: 220 })]);
    expect(only(ws, 'too-high')).toEqual([expect.objectContaining({ message: 'The pendant reaches above the ceiling.' })]);
  });
});

describe('doors and openings', () => {
  // Wall 2 (south) runs west from (500, 400); a 90 cm door 100 cm along it spans x 310–400, hinged at x 400, opening in.
  const withDoor = room(undefined, [{ id: 'door-1', type: 'door', wall: 2, offset: 100, width: 90, height: 203, hinge: 'left', swing: 'in' }]);
  it('a piece in the door\'s swing', () => {
    const ws = checkLayout(withDoor, [piece('chair', 'armchair', 360, 340, 50, 50)]);
    expect(only(ws, 'blocks-door')).toEqual([expect.objectContaining({ objectIds: ['chair'], openingId: 'door-1', message: 'The armchair is in the way of the door as it opens.' })]);
  });
  it('clear of the swing: beyond its radius, or a rug', () => {
    expect(only(checkLayout(withDoor, [piece('chair', 'armchair', 360, 280, 50, 50)]), 'blocks-door')).toEqual([]);
    expect(only(checkLayout(withDoor, [piece('rug', 'rug', 350, 350, 100, 100, 0, 1)]), 'blocks-door')).toEqual([]);
    // Inside the swing's square but outside its quarter circle (the far corner).
    expect(only(checkLayout(withDoor, [piece('plant', 'planter', 318, 318, 14, 14)]), 'blocks-door')).toEqual([]);
  });
  it('an open passage needs its approach; a window only pieces above its sill', () => {
    const r = room(undefined, [{ id: 'p', type: 'passage', wall: 3, offset: 100, width: 100, height: 210 }, { id: 'w', type: 'window', wall: 0, offset: 200, width: 100, height: 120, sill: 90 }]);
    // Wall 3 (west) runs north from (0, 400): the passage spans y 200–300.
    const ws = checkLayout(r, [piece('bench', 'bench', 30, 250, 100, 40, 90), piece('low', 'console', 250, 25, 100, 30, 0, 75), piece('tall', 'bookcase', 250, 400 - 30, 60, 30, 0, 180)]);
    expect(only(ws, 'blocks-door').map((w) => [w.objectIds[0], w.openingId])).toEqual([['bench', 'p']]);
    const tall = checkLayout(r, [piece('tall', 'bookcase', 250, 20, 80, 30, 0, 180)]);
    expect(only(tall, 'blocks-opening')).toEqual([expect.objectContaining({ openingId: 'w', message: 'The bookcase stands in front of the window.' })]);
  });
});

describe('walkways (exact to 1 cm)', () => {
  it('between two pieces facing each other', () => {
    // Sofa y 5–95, TV stand y 147.5–192.5: 52.5 cm.
    const ws = checkLayout(room(), [piece('sofa', 'sofa', 250, 50, 200, 90), piece('tv', 'tv-stand', 250, 170, 160, 45)]);
    expect(between(only(ws, 'walkway'), 'sofa', 'tv')).toEqual([expect.objectContaining({ distance: 52.5, message: 'Only 53 cm (21 in) between the sofa and the tv stand; leave at least 91 cm (36 in) for a walkway.' })]);
  });
  it('between a turned piece and a wall, and between a piece and a wall', () => {
    // A desk turned 90° at x 100 spans x 70–130; a bookcase at x 160–240: 30 cm. The desk is 70 cm off the west wall.
    const ws = checkLayout(room(), [piece('desk', 'desk', 100, 200, 120, 60, 90), piece('shelf', 'bookcase', 200, 200, 80, 60)]);
    expect(between(only(ws, 'walkway'), 'desk', 'shelf').map((w) => w.distance)).toEqual([30]);
    expect(only(ws, 'walkway').filter((w) => w.wall === 3).map((w) => [w.objectIds, w.distance, w.message])).toEqual([[['desk'], 70, 'Only 70 cm (28 in) between the desk and the west wall; leave at least 91 cm (36 in) for a walkway.']]);
  });
  it('a corner of a diamond pointing at a side', () => {
    // Corner at 250 + 70.71 = 320.71; the box starts at x 380: 59.29 cm.
    const ws = checkLayout(room(), [piece('a', 'cabinet', 250, 200, 100, 100, 45), piece('b', 'desk', 420, 200, 80, 100)]);
    expect(between(only(ws, 'walkway'), 'a', 'b').map((w) => w.distance)).toEqual([59.3]);
  });
  it('does not count corner-to-corner gaps, gaps of 91 cm and more, pieces meant to touch, or gaps with a piece between', () => {
    const diagonal = checkLayout(room(), [piece('a', 'desk', 150, 150, 100, 100), piece('b', 'bookcase', 260, 260, 100, 100)]);
    expect(between(diagonal, 'a', 'b')).toEqual([]);
    const wide = checkLayout(room(), [piece('sofa', 'sofa', 250, 50, 200, 90), piece('tv', 'tv-stand', 250, 209, 160, 45)]);
    expect(between(wide, 'sofa', 'tv')).toEqual([]);
    const bedside = checkLayout(room(), [piece('bed', 'bed', 250, 115, 160, 220), piece('ns', 'nightstand', 350, 25, 30, 40)]);
    expect(between(bedside, 'bed', 'ns')).toEqual([]);
    const blocked = checkLayout(room(), [piece('sofa', 'sofa', 250, 50, 200, 90), piece('chest', 'chest', 250, 120, 200, 40), piece('tv', 'tv-stand', 250, 180, 160, 45)]);
    expect(between(only(blocked, 'walkway'), 'sofa', 'tv')).toEqual([]);
    // Sides that face each other over less than 45 cm (a pocket beside a nightstand) are not a path.
    const pocket = checkLayout(room(), [piece('desk', 'desk', 100, 200, 120, 60, 90), piece('shelf', 'bookcase', 200, 200, 80, 40)]);
    expect(between(pocket, 'desk', 'shelf')).toEqual([]);
  });
  it('a coffee table needs 35 cm from the sofa, not a walkway', () => {
    const close = checkLayout(room(), [piece('sofa', 'sofa', 250, 50, 200, 90), piece('table', 'coffee-table', 250, 145, 100, 60)]);
    expect(only(close, 'too-close')).toEqual([expect.objectContaining({ distance: 20, message: 'Only 20 cm (8 in) between the sofa and the coffee table; leave at least 35 cm (14 in) to get in and out.' })]);
    const fine = checkLayout(room(), [piece('sofa', 'sofa', 250, 50, 200, 90), piece('table', 'coffee-table', 250, 170, 100, 60)]);
    expect(between(fine, 'sofa', 'table')).toEqual([]);
  });
});

describe('validatePlacement: a 3D move command', () => {
  const r = room();
  const ok = piece('sofa', 'sofa', 250, 50, 200, 90);
  it('accepts a piece inside the walls', () => {
    expect(validatePlacement(r, ok)).toEqual({});
  });
  it.each([
    ['NaN x', { ...ok, x: Number.NaN }, { x: 'The x position must be a number.' }],
    ['an absurd y', { ...ok, y: 1e9 }, { y: 'The y position must be a number.' }],
    ['a missing rotation', { ...ok, rotation: undefined }, { rotation: 'The rotation must be a number.' }],
    ['a zero width', { ...ok, footprint: { width: 0, depth: 90, height: 80 } }, { 'footprint.width': 'The width must be between 0.5 cm and 800 cm.' }],
    ['a negative depth', { ...ok, footprint: { width: 200, depth: -90, height: 80 } }, { 'footprint.depth': 'The depth must be between 0.5 cm and 800 cm.' }],
    ['a piece outside the walls', { ...ok, x: 650 }, { x: 'The piece would stand outside the walls: move it into the room.', y: 'The piece would stand outside the walls: move it into the room.' }],
    ['a piece taller than the room', { ...ok, footprint: { width: 200, depth: 90, height: 300 } }, { 'footprint.height': 'The piece would reach above the ceiling.' }],
    ['a wall that does not exist', { ...ok, surface: { type: 'wall', wall: 7, elevation: 100 } }, { 'surface.wall': "There is no such wall: this room's walls are numbered 0 to 3." }],
  ])('refuses %s', (_, input, fields) => {
    expect(validatePlacement(r, input)).toEqual(fields);
  });
  it('a wall piece: on its wall, facing in, under the ceiling', () => {
    const walls = wallsOf(r.shape);
    const art = { ...piece('art', 'wall-art', 0, 0, 60, 4, 0, 80, { type: 'wall', wall: 1, elevation: 120 }), ...againstWall(walls[1]!, 200, 4) };
    expect(validatePlacement(r, art)).toEqual({});
    expect(validatePlacement(r, { ...art, surface: { type: 'wall', wall: 1, elevation: 200 } })).toEqual({ 'surface.elevation': 'The piece would reach above the ceiling.' });
    expect(validatePlacement(r, { ...art, x: 250 })).toEqual({ surface: "A wall piece must hang on its wall, between the wall's ends, facing into the room." });
    expect(validatePlacement(r, { ...art, rotation: 0 })).toEqual({ surface: "A wall piece must hang on its wall, between the wall's ends, facing into the room." });
  });
  it('a piece in the L\'s cut-out is outside', () => {
    const L = room({ type: 'L', width: 600, length: 500, cut: { corner: 'ne', width: 200, length: 150 } });
    expect(validatePlacement(L, { ...ok, x: 500, y: 70 })).toMatchObject({ x: 'The piece would stand outside the walls: move it into the room.' });
  });
});

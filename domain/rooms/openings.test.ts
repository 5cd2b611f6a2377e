import { describe, expect, it } from 'vitest';
import { newOpening } from './openings';
import { parseRoom, type Room } from './room';

const room = (openings: Room['openings'] = []): Room => ({
  name: 'Living Room', shape: { type: 'rectangle', width: 500, length: 400 }, ceiling: 250, openings, floor: { material: 'oak', colour: 'walnut' }, wallColour: 'white',
});

describe('a new opening in the room', () => {
  it('goes centred on the longest free stretch, at the standard size, and the room stays valid', () => {
    const door = newOpening(room(), 'door')!;
    // The north wall (index 0) is 500 cm: the door is centred on it.
    expect(door).toEqual({ id: 'door-1', type: 'door', wall: 0, offset: 207, width: 86, height: 203, sill: 0, hinge: 'left', swing: 'in' });
    const window = newOpening(room([door]), 'window')!;
    // The south wall (500 cm, free) beats the two stretches beside the door (207 cm each).
    expect(window).toMatchObject({ id: 'window-2', type: 'window', wall: 2, offset: 190, width: 120, height: 120, sill: 90 });
    expect(parseRoom(room([door, window])).room).not.toBeNull();
  });

  it('narrows to the free stretch, and is refused where nothing fits or the room has its most openings', () => {
    const wide = (wall: number, width: number) => ({ id: `w-${wall}`, type: 'window' as const, wall, offset: 0, width, height: 100, sill: 90, hinge: 'left' as const, swing: 'in' as const });
    // Every wall but 60 cm of the east one taken: a 40 cm window (10 cm of wall each side).
    const crowded = room([wide(0, 500), wide(1, 340), wide(2, 500), wide(3, 400)]);
    expect(newOpening(crowded, 'window')).toMatchObject({ wall: 1, offset: 350, width: 40 });
    expect(newOpening(room([wide(0, 500), wide(1, 400), wide(2, 500), wide(3, 400)]), 'door')).toBeNull();
    const many = room(Array.from({ length: 20 }, (_, i) => ({ ...wide(i % 4, 30), id: `o-${i}`, offset: Math.floor(i / 4) * 40 })));
    expect(newOpening(many, 'door')).toBeNull();
  });
});

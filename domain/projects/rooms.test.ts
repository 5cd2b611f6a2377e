import { describe, expect, it } from 'vitest';
import { roomTypeById, roomTypes } from './rooms';
import { isRemodel } from './questionnaire';
import { isRoomType, roomKinds } from '../catalogue/models3d';

describe('room types (part 2 §7)', () => {
  it('keeps the first HOUSE_STYLE label of each of the ten room names, in their order', () => {
    expect(roomTypes().map((r) => `${r.id} ${r.name}`)).toEqual(['1 Living Room', '2 Open', '3 Bedroom', '4 Home Office', '6 Dining Room', '7 Hallway', '8 Outdoor', '9 Kids Bedroom', '5 Kitchen', '22 Bathroom']);
    expect(roomTypeById('21')).toBeUndefined();
    expect(roomTypes().filter((r) => isRemodel(r.id)).map((r) => r.name)).toEqual(['Kitchen', 'Bathroom']);
  });

  it('shows each room as a rendered room of its own type (a kitchen is not a dresser, a bathroom not a mirror)', () => {
    const typeOf = (name: string) => /^\/media\/rooms\/([a-z-]+)\.webp$/.exec(roomTypes().find((r) => r.name === name)!.picture)?.[1];
    for (const room of roomTypes()) expect(isRoomType(typeOf(room.name)), room.name).toBe(true);
    expect(new Set(roomTypes().map((r) => r.picture)).size).toBe(roomTypes().length);
    expect(typeOf('Kitchen')).toBe('kitchen');
    expect(typeOf('Bathroom')).toBe('bathroom');
    expect(roomKinds(typeOf('Hallway') as 'hallway')).toContain('console');
  });
});

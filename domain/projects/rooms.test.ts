import { describe, expect, it } from 'vitest';
import { roomTypeById, roomTypes } from './rooms';
import { isRemodel } from './questionnaire';

describe('room types (part 2 §7)', () => {
  it('keeps the first HOUSE_STYLE label of each of the ten room names, in their order', () => {
    expect(roomTypes().map((r) => `${r.id} ${r.name}`)).toEqual(['1 Living Room', '2 Open', '3 Bedroom', '4 Home Office', '6 Dining Room', '7 Hallway', '8 Outdoor', '9 Kids Bedroom', '5 Kitchen', '22 Bathroom']);
    expect(roomTypeById('21')).toBeUndefined();
    expect(roomTypes().filter((r) => isRemodel(r.id)).map((r) => r.name)).toEqual(['Kitchen', 'Bathroom']);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRoom } from '../rooms/defaults';
import { diyRoom } from './diy-room';

const ft = (feet: number, inches = 0) => ({ feet, inches });

describe('the room of a DIY project (issue 23)', () => {
  it('takes the measurements in feet and inches, in centimetres', () => {
    const { room, measured } = diyRoom('Bedroom', { MEASUREMENTS: { width: ft(12, 6), length: ft(14), ceiling: ft(9) } });
    expect(measured).toBe(true);
    expect(room.shape).toEqual({ type: 'rectangle', width: 381, length: 426.7 });
    expect(room.ceiling).toBe(274.3);
  });

  it('else a size written in the room details, else the room type’s default', () => {
    const written = diyRoom('Living Room', { ROOM_DETAILS: { remark: 'About 4.2m x 3.6m with a bay window' } });
    expect(written.measured).toBe(true);
    expect(written.room.shape).toMatchObject({ width: 420, length: 360 });
    const none = diyRoom('Living Room', { ROOM_DETAILS: { remark: 'Bright, two doors' } });
    expect(none).toEqual({ room: defaultRoom('Living Room'), measured: false });
    expect(diyRoom('Living Room', {}).measured).toBe(false);
  });

  it('does not trust a stored answer the step would refuse, nor a size the room model does not take', () => {
    expect(diyRoom('Bedroom', { MEASUREMENTS: { width: ft(-12), length: ft(14), ceiling: ft(9) } })).toEqual({ room: defaultRoom('Bedroom'), measured: false });
    expect(diyRoom('Bedroom', { MEASUREMENTS: 'big' }).measured).toBe(false);
    // 3 ft is allowed by the step but no room is 91 cm wide: the default's size, the measured ceiling.
    const tiny = diyRoom('Bedroom', { MEASUREMENTS: { width: ft(3), length: ft(14), ceiling: ft(9) } });
    expect(tiny.room.shape).toMatchObject({ width: defaultRoom('Bedroom').shape.width, length: defaultRoom('Bedroom').shape.length });
    expect(tiny.room.ceiling).toBe(274.3);
    expect(tiny.measured).toBe(true);
  });
});

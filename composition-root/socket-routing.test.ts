import { describe, expect, it } from 'vitest';
import { ownerSlot, roomOfUpgrade } from './socket-routing';

describe('sticky sockets by room', () => {
  it('reads the room from the upgrade path: canvas boards and fulfilment rooms, nothing else', () => {
    expect(roomOfUpgrade('/ws/canvas/b-1?key=abc')).toBe('canvas:b-1');
    expect(roomOfUpgrade('/ws/canvas/b%2D1')).toBe('canvas:b-1');
    expect(roomOfUpgrade('/ws/of/mb-9/u-2')).toBe('of:mb-9');
    expect(roomOfUpgrade('/ws/of/mb-9/u-3')).toBe('of:mb-9');
    expect(roomOfUpgrade('/ws/inbox')).toBeNull();
    expect(roomOfUpgrade('/ws/canvas/a/b')).toBeNull();
    expect(roomOfUpgrade('/ws/canvas/%E0%A4%A')).toBe('canvas:%E0%A4%A');
    expect(roomOfUpgrade(undefined)).toBeNull();
  });

  it('gives every room one owner among the slots, spread over all of them', () => {
    expect(ownerSlot('canvas:x', 1)).toBe(0);
    const owners = Array.from({ length: 200 }, (_, i) => ownerSlot(`canvas:board-${i}`, 2));
    expect(owners.every((o) => o === 0 || o === 1)).toBe(true);
    expect(owners.filter((o) => o === 0).length).toBeGreaterThan(60);
    expect(owners.filter((o) => o === 1).length).toBeGreaterThan(60);
    expect(ownerSlot('canvas:board-7', 2)).toBe(ownerSlot('canvas:board-7', 2));
  });
});

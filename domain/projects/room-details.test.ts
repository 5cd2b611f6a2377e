import { describe, expect, it } from 'vitest';
import { roomMessages } from '../rooms/room';
import { defaultRoom } from '../rooms/defaults';
import { formatLength } from '../rooms/units';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { answerSchema } from './answers';
import type { NeedEvent } from './need';
import { type NeedCommand, needDecider } from './need.decide';

/** ROOM DETAILS with the room the client measured on the plan editor (issue 23). */
const now = '2026-11-22T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v-1' };
const spec = specFor(needDecider);
const drafted: NeedEvent = { type: 'NeedDrafted', data: { needId: '9', packageId: 'pk1', owner: { kind: 'visitor', visitorId: 'v-1' }, room: { roomTypeId: '1', name: 'Living Room' }, createdAt: now } };
const answer = (a: Record<string, unknown>) => ({ type: 'AnswerNeedStep', data: { needId: '9', step: 'ROOM_DETAILS', answer: a }, metadata: { commandId: 'c1', now, actor: visitor } }) as NeedCommand;

const lRoom = {
  name: 'Den',
  shape: { type: 'L', width: 600, length: 450, cut: { corner: 'ne', width: 200, length: 150 } },
  ceiling: 260,
  openings: [
    { id: 'door-1', type: 'door', wall: 5, offset: 50, width: 86, height: 203 },
    { id: 'window-2', type: 'window', wall: 4, offset: 100, width: 120, height: 120, sill: 90 },
  ],
  floor: { material: 'oak', colour: 'natural-oak' },
  wallColour: '#aabbcc',
};
const schema = answerSchema('ROOM_DETAILS', 'Living Room', null) as unknown as { parse: (v: unknown) => { room?: { openings: unknown[] } & Record<string, unknown>; roomUnits?: string }; safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } };

describe('ROOM DETAILS with a measured room', () => {
  it('takes the answer without a room as before, and with a whole room, checked and in centimetres', () => {
    expect(schema.parse({ remark: 'Sunny' })).toEqual({ remark: 'Sunny' });
    const kept = schema.parse({ remark: 'Sunny', room: lRoom, roomUnits: 'ftin' });
    expect(kept.room).toMatchObject({ shape: lRoom.shape, ceiling: 260, wallColour: '#aabbcc' });
    expect(kept.room!.openings[0]).toEqual({ ...lRoom.openings[0], sill: 0, hinge: 'left', swing: 'in' });
    expect(kept.roomUnits).toBe('ftin');
    // A room type's default is a valid measured room.
    expect(schema.safeParse({ remark: 'x', room: defaultRoom('bedroom') }).success).toBe(true);
    // The required fields keep their messages.
    expect(schema.safeParse({ room: lRoom }).error?.issues[0]?.message).toBe('Please tell us about the room');
  });

  const bad: Array<[string, (r: typeof lRoom) => unknown, string, string]> = [
    ['a negative side', (r) => ({ ...r, shape: { ...r.shape, width: -300 } }), 'room.shape.width', roomMessages.side('width')],
    ['a zero side', (r) => ({ ...r, shape: { ...r.shape, length: 0 } }), 'room.shape.length', roomMessages.side('length')],
    ['an absurd side (100 m)', (r) => ({ ...r, shape: { ...r.shape, width: 10_000 } }), 'room.shape.width', roomMessages.side('width')],
    ['a side that is not a number', (r) => ({ ...r, shape: { ...r.shape, width: 'wide' } }), 'room.shape.width', roomMessages.side('width')],
    ['an opening off its wall', (r) => ({ ...r, openings: [r.openings[0], { ...r.openings[1], offset: 500 }] }), 'room.openings.1.offset', roomMessages.offWall(600)],
    ['a window above the ceiling', (r) => ({ ...r, openings: [r.openings[0], { ...r.openings[1], height: 200 }] }), 'room.openings.1.height', roomMessages.aboveCeiling('window')],
    ['an L cut leaving too little', (r) => ({ ...r, shape: { ...r.shape, cut: { corner: 'ne', width: 550, length: 150 } } }), 'room.shape.cut.width', roomMessages.cut('width')],
  ];
  it.each(bad)('%s: a field message, nothing saved', (_what, change, field, message) => {
    const error = spec([drafted]).when(answer({ remark: 'Measured', room: change(lRoom) })).thenThrows('ANSWER_INVALID');
    expect(error.fields?.[field]).toBe(message);
    expect(error.message).toBe(message);
  });

  it('the side message names the limits in both units', () => {
    expect(roomMessages.side('width')).toBe(`The room's width must be between 1 m and 30 m (${formatLength(100)} to ${formatLength(3000)}).`);
  });

  it('saves the measured room with the answer in one NeedStepAnswered; the same again appends nothing', () => {
    spec([drafted]).when(answer({ remark: 'Measured', room: lRoom })).then([
      { type: 'NeedStepAnswered', data: { needId: '9', step: 'ROOM_DETAILS', answer: { remark: 'Measured', room: schema.parse({ remark: 'x', room: lRoom }).room }, answeredAt: now } },
    ]);
    const saved: NeedEvent = { type: 'NeedStepAnswered', data: { needId: '9', step: 'ROOM_DETAILS', answer: { remark: 'Measured', room: schema.parse({ remark: 'x', room: lRoom }).room }, answeredAt: now } };
    spec([drafted, saved]).when(answer({ remark: 'Measured', room: lRoom })).then([]);
    // As the store gives it back: the same answer with its keys in another order.
    const reorder = (v: unknown): unknown => (Array.isArray(v) ? v.map(reorder) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reorder(x)])) : v);
    spec([drafted, reorder(saved) as NeedEvent]).when(answer({ remark: 'Measured', room: lRoom })).then([]);
  });
});

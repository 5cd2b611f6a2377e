import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, parseClientMessage, pickColor, presenceColors } from './protocol';

const entry = { ids: [], changed: {}, unchanged: {}, action: 'drag', uuid: 'uuid-0001' };

describe('socket protocol v1', () => {
  it.each([
    [{ v: 1, type: 'sync', data: 'AAEC' }],
    [{ v: 1, type: 'change', boardId: 'mb0123456789abcdef', actor: 'u1', entry, changes: ['AAEC'] }],
    [{ v: 1, type: 'live', msgCode: 1, msgContent: { type: 'mouse', pointer: { x: 1, y: 2 }, zoom: 0.3 } }],
    [{ v: 1, type: 'live', msgContent: { type: 'initUser', onlineId: 'o1' } }],
    [{ v: 1, type: 'live', msgContent: { type: 'user', ids: ['a', 'b'], hide: false } }],
    [{ v: 1, type: 'live', msgContent: { type: 'undo', uuid: 'x' } }],
    [{ v: 1, type: 'ping' }],
  ])('accepts %j', (message) => {
    expect(parseClientMessage(JSON.stringify(message))).toMatchObject({ ok: true });
  });
  it.each([
    ['not json', '{nope', 'This message is not valid JSON'],
    ['an unknown type', JSON.stringify({ v: 1, type: 'shout' }), 'Invalid message'],
    ['another version', JSON.stringify({ v: 2, type: 'ping' }), 'Unsupported protocol version'],
    ['a bad live type', JSON.stringify({ v: 1, type: 'live', msgContent: { type: 'dance' } }), 'Invalid message: msgContent.type'],
    ['a pointer that is not a number', JSON.stringify({ v: 1, type: 'live', msgContent: { type: 'mouse', pointer: { x: 'a', y: 1 } } }), 'Invalid message'],
    ['extra fields', JSON.stringify({ v: 1, type: 'ping', evil: true }), 'Invalid message'],
    ['bad base64', JSON.stringify({ v: 1, type: 'sync', data: '<script>' }), 'Invalid base64'],
    ['a change without bytes', JSON.stringify({ v: 1, type: 'change', boardId: 'mb0123456789abcdef', actor: 'u1', entry, changes: [] }), 'Invalid message: changes'],
    ['an oversized frame', 'x'.repeat(MAX_MESSAGE_BYTES + 1), 'This message is too large'],
    ['an oversized presence frame', JSON.stringify({ v: 1, type: 'live', msgContent: { type: 'user', ids: ['a'.repeat(70_000)] } }), 'This message is too large'],
  ])('refuses %s', (_name, text, error) => {
    const result = parseClientMessage(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(error);
  });
  it('hands out the 11 colours without repeats, then any', () => {
    const used: string[] = [];
    for (let i = 0; i < 11; i++) used.push(pickColor(used));
    expect(new Set(used).size).toBe(11);
    expect(presenceColors).toContain(pickColor(used));
  });
});

import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../canvas/sync/protocol';
import { parseInboxClientMessage } from '../messaging/live/protocol';
import { parseClientFrame } from '../orders/sync/protocol';
import { assertCleanInput } from './input.server';
import { jsonTextTooDeep, MAX_JSON_DEPTH, parseJsonWithin, tooDeepMessage, tooDeepMessageOf } from './json-depth';

const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('JSON depth (issue 20)', () => {
  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more, in text and in values`, () => {
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(nestedObject(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(() => assertCleanInput(JSON.parse(nested(MAX_JSON_DEPTH)))).not.toThrow();
    expect(() => assertCleanInput(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toThrow(tooDeepMessage);
    // Brackets inside strings (escaped quotes included) are text, not nesting.
    expect(jsonTextTooDeep(JSON.stringify({ a: '['.repeat(500), b: '\\"{{{{'.repeat(100) }))).toBe(false);
    expect(parseJsonWithin(nested(10_000))).toEqual({ ok: false, problem: 'depth' });
    expect(parseJsonWithin('{"a": ')).toEqual({ ok: false, problem: 'syntax' });
    expect(parseJsonWithin('[{"type":"SITE"}]')).toEqual({ ok: true, value: [{ type: 'SITE' }] });
  });

  it('checks input of any depth without overflowing the stack: a clear 400, never a RangeError', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    let thrown: unknown;
    try {
      assertCleanInput({ body: deep });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ status: 400, code: 'TOO_DEEP', message: tooDeepMessage });
    // Within the limit, the characters are still checked by field.
    expect(() => assertCleanInput({ list: [{ value: 'a\u0000b' }] })).toThrow(expect.objectContaining({ fields: { 'list[0].value': expect.any(String) } }));
    expect(() => assertCleanInput(JSON.parse(nested(MAX_JSON_DEPTH - 1, '"ok"')))).not.toThrow();
  });

  it('every socket protocol refuses a deeply nested frame with a message (a page message nested 8,000 deep would overflow the relay)', () => {
    const message = tooDeepMessageOf('message');
    expect(parseClientMessage(`{"v":1,"type":"live","msgContent":${nestedObject(5_000)}}`)).toEqual({ ok: false, error: message });
    expect(parseInboxClientMessage(`{"v":1,"type":"refresh","x":${nested(200)}}`)).toEqual({ ok: false, error: message });
    const room = { moodboardId: 'mb1', sender: 'u1' };
    expect(parseClientFrame(`{"moodboardId":"mb1","sender":"u1","msgCode":1,"msgContent":${nested(7_900)}}`, room)).toEqual({ ok: false, error: message });
    expect(parseClientFrame(`{"moodboardId":"mb1","sender":"u1","msgCode":1,"msgContent":${nested(10)}}`, room)).toMatchObject({ ok: true });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_INBOX_FRAME_BYTES, parseInboxClientMessage, parseInboxServerMessage } from './protocol';

describe('inbox socket protocol v1', () => {
  it.each([[{ v: 1, type: 'ping' }], [{ v: 1, type: 'pong' }], [{ v: 1, type: 'refresh' }]])('accepts %j', (message) => {
    expect(parseInboxClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
  });

  it.each([
    ['not json', '{nope', 'This message is not valid JSON'],
    ['an unknown type', JSON.stringify({ v: 1, type: 'send', text: 'hi' }), 'Invalid message'],
    ['another version', JSON.stringify({ v: 2, type: 'ping' }), 'Unsupported protocol version'],
    ['extra fields (a user id to listen as)', JSON.stringify({ v: 1, type: 'refresh', userId: 'someone-else' }), 'Invalid message'],
    ['an oversized frame', JSON.stringify({ v: 1, type: 'ping', pad: 'x'.repeat(MAX_INBOX_FRAME_BYTES) }), 'This message is too large'],
  ])('refuses %s', (_name, text, error) => {
    const result = parseInboxClientMessage(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(error);
  });

  it('reads the server’s frames of its own version only', () => {
    expect(parseInboxServerMessage(JSON.stringify({ v: 1, type: 'notices', notices: { unread: 1, newest: null } }))).toMatchObject({ type: 'notices' });
    expect(parseInboxServerMessage(JSON.stringify({ v: 1, type: 'render', renderId: 'r1', status: 'running', attempt: 1 }))).toMatchObject({ type: 'render', renderId: 'r1' });
    expect(parseInboxServerMessage(JSON.stringify({ v: 2, type: 'notices' }))).toBeNull();
    expect(parseInboxServerMessage(JSON.stringify({ v: 1, type: 'whatever' }))).toBeNull();
    expect(parseInboxServerMessage('nope')).toBeNull();
    expect(parseInboxServerMessage('null')).toBeNull();
  });
});

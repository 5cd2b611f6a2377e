import { describe, expect, it } from 'vitest';
import { isLocalPeer } from './peer';

describe('isLocalPeer', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('takes %s straight from this machine as local', (address) => {
    expect(isLocalPeer({ address, proxied: false })).toBe(true);
  });
  it.each(['10.0.0.5', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.5', 'fe80::1', '2001:db8::1', '', '127.0.0.1.evil', '1127.0.0.1'])('refuses %s', (address) => {
    expect(isLocalPeer({ address, proxied: false })).toBe(false);
  });
  it('refuses a loopback peer that forwards for someone else (a local reverse proxy)', () => {
    expect(isLocalPeer({ address: '127.0.0.1', proxied: true })).toBe(false);
  });
  it('refuses when the host did not say', () => {
    expect(isLocalPeer(undefined)).toBe(false);
  });
});

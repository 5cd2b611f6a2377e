import { describe, expect, it } from 'vitest';
import { chromeOf } from './route-chrome';

describe('a page’s chrome from its routes’ handles', () => {
  it('is the full shell unless a route asks for less; bare wins over no top bar', () => {
    expect(chromeOf([undefined, {}])).toBe('full');
    expect(chromeOf([undefined, { topBar: true }])).toBe('full');
    expect(chromeOf([undefined, { topBar: false }])).toBe('no-top-bar');
    expect(chromeOf([{ bare: true }, { topBar: false }])).toBe('bare');
    expect(chromeOf([null, 'x', 3])).toBe('full');
  });
});

import { describe, expect, it } from 'vitest';
import { relativeDateLabel } from './relative-date';

const now = new Date('2026-11-23T18:30:00Z');

describe('relative-date labels', () => {
  it.each([
    ['2026-11-23T09:05:00Z', 0, '09:05'],
    ['2026-11-23T18:29:00Z', 0, '18:29'],
    ['2026-11-22T23:59:00Z', 0, '1 day ago'],
    ['2026-11-20T10:00:00Z', 0, '3 days ago'],
    ['2026-11-17T10:00:00Z', 0, '6 days ago'],
    ['2026-11-16T10:00:00Z', 0, '1 Week'],
    ['2026-11-10T10:00:00Z', 0, '1 Week'],
    ['2026-11-09T10:00:00Z', 0, 'Nov 9, 2026'],
    ['2025-12-31T10:00:00Z', 0, 'Dec 31, 2025'],
    // The viewer's calendar: 06:00 UTC is still the 22nd at UTC−7, so yesterday there.
    ['2026-11-23T06:00:00Z', -420, '1 day ago'],
    ['2026-11-23T08:00:00Z', -420, '01:00'],
    // A clock a little ahead of ours: still today.
    ['2026-11-23T18:31:00Z', 0, '18:31'],
  ])('%s at offset %i → %s', (iso, offset, label) => expect(relativeDateLabel(iso, now, offset)).toBe(label));

  it('is empty for a date it cannot read', () => expect(relativeDateLabel('not a date', now)).toBe(''));
});

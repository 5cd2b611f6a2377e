import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../tests/support/unzip';
import { crc32, zipArchive } from './zip';

describe('zipArchive', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  const entries = [
    { name: 'README.txt', data: 'Your Roomcraft data\n' },
    { name: 'boards/Séjour côté jardin.json', data: JSON.stringify({ objects: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'sofa' })) }) },
    { name: 'boards/plan.pdf', data: new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)) },
    { name: 'empty.csv', data: '' },
  ];

  it('writes entries that read back byte for byte (deflated when smaller, stored otherwise)', () => {
    const archive = zipArchive(entries, new Date(Date.UTC(2026, 10, 28, 12, 30, 10)));
    const read = unzip(archive);
    expect([...read.keys()]).toEqual(entries.map((e) => e.name));
    for (const e of entries) expect(read.get(e.name)!.equals(Buffer.from(typeof e.data === 'string' ? Buffer.from(e.data) : e.data))).toBe(true);
    // The JSON repeats itself, so it was deflated: the archive is smaller than what it holds.
    expect(archive.length).toBeLessThan(Buffer.byteLength(entries[1].data as string));
  });

  it('is read by the system unzip too, when there is one', () => {
    if (!existsSync('/usr/bin/unzip')) return console.warn('zip.test: /usr/bin/unzip is not installed; the archive was checked with the test reader only');
    const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      writeFileSync(join(dir, 'a.zip'), zipArchive(entries));
      const listing = execFileSync('/usr/bin/unzip', ['-t', join(dir, 'a.zip')], { encoding: 'utf8' });
      expect(listing).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses names that would leave the archive\'s folder, and repeated names', () => {
    expect(() => zipArchive([{ name: '../etc/passwd', data: 'x' }])).toThrow(/usable entry name/);
    expect(() => zipArchive([{ name: '/abs', data: 'x' }])).toThrow(/usable entry name/);
    expect(() => zipArchive([{ name: 'a', data: 'x' }, { name: 'a', data: 'y' }])).toThrow(/Two entries/);
  });
});

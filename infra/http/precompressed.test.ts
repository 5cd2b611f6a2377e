import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompressed';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes .br and .gz beside the text and WebAssembly files worth it, whose bytes decode to the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    folders.push(dir);
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
    fs.writeFileSync(path.join(dir, 'entry-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'module-def456.wasm'), Buffer.alloc(8192, 7));
    fs.writeFileSync(path.join(dir, 'tiny-0001.js'), 'export {};\n');
    fs.writeFileSync(path.join(dir, 'photo-0002.png'), Buffer.alloc(4096, 1));
    // Random bytes do not compress: no variant larger than the file.
    fs.writeFileSync(path.join(dir, 'noise-0003.css'), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));

    expect(await precompressFolder(dir)).toBe(4);
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['entry-abc123.js', 'entry-abc123.js.br', 'entry-abc123.js.gz', 'module-def456.wasm', 'module-def456.wasm.br', 'module-def456.wasm.gz', 'noise-0003.css', 'photo-0002.png', 'tiny-0001.js'].sort(),
    );
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'entry-abc123.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'entry-abc123.js.gz'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'module-def456.wasm.gz'))).equals(Buffer.alloc(8192, 7))).toBe(true);
  });

  it('does nothing for a folder that is not there', async () => {
    expect(await precompressFolder(path.join(os.tmpdir(), 'no-such-folder-precompress'))).toBe(0);
  });
});

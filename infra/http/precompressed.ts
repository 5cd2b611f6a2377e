import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

/**
 * Hashed build files compressed once, at build time, instead of by the
 * compression middleware on every request (ADR 070). A new visitor's first page
 * fetches the shell's scripts, and the editor Automerge's 3.6 MB WebAssembly:
 * gzipping that one file on the fly cost about 77 ms of the server's CPU per
 * request.
 */

/** What is worth compressing: text and WebAssembly (pictures and fonts are compressed already). */
const compressible = new Set(['.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.map', '.txt', '.html']);
const minBytes = 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`
 * (one level, as Vite's `assets/` folder is), where the result is smaller.
 * Returns how many variants it wrote.
 */
export async function precompressFolder(dir: string): Promise<number> {
  if (!fs.existsSync(dir)) return 0;
  const names = fs.readdirSync(dir).filter((name) => compressible.has(path.extname(name)));
  let written = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const bytes = fs.readFileSync(file);
      if (bytes.length < minBytes) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzip(bytes, { level: 9 }),
      ]);
      for (const [suffix, variant] of [['.br', br], ['.gz', gz]] as const)
        if (variant.length < bytes.length) {
          fs.writeFileSync(file + suffix, variant);
          written += 1;
        }
    }),
  );
  return written;
}

const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the variants `precompressFolder` wrote through `files` (the folder's
 * static-file handler, so caching, ETags, 304 and HEAD are the plain files'): a
 * GET or HEAD of a file that has one, from a client that accepts its encoding
 * (q-values honoured, brotli preferred), gets it with `Content-Encoding` and the
 * original's type; anything else goes on (to the plain static files). Only names
 * listed when the app starts are looked at, so a request never reaches another path.
 */
export function precompressedFiles(dir: string, files: RequestHandler): RequestHandler {
  const names = fs.existsSync(dir) ? new Set(fs.readdirSync(dir)) : new Set<string>();
  const variants = new Map<string, (typeof encodings)[number][]>();
  for (const name of names) {
    const has = encodings.filter((e) => names.has(name + e.suffix));
    if (has.length > 0 && compressible.has(path.extname(name))) variants.set(name, has);
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const has = variants.get(name);
    if (!has) return next();
    res.vary('Accept-Encoding');
    const encoding = has.find((e) => req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    // `send` keeps a Content-Type already set, so the variant goes out as what it encodes.
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding.name);
    const original = req.url;
    const query = original.indexOf('?');
    req.url = `/${name}${encoding.suffix}${query >= 0 ? original.slice(query) : ''}`;
    return files(req, res, (error?: unknown) => {
      // The variant went missing after start: the plain file, as it is.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      req.url = original;
      next(error);
    });
  };
}

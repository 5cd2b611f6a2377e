import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, signedUploadSeconds, type SignedPut, type Storage, type StoredObject } from './port';

/** The site path the local folder's files are served at (and signed uploads PUT to). */
export const localFilesPath = '/files';

/** What a signed local upload URL carries, as the PUT handler reads it back. */
export interface LocalUploadGrant {
  key: string;
  contentType: string;
  expiresAt: number;
  /** The most the PUT may hold, when the URL names it. */
  maxBytes: number | null;
}

export type LocalGrantProblem = 'missing' | 'expired' | 'tampered';

/**
 * Files in a folder (DATA_DIR/files by default), served by the app at /files/{key}.
 * A signed upload is a PUT to the same path with `type`, `expires` and `sig`
 * (HMAC-SHA256 with a key derived from the session secret over the key, the
 * content type and the expiry): the app itself checks it, so nobody can write a
 * key they were not given, after the expiry, or with another content type.
 * Each file's content type is kept in a `.type` file beside it.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local';
  readonly bucket = 'local';
  private readonly signingKey: Buffer;

  constructor(
    readonly root: string,
    sessionSecret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.signingKey = createHmac('sha256', sessionSecret).update('storage-upload-signing').digest();
  }

  private fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, key);
    // assertStorageKey already rules out `..`; this is the belt to its braces.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key leaves the folder');
    return file;
  }

  async putObject(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${file}.${randomUUID()}.part`;
    await fs.writeFile(temp, body);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(temp, file);
  }

  async getObject(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    try {
      const [body, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')]);
      return { body, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async deleteObject(key: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.type`, { force: true });
  }

  private signature(key: string, contentType: string, expiresAt: number, maxBytes: number | null): Buffer {
    return createHmac('sha256', this.signingKey).update(`PUT\n${key}\n${contentType}\n${expiresAt}${maxBytes === null ? '' : `\n${maxBytes}`}`).digest();
  }

  signedPutUrl(key: string, contentType: string, expiresIn = signedUploadSeconds, maxBytes?: number): SignedPut {
    assertStorageKey(key);
    const expiresAt = Math.floor(this.now() / 1000) + expiresIn;
    const max = maxBytes ?? null;
    const query = new URLSearchParams({ type: contentType, expires: String(expiresAt), ...(max === null ? {} : { max: String(max) }), sig: this.signature(key, contentType, expiresAt, max).toString('base64url') });
    return { url: `${this.publicUrl(key)}?${query}`, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /**
   * The upload a signed PUT may make, or why not: the signature must match the
   * key, the content type in the URL (which the request's Content-Type must
   * equal; the caller checks that) and the expiry, and the expiry must not have passed.
   */
  verifyUpload(key: string, query: URLSearchParams): LocalUploadGrant | LocalGrantProblem {
    const contentType = query.get('type');
    const expires = query.get('expires');
    const sig = query.get('sig');
    const max = query.get('max');
    if (!contentType || !expires || !sig || !/^\d{1,12}$/.test(expires) || (max !== null && !/^\d{1,10}$/.test(max))) return 'missing';
    const expiresAt = Number(expires);
    const maxBytes = max === null ? null : Number(max);
    const given = Buffer.from(sig, 'base64url');
    const expected = this.signature(key, contentType, expiresAt, maxBytes);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
    if (expiresAt * 1000 <= this.now()) return 'expired';
    return { key, contentType, expiresAt, maxBytes };
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${localFilesPath}/${key}`;
  }
}

/**
 * Where files live: a folder under DATA_DIR (default) or an S3-compatible
 * bucket. Keys are relative paths checked by `assertStorageKey`; the adapters
 * never see a key that could leave their folder or bucket.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface SignedPut {
  /** Where to PUT the bytes (absolute for S3, a path on this site for the local folder). */
  url: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly (the content type is part of the signature). */
  headers: Record<string, string>;
  /** When the URL stops working (ISO time). */
  expiresAt: string;
}

export interface Storage {
  /** `local` or `s3`: how this storage is reached. */
  readonly kind: 'local' | 's3';
  /** The bucket's name (the local folder answers `local`). */
  readonly bucket: string;
  putObject(key: string, body: Buffer, contentType: string, options?: { cacheControl?: string }): Promise<void>;
  /** The object, or null when there is none. */
  getObject(key: string): Promise<StoredObject | null>;
  deleteObject(key: string): Promise<void>;
  /**
   * A URL that lets its holder PUT one object of `contentType` at `key` until it expires (default 300 s).
   * `maxBytes`: the most the PUT may hold (the local folder refuses more; an S3 presigned PUT cannot say).
   */
  signedPutUrl(key: string, contentType: string, expiresIn?: number, maxBytes?: number): SignedPut;
  /** The address browsers read the object at. */
  publicUrl(key: string): string;
}

/** The spec's signed upload URL lifetime (part 2 §9): 300 s. */
export const signedUploadSeconds = 300;

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}){0,7}$/;

/** Whether `key` is a storage key we write: segments of letters, digits, `.`, `_`, `-`, no `..`, at most 8 deep. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.split('/').some((s) => s === '.' || s === '..' || s.includes('..'));
}

/**
 * Files only their own routes serve, to those who may see them: room photos (issue 23, /design/photo/…) and
 * proposal renders (/media/proposal-renders/…), AI renders and their room photos (/media/ai-renders/…). The public file route, the image proxy and board pictures refuse them.
 */
export const privateKeyPrefixes = ['room-photos/', 'proposal-renders/', 'case-pictures/', 'post-pictures/', 'ai-renders/'] as const;
export const isPrivateStorageKey = (key: string) => privateKeyPrefixes.some((p) => key.startsWith(p));

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local';
import type { Storage } from './port';
import { S3Storage } from './s3';

export type { SignedPut, Storage, StoredObject } from './port';
export { isStorageKey, isPrivateStorageKey, signedUploadSeconds } from './port';
export { LocalStorage, localFilesPath } from './local';
export { S3Storage } from './s3';

const stores = new WeakMap<object, Storage>();

/** The configured storage (STORAGE=local|s3); one per runtime. */
export function storageFor(runtime: { config: Config; sessionSecret: string }): Storage {
  let storage = stores.get(runtime);
  if (!storage) {
    storage = createStorage(runtime.config, runtime.sessionSecret);
    stores.set(runtime, storage);
  }
  return storage;
}

export function createStorage(config: Config, sessionSecret: string): Storage {
  if (config.STORAGE === 's3') {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return new LocalStorage(config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'files'), sessionSecret);
}

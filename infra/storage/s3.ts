import { assertStorageKey, signedUploadSeconds, type SignedPut, type Storage, type StoredObject } from './port';
import { presignUrl, signRequest, uriEncode, type SigV4Credentials } from './sigv4';

export interface S3Settings extends SigV4Credentials {
  /** e.g. https://s3.us-east-1.amazonaws.com or a MinIO address; path-style addressing (`{endpoint}/{bucket}/{key}`). */
  endpoint: string;
  bucket: string;
  /** Where browsers read objects (a CDN or the bucket's public address); default `{endpoint}/{bucket}`. */
  publicUrl?: string;
  /** Milliseconds a storage call may take. */
  timeoutMs?: number;
}

/** A storage call the bucket refused: the status and S3's error code, never the credential. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
    this.name = 'S3Error';
  }
}

/**
 * An S3-compatible bucket over plain HTTP with SigV4 (no AWS SDK): PutObject,
 * GetObject, DeleteObject and presigned PUT URLs. Only these four calls are
 * used, so only they need to work on another S3-speaking server.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly credentials: SigV4Credentials;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' };
  }

  private objectUrl(key: string): URL {
    assertStorageKey(key);
    const base = this.settings.endpoint.replace(/\/+$/, '');
    return new URL(`${base}/${uriEncode(this.bucket)}/${uriEncode(key, true)}`);
  }

  private async send(operation: string, method: string, key: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Response> {
    const url = this.objectUrl(key);
    const signed = signRequest(this.credentials, { method, url, headers, body });
    const { host: _host, ...sent } = signed;
    const response = await fetch(url, { method, headers: sent, body: body ? new Uint8Array(body) : undefined, redirect: 'error', signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000) });
    if (response.ok || (operation === 'GetObject' && response.status === 404)) return response;
    const text = await response.text().catch(() => '');
    throw new S3Error(response.status, /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? 'Unknown', operation);
  }

  async putObject(key: string, body: Buffer, contentType: string, options: { cacheControl?: string } = {}): Promise<void> {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (options.cacheControl) headers['cache-control'] = options.cacheControl;
    await this.send('PutObject', 'PUT', key, headers, body);
  }

  async getObject(key: string): Promise<StoredObject | null> {
    const response = await this.send('GetObject', 'GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async deleteObject(key: string): Promise<void> {
    await this.send('DeleteObject', 'DELETE', key);
  }

  signedPutUrl(key: string, contentType: string, expiresIn = signedUploadSeconds): SignedPut {
    const now = new Date();
    const url = presignUrl(this.credentials, { method: 'PUT', url: this.objectUrl(key), headers: { 'content-type': contentType } }, expiresIn, now);
    return { url, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString() };
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    const base = (this.settings.publicUrl ?? `${this.settings.endpoint.replace(/\/+$/, '')}/${uriEncode(this.bucket)}`).replace(/\/+$/, '');
    return `${base}/${uriEncode(key, true)}`;
  }
}

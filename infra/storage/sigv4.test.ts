import { describe, expect, it } from 'vitest';
import { canonicalRequest, presignUrl, signRequest, signatureOf, uriEncode } from './sigv4';

/**
 * The examples in AWS's "Authenticating Requests (AWS Signature Version 4)" pages for S3.
 * These are AWS's published documentation placeholders (they end in EXAMPLE and open
 * no account); the expected signatures below are the ones those pages print for them.
 */
const aws = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const date = new Date('2013-05-24T00:00:00Z');

describe('SigV4', () => {
  it('presigns a URL exactly as AWS’s example does', () => {
    const url = presignUrl(aws, { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: {} }, 86400, date);
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(new URL(url).searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
  });

  it('signs a GET with a header exactly as AWS’s example does', () => {
    const headers = signRequest(aws, { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9' } }, date);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs a presigned PUT’s content type: another type gives another signature', () => {
    const put = (type: string) =>
      new URL(presignUrl(aws, { method: 'PUT', url: new URL('https://s3.example/b/images/u1/a.png'), headers: { 'content-type': type } }, 300, date)).searchParams;
    expect(put('image/png').get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(put('image/png').get('X-Amz-Expires')).toBe('300');
    expect(put('image/png').get('X-Amz-Signature')).not.toBe(put('image/jpeg').get('X-Amz-Signature'));
  });

  it('never puts the secret in a URL or a header', () => {
    const url = presignUrl(aws, { method: 'PUT', url: new URL('https://s3.example/b/k'), headers: { 'content-type': 'image/png' } }, 300, date);
    const headers = signRequest(aws, { method: 'PUT', url: new URL('https://s3.example/b/k'), headers: {}, body: Buffer.from('x') }, date);
    expect(decodeURIComponent(url)).not.toContain(aws.secretAccessKey);
    expect(JSON.stringify(headers)).not.toContain(aws.secretAccessKey);
  });

  it('encodes as RFC 3986 wants', () => {
    expect(uriEncode("a b!'()*/~")).toBe('a%20b%21%27%28%29%2A%2F~');
    expect(uriEncode('images/u 1/x.png', true)).toBe('images/u%201/x.png');
    const { text } = canonicalRequest({ method: 'GET', path: '/', query: new URLSearchParams('b=2&a=1'), headers: { Host: 'h' }, payloadHash: 'UNSIGNED-PAYLOAD' });
    expect(text).toBe('GET\n/\na=1&b=2\nhost:h\n\nhost\nUNSIGNED-PAYLOAD');
    expect(signatureOf(aws, date, text)).toMatch(/^[0-9a-f]{64}$/);
  });
});

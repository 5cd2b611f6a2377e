import { describe, expect, it } from 'vitest';
import { bodyLimitFor, requestLimits, requestProblem } from './request-guard';

const req = (method: string, originalUrl: string, length?: number, headers: Record<string, string> = {}) => ({
  method,
  originalUrl,
  headers: { host: 'shop.local', ...(length === undefined ? {} : { 'content-length': String(length) }), ...headers },
});
const MB = 1024 * 1024;

describe('request guard body limits', () => {
  it.each([
    ['POST', '/api/cart/save', requestLimits.maxBodyBytes],
    ['POST', '/design/room', requestLimits.maxBodyBytes],
    ['PUT', '/files/incoming/images/u1/a.png', 10 * MB],
    ['POST', '/api/file/upload', 10 * MB + 256 * 1024],
    ['POST', '/api/file/uploadAndCompress', 10 * MB + 256 * 1024],
    ['POST', '/api/diymb/mb0123456789abcdef/thumbnail', 10 * MB + 256 * 1024],
    ['POST', '/api/file/svg2png/moodBoard', 9 * MB + 256 * 1024],
    ['POST', '/api/goods/review/save', 10 * MB + 256 * 1024],
    ['POST', '/marketPlace/product/SF-00001', 10 * MB + 256 * 1024],
    ['POST', '/marketPlace/product/SF-00001.data', 10 * MB + 256 * 1024],
    // Only those methods and exact paths: a look-alike keeps the ordinary limit.
    ['POST', '/files/incoming/images/u1/a.png', requestLimits.maxBodyBytes],
    ['POST', '/api/file/upload/more', requestLimits.maxBodyBytes],
    ['POST', '/api/file/uploadX', requestLimits.maxBodyBytes],
    ['POST', '/api/diymb/a/b/thumbnail', requestLimits.maxBodyBytes],
    ['POST', '/marketPlace/product/SF-00001/reviews', requestLimits.maxBodyBytes],
    ['POST', '/api/goods/review/query', requestLimits.maxBodyBytes],
  ])('%s %s may send %i bytes', (method, path, limit) => {
    expect(bodyLimitFor(method, path)).toBe(limit);
    expect(requestProblem(req(method, path, limit))).toBeNull();
    expect(requestProblem(req(method, path, limit + 1))).toEqual({ status: 413, message: 'The request is too large.' });
  });

  it('still wants a length for a chunked upload, and refuses another site’s PUT', () => {
    expect(requestProblem(req('PUT', '/files/incoming/images/u1/a.png', undefined, { 'transfer-encoding': 'chunked' }))?.status).toBe(411);
    expect(requestProblem(req('PUT', '/files/incoming/images/u1/a.png', 10, { origin: 'https://evil.example' }))?.status).toBe(403);
  });
});

describe('request guard addresses (issue 20)', () => {
  it('refuses a target that is not a path, and a Host or forwarded host that makes no address', () => {
    for (const target of ['http://%zz/ws/inbox', 'http://example.com/', '*', 'x'])
      expect(requestProblem(req('GET', target)), target).toEqual({ status: 400, message: 'The address is not valid.' });
    for (const headers of <Record<string, string>[]>[{ host: 'x:99999' }, { host: '[::1' }, { host: 'a b' }, { host: '' }, { host: '%zz' }, { 'x-forwarded-host': 'evil:99999' }, { 'x-forwarded-host': 'a,b:70000' }, { 'x-forwarded-host': 'a/b' }])
      expect(requestProblem(req('GET', '/', undefined, headers)), JSON.stringify(headers)).toEqual({ status: 400, message: 'The host is not valid.' });
    for (const headers of <Record<string, string>[]>[{ host: 'shop.local:3000' }, { host: '[::1]:3000' }, { host: '127.0.0.1' }, { 'x-forwarded-host': 'shop.example, proxy.internal:8080' }])
      expect(requestProblem(req('GET', '//x:99999/', undefined, headers)), JSON.stringify(headers)).toBeNull();
  });
});

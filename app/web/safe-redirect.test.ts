import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/client/update/info', '/client/update/info'],
    ['/marketPlace/index?keywords=sofa&page=2', '/marketPlace/index?keywords=sofa&page=2'],
    ['/marketPlace/product/g00001#reviews', '/marketPlace/product/g00001#reviews'],
    ['/a/../client', '/client'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-site path %s', (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/client'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash backslash slash', '/\\/evil.example'],
    ['tab between slashes (the decoded %2F%09%2F)', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['a newline inside (%0A)', '/client\nSet-Cookie: x=1'],
    ['NUL', '/client\u0000'],
    ['absolute http URL', 'http://evil.example/'],
    ['absolute https URL', 'https://evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,hi'],
    ['a relative path', 'client'],
    ['empty', ''],
    ['not a string', 42],
    ['undefined', undefined],
    ['very long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, to) => {
    expect(safeRedirect(to)).toBe('/');
    expect(safeRedirect(to, '/client')).toBe('/client');
  });

  it('takes values as URLSearchParams decodes them (the percent-encoded attacks)', () => {
    for (const query of ['redirectTo=%2F%09%2Fevil.example', 'redirectTo=%2F%5Cevil.example', 'redirectTo=%2F%2Fevil.example', 'redirectTo=%0A'])
      expect(safeRedirect(new URLSearchParams(query).get('redirectTo'))).toBe('/');
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { verifiedSubject, type Endpoints } from '../../app/identity/server/oauth-client.server';
import { atFileEnd } from '../support/cleanup';

/** A provider's published key set over real HTTP, and tokens signed with its key or another. */
const setup = (async () => {
  const good = await generateKeyPair('RS256');
  const forged = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(good.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  atFileEnd(() => new Promise<void>((r) => server.close(() => r())));
  const issuer = 'http://issuer.test';
  const endpoints: Endpoints = {
    authorize: '', token: '', userinfo: '', issuer,
    jwks: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`,
  };
  const sign = (key: CryptoKey, claims: Record<string, unknown>, audience = 'client-1') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setAudience(audience).setSubject('user-42').setIssuedAt().setExpirationTime('5m').sign(key);
  return { endpoints, sign, good: good.privateKey, forged: forged.privateKey };
})();

describe('ID token verification', () => {
  it('accepts a token signed with the provider’s published key', async () => {
    const { endpoints, sign, good } = await setup;
    expect(await verifiedSubject(await sign(good, { nonce: 'n1' }), endpoints, 'client-1', 'n1')).toBe('user-42');
  });

  it('refuses a token signed with another key, for another client, or with another nonce', async () => {
    const { endpoints, sign, good, forged } = await setup;
    await expect(verifiedSubject(await sign(forged, { nonce: 'n1' }), endpoints, 'client-1', 'n1')).rejects.toThrow(/signature/);
    await expect(verifiedSubject(await sign(good, { nonce: 'n1' }, 'client-2'), endpoints, 'client-1', 'n1')).rejects.toThrow(/aud/);
    await expect(verifiedSubject(await sign(good, { nonce: 'n2' }), endpoints, 'client-1', 'n1')).rejects.toThrow('ID token nonce does not match');
    await expect(verifiedSubject(await sign(good, { nonce: 'n1' }), { ...endpoints, jwks: null }, 'client-1', 'n1')).rejects.toThrow(/published keys/);
  });
});

import { expect } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { hashPassword } from '../../infra/identity/secrets';
import type { Runtime } from '../../infra/runtime';
import { ApiClient } from './http-app';
import { demoPassword } from '../../composition-root/demo/accounts';

export const clientPassword = 'correct horse battery';
let made = 0;
let hashed: Promise<string> | undefined;

/**
 * The scrypt hash of `clientPassword`, made once per test file: the accounts the
 * helpers register share it (scrypt is slow on purpose); every sign-in still checks it.
 */
export const clientPasswordHash = () => (hashed ??= hashPassword(clientPassword));

/** A verified client account of its own (a fresh id each call). */
export async function newClientAccount(runtime: Runtime, prefix: string) {
  const userId = `${prefix}-${++made}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await clientPasswordHash(), roles: ['client'], username: 'Client', verifiedBy: 'system' }, { actor: system });
  return { userId, email };
}

/** A verified client, signed in through the JSON API from an address of its own. */
export async function signedInClient(runtime: Runtime, base: string, prefix: string) {
  const { userId, email } = await newClientAccount(runtime, prefix);
  const api = new ApiClient(base, null, `198.51.${100 + (made % 50)}.${(made % 200) + 1}`);
  expect((await api.call('/client/login', { email, password: clientPassword })).success).toBe(true);
  return Object.assign(api, { userId, email });
}

/** A POST as this client, with an optional Idempotency-Key, leaving its token alone. */
export async function postAs(client: ApiClient, path: string, body: Record<string, unknown>, idempotencyKey?: string) {
  const res = await fetch(`${client.base}/api${path}`, {
    method: 'POST',
    headers: { authorization: client.token!, 'content-type': 'application/json', 'x-forwarded-for': client.address, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}

/** A staff account of its own (a fresh id each call), signed in through the JSON API: for the console's calls. */
export async function signedInStaff(runtime: Runtime, base: string, prefix = 'staff') {
  const userId = `${prefix}-${++made}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${userId}@example.com`;
  const system = { kind: 'system' } as const;
  await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await clientPasswordHash(), roles: ['staff'], username: 'Staff', verifiedBy: 'system' }, { actor: system });
  const api = new ApiClient(base, null, `198.51.${100 + (made % 50)}.${(made % 200) + 1}`);
  expect((await api.call('/client/login', { email, password: clientPassword })).success).toBe(true);
  return Object.assign(api, { userId, email });
}

/** A demo account (staff@, analyst@, client@roomcraft.local) signed in through the JSON API from its own address. */
export async function signedInDemo(base: string, email: string, address: string): Promise<ApiClient> {
  const api = new ApiClient(base, null, address);
  expect((await api.call('/client/login', { email, password: demoPassword })).success, email).toBe(true);
  return api;
}

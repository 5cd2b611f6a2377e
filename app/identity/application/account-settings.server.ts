import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { identityCommands } from '../../../domain/identity/commands';
import { addressFields, flagField, mobileField, providerField, usernameField } from '../../../domain/identity/fields';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getAddress } from '../../../projections/identity/addresses';
import { parseWith } from '../../web/api.server';

/**
 * The account-settings use cases, shared by the JSON API (/client/manage/*) and
 * the account pages: each validates its input, runs its command and says what
 * changed. They take the runtime, not a Remix request.
 */
export interface Caller {
  userId: string;
  actor: Actor;
}

const addressIdField = z.string({ required_error: 'Please choose an address' }).trim().min(1, 'Please choose an address').max(64);
const addressSchema = addressFields.extend({
  /** Absent (or "new") for a new address. */
  id: z.string().trim().max(64).optional(),
  isDefault: flagField('isDefault').default(false),
});

export async function updateProfile(runtime: Runtime, caller: Caller, input: unknown) {
  const { username } = parseWith(z.object({ username: usernameField }), input);
  await runtime.execute(identityCommands.UpdateProfile, { userId: caller.userId, username }, { actor: caller.actor });
  return { username };
}

export async function setMobile(runtime: Runtime, caller: Caller, input: unknown) {
  const { mobile } = parseWith(z.object({ mobile: mobileField }), input);
  await runtime.execute(identityCommands.SetMobile, { userId: caller.userId, mobile }, { actor: caller.actor });
  return { mobile };
}

export async function removeMobile(runtime: Runtime, caller: Caller) {
  await runtime.execute(identityCommands.RemoveMobile, { userId: caller.userId }, { actor: caller.actor });
  return { mobile: null };
}

export type ContactPreference = 'openAd' | 'openReceive';

/** Marketing (openAd) or project (openReceive) e-mails on or off; `input` holds the flag under its own name. */
export async function setContactPreference(runtime: Runtime, caller: Caller, preference: ContactPreference, input: unknown) {
  const on: boolean = parseWith(z.object({ [preference]: flagField(preference) }), input)[preference];
  await runtime.execute(identityCommands.ChangeContactPreferences, { userId: caller.userId, [preference]: on }, { actor: caller.actor });
  return { [preference]: on } as Record<ContactPreference, boolean>;
}

/** Adds an address, or changes one of the caller's own (another's id is not found). */
export async function saveAddress(runtime: Runtime, caller: Caller, input: unknown) {
  const { id, isDefault, ...fields } = parseWith(addressSchema, input);
  const existing = id && id !== 'new' ? id : null;
  if (existing && !(await getAddress(runtime.db, caller.userId, existing))) throw new NotFoundError('ADDRESS_NOT_FOUND', 'Address not found');
  const addressId = existing ?? randomUUID();
  await runtime.execute(identityCommands.SaveAddress, { userId: caller.userId, address: { ...fields, id: addressId }, makeDefault: isDefault }, { actor: caller.actor });
  return { addressId, created: !existing };
}

export async function deleteAddress(runtime: Runtime, caller: Caller, input: unknown) {
  const { id } = parseWith(z.object({ id: addressIdField }), input);
  await runtime.execute(identityCommands.DeleteAddress, { userId: caller.userId, addressId: id }, { actor: caller.actor });
}

export async function setDefaultAddress(runtime: Runtime, caller: Caller, input: unknown) {
  const { id } = parseWith(z.object({ id: addressIdField }), input);
  await runtime.execute(identityCommands.SetDefaultAddress, { userId: caller.userId, addressId: id }, { actor: caller.actor });
}

/** Unlinks a social provider; the password still signs in. */
export async function unlinkProvider(runtime: Runtime, caller: Caller, input: unknown) {
  const { type } = parseWith(z.object({ type: providerField }), input);
  await runtime.execute(identityCommands.UnlinkSocialAuth, { userId: caller.userId, provider: type }, { actor: caller.actor });
}

export async function closeTip(runtime: Runtime, caller: Caller, input: unknown) {
  const { type } = parseWith(z.object({ type: z.string({ required_error: 'Please give a tip type' }).trim().min(1, 'Please give a tip type').max(60) }), input);
  await runtime.execute(identityCommands.CloseTip, { userId: caller.userId, tip: type }, { actor: caller.actor });
}

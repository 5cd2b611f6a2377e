import { z } from 'zod';
import { DomainError, IllegalStateError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { hashField, providerField, timestampField, userIdField } from './fields';
import { evolveOAuthKey, expiredKeyMessage, initialOAuthKeyState, type OAuthKeyEvent, type OAuthKeyState, oauthKeyUsable } from './oauth-key';

export const receiveOAuthIdentitySchema = z.object({
  keyHash: hashField,
  provider: providerField,
  subject: z.string().min(1).max(255),
  email: z.string().max(254).default(''),
  emailVerified: z.boolean().default(false),
  name: z.string().max(200).default(''),
  expiresAt: timestampField,
});
export const useOAuthKeySchema = z.object({ keyHash: hashField, userId: userIdField });

export type OAuthKeyCommand =
  | Command<'ReceiveOAuthIdentity', z.infer<typeof receiveOAuthIdentitySchema>>
  | Command<'UseOAuthKey', z.infer<typeof useOAuthKeySchema>>;

export class ExpiredKeyError extends DomainError {
  constructor() {
    super('validation', 'EXPIRE_KEY', expiredKeyMessage);
  }
}

export function decideOAuthKey(command: OAuthKeyCommand, state: OAuthKeyState): OAuthKeyEvent[] {
  switch (command.type) {
    case 'ReceiveOAuthIdentity':
      if (state.status !== 'none') throw new IllegalStateError('OAUTH_KEY_EXISTS', 'This sign-in key already exists');
      return [{ type: 'OAuthIdentityReceived', data: command.data }];
    case 'UseOAuthKey': {
      const key = state.status === 'none' ? null : { usedAt: state.status === 'used' ? 'used' : null, expiresAt: state.expiresAt };
      if (!oauthKeyUsable(key, new Date(command.metadata.now))) throw new ExpiredKeyError();
      return [{ type: 'OAuthKeyUsed', data: { ...command.data, usedAt: command.metadata.now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const oauthKeyDecider: Decider<OAuthKeyState, OAuthKeyCommand, OAuthKeyEvent> = {
  initialState: initialOAuthKeyState,
  evolve: evolveOAuthKey,
  decide: decideOAuthKey,
};

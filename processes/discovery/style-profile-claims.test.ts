import { describe, it } from 'vitest';
import { workflowSpec } from '../testing';
import { styleProfileClaims } from './style-profile-claims';

const at = '2026-11-27T09:00:00.000Z';
const answers = { images: 'i1c', images2: 'i2c', images3: 'i3c', color: 'c3', patterns: 'pa3' };
const later = { images: 'i1a', images2: 'i2a', images3: 'i3a', color: 'c1', patterns: 'pa1' };
const profile = { topStyle: 'Modern' as const, runnerUp: null, shares: [{ style: 'Modern' as const, share: 100 }] };
const saved = (kind: 'visitor' | 'user', id: string, a = answers, savedAt = at) => ({ type: 'StyleProfileSaved' as const, data: { owner: { kind, id }, answers: a, profile, savedAt } });
const started = (visitorId: string, userId: string) => ({
  type: 'SessionStarted' as const,
  data: { sessionId: 's1', userId, visitorId, tokenHash: 'h', method: 'password' as const, startedAt: at, expiresAt: at },
});

describe('style profile claims', () => {
  it('at sign-in, the visitor’s latest quiz becomes the account’s profile', () => {
    workflowSpec(styleProfileClaims)
      .given([saved('visitor', 'v-1'), saved('visitor', 'v-1', later, '2026-11-27T09:05:00.000Z')])
      .when(started('v-1', 'u-ada'))
      .then([{ command: 'ClaimStyleProfile', input: { owner: { kind: 'user', id: 'u-ada' }, visitorId: 'v-1', answers: later, savedAt: '2026-11-27T09:05:00.000Z' }, key: 'style-profile' }]);
  });

  it('claims nothing for a visitor without a quiz, nor another visitor’s or a client’s profile, nor twice', () => {
    workflowSpec(styleProfileClaims).given([saved('visitor', 'v-2'), saved('user', 'u-bob')]).when(started('v-1', 'u-ada')).then([]);
    workflowSpec(styleProfileClaims).given([saved('visitor', 'v-1'), started('v-1', 'u-ada')]).when(started('v-1', 'u-ada')).then([]);
  });
});

import { describe, it } from 'vitest';
import type { IdeaRef } from '../../domain/ideas/idea-boards';
import { workflowSpec } from '../testing';
import { ideaClaims } from './idea-claims';

const at = '2026-11-28T09:00:00.000Z';
const theCase = { kind: 'case' as const, refId: 'demo-1-1' };
const chair = { kind: 'product' as const, refId: 'g00001' };
const saved = (kind: 'visitor' | 'user', id: string, item: IdeaRef = theCase, savedAt = at) => ({ type: 'IdeaSaved' as const, data: { owner: { kind, id }, boardId: 'b', item, savedAt } });
const removed = (id: string, item: IdeaRef = theCase) => ({ type: 'IdeasRemoved' as const, data: { owner: { kind: 'visitor' as const, id }, boardId: 'b', items: [item] } });
const started = (visitorId: string, userId: string) => ({
  type: 'SessionStarted' as const,
  data: { sessionId: 's1', userId, visitorId, tokenHash: 'h', method: 'password' as const, startedAt: at, expiresAt: at },
});

describe('idea claims', () => {
  it('at sign-in, the visitor’s saves (not those they unsaved) move to the account', () => {
    workflowSpec(ideaClaims)
      .given([saved('visitor', 'v-1'), saved('visitor', 'v-1', chair), removed('v-1')])
      .when(started('v-1', 'u-ada'))
      .then([{ command: 'ClaimIdeas', input: { owner: { kind: 'user', id: 'u-ada' }, visitorId: 'v-1', items: [{ ...chair, savedAt: at }] }, key: 'ideas' }]);
  });

  it('claims nothing for a visitor without saves, nor another visitor’s or a client’s, nor twice', () => {
    workflowSpec(ideaClaims).given([saved('visitor', 'v-2'), saved('user', 'u-bob')]).when(started('v-1', 'u-ada')).then([]);
    workflowSpec(ideaClaims).given([saved('visitor', 'v-1'), started('v-1', 'u-ada')]).when(started('v-1', 'u-ada')).then([]);
  });
});

import { describe, it } from 'vitest';
import { workflowSpec } from '../testing';
import { aiBoardClaims } from './ai-board-claims';

const at = '2026-11-28T09:00:00.000Z';
const brief = { room: 'Bedroom' as const, roomTypeId: '3', style: 'Modern' as const, budgetCents: 100_000, photo: null };
const composed = (boardId: string, diyId: string, owner: { kind: 'visitor'; visitorId: string } | { kind: 'client'; clientId: string }) => ({
  type: 'AiBoardComposed' as const,
  data: { boardId, owner, diyId, brief, slots: [], totalCents: 0, composedAt: at },
});
const claimed = (diyId: string) => ({ type: 'DiyProjectClaimed' as const, data: { diyId, visitorId: 'v-1', clientId: 'u-ada', claimedAt: at } });

describe('AI board claims', () => {
  it('when its DIY project is claimed at sign-in, each visitor AI board made on it is claimed too', () => {
    workflowSpec(aiBoardClaims)
      .given([composed('ab1', 'dy1', { kind: 'visitor', visitorId: 'v-1' })])
      .when(claimed('dy1'))
      .then([{ command: 'ClaimAiBoard', input: { boardId: 'ab1', visitorId: 'v-1', clientId: 'u-ada' }, key: 'ab1' }]);
  });

  it('claims nothing for another DIY project or a client’s board', () => {
    workflowSpec(aiBoardClaims).given([composed('ab1', 'dy2', { kind: 'visitor', visitorId: 'v-1' })]).when(claimed('dy1')).then([]);
    workflowSpec(aiBoardClaims).given([composed('ab1', 'dy1', { kind: 'client', clientId: 'u-ada' })]).when(claimed('dy1')).then([]);
  });
});

import type { BoardSnapshot, ProposalEvent } from '../../domain/review/proposal';
import { defineReactor } from '../process';

/**
 * Stills of each published board's room (issue 23, ADR 038): when a version is
 * published, the composition root's effect renders every board's room from the
 * viewpoint rule's 2–3 viewpoints (1600×900 WebP, in a child process), keeps
 * the files and answers `AttachProposalRenders` per board. The effect's key is
 * derived from the event, so a replay or a retried step renders nothing twice;
 * a board whose render fails is logged and left without stills — publishing
 * is never undone by it. The version's designer (or staff) may ask for them
 * again (`RenderProposalAgain` → `ProposalRendersRequested`): the same effect
 * under that event's key, the boards read from the published version.
 */
export const proposalRendersEffect = 'render-proposal-stills';

/**
 * The version as published: its boards from the event itself when it is the
 * publishing (the read models may not show it yet); none when asked again
 * later (the effect reads the published version).
 */
export interface ProposalStillsInput {
  proposalId: string;
  needId: string;
  version: number;
  boards?: BoardSnapshot[];
}

export const proposalRenders = defineReactor<Extract<ProposalEvent, { type: 'ProposalPublished' | 'ProposalRendersRequested' }>>()({
  name: 'proposal-renders',
  handles: ['ProposalPublished', 'ProposalRendersRequested'],
  fromNow: true,
  react: (e) => {
    const { proposalId, needId, version } = e.data;
    const input: ProposalStillsInput = e.type === 'ProposalPublished' ? { proposalId, needId, version, boards: e.data.boards } : { proposalId, needId, version };
    return [{ effect: proposalRendersEffect, input, key: 'stills' }];
  },
});

import type { BoardSnapshot, ProposalEvent } from '../../domain/review/proposal';
import { defineReactor } from '../process';

/**
 * Stills of each published board's room (issue 23, ADR 038): when a version is
 * published, the composition root's effect renders every board's room from the
 * viewpoint rule's 2–3 viewpoints (1600×900 WebP, in a child process), keeps
 * the files and answers `AttachProposalRenders` per board. The effect's key is
 * derived from the event, so a replay or a retried step renders nothing twice;
 * a board whose render fails is logged and left without stills — publishing
 * is never undone by it.
 */
export const proposalRendersEffect = 'render-proposal-stills';

/** The version as published (from the event itself: the read models may not show it yet). */
export interface ProposalStillsInput {
  proposalId: string;
  needId: string;
  version: number;
  boards: BoardSnapshot[];
}

export const proposalRenders = defineReactor<Extract<ProposalEvent, { type: 'ProposalPublished' }>>()({
  name: 'proposal-renders',
  handles: ['ProposalPublished'],
  fromNow: true,
  react: (e) => [{ effect: proposalRendersEffect, input: { proposalId: e.data.proposalId, needId: e.data.needId, version: e.data.version, boards: e.data.boards } satisfies ProposalStillsInput, key: 'stills' }],
});

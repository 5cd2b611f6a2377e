import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { type BoardSnapshot, evolveProposal, initialProposalState, type ProposalEvent } from './proposal';
import { type ProposalCommand, proposalDecider, staleReviewMessage } from './proposal.decide';

const spec = specFor(proposalDecider);
const now = '2026-11-23T10:00:00.000Z';
const user = (userId: string, role: 'client' | 'designer' | 'staff'): Actor => ({ kind: 'user', userId, email: `${userId}@x.test`, roles: [role] });
const designer = user('des-1', 'designer');
const client = user('cli-1', 'client');
const stranger = user('cli-2', 'client');
const otherDesigner = user('des-2', 'designer');
const staff = user('st-1', 'staff');
const cmd = <T extends ProposalCommand['type']>(type: T, data: Extract<ProposalCommand, { type: T }>['data'], actor: Actor = designer) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor } }) as ProposalCommand;

const B1 = 'mb0000000000000001';
const B2 = 'mb0000000000000002';
const B3 = 'mb0000000000000003';
const B9 = 'mb0000000000000009';
const snap = (boardId: string, objects = 1): BoardSnapshot => ({
  boardId, name: 'Living room', clientNotes: '', background: { width: 1921, height: 1081, overlaySrc: null, fill: '#ffffff' }, roomName: null,
  objects: Array.from({ length: objects }, (_, i) => ({
    id: `o${i}`, type: 'product' as const, z: i, ownerId: 'des-1', left: 0, top: 0, width: 100, height: 100, scaleX: 1, scaleY: 1, angle: 0, flipX: false, flipY: false, originX: 'left' as const, originY: 'top' as const,
    objMeta: { id: `o${i}`, type: 'product' as const, price: 10, name: 'Sofa', productId: `g${i}`, displayImg: null, customCategory: null, source: null, vendor: null, goodsCategory: null, originImg: null, groupStatus: null },
  })),
});
const boards = [snap(B1), snap(B2, 0)];
const drafted: ProposalEvent = { type: 'ProposalDrafted', data: { proposalId: 'pr1', needId: '7', clientId: 'cli-1', designerId: 'des-1', version: 1, boardIds: [B1, B2], draftedAt: now } };
const published: ProposalEvent = { type: 'ProposalPublished', data: { proposalId: 'pr1', needId: '7', version: 1, boards, publishedAt: now } };
const reviewed = (overall: string, rowVer: number): ProposalEvent => ({ type: 'ClientReviewSaved', data: { proposalId: 'pr1', overall, rowVer, savedAt: now } });

describe('proposals', () => {
  it('the assigned designer (or staff) drafts; nobody else', () => {
    const data = { proposalId: 'pr1', needId: '7', clientId: 'cli-1', designerId: 'des-1', version: 1, boardIds: [B1, B2, B1] };
    spec([]).when(cmd('DraftProposal', data)).then([{ ...drafted }]);
    spec([]).when(cmd('DraftProposal', data, staff)).then([drafted]);
    spec([]).when(cmd('DraftProposal', data, otherDesigner)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('DraftProposal', data, client)).thenThrows('FORBIDDEN');
    spec([drafted]).when(cmd('DraftProposal', data)).then([]);
  });

  it('a draft is invisible to the client and to other designers; boards change only while drafting', () => {
    spec([drafted]).when(cmd('SaveClientReview', { proposalId: 'pr1', overall: 'x', rowVer: 0 }, client)).thenThrows('PROPOSAL_NOT_FOUND');
    spec([drafted]).when(cmd('SetProposalBoards', { proposalId: 'pr1', boardIds: [B3] }, otherDesigner)).thenThrows('PROPOSAL_NOT_FOUND');
    spec([drafted]).when(cmd('SetProposalBoards', { proposalId: 'pr1', boardIds: [B3] })).then([{ type: 'ProposalBoardsSet', data: { proposalId: 'pr1', boardIds: [B3], setAt: now } }]);
    spec([drafted, published]).when(cmd('SetProposalBoards', { proposalId: 'pr1', boardIds: [B3] })).thenThrows('PROPOSAL_PUBLISHED');
    spec([drafted, published]).when(cmd('SetProposalBoards', { proposalId: 'pr1', boardIds: [B3] }, client)).thenThrows('FORBIDDEN');
  });

  it('publishing needs a board and happens once', () => {
    spec([drafted]).when(cmd('PublishProposal', { proposalId: 'pr1', boards })).then([published]);
    spec([drafted, published]).when(cmd('PublishProposal', { proposalId: 'pr1', boards })).then([]);
    const empty: ProposalEvent = { type: 'ProposalBoardsSet', data: { proposalId: 'pr1', boardIds: [], setAt: now } };
    spec([drafted, empty]).when(cmd('PublishProposal', { proposalId: 'pr1', boards: [] })).thenThrows('NO_BOARDS');
    // The snapshots must be the proposal's boards, in order, and not all empty.
    spec([drafted]).when(cmd('PublishProposal', { proposalId: 'pr1', boards: [snap(B2), snap(B1)] })).thenThrows('BOARDS_CHANGED');
    spec([drafted]).when(cmd('PublishProposal', { proposalId: 'pr1', boards: [snap(B1)] })).thenThrows('BOARDS_CHANGED');
    spec([drafted]).when(cmd('PublishProposal', { proposalId: 'pr1', boards: [snap(B1, 0), snap(B2, 0)] })).thenThrows('EMPTY_BOARDS');
    spec([drafted]).when(cmd('PublishProposal', { proposalId: 'pr1', boards }, client)).thenThrows('PROPOSAL_NOT_FOUND');
  });

  it('the overall review carries its row version: a stale save is refused, a retried one is a no-op', () => {
    spec([drafted, published]).when(cmd('SaveClientReview', { proposalId: 'pr1', overall: 'Love it', rowVer: 0 }, client)).then([reviewed('Love it', 1)]);
    spec([drafted, published, reviewed('Love it', 1)]).when(cmd('SaveClientReview', { proposalId: 'pr1', overall: 'Love it, but', rowVer: 1 }, client)).then([reviewed('Love it, but', 2)]);
    const stale = spec([drafted, published, reviewed('Love it', 1)]).when(cmd('SaveClientReview', { proposalId: 'pr1', overall: 'Other tab', rowVer: 0 }, client)).thenThrows('STALE_REVIEW');
    expect(stale.message).toBe(staleReviewMessage);
    expect(stale.status).toBe(409);
    spec([drafted, published, reviewed('Love it', 1)]).when(cmd('SaveClientReview', { proposalId: 'pr1', overall: 'Love it', rowVer: 0 }, client)).then([]);
    spec([drafted, published]).when(cmd('SaveClientReview', { proposalId: 'pr1', overall: 'Mine', rowVer: 0 }, stranger)).thenThrows('PROPOSAL_NOT_FOUND');
  });

  it('revisions and approvals belong to the client of a published proposal', () => {
    const asked: ProposalEvent = { type: 'ProposalRevisionAsked', data: { proposalId: 'pr1', needId: '7', revisionId: 'r1', note: 'Warmer colours', askedAt: now } };
    spec([drafted, published]).when(cmd('AskProposalRevision', { proposalId: 'pr1', revisionId: 'r1', note: 'Warmer colours' }, client)).then([asked]);
    spec([drafted, published, asked]).when(cmd('AskProposalRevision', { proposalId: 'pr1', revisionId: 'r1', note: 'Warmer colours' }, client)).then([]);
    spec([drafted, published, asked]).when(cmd('AskProposalRevision', { proposalId: 'pr1', revisionId: 'r2', note: 'Again' }, client)).thenThrows('REVISION_REFUSED');
    spec([drafted, published, asked]).when(cmd('ApproveMoodBoard', { proposalId: 'pr1', boardId: B1 }, client)).thenThrows('REVISION_ASKED');
    const approved: ProposalEvent = { type: 'MoodBoardApproved', data: { proposalId: 'pr1', needId: '7', boardId: B2, approvedAt: now } };
    spec([drafted, published]).when(cmd('ApproveMoodBoard', { proposalId: 'pr1', boardId: B2 }, client)).then([approved]);
    spec([drafted, published, approved]).when(cmd('ApproveMoodBoard', { proposalId: 'pr1', boardId: B2 }, client)).then([]);
    spec([drafted, published]).when(cmd('ApproveMoodBoard', { proposalId: 'pr1', boardId: B9 }, client)).thenThrows('BOARD_NOT_FOUND');
    spec([drafted, published]).when(cmd('ApproveMoodBoard', { proposalId: 'pr1', boardId: B2 }, designer)).thenThrows('PROPOSAL_NOT_FOUND');
    // One of two boards approved: the version is still with the client (a revision may still be asked); both: it is approved.
    spec([drafted, published, approved]).when(cmd('AskProposalRevision', { proposalId: 'pr1', revisionId: 'r3', note: 'x' }, client)).then([{ type: 'ProposalRevisionAsked', data: { proposalId: 'pr1', needId: '7', revisionId: 'r3', note: 'x', askedAt: now } }]);
    const approvedB1: ProposalEvent = { type: 'MoodBoardApproved', data: { proposalId: 'pr1', needId: '7', boardId: B1, approvedAt: now } };
    spec([drafted, published, approved, approvedB1]).when(cmd('AskProposalRevision', { proposalId: 'pr1', revisionId: 'r3', note: 'x' }, client)).thenThrows('REVISION_REFUSED');
    const [once, both] = [[drafted, published, approved], [drafted, published, approved, approvedB1]].map((events) => events.reduce(evolveProposal, initialProposalState()).proposal!.status);
    expect([once, both]).toEqual(['PUBLISHED', 'APPROVED']);
  });

  it('renders attach to a published version once, by the system; a draft, another version or board, a user: refused', () => {
    const system: Actor = { kind: 'system' };
    const renders = [{ view: 'across', label: 'Across the room', width: 1600, height: 900 }];
    const attach = (data: Partial<{ version: number; boardId: string }> = {}, actor: Actor = system) => cmd('AttachProposalRenders', { proposalId: 'pr1', version: 1, boardId: B1, renders, ...data }, actor);
    const attached: ProposalEvent = { type: 'ProposalRendersAttached', data: { proposalId: 'pr1', version: 1, boardId: B1, renders, attachedAt: now } };
    spec([drafted, published]).when(attach()).then([attached]);
    // Again (a retried step, a replay): nothing new.
    spec([drafted, published, attached]).when(attach()).then([]);
    spec([drafted]).when(attach()).thenThrows('NOT_PUBLISHED');
    spec([drafted, published]).when(attach({ version: 2 })).thenThrows('NOT_PUBLISHED');
    spec([drafted, published]).when(attach({ boardId: B9 })).thenThrows('BOARD_NOT_FOUND');
    spec([drafted, published]).when(attach({}, client)).thenThrows('FORBIDDEN');
    spec([drafted, published]).when(attach({}, designer)).thenThrows('FORBIDDEN');
    spec([]).when(attach()).thenThrows('PROPOSAL_NOT_FOUND');
    const state = [drafted, published, attached].reduce(evolveProposal, initialProposalState());
    expect(state.proposal?.renders).toEqual({ [B1]: renders });
  });
  it('the stills are asked for again by the version\'s designer or staff, once a minute, only once published', () => {
    const again = (actor: Actor = designer, at = now) => ({ type: 'RenderProposalAgain', data: { proposalId: 'pr1' }, metadata: { commandId: 'c1', now: at, actor } }) as ProposalCommand;
    const requested = (at = now): ProposalEvent => ({ type: 'ProposalRendersRequested', data: { proposalId: 'pr1', needId: published.data.needId, version: 1, requestedAt: at } });
    spec([drafted, published]).when(again()).then([requested()]);
    spec([drafted, published]).when(again(staff)).then([requested()]);
    spec([drafted]).when(again()).thenThrows('NOT_PUBLISHED');
    spec([drafted, published]).when(again(client)).thenThrows('FORBIDDEN');
    spec([drafted, published]).when(again(otherDesigner)).thenThrows('PROPOSAL_NOT_FOUND');
    // A minute between requests: the stills of the first are on their way.
    spec([drafted, published, requested()]).when(again(designer, '2026-11-23T10:00:59.000Z')).thenThrows('RENDERS_REQUESTED');
    spec([drafted, published, requested()]).when(again(designer, '2026-11-23T10:01:00.000Z')).then([requested('2026-11-23T10:01:00.000Z')]);
  });
});

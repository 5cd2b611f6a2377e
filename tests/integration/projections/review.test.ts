import { it } from 'vitest';
import { DEFAULT_BACKGROUND } from '../../../domain/canvas/board';
import { boardReviewStream, type BoardReviewEvent } from '../../../domain/review/board-review';
import { proposalStream, type BoardSnapshot, type ProposalEvent } from '../../../domain/review/proposal';
import { commentsTable, proposalsTable, reviewProjection } from '../../../projections/review/proposals';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type Read = ProposalEvent | BoardReviewEvent;
const p = (event: Omit<GivenEvent<ProposalEvent>, 'streamId'>) => ({ ...event, streamId: proposalStream('p1') }) as GivenEvent<Read>;
const r = (event: Omit<GivenEvent<BoardReviewEvent>, 'streamId'>) => ({ ...event, streamId: boardReviewStream('mb1') }) as GivenEvent<Read>;
const board = (boardId: string, name: string): BoardSnapshot => ({ boardId, name, clientNotes: 'Warm tones', background: { ...DEFAULT_BACKGROUND }, roomName: null, objects: [] });
const drafted = p({ type: 'ProposalDrafted', data: { proposalId: 'p1', needId: '42', clientId: 'c1', designerId: 'd1', version: 1, boardIds: ['mb1'], draftedAt: '2026-01-01T00:00:00.000Z' } });
const approved = (boardId: string, at: string) => p({ type: 'MoodBoardApproved', data: { proposalId: 'p1', needId: '42', boardId, approvedAt: at } });
const marked = (commentId: string, productId: string) =>
  r({ type: 'ProductMarked', data: { boardId: 'mb1', commentId, productId, clientId: 'c1', intent: 'KEEP', tagIds: [1, 2], content: 'Love it', markedAt: '2026-01-03T00:00:00.000Z' } });

describeProjection<Read>(reviewProjection, ({ given }) => {
  it('drafts a version with its boards (the first draft stands); sets its boards; publishes their snapshots', () =>
    given(
      drafted,
      p({ type: 'ProposalDrafted', data: { proposalId: 'p1', needId: '9', clientId: 'c9', designerId: 'd9', version: 9, boardIds: [], draftedAt: '2026-01-09T00:00:00.000Z' } }),
      p({ type: 'ProposalBoardsSet', data: { proposalId: 'p1', boardIds: ['mb1', 'mb2'], setAt: '2026-01-01T01:00:00.000Z' } }),
      p({ type: 'ProposalPublished', data: { proposalId: 'p1', needId: '42', version: 1, boards: [board('mb1', 'Living room'), board('mb2', 'Den')], publishedAt: '2026-01-02T00:00:00.000Z' } }),
    ).then({
      [proposalsTable]: [
        { proposal_id: 'p1', need_id: '42', client_id: 'c1', designer_id: 'd1', version: 1, status: 'PUBLISHED', board_ids: ['mb1', 'mb2'], boards: [board('mb1', 'Living room'), board('mb2', 'Den')], overall: '', row_ver: 0, review_saved_at: null, approved_board_ids: [], revisions: [], drafted_at: '2026-01-01T00:00:00.000Z', published_at: '2026-01-02T00:00:00.000Z' },
      ],
    }));

  it("keeps each board's stills as attached (a board's new stills replace its old ones; the other board's stay)", () => {
    const still = (view: string) => ({ view, label: view, width: 1600, height: 900 });
    const attached = (boardId: string, views: string[], at: string) =>
      p({ type: 'ProposalRendersAttached', data: { proposalId: 'p1', version: 1, boardId, renders: views.map(still), attachedAt: at } });
    return given(
      drafted,
      p({ type: 'ProposalPublished', data: { proposalId: 'p1', needId: '42', version: 1, boards: [board('mb1', 'Living room'), board('mb2', 'Den')], publishedAt: '2026-01-02T00:00:00.000Z' } }),
      attached('mb1', ['across', 'side'], '2026-01-02T00:01:00.000Z'),
      attached('mb2', ['overview'], '2026-01-02T00:02:00.000Z'),
      attached('mb1', ['across'], '2026-01-02T00:03:00.000Z'),
    ).then({ [proposalsTable]: [{ proposal_id: 'p1', renders: { mb1: [still('across')], mb2: [still('overview')] } }] });
  });

  it("keeps the client's review and every revision asked", () =>
    given(
      drafted,
      p({ type: 'ClientReviewSaved', data: { proposalId: 'p1', overall: 'Lovely', rowVer: 1, savedAt: '2026-01-03T00:00:00.000Z' } }),
      p({ type: 'ClientReviewSaved', data: { proposalId: 'p1', overall: 'Lovely, warmer', rowVer: 2, savedAt: '2026-01-04T00:00:00.000Z' } }),
      p({ type: 'ProposalRevisionAsked', data: { proposalId: 'p1', needId: '42', revisionId: 'r1', note: 'Warmer', askedAt: '2026-01-05T00:00:00.000Z' } }),
      p({ type: 'ProposalRevisionAsked', data: { proposalId: 'p1', needId: '42', revisionId: 'r2', note: 'Lighter', askedAt: '2026-01-06T00:00:00.000Z' } }),
    ).then({
      [proposalsTable]: [
        {
          proposal_id: 'p1', status: 'REVISION_ASKED', overall: 'Lovely, warmer', row_ver: 2, review_saved_at: '2026-01-04T00:00:00.000Z',
          revisions: [{ revisionId: 'r1', note: 'Warmer', askedAt: '2026-01-05T00:00:00.000Z' }, { revisionId: 'r2', note: 'Lighter', askedAt: '2026-01-06T00:00:00.000Z' }],
        },
      ],
    }));

  it('is approved once every one of its boards is (each counted once)', () =>
    given(
      drafted,
      p({ type: 'ProposalBoardsSet', data: { proposalId: 'p1', boardIds: ['mb1', 'mb2'], setAt: '2026-01-01T01:00:00.000Z' } }),
      p({ type: 'ProposalPublished', data: { proposalId: 'p1', needId: '42', version: 1, boards: [board('mb1', 'Living room'), board('mb2', 'Den')], publishedAt: '2026-01-02T00:00:00.000Z' } }),
      approved('mb1', '2026-01-03T00:00:00.000Z'),
      approved('mb1', '2026-01-03T00:00:00.000Z'),
    ).then({ [proposalsTable]: [{ proposal_id: 'p1', status: 'PUBLISHED', approved_board_ids: ['mb1'] }] }));

  it('the last board approved approves the version', () =>
    given(drafted, p({ type: 'ProposalBoardsSet', data: { proposalId: 'p1', boardIds: ['mb1', 'mb2'], setAt: '2026-01-01T01:00:00.000Z' } }), approved('mb2', '2026-01-03T00:00:00.000Z'), approved('mb1', '2026-01-04T00:00:00.000Z')).then({
      [proposalsTable]: [{ proposal_id: 'p1', status: 'APPROVED', approved_board_ids: ['mb2', 'mb1'] }],
    }));

  it("keeps the client's mark on each product (the first stands), its changes, the designer's answer and the alternatives offered", () =>
    given(
      marked('k1', 'g1'),
      marked('k1', 'g9'),
      marked('k2', 'g2'),
      r({ type: 'ProductMarkChanged', data: { boardId: 'mb1', commentId: 'k1', intent: null, tagIds: [], content: 'Not sure', changedAt: '2026-01-04T00:00:00.000Z' } }),
      r({ type: 'ProductCommentAnswered', data: { boardId: 'mb1', commentId: 'k1', designerId: 'd1', answer: 'It comes in green', answeredAt: '2026-01-05T00:00:00.000Z' } }),
      r({ type: 'AlternativesOffered', data: { boardId: 'mb1', commentId: 'k2', designerId: 'd1', goodsIds: ['g7', 'g8'], offeredAt: '2026-01-06T00:00:00.000Z' } }),
    ).then({
      [commentsTable]: [
        { comment_id: 'k1', board_id: 'mb1', product_id: 'g1', client_id: 'c1', intent: null, tag_ids: [], content: 'Not sure', answer: 'It comes in green', answered_at: '2026-01-05T00:00:00.000Z', alternatives: [], created_at: '2026-01-03T00:00:00.000Z', updated_at: '2026-01-04T00:00:00.000Z' },
        { comment_id: 'k2', board_id: 'mb1', product_id: 'g2', client_id: 'c1', intent: 'KEEP', tag_ids: [1, 2], content: 'Love it', answer: null, answered_at: null, alternatives: ['g7', 'g8'], created_at: '2026-01-03T00:00:00.000Z', updated_at: '2026-01-06T00:00:00.000Z' },
      ],
    }));
});

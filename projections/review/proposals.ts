import type { Knex } from 'knex';
import { type BoardReviewEvent, boardReviewEventTypes } from '../../domain/review/board-review';
import { type BoardSnapshot, type ProposalEvent, type ProposalRender, type ProposalStatus, proposalEventTypes } from '../../domain/review/proposal';
import type { ReviewIntent } from '../../domain/review/review-options';
import { defineProjection } from '../projection';

export const proposalsTable = 'review_proposals_v1';
export const commentsTable = 'review_comments_v1';

/** Proposals as designers and clients list them, and the product comments on each board. */
export const reviewProjection = defineProjection<ProposalEvent | BoardReviewEvent>()({
  name: 'review',
  reads: [...proposalEventTypes, ...boardReviewEventTypes],
  // A request for new stills changes no row: the stills it brings do (ProposalRendersAttached).
  handles: [...proposalEventTypes.filter((t) => t !== 'ProposalRendersRequested'), ...boardReviewEventTypes],
  ignores: ['ProposalRendersRequested'],
  tables: [proposalsTable, commentsTable],
  async apply(trx, events) {
    for (const event of events) {
      const proposal = (id: string) => trx(proposalsTable).where({ proposal_id: id });
      const comment = (id: string) => trx(commentsTable).where({ comment_id: id });
      switch (event.type) {
        case 'ProposalDrafted': {
          const d = event.data;
          await trx(proposalsTable)
            .insert({ proposal_id: d.proposalId, need_id: d.needId, client_id: d.clientId, designer_id: d.designerId, version: d.version, status: 'DRAFT', board_ids: JSON.stringify(d.boardIds), drafted_at: d.draftedAt })
            .onConflict('proposal_id')
            .ignore();
          break;
        }
        case 'ProposalBoardsSet':
          await proposal(event.data.proposalId).update({ board_ids: JSON.stringify(event.data.boardIds) });
          break;
        case 'ProposalPublished':
          await proposal(event.data.proposalId).update({ status: 'PUBLISHED', boards: JSON.stringify(event.data.boards), published_at: event.data.publishedAt });
          break;
        case 'ClientReviewSaved':
          await proposal(event.data.proposalId).update({ overall: event.data.overall, row_ver: event.data.rowVer, review_saved_at: event.data.savedAt });
          break;
        case 'ProposalRevisionAsked':
          await proposal(event.data.proposalId).update({
            status: 'REVISION_ASKED',
            revisions: trx.raw(`revisions || ?::jsonb`, [JSON.stringify([{ revisionId: event.data.revisionId, note: event.data.note, askedAt: event.data.askedAt }])]),
          });
          break;
        case 'MoodBoardApproved':
          await proposal(event.data.proposalId)
            .whereRaw('NOT approved_board_ids @> ?::jsonb', [JSON.stringify([event.data.boardId])])
            // The version is approved once every one of its boards is.
            .update({
              status: trx.raw(`CASE WHEN (approved_board_ids || ?::jsonb) @> board_ids THEN 'APPROVED' ELSE status END`, [JSON.stringify([event.data.boardId])]),
              approved_board_ids: trx.raw(`approved_board_ids || ?::jsonb`, [JSON.stringify([event.data.boardId])]),
            });
          break;
        case 'ProposalRendersAttached':
          await proposal(event.data.proposalId).update({ renders: trx.raw(`renders || ?::jsonb`, [JSON.stringify({ [event.data.boardId]: event.data.renders })]) });
          break;
        case 'ProductMarked': {
          const d = event.data;
          await trx(commentsTable)
            .insert({ comment_id: d.commentId, board_id: d.boardId, product_id: d.productId, client_id: d.clientId, intent: d.intent, tag_ids: JSON.stringify(d.tagIds), content: d.content, created_at: d.markedAt, updated_at: d.markedAt })
            .onConflict('comment_id')
            .ignore();
          break;
        }
        case 'ProductMarkChanged':
          await comment(event.data.commentId).update({ intent: event.data.intent, tag_ids: JSON.stringify(event.data.tagIds), content: event.data.content, updated_at: event.data.changedAt });
          break;
        case 'ProductCommentAnswered':
          await comment(event.data.commentId).update({ answer: event.data.answer, answered_at: event.data.answeredAt });
          break;
        case 'AlternativesOffered':
          await comment(event.data.commentId).update({ alternatives: JSON.stringify(event.data.goodsIds), updated_at: event.data.offeredAt });
          break;
      }
    }
  },
});

export interface ProposalRow {
  proposalId: string;
  needId: string;
  clientId: string;
  designerId: string;
  version: number;
  status: ProposalStatus;
  boardIds: string[];
  boards: BoardSnapshot[];
  overall: string;
  rowVer: number;
  reviewSavedAt: string | null;
  approvedBoardIds: string[];
  revisions: { revisionId: string; note: string; askedAt: string }[];
  draftedAt: string;
  publishedAt: string | null;
  /** Each published board's room stills, by board id (issue 23). */
  renders: Record<string, ProposalRender[]>;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const toProposal = (r: Record<string, any>): ProposalRow => ({
  proposalId: r.proposal_id, needId: r.need_id, clientId: r.client_id, designerId: r.designer_id, version: r.version, status: r.status,
  boardIds: r.board_ids, boards: r.boards, overall: r.overall, rowVer: r.row_ver, reviewSavedAt: iso(r.review_saved_at),
  approvedBoardIds: r.approved_board_ids, revisions: r.revisions, draftedAt: iso(r.drafted_at)!, publishedAt: iso(r.published_at),
  renders: r.renders ?? {},
});

export async function getProposal(db: Knex, proposalId: string): Promise<ProposalRow | null> {
  const r = await db(proposalsTable).where({ proposal_id: proposalId }).first();
  return r ? toProposal(r) : null;
}

/** A project's proposals, newest version first; `publishedOnly` for what its client may see. */
export async function proposalsOfNeed(db: Knex, needId: string, { publishedOnly }: { publishedOnly: boolean }): Promise<ProposalRow[]> {
  const q = db(proposalsTable).where({ need_id: needId }).orderBy('version', 'desc');
  if (publishedOnly) q.whereNot({ status: 'DRAFT' });
  return (await q).map(toProposal);
}

/** Every proposal holding a board (published or drafted), newest first. */
export async function proposalsWithBoard(db: Knex, boardId: string): Promise<ProposalRow[]> {
  return (await db(proposalsTable).whereRaw('board_ids @> ?::jsonb', [JSON.stringify([boardId])]).orderBy('version', 'desc')).map(toProposal);
}

/** Proposals with the given filters, as the JSON call lists them. */
export async function listProposals(db: Knex, where: { needId?: string; clientId?: string; designerId?: string; publishedOnly: boolean }, { start = 0, pageSize = 50 } = {}) {
  const q = db(proposalsTable).orderBy([{ column: 'need_id' }, { column: 'version', order: 'desc' }]);
  if (where.needId) q.where({ need_id: where.needId });
  if (where.clientId) q.where({ client_id: where.clientId });
  if (where.designerId) q.where({ designer_id: where.designerId });
  if (where.publishedOnly) q.whereNot({ status: 'DRAFT' });
  const total = Number((await q.clone().clearOrder().count<{ count: string }[]>({ count: '*' }))[0]?.count ?? 0);
  return { total, rows: (await q.offset(start).limit(pageSize)).map(toProposal) };
}

export interface CommentRow {
  commentId: string;
  boardId: string;
  productId: string;
  clientId: string;
  intent: ReviewIntent | null;
  tagIds: number[];
  content: string;
  answer: string | null;
  answeredAt: string | null;
  alternatives: string[];
  createdAt: string;
  updatedAt: string;
}

const toComment = (r: Record<string, any>): CommentRow => ({
  commentId: r.comment_id, boardId: r.board_id, productId: r.product_id, clientId: r.client_id, intent: r.intent, tagIds: r.tag_ids, content: r.content,
  answer: r.answer, answeredAt: iso(r.answered_at), alternatives: r.alternatives, createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});

export async function commentsOfBoards(db: Knex, boardIds: readonly string[]): Promise<CommentRow[]> {
  if (!boardIds.length) return [];
  return (await db(commentsTable).whereIn('board_id', boardIds as string[]).orderBy('created_at')).map(toComment);
}

export async function getComment(db: Knex, commentId: string): Promise<CommentRow | null> {
  const r = await db(commentsTable).where({ comment_id: commentId }).first();
  return r ? toComment(r) : null;
}

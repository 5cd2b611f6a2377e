import type { NeedEvent } from '../../domain/projects/need';
import type { ProposalEvent } from '../../domain/review/proposal';
import { defineProcess, type ProcessOutput } from '../process';
import { excerpt, notificationMail } from '../messaging/notification-mail';

/**
 * A design project's proposal mails (issue 10; a process since issue 21), to
 * those who keep project updates on: the client hears of a published version;
 * the designer of a revision asked and of a board approved. Instances are design
 * projects (every event here names its need): the room's name comes from the
 * project, each version's people from its draft.
 */
type Input = Extract<NeedEvent, { type: 'NeedDrafted' }> | Exclude<ProposalEvent, { type: 'ProposalBoardsSet' | 'ClientReviewSaved' | 'ProposalRendersAttached' | 'ProposalRendersRequested' }>;

export interface ProposalMailState {
  room: string | null;
  proposals: Record<string, { clientId: string; designerId: string; version: number }>;
}

export const proposalMails = defineProcess<Input>()({
  name: 'proposal-mails',
  fromNow: true,
  handles: ['NeedDrafted', 'ProposalDrafted', 'ProposalPublished', 'ProposalRevisionAsked', 'MoodBoardApproved'],
  instanceOf: (e) => e.data.needId,
  initialState: (): ProposalMailState => ({ room: null, proposals: {} }),
  evolve(state, e) {
    if (e.type === 'NeedDrafted') return { ...state, room: e.data.room.name };
    if (e.type === 'ProposalDrafted') {
      const { proposalId, clientId, designerId, version } = e.data;
      return { ...state, proposals: { ...state.proposals, [proposalId]: { clientId, designerId, version } } };
    }
    return state;
  },
  decide(e, state, env): ProcessOutput[] {
    if (e.type === 'NeedDrafted' || e.type === 'ProposalDrafted') return [];
    const p = state.proposals[e.data.proposalId];
    if (!p) return [];
    switch (e.type) {
      case 'ProposalPublished': {
        const room = state.room ?? 'room';
        return [
          notificationMail(p.clientId, {
            kind: 'proposal-published',
            subject: `Version ${e.data.version} of your ${room} design is ready`,
            paragraphs: [
              `Your designer published version ${e.data.version} of your ${room} design: ${e.data.boards.map((b) => b.name).join(', ')}.`,
              'Mark each product Keep, See options or Don’t want, and tell your designer what you think.',
            ],
            target: { kind: 'proposal-review', id: e.data.proposalId },
          }, env, 'mail'),
        ];
      }
      case 'ProposalRevisionAsked': {
        const subject = `Your client asked for a revision of version ${p.version}`;
        return [
          notificationMail(p.designerId, {
            kind: 'revision-asked',
            subject,
            paragraphs: [`${subject}.`, ...(e.data.note ? [`“${excerpt(e.data.note)}”`] : [])],
            target: { kind: 'project-proposals', id: e.data.needId },
          }, env, 'mail'),
        ];
      }
      case 'MoodBoardApproved': {
        const subject = `Your client approved a mood board of version ${p.version}`;
        return [notificationMail(p.designerId, { kind: 'board-approved', subject, paragraphs: [`${subject}.`], target: { kind: 'board-comments', id: e.data.boardId } }, env, 'mail')];
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  },
});

import { messagingCommands } from '../../domain/messaging/commands';
import type { NotificationMailEvent } from '../../domain/messaging/notification-mail';
import type { BoardReviewEvent } from '../../domain/review/board-review';
import type { ProposalEvent } from '../../domain/review/proposal';
import { defineProcess, type ProcessOutput } from '../process';
import { excerpt, newest, notificationMail } from '../messaging/notification-mail';

/**
 * The review's mails that come at most once an hour (issue 10; a process since
 * issue 21): the client hears of their designer's answers and alternatives on a
 * board (topic `review:<boardId>`), the designer of the client's overall review
 * of a version (topic `review-saved:<proposalId>`). The news asks
 * `RecordNotificationMail` (the domain keeps the quiet hour) and the
 * `NotificationMailSent` comes back here by its topic to be mailed. Instances are
 * a version (`proposal:<id>`: its designer and project from the draft) or a
 * board (`board:<id>`: its client from the first mark).
 */
type Input =
  | Extract<ProposalEvent, { type: 'ProposalDrafted' | 'ClientReviewSaved' }>
  | Exclude<BoardReviewEvent, { type: 'ProductMarkChanged' }>
  | NotificationMailEvent;

type News = { ref: string; answer: string } | { ref: string; alternatives: number } | { ref: string; overall: string };

export interface ReviewMailState {
  /** A version's designer, project and number. */
  version: { designerId: string; needId: string; number: number } | null;
  /** A board's client. */
  clientId: string | null;
  news: News[];
}

const hourMs = 60 * 60 * 1000;
const topics = { board: 'review:', proposal: 'review-saved:' } as const;

export const reviewMails = defineProcess<Input>()({
  name: 'review-mails',
  fromNow: true,
  handles: ['ProposalDrafted', 'ClientReviewSaved', 'ProductMarked', 'ProductCommentAnswered', 'AlternativesOffered', 'NotificationMailSent'],
  instanceOf: (e) => {
    switch (e.type) {
      case 'ProposalDrafted':
      case 'ClientReviewSaved':
        return `proposal:${e.data.proposalId}`;
      case 'NotificationMailSent': {
        const { topic } = e.data;
        if (topic.startsWith(topics.board)) return `board:${topic.slice(topics.board.length)}`;
        if (topic.startsWith(topics.proposal)) return `proposal:${topic.slice(topics.proposal.length)}`;
        return null;
      }
      default:
        return `board:${e.data.boardId}`;
    }
  },
  initialState: (): ReviewMailState => ({ version: null, clientId: null, news: [] }),
  evolve(state, e) {
    switch (e.type) {
      case 'ProposalDrafted':
        return { ...state, version: { designerId: e.data.designerId, needId: e.data.needId, number: e.data.version } };
      case 'ProductMarked':
        return { ...state, clientId: state.clientId ?? e.data.clientId };
      case 'ClientReviewSaved':
        return { ...state, news: newest(state.news, { ref: e.eventId, overall: e.data.overall }) };
      case 'ProductCommentAnswered':
        return { ...state, news: newest(state.news, { ref: e.eventId, answer: e.data.answer }) };
      case 'AlternativesOffered':
        return { ...state, news: newest(state.news, { ref: e.eventId, alternatives: e.data.goodsIds.length }) };
      default:
        return state;
    }
  },
  decide(e, state, env): ProcessOutput[] {
    const record = (userId: string, topic: string, kind: string) => [
      { command: messagingCommands.RecordNotificationMail, input: { userId, topic, kind, quietMs: hourMs, ref: e.eventId }, key: 'record' },
    ];
    switch (e.type) {
      case 'ClientReviewSaved':
        return state.version ? record(state.version.designerId, `${topics.proposal}${e.data.proposalId}`, 'review-saved') : [];
      case 'ProductCommentAnswered':
      case 'AlternativesOffered':
        return state.clientId ? record(state.clientId, `${topics.board}${e.data.boardId}`, 'comment-answered') : [];
      case 'NotificationMailSent': {
        const news = state.news.find((n) => n.ref === e.data.ref);
        if (!news) return [];
        if ('overall' in news) {
          if (!state.version) return [];
          const subject = `Your client reviewed version ${state.version.number}`;
          return [
            notificationMail(e.data.userId, {
              kind: 'review-saved',
              subject,
              paragraphs: [`${subject}.`, ...(news.overall ? [`“${excerpt(news.overall)}”`] : [])],
              target: { kind: 'project-proposals', id: state.version.needId },
            }, env, 'mail'),
          ];
        }
        const boardId = e.data.topic.slice(topics.board.length);
        return [
          notificationMail(e.data.userId, {
            kind: 'comment-answered',
            subject: 'answer' in news ? 'Your designer answered your comment' : 'Your designer found other options for you',
            paragraphs:
              'answer' in news
                ? ['Your designer answered you on your mood board:', `“${excerpt(news.answer)}”`]
                : [`Your designer suggests ${news.alternatives} other product${news.alternatives === 1 ? '' : 's'} to look at.`],
            target: { kind: 'board-review', id: boardId },
          }, env, 'mail'),
        ];
      }
      default:
        return [];
    }
  },
});

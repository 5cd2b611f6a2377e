import type { Runtime } from '../../../infra/runtime';
import type { ProposalRow } from '../../../projections/review/proposals';
import { sendNotificationMail } from '../../messaging/application/notification-mail.server';

/**
 * The review's notification e-mails (issue 10), to users who keep project updates
 * on: the client hears of a published version and of their designer's answers and
 * alternatives; the designer of a revision asked, an approved board and the client's
 * review. Answers and reviews mail at most once an hour per board or proposal.
 */
const hourMs = 60 * 60 * 1000;
const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function mailProposalPublished(runtime: Runtime, p: ProposalRow, room: string) {
  await sendNotificationMail(runtime, p.clientId, {
    kind: 'proposal-published',
    subject: `Version ${p.version} of your ${room} design is ready`,
    paragraphs: [
      `Your designer published version ${p.version} of your ${room} design: ${p.boards.map((b) => b.name).join(', ')}.`,
      'Mark each product Keep, See options or Don’t want, and tell your designer what you think.',
    ],
    href: `/design/review/review?proposalId=${p.proposalId}`,
  });
}

export async function mailDesignerReply(runtime: Runtime, clientId: string, boardId: string, what: { answer?: string; alternatives?: number; key: string }) {
  await sendNotificationMail(runtime, clientId, {
    kind: 'comment-answered',
    subject: what.answer ? 'Your designer answered your comment' : 'Your designer found other options for you',
    paragraphs: what.answer ? ['Your designer answered you on your mood board:', `“${excerpt(what.answer)}”`] : [`Your designer suggests ${what.alternatives} other product${what.alternatives === 1 ? '' : 's'} to look at.`],
    href: `/client/detail/mood_board?id=${boardId}`,
    once: { topic: `review:${boardId}`, quietMs: hourMs, key: what.key },
  });
}

export async function mailDesigner(runtime: Runtime, p: ProposalRow, news: { kind: 'review-saved' | 'revision-asked' | 'board-approved'; text: string; key: string; boardId?: string }) {
  const subject = news.kind === 'revision-asked' ? `Your client asked for a revision of version ${p.version}` : news.kind === 'board-approved' ? `Your client approved a mood board of version ${p.version}` : `Your client reviewed version ${p.version}`;
  await sendNotificationMail(runtime, p.designerId, {
    kind: news.kind,
    subject,
    paragraphs: [subject + '.', ...(news.text ? [`“${excerpt(news.text)}”`] : [])],
    href: news.boardId ? `/moodboard/comment/${news.boardId}` : `/hidden/project/proposal?needId=${p.needId}`,
    ...(news.kind === 'review-saved' ? { once: { topic: `review-saved:${p.proposalId}`, quietMs: hourMs, key: news.key } } : {}),
  });
}

import { describe, expect, it } from 'vitest';
import { workflowSpec } from '../testing';
import { proposalMails } from './proposal-mails';
import { reviewMails } from './review-mails';

const at = '2026-11-24T09:00:00.000Z';
const env = { siteUrl: 'https://roomcraft.test' };
const needDrafted = { type: 'NeedDrafted' as const, data: { needId: '7', packageId: 'pk1', owner: { kind: 'client' as const, clientId: 'client-1' }, room: { roomTypeId: 'LIVING', name: 'Living Room' }, createdAt: at } };
const drafted = { type: 'ProposalDrafted' as const, data: { proposalId: 'pp1', needId: '7', clientId: 'client-1', designerId: 'designer-1', version: 2, boardIds: ['mb1'], draftedAt: at } };
const board = { boardId: 'mb1', name: 'Cosy living room', clientNotes: '', background: { width: 1, height: 1, overlaySrc: null, fill: '#fff' }, roomName: null, objects: [] };
const published = { type: 'ProposalPublished' as const, data: { proposalId: 'pp1', needId: '7', version: 2, boards: [board], publishedAt: at } };
type Out = { mail: Record<string, string>; key: string };

describe('proposal mails', () => {
  it('a published version mails its client, naming the room and the boards, linking the review by its stable path', () => {
    const [out] = workflowSpec(proposalMails, env).given([needDrafted, drafted]).when(published).outputs() as Out[];
    expect(out).toMatchObject({ key: 'mail', mail: { toUserId: 'client-1', preference: 'project-updates', kind: 'proposal-published', subject: 'Version 2 of your Living Room design is ready' } });
    expect(out!.mail.text).toContain('version 2 of your Living Room design: Cosy living room.');
    expect(out!.mail.text).toContain('https://roomcraft.test/go/proposal-review/pp1');
  });

  it('a revision asked and a board approved mail the designer', () => {
    const [revision] = workflowSpec(proposalMails, env)
      .given([needDrafted, drafted, published])
      .when({ type: 'ProposalRevisionAsked', data: { proposalId: 'pp1', needId: '7', revisionId: 'rev-1', note: 'Warmer colours please', askedAt: at } })
      .outputs() as Out[];
    expect(revision!.mail).toMatchObject({ toUserId: 'designer-1', kind: 'revision-asked', subject: 'Your client asked for a revision of version 2' });
    expect(revision!.mail.text).toContain('“Warmer colours please”');
    expect(revision!.mail.text).toContain('https://roomcraft.test/go/project-proposals/7');
    const [approved] = workflowSpec(proposalMails, env).given([drafted]).when({ type: 'MoodBoardApproved', data: { proposalId: 'pp1', needId: '7', boardId: 'mb1', approvedAt: at } }).outputs() as Out[];
    expect(approved!.mail).toMatchObject({ toUserId: 'designer-1', kind: 'board-approved', subject: 'Your client approved a mood board of version 2' });
    expect(approved!.mail.text).toContain('https://roomcraft.test/go/board-comments/mb1');
  });

  it('a version it never saw drafted mails nobody', () => {
    workflowSpec(proposalMails).given([needDrafted]).when(published).thenNothing();
  });
});

describe('review mails (at most one an hour)', () => {
  const marked = { type: 'ProductMarked' as const, data: { boardId: 'mb1', commentId: 'c1', productId: 'g1', clientId: 'client-1', intent: 'SEE_OPTIONS' as const, tagIds: [], content: 'Other colours?', markedAt: at } };
  const answered = { type: 'ProductCommentAnswered' as const, eventId: 'ev-answer', data: { boardId: 'mb1', commentId: 'c1', designerId: 'designer-1', answer: 'It comes in sage and rust.', answeredAt: at } };
  const offered = { type: 'AlternativesOffered' as const, eventId: 'ev-offer', data: { boardId: 'mb1', commentId: 'c1', designerId: 'designer-1', goodsIds: ['g4', 'g5'], offeredAt: at } };
  const mailed = (userId: string, topic: string, ref: string) => ({ type: 'NotificationMailSent' as const, data: { userId, topic, kind: 'comment-answered', sentAt: at, ref } });

  it('an answer or alternatives ask the quiet hour of the board for its client', () => {
    workflowSpec(reviewMails)
      .given([marked])
      .when(answered)
      .then([{ command: 'RecordNotificationMail', input: { userId: 'client-1', topic: 'review:mb1', kind: 'comment-answered', quietMs: 3_600_000, ref: 'ev-answer' }, key: 'record' }]);
    workflowSpec(reviewMails)
      .given([marked])
      .when(offered)
      .then([{ command: 'RecordNotificationMail', input: { userId: 'client-1', topic: 'review:mb1', kind: 'comment-answered', quietMs: 3_600_000, ref: 'ev-offer' }, key: 'record' }]);
  });

  it('mails the news the recorded event names, to the board’s review page', () => {
    const [answer] = workflowSpec(reviewMails, env).given([marked, answered, offered]).when(mailed('client-1', 'review:mb1', 'ev-answer')).outputs() as Out[];
    expect(answer!.mail).toMatchObject({ toUserId: 'client-1', preference: 'project-updates', kind: 'comment-answered', subject: 'Your designer answered your comment' });
    expect(answer!.mail.text).toContain('“It comes in sage and rust.”');
    expect(answer!.mail.text).toContain('https://roomcraft.test/go/board-review/mb1');
    const [options] = workflowSpec(reviewMails, env).given([marked, answered, offered]).when(mailed('client-1', 'review:mb1', 'ev-offer')).outputs() as Out[];
    expect(options!.mail).toMatchObject({ subject: 'Your designer found other options for you' });
    expect(options!.mail.text).toContain('Your designer suggests 2 other products to look at.');
  });

  it('the client’s overall review asks the quiet hour of the version for its designer, then mails it', () => {
    const saved = { type: 'ClientReviewSaved' as const, eventId: 'ev-review', data: { proposalId: 'pp1', overall: 'Love the sofa.', rowVer: 1, savedAt: at } };
    workflowSpec(reviewMails)
      .given([drafted])
      .when(saved)
      .then([{ command: 'RecordNotificationMail', input: { userId: 'designer-1', topic: 'review-saved:pp1', kind: 'review-saved', quietMs: 3_600_000, ref: 'ev-review' }, key: 'record' }]);
    const [mail] = workflowSpec(reviewMails, env).given([drafted, saved]).when({ ...mailed('designer-1', 'review-saved:pp1', 'ev-review'), data: { ...mailed('designer-1', 'review-saved:pp1', 'ev-review').data, kind: 'review-saved' } }).outputs() as Out[];
    expect(mail!.mail).toMatchObject({ toUserId: 'designer-1', kind: 'review-saved', subject: 'Your client reviewed version 2' });
    expect(mail!.mail.text).toContain('“Love the sofa.”');
    expect(mail!.mail.text).toContain('https://roomcraft.test/go/project-proposals/7');
  });

  it('news it does not hold is not mailed; chat topics are not its own', () => {
    workflowSpec(reviewMails).given([marked]).when(mailed('client-1', 'review:mb1', 'ev-unknown')).thenNothing();
    expect(reviewMails.instanceOf({ type: 'NotificationMailSent', data: { userId: 'u', topic: 'chat:d-need-7', kind: 'chat-message', sentAt: at } } as never)).toBeNull();
  });
});

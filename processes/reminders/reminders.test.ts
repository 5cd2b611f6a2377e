import { describe, expect, it } from 'vitest';
import { workflowSpec } from '../testing';
import { reminderBoards, reminderCarts, reminderPurchases } from './interests';
import { reminderMails } from './mails';
import { reminderGoodsNews } from './news';

const at = '2026-11-02T10:00:00.000Z';
const env = { siteUrl: 'https://rc.test', sign: (v: string) => `sig(${v})` };
const goods = (goodsId: string) => ({ goodsId, priceCents: 100, salePriceCents: null, availability: 'IN_STOCK', markType: null, markTime: null, shippingType: 'FREE', shippingCost: 0, shippingPct: 0, delisted: false });

describe('reminder processes', () => {
  it('a cart merged at sign-in arms the cart reminder for 24 h later and watches its products; clearing it for an order cancels', () => {
    const merged = { type: 'VisitorCartMerged' as const, streamId: 'cart-u1', eventId: 'e1', data: { ownerId: 'u1', visitorId: 'v1', lines: [{ visitorNeedGoodsId: 'x', needGoodsId: 'l1', goods: goods('g1'), goodsCount: 1 }], mergedAt: at } };
    const outputs = workflowSpec(reminderCarts).given([]).when(merged as never).outputs();
    expect(outputs).toEqual([
      { command: 'ArmReminder', input: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 'e1', goodsIds: ['g1'], dueAt: '2026-11-03T10:00:00.000Z' }, key: 'arm' },
      { command: 'SendReminder', input: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 'e1', goodsIds: ['g1'], firstDueAt: '2026-11-03T10:00:00.000Z' }, key: 'due', at: '2026-11-03T10:00:00.000Z' },
      { command: 'WatchGoods', input: { goodsId: 'g1', userId: 'u1', source: 'cart', ref: 'cart' }, key: 'watch:g1' },
    ]);
    const cleared = workflowSpec(reminderCarts).given([merged as never]).when({ type: 'CartCleared', data: { ownerId: 'u1', orderId: 'o1', clearedAt: at } } as never).outputs();
    expect(cleared).toEqual([
      { command: 'DisarmReminder', input: { userId: 'u1', reminderKey: 'cart', reason: 'ordered' }, key: 'disarm' },
      { command: 'UnwatchGoods', input: { goodsId: 'g1', userId: 'u1', source: 'cart', ref: 'cart' }, key: 'unwatch:g1' },
    ]);
  });

  it('an approved board arms a reminder 3 days later with its products', () => {
    const drafted = { type: 'ProposalDrafted' as const, data: { proposalId: 'p1', needId: 'n1', clientId: 'u1', designerId: 'd1', version: 1, boardIds: ['b1'], draftedAt: at } };
    const object = (productId: string) => ({ objMeta: { productId } });
    const published = { type: 'ProposalPublished' as const, data: { proposalId: 'p1', needId: 'n1', version: 1, boards: [{ boardId: 'b1', objects: [object('g1'), object('g2')] }], publishedAt: at } };
    const outputs = workflowSpec(reminderBoards).given([drafted, published] as never).when({ type: 'MoodBoardApproved', eventId: 'a1', data: { proposalId: 'p1', needId: 'n1', boardId: 'b1', approvedAt: at } } as never).outputs();
    expect(outputs.slice(0, 2)).toMatchObject([
      { command: 'ArmReminder', input: { userId: 'u1', kind: 'board', reminderKey: 'board:b1', goodsIds: ['g1', 'g2'], dueAt: '2026-11-05T10:00:00.000Z' } },
      { command: 'SendReminder', at: '2026-11-05T10:00:00.000Z' },
    ]);
    expect(workflowSpec(reminderPurchases).given([]).when({ type: 'OrderPlaced', data: { orderId: 'o1', clientId: 'u1', lines: [{ goodsId: 'g1' }, { goodsId: 'g1' }] } } as never).outputs()).toEqual([
      { command: 'NoteReminderPurchase', input: { userId: 'u1', orderId: 'o1', goodsIds: ['g1'] }, key: 'bought' },
    ]);
  });

  it('a price that goes down and stock from 0 to more tell each watcher; a rise tells nobody', () => {
    const listed = { type: 'GoodsListed' as const, data: { goodsId: 'g1', name: 'Oak chair', priceCents: 12000, salePriceCents: null, listedAt: at } };
    const watched = (userId: string) => ({ type: 'GoodsWatched' as const, data: { goodsId: 'g1', userId, source: 'cart', ref: 'cart' } });
    const given = [listed, watched('u1'), watched('u2'), { ...watched('u2'), data: { ...watched('u2').data, source: 'idea', ref: 'ib1' } }] as never[];
    const drop = workflowSpec(reminderGoodsNews).given(given).when({ type: 'GoodsPriceChanged', eventId: 'pc1', createdAt: at, data: { goodsId: 'g1', priceCents: 12000, salePriceCents: 9900 } } as never).outputs();
    expect(drop).toEqual(['u1', 'u2'].map((userId) => ({ command: 'SendReminder', input: { userId, kind: 'price-drop', reminderKey: 'price-drop:g1', token: 'pc1', goodsIds: ['g1'], title: 'Oak chair', fromCents: 12000, toCents: 9900, firstDueAt: at }, key: userId })));
    workflowSpec(reminderGoodsNews).given(given).when({ type: 'GoodsPriceChanged', data: { goodsId: 'g1', priceCents: 13000, salePriceCents: null } } as never).thenNothing();
    const empty = [...given, { type: 'StockLevelSet', data: { goodsId: 'g1', onHand: 0, setAt: at } }] as never[];
    expect(workflowSpec(reminderGoodsNews).given(empty).when({ type: 'StockLevelSet', data: { goodsId: 'g1', onHand: 4, setAt: at } } as never).outputs()).toHaveLength(2);
    workflowSpec(reminderGoodsNews).given([...empty, { type: 'StockLevelSet', data: { goodsId: 'g1', onHand: 4, setAt: at } }] as never).when({ type: 'StockLevelSet', data: { goodsId: 'g1', onHand: 6, setAt: at } } as never).thenNothing();
  });

  it('a sent reminder is mailed with its signed unsubscribe link; a postponed one is asked again when it may go', () => {
    const [mail] = workflowSpec(reminderMails, env).given([]).when({ type: 'ReminderSent', data: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 't', goodsIds: ['g1'], sentAt: at } } as never).outputs() as Array<{ mail: { text: string; toUserId: string; listUnsubscribe: string } }>;
    expect(mail!.mail.toUserId).toBe('u1');
    // The mail program's own one-click unsubscribe (RFC 8058) goes to the same signed address's one-click form.
    expect(mail!.mail.listUnsubscribe).toBe('https://rc.test/reminders/unsubscribe/one-click?u=u1&t=sig(reminders-unsubscribe:u1)');
    expect(mail!.mail.text).toContain('https://rc.test/reminders/unsubscribe?u=u1&t=sig(reminders-unsubscribe:u1)');
    const again = workflowSpec(reminderMails, env).given([]).when({ type: 'ReminderPostponed', data: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 't', goodsIds: ['g1'], firstDueAt: at, until: '2026-11-03T08:00:00.000Z', reason: 'quiet-hours' } } as never).outputs();
    expect(again).toEqual([{ command: 'SendReminder', input: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 't', goodsIds: ['g1'], firstDueAt: at }, key: 'again', at: '2026-11-03T08:00:00.000Z' }]);
    // No key to sign with: no mail without its unsubscribe link.
    workflowSpec(reminderMails).given([]).when({ type: 'ReminderSent', data: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 't', goodsIds: ['g1'], sentAt: at } } as never).thenNothing();
  });
});

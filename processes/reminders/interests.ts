import type { CartEvent } from '../../domain/cart/cart';
import type { IdeaBoardsEvent } from '../../domain/ideas/idea-boards';
import type { OrderEvent } from '../../domain/orders/order';
import { remindersCommands } from '../../domain/reminders/commands';
import { boardReminderDue, cartReminderDue } from '../../domain/reminders/schedule';
import type { ProposalEvent } from '../../domain/review/proposal';
import { reviewedProductIds } from '../../domain/review/proposal';
import { defineProcess, defineReactor, type ProcessOutput } from '../process';

/**
 * What a client's reminders are about (issue 26, ADR 055): their cart, their
 * approved boards, their idea boards and what they bought. These processes arm
 * and cancel the cart and board reminders on the client's reminders stream,
 * schedule `SendReminder` for when each is due (the domain decides then whether
 * it still goes), and keep who watches which product (for news).
 */
const { ArmReminder, DisarmReminder, NoteReminderPurchase, SendReminder, WatchGoods, UnwatchGoods } = remindersCommands;
const watch = (goodsId: string, userId: string, source: 'cart' | 'board' | 'idea', ref: string, key: string): ProcessOutput => ({ command: WatchGoods, input: { goodsId, userId, source, ref }, key });
const unwatch = (goodsId: string, userId: string, source: 'cart' | 'board' | 'idea', ref: string, key: string): ProcessOutput => ({ command: UnwatchGoods, input: { goodsId, userId, source, ref }, key });

type CartInput = CartEvent;
export interface CartInterest {
  /** The cart's lines: needGoodsId → goodsId. */
  lines: Record<string, string>;
}

/** A change the cart's own signed-in owner made (a user may also change the visitor cart they signed in from: not followed). */
const byOwner = (e: { metadata: Record<string, unknown>; data: { ownerId: string } }) => {
  const actor = (e.metadata as { actor?: { kind?: string; userId?: string } }).actor;
  return actor?.kind === 'user' && actor.userId === e.data.ownerId;
};

/**
 * A signed-in client's cart: each change arms the cart reminder anew (24 h from
 * that change; the earlier one's token no longer matches), an order or an empty
 * cart cancels it. A visitor's cart has no one to mail: not followed until the
 * merge at sign-in.
 */
export const reminderCarts = defineProcess<CartInput>()({
  name: 'reminder-carts',
  fromNow: true,
  handles: ['CartLineAdded', 'CartLineCountChanged', 'CartLineRemoved', 'VisitorCartMerged', 'CartCleared'],
  instanceOf: (e) => (e.type === 'VisitorCartMerged' || e.type === 'CartCleared' || byOwner(e) ? e.data.ownerId : null),
  initialState: (): CartInterest => ({ lines: {} }),
  evolve(state, e) {
    switch (e.type) {
      case 'CartLineAdded':
        return { lines: { ...state.lines, [e.data.line.needGoodsId]: e.data.line.goods.goodsId } };
      case 'VisitorCartMerged':
        return { lines: { ...state.lines, ...Object.fromEntries(e.data.lines.map((l) => [l.needGoodsId, l.goods.goodsId])) } };
      case 'CartLineRemoved': {
        const { [e.data.needGoodsId]: _gone, ...lines } = state.lines;
        return { lines };
      }
      case 'CartCleared':
        return { lines: {} };
      default:
        return state;
    }
  },
  decide(e, state): ProcessOutput[] {
    const userId = e.data.ownerId;
    const arm = (changedAt: string, goodsIds: string[]): ProcessOutput[] => {
      const dueAt = cartReminderDue(changedAt);
      const topic = { userId, kind: 'cart' as const, reminderKey: 'cart', token: e.eventId, goodsIds: [...new Set(goodsIds)].slice(0, 200) };
      return [
        { command: ArmReminder, input: { ...topic, dueAt }, key: 'arm' },
        { command: SendReminder, input: { ...topic, firstDueAt: dueAt }, key: 'due', at: dueAt },
      ];
    };
    const has = (goodsId: string, lines: Record<string, string>) => Object.values(lines).includes(goodsId);
    switch (e.type) {
      case 'CartLineAdded': {
        const goodsId = e.data.line.goods.goodsId;
        return [...arm(e.data.addedAt, [...Object.values(state.lines), goodsId]), ...(has(goodsId, state.lines) ? [] : [watch(goodsId, userId, 'cart', 'cart', 'watch')])];
      }
      case 'VisitorCartMerged': {
        const goods = e.data.lines.map((l) => l.goods.goodsId);
        return [...arm(e.data.mergedAt, [...Object.values(state.lines), ...goods]), ...[...new Set(goods)].filter((g) => !has(g, state.lines)).map((g) => watch(g, userId, 'cart', 'cart', `watch:${g}`))];
      }
      case 'CartLineCountChanged':
        return Object.keys(state.lines).length ? arm(e.createdAt, Object.values(state.lines)) : [];
      case 'CartLineRemoved': {
        const goodsId = state.lines[e.data.needGoodsId];
        const { [e.data.needGoodsId]: _gone, ...rest } = state.lines;
        const left = Object.keys(rest).length;
        return [
          ...(left === 0 ? [{ command: DisarmReminder, input: { userId, reminderKey: 'cart', reason: 'emptied' }, key: 'disarm' }] : arm(e.createdAt, Object.values(rest))),
          ...(goodsId && !has(goodsId, rest) ? [unwatch(goodsId, userId, 'cart', 'cart', 'unwatch')] : []),
        ];
      }
      case 'CartCleared': {
        const goods = [...new Set(Object.values(state.lines))];
        return [
          { command: DisarmReminder, input: { userId, reminderKey: 'cart', reason: e.data.orderId ? 'ordered' : 'emptied' }, key: 'disarm' },
          ...goods.map((g) => unwatch(g, userId, 'cart', 'cart', `unwatch:${g}`)),
        ];
      }
      default:
        return [];
    }
  },
});

type BoardInput = Extract<ProposalEvent, { type: 'ProposalDrafted' | 'ProposalPublished' | 'MoodBoardApproved' }>;
export interface BoardInterest {
  clientId: string | null;
  /** Each published board's products. */
  boards: Record<string, string[]>;
}

/** An approved mood board: a reminder 3 days after approval of the products not bought by then; its products are watched. */
export const reminderBoards = defineProcess<BoardInput>()({
  name: 'reminder-boards',
  fromNow: true,
  handles: ['ProposalDrafted', 'ProposalPublished', 'MoodBoardApproved'],
  instanceOf: (e) => e.data.proposalId,
  initialState: (): BoardInterest => ({ clientId: null, boards: {} }),
  evolve(state, e) {
    switch (e.type) {
      case 'ProposalDrafted':
        return { ...state, clientId: e.data.clientId };
      case 'ProposalPublished':
        return { ...state, boards: Object.fromEntries(e.data.boards.map((b) => [b.boardId, reviewedProductIds(b).slice(0, 200)])) };
      default:
        return state;
    }
  },
  decide(e, state): ProcessOutput[] {
    if (e.type !== 'MoodBoardApproved' || !state.clientId) return [];
    const goodsIds = state.boards[e.data.boardId] ?? [];
    if (goodsIds.length === 0) return [];
    const userId = state.clientId;
    const dueAt = boardReminderDue(e.data.approvedAt);
    const topic = { userId, kind: 'board' as const, reminderKey: `board:${e.data.boardId}`, token: e.eventId, goodsIds, boardId: e.data.boardId };
    return [
      { command: ArmReminder, input: { ...topic, dueAt }, key: 'arm' },
      { command: SendReminder, input: { ...topic, firstDueAt: dueAt }, key: 'due', at: dueAt },
      ...goodsIds.map((g) => watch(g, userId, 'board', e.data.boardId, `watch:${g}`)),
    ];
  },
});

/** What a client ordered: a board reminder leaves those products out (or is not sent when all are bought). */
export const reminderPurchases = defineReactor<Extract<OrderEvent, { type: 'OrderPlaced' }>>()({
  name: 'reminder-purchases',
  fromNow: true,
  handles: ['OrderPlaced'],
  react: (e) => [{ command: NoteReminderPurchase, input: { userId: e.data.clientId, orderId: e.data.orderId, goodsIds: [...new Set(e.data.lines.map((l) => l.goodsId))].slice(0, 200) }, key: 'bought' }],
});

type IdeaInput = Extract<IdeaBoardsEvent, { type: 'IdeaSaved' | 'IdeasRemoved' | 'IdeasMoved' | 'IdeasClaimed' }>;

/** Products in a signed-in client's idea boards are watched (per board), and no longer once removed. */
export const reminderIdeas = defineReactor<IdeaInput>()({
  name: 'reminder-ideas',
  fromNow: true,
  handles: ['IdeaSaved', 'IdeasRemoved', 'IdeasMoved', 'IdeasClaimed'],
  react(e) {
    if (e.data.owner.kind !== 'user') return [];
    const userId = e.data.owner.id;
    const products = (items: ReadonlyArray<{ kind: string; refId: string }>) => items.filter((i) => i.kind === 'product').map((i) => i.refId);
    switch (e.type) {
      case 'IdeaSaved':
        return products([e.data.item]).map((g) => watch(g, userId, 'idea', e.data.boardId, `watch:${g}`));
      case 'IdeasClaimed':
        return products(e.data.items).map((g) => watch(g, userId, 'idea', e.data.boardId, `watch:${g}`));
      case 'IdeasRemoved':
        return products(e.data.items).map((g) => unwatch(g, userId, 'idea', e.data.boardId, `unwatch:${g}`));
      case 'IdeasMoved':
        return products(e.data.items).flatMap((g) => [unwatch(g, userId, 'idea', e.data.fromBoardId, `unwatch:${g}`), watch(g, userId, 'idea', e.data.toBoardId, `watch:${g}`)]);
      default:
        return [];
    }
  },
});

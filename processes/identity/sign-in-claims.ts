import { canvasCommands } from '../../domain/canvas/commands';
import type { CanvasBoardEvent } from '../../domain/canvas/canvas-board';
import type { CartEvent, CartLine } from '../../domain/cart/cart';
import { cartCommands } from '../../domain/cart/commands';
import { diyCommands } from '../../domain/diy/commands';
import type { DiyProjectEvent } from '../../domain/diy/diy-project';
import { type SessionEvent, signInClaimsProcess } from '../../domain/identity/session';
import type { NeedEvent } from '../../domain/projects/need';
import { projectCommands } from '../../domain/projects/commands';
import { defineProcess, type ProcessOutput } from '../process';

/**
 * What a visitor started follows them into the account they sign in to (part 1
 * §4; a process since issue 21, so sign-in knows no other context): their cart's
 * lines fold into the account's cart, their design projects (needs), DIY
 * projects and DIY boards become the client's. Instances are visitor ids; the
 * state is what each visitor owns, told by the contexts' own events
 * (`SessionStarted` says which visitor became which user). The claim commands'
 * deciders refuse what the visitor does not own, so nobody else's things are
 * ever claimed; every command id comes from the session's event, so a sign-in
 * handled again claims nothing twice.
 */
type Input =
  | Extract<SessionEvent, { type: 'SessionStarted' }>
  | Exclude<CartEvent, { type: 'VisitorCartMerged' }>
  | Extract<NeedEvent, { type: 'NeedDrafted' | 'NeedClaimed' }>
  | Extract<DiyProjectEvent, { type: 'DiyProjectStarted' | 'DiyProjectClaimed' }>
  | Extract<CanvasBoardEvent, { type: 'BoardCreated' }>;

export interface VisitorThings {
  /** The cart's lines (followed for the carts visitors change: a client's own changes are not a visitor's things). */
  lines: CartLine[];
  needs: string[];
  diys: string[];
  /** DIY boards whose member is the visitor (`v:<visitorId>`). */
  boards: string[];
}

const visitorKey = 'v:';
const maxCount = 1000;
const without = (list: readonly string[], id: string) => list.filter((x) => x !== id);

export const signInClaims = defineProcess<Input>()({
  name: signInClaimsProcess,
  fromNow: true,
  handles: [
    'SessionStarted', 'CartLineAdded', 'CartLineCountChanged', 'CartLineRemoved', 'CartCleared',
    'NeedDrafted', 'NeedClaimed', 'DiyProjectStarted', 'DiyProjectClaimed', 'BoardCreated',
  ],
  instanceOf: (e) => {
    switch (e.type) {
      case 'SessionStarted':
      case 'NeedClaimed':
      case 'DiyProjectClaimed':
        return e.data.visitorId;
      case 'NeedDrafted':
      case 'DiyProjectStarted':
        return e.data.owner.kind === 'visitor' ? e.data.owner.visitorId : null;
      case 'BoardCreated': {
        const member = e.data.project.kind === 'diy' ? e.data.members.find((m) => m.userId.startsWith(visitorKey)) : undefined;
        return member ? member.userId.slice(visitorKey.length) : null;
      }
      default:
        // A signed-in client's own cart is theirs already: only carts a visitor (or the system) changed are followed.
        return (e.metadata as { actor?: { kind?: string } }).actor?.kind === 'user' ? null : e.data.ownerId;
    }
  },
  initialState: (): VisitorThings => ({ lines: [], needs: [], diys: [], boards: [] }),
  evolve(state, e) {
    switch (e.type) {
      case 'SessionStarted':
        // Everything was handed over by the commands this event sent.
        return { lines: [], needs: [], diys: [], boards: [] };
      case 'CartLineAdded':
        return { ...state, lines: [...state.lines.filter((l) => l.needGoodsId !== e.data.line.needGoodsId), e.data.line] };
      case 'CartLineCountChanged':
        return { ...state, lines: state.lines.map((l) => (l.needGoodsId === e.data.needGoodsId ? { ...l, goodsCount: e.data.goodsCount } : l)) };
      case 'CartLineRemoved':
        return { ...state, lines: state.lines.filter((l) => l.needGoodsId !== e.data.needGoodsId) };
      case 'CartCleared':
        return { ...state, lines: [] };
      case 'NeedDrafted':
        return { ...state, needs: [...without(state.needs, e.data.needId), e.data.needId] };
      case 'NeedClaimed':
        return { ...state, needs: without(state.needs, e.data.needId) };
      case 'DiyProjectStarted':
        return { ...state, diys: [...without(state.diys, e.data.diyId), e.data.diyId] };
      case 'DiyProjectClaimed':
        return { ...state, diys: without(state.diys, e.data.diyId) };
      case 'BoardCreated':
        return { ...state, boards: [...without(state.boards, e.data.boardId), e.data.boardId] };
      default: {
        const never: never = e;
        return never;
      }
    }
  },
  decide(e, state): ProcessOutput[] {
    if (e.type !== 'SessionStarted') return [];
    const { userId, visitorId } = e.data;
    if (userId === visitorId) return [];
    const outputs: ProcessOutput[] = [];
    if (state.lines.length) {
      const lines = state.lines.map((l) => ({ needGoodsId: l.needGoodsId, goods: l.goods, goodsCount: Math.min(l.goodsCount, maxCount) }));
      outputs.push(
        { command: cartCommands.MergeVisitorCart, input: { ownerId: userId, visitorId, lines }, key: 'cart' },
        { command: cartCommands.ClearCart, input: { ownerId: visitorId, orderId: null }, key: 'cart-emptied' },
      );
    }
    for (const needId of state.needs) outputs.push({ command: projectCommands.ClaimNeed, input: { needId, visitorId, clientId: userId }, key: `need:${needId}` });
    for (const diyId of state.diys) outputs.push({ command: diyCommands.ClaimDiyProject, input: { diyId, visitorId, clientId: userId }, key: `diy:${diyId}` });
    for (const boardId of state.boards)
      outputs.push({ command: canvasCommands.AddBoardMember, input: { boardId, member: { userId, role: 'designer' } }, key: `board:${boardId}` });
    return outputs;
  },
});

import type { GoodsEvent } from '../../domain/catalogue/goods';
import type { StockEvent } from '../../domain/catalogue/stock';
import { remindersCommands } from '../../domain/reminders/commands';
import { watchersOf, type WatchEvent, watchKey } from '../../domain/reminders/watch';
import { defineProcess, type ProcessOutput } from '../process';

type Input = Extract<GoodsEvent, { type: 'GoodsListed' | 'GoodsPriceChanged' | 'GoodsDetailsChanged' }> | StockEvent | WatchEvent;

export interface GoodsNewsState {
  name: string;
  /** What a client pays now (the sale price when there is one). */
  priceCents: number | null;
  /** Units on hand (null: not counted) and held by paid orders. */
  onHand: number | null;
  reserved: Record<string, number>;
  watches: string[];
}

const paid = (priceCents: number, salePriceCents: number | null) => (salePriceCents !== null && salePriceCents < priceCents ? salePriceCents : priceCents);
const free = (s: Pick<GoodsNewsState, 'onHand' | 'reserved'>) => (s.onHand === null ? null : Math.max(0, s.onHand - Object.values(s.reserved).reduce((n, c) => n + c, 0)));

function evolveNews(state: GoodsNewsState, e: { type: string; data: any }): GoodsNewsState {
  switch (e.type) {
    case 'GoodsListed':
      return { ...state, name: e.data.name, priceCents: paid(e.data.priceCents, e.data.salePriceCents) };
    case 'GoodsDetailsChanged':
      return e.data.changes.name ? { ...state, name: e.data.changes.name } : state;
    case 'GoodsPriceChanged':
      return { ...state, priceCents: paid(e.data.priceCents, e.data.salePriceCents) };
    case 'StockLevelSet':
      return { ...state, onHand: e.data.onHand };
    case 'StockReserved':
      return { ...state, reserved: { ...state.reserved, [e.data.orderId]: e.data.count } };
    case 'StockReservationReleased': {
      const { [e.data.orderId]: _released, ...reserved } = state.reserved;
      return { ...state, reserved };
    }
    case 'GoodsWatched':
      return { ...state, watches: [...state.watches.filter((w) => w !== watchKey(e.data)), watchKey(e.data)] };
    case 'GoodsUnwatched':
      return { ...state, watches: state.watches.filter((w) => w !== watchKey(e.data)) };
    default:
      return state;
  }
}

/**
 * A product's news for the clients who watch it (issue 26): its price goes down,
 * or its free stock goes from 0 to more. Each watcher is asked `SendReminder`
 * at once (the domain applies their cap, quiet hours and choice). Instances are
 * products; the state is the product's price, stock and watchers, from events.
 */
export const reminderGoodsNews = defineProcess<Input>()({
  name: 'reminder-goods-news',
  fromNow: true,
  handles: ['GoodsListed', 'GoodsPriceChanged', 'GoodsDetailsChanged', 'StockLevelSet', 'StockReserved', 'StockReservationReleased', 'GoodsWatched', 'GoodsUnwatched'],
  instanceOf: (e) => e.data.goodsId,
  initialState: (): GoodsNewsState => ({ name: '', priceCents: null, onHand: null, reserved: {}, watches: [] }),
  evolve: (state, e) => evolveNews(state, e),
  decide(e, state): ProcessOutput[] {
    const goodsId = e.data.goodsId;
    const after = evolveNews(state, e);
    const tell = (news: { kind: 'price-drop' | 'back-in-stock'; fromCents?: number; toCents?: number }): ProcessOutput[] =>
      watchersOf(state.watches).map((userId) => ({
        command: remindersCommands.SendReminder,
        input: { userId, kind: news.kind, reminderKey: `${news.kind}:${goodsId}`, token: e.eventId, goodsIds: [goodsId], ...(state.name ? { title: state.name.slice(0, 200) } : {}), ...(news.fromCents !== undefined ? { fromCents: news.fromCents, toCents: news.toCents } : {}), firstDueAt: e.createdAt },
        key: userId,
      }));
    if (e.type === 'GoodsPriceChanged') {
      if (state.priceCents === null || after.priceCents === null || after.priceCents >= state.priceCents) return [];
      return tell({ kind: 'price-drop', fromCents: state.priceCents, toCents: after.priceCents });
    }
    if (e.type === 'StockLevelSet' || e.type === 'StockReserved' || e.type === 'StockReservationReleased') {
      const before = free(state);
      const now = free(after);
      return before === 0 && now !== null && now > 0 ? tell({ kind: 'back-in-stock' }) : [];
    }
    return [];
  },
});

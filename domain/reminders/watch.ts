import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';

/**
 * Who watches a product for news (issue 26): clients who have it in their cart,
 * on an approved mood board or in an idea board, on `reminder-watch-<goodsId>`.
 * Kept by the reminders' processes (the system); the product's news process
 * mails each watcher when its price drops or it is back in stock.
 */
export const reminderWatchStream = (goodsId: string) => `reminder-watch-${goodsId}`;

export type WatchSource = 'cart' | 'board' | 'idea';
export type WatchEvent =
  | Event<'GoodsWatched', { goodsId: string; userId: string; source: WatchSource; ref: string }>
  | Event<'GoodsUnwatched', { goodsId: string; userId: string; source: WatchSource; ref: string }>;

/** `userId|source|ref` of each watch. */
export type WatchState = { watches: string[] };
export const watchKey = (d: { userId: string; source: string; ref: string }) => `${d.userId}|${d.source}|${d.ref}`;
export const watchersOf = (watches: readonly string[]) => [...new Set(watches.map((w) => w.split('|')[0]!))];

const id = z.string().trim().min(1).max(80).regex(/^[A-Za-z0-9:_.~-]+$/, 'Invalid id');
export const watchGoodsSchema = z.object({ goodsId: id, userId: id, source: z.enum(['cart', 'board', 'idea']), ref: id });
export type WatchCommand = Command<'WatchGoods', z.infer<typeof watchGoodsSchema>> | Command<'UnwatchGoods', z.infer<typeof watchGoodsSchema>>;

export function evolveWatch(state: WatchState, event: WatchEvent): WatchState {
  const key = watchKey(event.data);
  switch (event.type) {
    case 'GoodsWatched':
      return { watches: [...state.watches.filter((w) => w !== key), key] };
    case 'GoodsUnwatched':
      return { watches: state.watches.filter((w) => w !== key) };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const watchDecider: Decider<WatchState, WatchCommand, WatchEvent> = {
  initialState: () => ({ watches: [] }),
  evolve: evolveWatch,
  decide(command, state) {
    if (command.metadata.actor.kind !== 'system') throw new ForbiddenError();
    const has = state.watches.includes(watchKey(command.data));
    if (command.type === 'WatchGoods') return has ? [] : [{ type: 'GoodsWatched', data: command.data }];
    return has ? [{ type: 'GoodsUnwatched', data: command.data }] : [];
  },
};

export const watchEventTypes = ['GoodsWatched', 'GoodsUnwatched'] as const satisfies readonly WatchEvent['type'][];

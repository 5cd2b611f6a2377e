import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { nextSendTime, staleAfterMs } from './schedule';

/**
 * A client's reminders (issue 26, ADR 055), on `reminders-<userId>`: the
 * reminders armed for later (an abandoned cart, an approved board), what they
 * bought, which reminders were sent (the frequency cap counts them), and their
 * choice to get none (`reminders` preference: the unsubscribe link or the mail
 * settings page). Only the system arms and sends; a reminder that is due asks
 * `SendReminder`, and this decides — sent, postponed (cap, quiet hours), or
 * nothing (cancelled, bought, unsubscribed, stale). The events carry no address.
 */
export const remindersStream = (userId: string) => `reminders-${userId}`;

export type ReminderKind = 'cart' | 'board' | 'price-drop' | 'back-in-stock';
export type ReminderTopic = {
  kind: ReminderKind;
  /** One armed reminder per key: `cart`, `board:<boardId>`; news: `price-drop:<goodsId>`. */
  reminderKey: string;
  /** What armed or caused it (an event id): a later arming replaces it. */
  token: string;
  goodsIds: string[];
  boardId?: string;
  /** A product's name, and its prices before and after, for news. */
  title?: string;
  fromCents?: number;
  toCents?: number;
};

export type RemindersEvent =
  | Event<'ReminderArmed', ReminderTopic & { userId: string; dueAt: string; armedAt: string }>
  | Event<'ReminderDisarmed', { userId: string; reminderKey: string; reason: string; disarmedAt: string }>
  | Event<'ReminderGoodsBought', { userId: string; orderId: string; goodsIds: string[]; boughtAt: string }>
  | Event<'ReminderPostponed', ReminderTopic & { userId: string; firstDueAt: string; until: string; reason: 'cap' | 'quiet-hours' }>
  | Event<'ReminderSent', ReminderTopic & { userId: string; sentAt: string }>
  /** A due reminder not sent and not to be asked again: news older than 7 days, everything bought, or reminders turned off (ADR 061: the report counts them). */
  | Event<'ReminderDropped', { userId: string; kind: ReminderKind; reminderKey: string; token: string; reason: DropReason; droppedAt: string }>
  | Event<'ReminderPreferenceSet', { userId: string; reminders: boolean; via: UnsubscribeVia; timeZone?: string; setAt: string }>;

/** How the choice was made: the link in the mail (its page), the mail program's one-click (RFC 8058), or the settings page. */
export type UnsubscribeVia = 'link' | 'one-click' | 'settings';
export type DropReason = 'stale' | 'bought' | 'unsubscribed';
const dropReasons: readonly string[] = ['stale', 'bought', 'unsubscribed'] satisfies DropReason[];

export interface RemindersState {
  reminders: boolean;
  timeZone: string | null;
  /** When the last reminders were sent (the newest 10; the cap looks back 7 days). */
  sentAt: string[];
  armed: Record<string, { token: string; dueAt: string }>;
  bought: string[];
  /** Tokens already sent (a news item is mailed once). */
  sentTokens: string[];
}

export const initialRemindersState = (): RemindersState => ({ reminders: true, timeZone: null, sentAt: [], armed: {}, bought: [], sentTokens: [] });

export function evolveReminders(state: RemindersState, event: RemindersEvent): RemindersState {
  switch (event.type) {
    case 'ReminderArmed':
      return { ...state, armed: { ...state.armed, [event.data.reminderKey]: { token: event.data.token, dueAt: event.data.dueAt } } };
    case 'ReminderDisarmed': {
      const { [event.data.reminderKey]: _gone, ...armed } = state.armed;
      return { ...state, armed };
    }
    case 'ReminderGoodsBought':
      return { ...state, bought: [...new Set([...state.bought, ...event.data.goodsIds])].slice(-500) };
    case 'ReminderPostponed':
      return state;
    case 'ReminderDropped': {
      if (state.armed[event.data.reminderKey]?.token !== event.data.token) return state;
      const { [event.data.reminderKey]: _dropped, ...armed } = state.armed;
      return { ...state, armed };
    }
    case 'ReminderSent': {
      const { [event.data.reminderKey]: _sent, ...armed } = state.armed;
      return { ...state, armed, sentAt: [...state.sentAt, event.data.sentAt].slice(-10), sentTokens: [...state.sentTokens, event.data.token].slice(-50) };
    }
    case 'ReminderPreferenceSet':
      return { ...state, reminders: event.data.reminders, timeZone: event.data.timeZone ?? state.timeZone };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const id = z.string().trim().min(1, 'Invalid id').max(80, 'Invalid id').regex(/^[A-Za-z0-9:_.~-]+$/, 'Invalid id');
const iso = z.string().datetime({ message: 'Invalid time' });
const goodsIds = z.array(id).max(200, 'Too many products');
const topic = {
  userId: id,
  kind: z.enum(['cart', 'board', 'price-drop', 'back-in-stock']),
  reminderKey: z.string().min(1).max(120, 'Invalid reminder').regex(/^[A-Za-z0-9:_.~-]+$/, 'Invalid reminder'),
  token: id,
  goodsIds,
  boardId: id.optional(),
  title: z.string().max(200).optional(),
  fromCents: z.number().int().min(0).optional(),
  toCents: z.number().int().min(0).optional(),
};

export const armReminderSchema = z.object({ ...topic, kind: z.enum(['cart', 'board']), dueAt: iso });
export const disarmReminderSchema = z.object({ userId: id, reminderKey: topic.reminderKey, reason: z.string().min(1).max(40) });
export const noteReminderPurchaseSchema = z.object({ userId: id, orderId: id, goodsIds });
export const sendReminderSchema = z.object({ ...topic, firstDueAt: iso });
export const setReminderPreferenceSchema = z.object({
  userId: id,
  reminders: z.boolean({ invalid_type_error: 'Please choose on or off', required_error: 'Please choose on or off' }),
  via: z.enum(['link', 'one-click', 'settings']).default('settings'),
  timeZone: z.string().max(60).optional(),
});

export type RemindersCommand =
  | Command<'ArmReminder', z.infer<typeof armReminderSchema>>
  | Command<'DisarmReminder', z.infer<typeof disarmReminderSchema>>
  | Command<'NoteReminderPurchase', z.infer<typeof noteReminderPurchaseSchema>>
  | Command<'SendReminder', z.infer<typeof sendReminderSchema>>
  | Command<'SetReminderPreference', z.infer<typeof setReminderPreferenceSchema>>;

const topicOf = (d: z.infer<typeof sendReminderSchema>): ReminderTopic => {
  const { kind, reminderKey, token, goodsIds, boardId, title, fromCents, toCents } = d;
  return { kind, reminderKey, token, goodsIds, ...(boardId ? { boardId } : {}), ...(title ? { title } : {}), ...(fromCents !== undefined ? { fromCents } : {}), ...(toCents !== undefined ? { toCents } : {}) };
};

/** What a due reminder comes to at `now`: sent, postponed to a time, or nothing (and why). */
export function reminderOutcome(state: RemindersState, d: z.infer<typeof sendReminderSchema>, now: string): { send: true; goodsIds: string[] } | { send: false; until: string; reason: 'cap' | 'quiet-hours' } | { send: null; why: string } {
  if (!state.reminders) return { send: null, why: 'unsubscribed' };
  if (state.sentTokens.includes(d.token)) return { send: null, why: 'sent' };
  let goods = d.goodsIds;
  if (d.kind === 'cart' || d.kind === 'board') {
    // Cancelled (ordered, emptied) or replaced by a later change: nothing.
    if (state.armed[d.reminderKey]?.token !== d.token) return { send: null, why: 'cancelled' };
    if (d.kind === 'board') {
      goods = goods.filter((g) => !state.bought.includes(g));
      if (goods.length === 0) return { send: null, why: 'bought' };
    }
  } else {
    if (Date.parse(now) - Date.parse(d.firstDueAt) > staleAfterMs) return { send: null, why: 'stale' };
    if (d.goodsIds.every((g) => state.bought.includes(g))) return { send: null, why: 'bought' };
  }
  const at = nextSendTime(now, state.sentAt, state.timeZone);
  if (at === new Date(Date.parse(now)).toISOString()) return { send: true, goodsIds: goods };
  const capOnly = nextSendTime(now, state.sentAt, 'UTC') !== new Date(Date.parse(now)).toISOString() && state.sentAt.length > 0;
  return { send: false, until: at, reason: capOnly ? 'cap' : 'quiet-hours' };
}

export const remindersDecider: Decider<RemindersState, RemindersCommand, RemindersEvent> = {
  initialState: initialRemindersState,
  evolve: evolveReminders,
  decide(command, state) {
    const { actor, now } = command.metadata;
    if (command.type === 'SetReminderPreference') {
      // The client themself (settings), or the system for a verified unsubscribe link.
      if (actor.kind !== 'system' && !(actor.kind === 'user' && actor.userId === command.data.userId)) throw new ForbiddenError();
      const { userId, reminders, via, timeZone } = command.data;
      if (reminders === state.reminders && (!timeZone || timeZone === state.timeZone)) return [];
      return [{ type: 'ReminderPreferenceSet', data: { userId, reminders, via, ...(timeZone ? { timeZone } : {}), setAt: now } }];
    }
    if (actor.kind !== 'system') throw new ForbiddenError();
    switch (command.type) {
      case 'ArmReminder': {
        const { userId, dueAt, ...t } = command.data;
        return [{ type: 'ReminderArmed', data: { ...topicOf({ ...t, firstDueAt: dueAt, userId }), userId, dueAt, armedAt: now } }];
      }
      case 'DisarmReminder': {
        const { userId, reminderKey, reason } = command.data;
        return state.armed[reminderKey] ? [{ type: 'ReminderDisarmed', data: { userId, reminderKey, reason, disarmedAt: now } }] : [];
      }
      case 'NoteReminderPurchase': {
        const { userId, orderId, goodsIds } = command.data;
        return goodsIds.length ? [{ type: 'ReminderGoodsBought', data: { userId, orderId, goodsIds, boughtAt: now } }] : [];
      }
      case 'SendReminder': {
        const d = command.data;
        const outcome = reminderOutcome(state, d, now);
        if (outcome.send === null) {
          // Cancelled or replaced (its own event says so) and already sent: nothing; the rest is recorded as dropped.
          if (!dropReasons.includes(outcome.why)) return [];
          if ((d.kind === 'cart' || d.kind === 'board') && state.armed[d.reminderKey]?.token !== d.token) return [];
          return [{ type: 'ReminderDropped', data: { userId: d.userId, kind: d.kind, reminderKey: d.reminderKey, token: d.token, reason: outcome.why as DropReason, droppedAt: now } }];
        }
        if (outcome.send) return [{ type: 'ReminderSent', data: { ...topicOf(d), goodsIds: outcome.goodsIds, userId: d.userId, sentAt: now } }];
        return [{ type: 'ReminderPostponed', data: { ...topicOf(d), userId: d.userId, firstDueAt: d.firstDueAt, until: outcome.until, reason: outcome.reason } }];
      }
      default:
        return [];
    }
  },
};

export const remindersEventTypes = ['ReminderArmed', 'ReminderDisarmed', 'ReminderGoodsBought', 'ReminderPostponed', 'ReminderSent', 'ReminderDropped', 'ReminderPreferenceSet'] as const satisfies readonly RemindersEvent['type'][];

import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { ForbiddenError } from '../shared/errors';
import { type RemindersCommand, remindersDecider, type RemindersEvent, type RemindersState } from './reminders';
import { boardReminderDue, cartReminderDue, nextSendTime, outsideQuietHours, withinCap } from './schedule';
import { reminderMail } from './mail';

/** A fake clock and a client's reminders stream: commands decided at the clock's time, events kept. */
function client(start: string) {
  let now = Date.parse(start);
  let events: RemindersEvent[] = [];
  let n = 0;
  const state = (): RemindersState => events.reduce(remindersDecider.evolve, remindersDecider.initialState());
  const run = (type: RemindersCommand['type'], data: Record<string, unknown>, actor: Actor = { kind: 'system' }) => {
    const command = { type, data: { userId: 'u1', ...data }, metadata: { commandId: `c${++n}`, now: new Date(now).toISOString(), actor } } as RemindersCommand;
    const out = remindersDecider.decide(command, state());
    events = [...events, ...out];
    return out;
  };
  return {
    run,
    state,
    advance: (ms: number) => (now += ms),
    at: (iso: string) => (now = Date.parse(iso)),
    now: () => new Date(now).toISOString(),
    sent: () => events.filter((e) => e.type === 'ReminderSent'),
  };
}

const hour = 3_600_000;
const day = 24 * hour;
const cart = (token: string, dueAt: string) => ({ kind: 'cart', reminderKey: 'cart', token, goodsIds: ['g1', 'g2'], dueAt });
const due = (token: string, firstDueAt: string, kind = 'cart', reminderKey = 'cart', goodsIds = ['g1', 'g2']) => ({ kind, reminderKey, token, goodsIds, firstDueAt });
const news = (token: string, firstDueAt: string, goodsId = 'g9') => ({ kind: 'price-drop', reminderKey: `price-drop:${goodsId}`, token, goodsIds: [goodsId], title: 'Oak chair', fromCents: 12000, toCents: 9900, firstDueAt });

describe('reminder schedules (fake clock)', () => {
  it('a cart is reminded of 24 h after its last change, a board 3 days after approval', () => {
    expect(cartReminderDue('2026-11-02T10:00:00.000Z')).toBe('2026-11-03T10:00:00.000Z');
    expect(boardReminderDue('2026-11-02T10:00:00.000Z')).toBe('2026-11-05T10:00:00.000Z');
  });

  it('an abandoned cart gets one reminder at 24 h; not a second one', () => {
    const c = client('2026-11-02T10:00:00.000Z');
    c.run('ArmReminder', cart('t1', cartReminderDue(c.now())));
    c.advance(day);
    expect(c.run('SendReminder', due('t1', c.now()))).toMatchObject([{ type: 'ReminderSent', data: { kind: 'cart', sentAt: '2026-11-03T10:00:00.000Z', goodsIds: ['g1', 'g2'] } }]);
    c.advance(hour);
    expect(c.run('SendReminder', due('t1', c.now()))).toEqual([]);
  });

  it('is cancelled by an order or an emptied cart, and replaced by a later change', () => {
    const c = client('2026-11-02T10:00:00.000Z');
    c.run('ArmReminder', cart('t1', cartReminderDue(c.now())));
    c.advance(2 * hour);
    c.run('DisarmReminder', { reminderKey: 'cart', reason: 'ordered' });
    c.advance(day);
    expect(c.run('SendReminder', due('t1', c.now()))).toEqual([]);
    // Armed again, then a later change re-arms: the first due reminder is stale, the second goes.
    c.run('ArmReminder', cart('t2', cartReminderDue(c.now())));
    c.advance(hour);
    c.run('ArmReminder', cart('t3', cartReminderDue(c.now())));
    c.advance(23 * hour);
    expect(c.run('SendReminder', due('t2', c.now()))).toEqual([]);
    c.advance(hour);
    expect(c.run('SendReminder', due('t3', c.now()))).toMatchObject([{ type: 'ReminderSent' }]);
  });

  it('an approved board reminds of the products not bought; nothing when all are bought', () => {
    const c = client('2026-11-02T10:00:00.000Z');
    const board = { kind: 'board', reminderKey: 'board:b1', token: 'a1', goodsIds: ['g1', 'g2', 'g3'], boardId: 'b1' };
    c.run('ArmReminder', { ...board, dueAt: boardReminderDue(c.now()) });
    c.run('NoteReminderPurchase', { orderId: 'o1', goodsIds: ['g2'] });
    c.advance(3 * day);
    expect(c.run('SendReminder', { ...board, firstDueAt: c.now() })).toMatchObject([{ type: 'ReminderSent', data: { goodsIds: ['g1', 'g3'], boardId: 'b1' } }]);
    const d = client('2026-11-02T10:00:00.000Z');
    d.run('ArmReminder', { ...board, dueAt: boardReminderDue(d.now()) });
    d.run('NoteReminderPurchase', { orderId: 'o1', goodsIds: ['g1', 'g2', 'g3'] });
    d.advance(3 * day);
    expect(d.run('SendReminder', { ...board, firstDueAt: d.now() })).toMatchObject([{ type: 'ReminderDropped', data: { kind: 'board', reason: 'bought' } }]);
  });

  it('quiet hours: nothing is sent 21:00–08:00 (UTC when the zone is unknown); it is postponed to 08:00', () => {
    expect(outsideQuietHours('2026-11-02T20:59:00.000Z')).toBe('2026-11-02T20:59:00.000Z');
    expect(outsideQuietHours('2026-11-02T21:00:00.000Z')).toBe('2026-11-03T08:00:00.000Z');
    expect(outsideQuietHours('2026-11-03T03:30:00.000Z')).toBe('2026-11-03T08:00:00.000Z');
    expect(outsideQuietHours('2026-11-03T08:00:00.000Z')).toBe('2026-11-03T08:00:00.000Z');
    // New York (UTC−5 in November): 02:00 UTC is 21:00 there, so 08:00 there is 13:00 UTC.
    expect(outsideQuietHours('2026-11-03T02:00:00.000Z', 'America/New_York')).toBe('2026-11-03T13:00:00.000Z');
    expect(outsideQuietHours('2026-11-03T01:59:00.000Z', 'America/New_York')).toBe('2026-11-03T01:59:00.000Z');
    // Across the clocks going back (1 Nov 2026 in New York): 08:00 EST is 13:00 UTC.
    expect(outsideQuietHours('2026-11-01T03:00:00.000Z', 'America/New_York')).toBe('2026-11-01T13:00:00.000Z');
    expect(outsideQuietHours('2026-11-03T02:00:00.000Z', 'Not/AZone')).toBe('2026-11-03T08:00:00.000Z');

    const c = client('2026-11-02T22:00:00.000Z');
    c.run('ArmReminder', cart('t1', c.now()));
    expect(c.run('SendReminder', due('t1', c.now()))).toMatchObject([{ type: 'ReminderPostponed', data: { until: '2026-11-03T08:00:00.000Z', reason: 'quiet-hours' } }]);
    c.at('2026-11-03T08:00:00.000Z');
    expect(c.run('SendReminder', due('t1', '2026-11-02T22:00:00.000Z'))).toMatchObject([{ type: 'ReminderSent', data: { sentAt: '2026-11-03T08:00:00.000Z' } }]);
  });

  it('the client’s own time zone counts when known', () => {
    const c = client('2026-11-02T22:00:00.000Z');
    c.run('SetReminderPreference', { reminders: true, via: 'settings', timeZone: 'Asia/Tokyo' }, { kind: 'user', userId: 'u1', email: 'a@b.c', roles: ['client'] });
    // 22:00 UTC is 07:00 in Tokyo: postponed to 08:00 Tokyo (23:00 UTC).
    c.run('ArmReminder', cart('t1', c.now()));
    expect(c.run('SendReminder', due('t1', c.now()))).toMatchObject([{ type: 'ReminderPostponed', data: { until: '2026-11-02T23:00:00.000Z' } }]);
  });

  it('frequency cap: at most one a day and three a week; a capped one waits for the next slot', () => {
    expect(withinCap([], '2026-11-02T10:00:00.000Z')).toBe(true);
    expect(withinCap(['2026-11-02T10:00:00.000Z'], '2026-11-03T09:59:00.000Z')).toBe(false);
    expect(withinCap(['2026-11-02T10:00:00.000Z'], '2026-11-03T10:00:00.000Z')).toBe(true);
    const three = ['2026-11-02T10:00:00.000Z', '2026-11-03T10:00:00.000Z', '2026-11-04T10:00:00.000Z'];
    expect(withinCap(three, '2026-11-06T10:00:00.000Z')).toBe(false);
    expect(withinCap(three, '2026-11-09T10:00:00.000Z')).toBe(true);
    expect(nextSendTime('2026-11-05T12:00:00.000Z', three)).toBe('2026-11-09T10:00:00.000Z');
    // A cap that ends in quiet hours waits for 08:00.
    expect(nextSendTime('2026-11-02T23:00:00.000Z', ['2026-11-02T22:30:00.000Z'])).toBe('2026-11-04T08:00:00.000Z');

    const c = client('2026-11-02T10:00:00.000Z');
    expect(c.run('SendReminder', news('n1', c.now()))).toMatchObject([{ type: 'ReminderSent' }]);
    c.advance(hour);
    expect(c.run('SendReminder', news('n2', c.now(), 'g8'))).toMatchObject([{ type: 'ReminderPostponed', data: { until: '2026-11-03T10:00:00.000Z', reason: 'cap' } }]);
    for (const [i, t] of ['2026-11-03T10:00:00.000Z', '2026-11-04T10:00:00.000Z'].entries()) {
      c.at(t);
      expect(c.run('SendReminder', news(`m${i}`, t, `g${i}`))).toMatchObject([{ type: 'ReminderSent' }]);
    }
    c.at('2026-11-05T10:00:00.000Z');
    expect(c.run('SendReminder', news('m3', c.now(), 'g7'))).toMatchObject([{ type: 'ReminderPostponed', data: { until: '2026-11-09T10:00:00.000Z' } }]);
    expect(c.sent()).toHaveLength(3);
  });

  it('a piece of news is sent once, and dropped when still capped after 7 days', () => {
    const c = client('2026-11-02T10:00:00.000Z');
    c.run('SendReminder', news('n1', c.now()));
    c.advance(2 * day);
    expect(c.run('SendReminder', news('n1', c.now()))).toEqual([]);
    c.advance(8 * day);
    expect(c.run('SendReminder', news('old', '2026-11-02T10:00:00.000Z', 'g2'))).toMatchObject([{ type: 'ReminderDropped', data: { reason: 'stale' } }]);
  });

  it('unsubscribed: nothing is sent; only the client themself or the system (a verified link) sets it', () => {
    const c = client('2026-11-02T10:00:00.000Z');
    const other: Actor = { kind: 'user', userId: 'u2', email: 'x@y.z', roles: ['client'] };
    expect(() => c.run('SetReminderPreference', { reminders: false, via: 'settings' }, other)).toThrow(ForbiddenError);
    expect(() => c.run('SetReminderPreference', { reminders: false, via: 'link' }, { kind: 'visitor', visitorId: 'v' })).toThrow(ForbiddenError);
    expect(c.run('SetReminderPreference', { reminders: false, via: 'link' })).toMatchObject([{ type: 'ReminderPreferenceSet', data: { reminders: false } }]);
    expect(c.run('SetReminderPreference', { reminders: false, via: 'link' })).toEqual([]);
    c.run('ArmReminder', cart('t1', c.now()));
    expect(c.run('SendReminder', due('t1', c.now()))).toMatchObject([{ type: 'ReminderDropped', data: { kind: 'cart', reason: 'unsubscribed' } }]);
    expect(c.run('SendReminder', due('t1', c.now()))).toEqual([]);
    expect(() => c.run('SendReminder', news('n1', c.now()), other)).toThrow(ForbiddenError);
  });

  it('every mail carries its unsubscribe link and one link to its page', () => {
    const mail = reminderMail({ kind: 'price-drop', reminderKey: 'price-drop:g9', token: 't', goodsIds: ['g9'], title: 'Oak <chair>', fromCents: 12000, toCents: 9900 }, 'https://rc.test', 'https://rc.test/reminders/unsubscribe?u=u1&t=sig');
    expect(mail.subject).toBe('Price drop: Oak <chair>');
    expect(mail.text).toContain('now costs $99.00 (was $120.00)');
    expect(mail.text).toContain('https://rc.test/go/product/g9');
    expect(mail.text).toContain('https://rc.test/reminders/unsubscribe?u=u1&t=sig');
    expect(mail.html).toContain('Oak &#60;chair&#62;');
    expect(reminderMail({ kind: 'cart', reminderKey: 'cart', token: 't', goodsIds: ['a'] }, 'https://rc.test', 'U').text).toContain('https://rc.test/payment/cart');
  });
});

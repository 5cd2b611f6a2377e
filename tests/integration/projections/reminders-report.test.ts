import { expect, it } from 'vitest';
import type { OrderEvent } from '../../../domain/orders/order';
import type { RemindersEvent } from '../../../domain/reminders/reminders';
import { choicesTable, remindersReport, remindersReportProjection, sendsTable, weeklyTable } from '../../../projections/reminders/report';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type E = RemindersEvent | OrderEvent;

const stream = (userId: string) => `reminders-${userId}`;
const armed = (userId: string, token: string, at: string): GivenEvent<E> => ({
  type: 'ReminderArmed',
  streamId: stream(userId),
  data: { userId, kind: 'cart', reminderKey: 'cart', token, goodsIds: ['g1'], dueAt: at, armedAt: at },
});
const sent = (userId: string, kind: 'cart' | 'price-drop', token: string, at: string): GivenEvent<E> => ({
  type: 'ReminderSent',
  streamId: stream(userId),
  data: { userId, kind, reminderKey: kind === 'cart' ? 'cart' : `price-drop:g1`, token, goodsIds: ['g1'], sentAt: at },
});
const placed = (orderId: string, clientId: string, at: string): GivenEvent<E> => ({ type: 'OrderPlaced', streamId: `order-${orderId}`, data: { orderId, clientId, placedAt: at } as never });
const choice = (userId: string, reminders: boolean, via: 'link' | 'one-click' | 'settings', at: string): GivenEvent<E> => ({
  type: 'ReminderPreferenceSet',
  streamId: stream(userId),
  data: { userId, reminders, via, setAt: at },
});

// 2026-11-23 and 2026-11-30 are Mondays.
describeProjection<E>(remindersReportProjection, ({ given }) => {
  it('counts armed, sent, postponed, cancelled and dropped per week and kind', () =>
    given(
      armed('u1', 'a1', '2026-11-24T10:00:00.000Z'),
      { type: 'ReminderPostponed', streamId: stream('u1'), data: { userId: 'u1', kind: 'cart', reminderKey: 'cart', token: 'a1', goodsIds: ['g1'], firstDueAt: '2026-11-25T22:00:00.000Z', until: '2026-11-26T08:00:00.000Z', reason: 'quiet-hours' } },
      { type: 'ReminderPostponed', streamId: stream('u1'), data: { userId: 'u1', kind: 'price-drop', reminderKey: 'price-drop:g1', token: 'n1', goodsIds: ['g1'], firstDueAt: '2026-11-29T10:00:00.000Z', until: '2026-11-30T10:00:00.000Z', reason: 'cap' } },
      sent('u1', 'cart', 'a1', '2026-11-26T08:00:00.000Z'),
      sent('u1', 'cart', 'a1', '2026-11-26T08:00:00.000Z'),
      armed('u2', 'a2', '2026-11-30T10:00:00.000Z'),
      { type: 'ReminderDisarmed', streamId: stream('u2'), data: { userId: 'u2', reminderKey: 'cart', reason: 'ordered', disarmedAt: '2026-11-30T11:00:00.000Z' } },
      { type: 'ReminderDropped', streamId: stream('u2'), data: { userId: 'u2', kind: 'price-drop', reminderKey: 'price-drop:g1', token: 'n1', reason: 'stale', droppedAt: '2026-12-01T11:00:00.000Z' } },
    ).then({
      [weeklyTable]: [
        { week: '2026-11-23', kind: 'cart', measure: 'armed', count: 1 },
        { week: '2026-11-23', kind: 'cart', measure: 'postponed_quiet_hours', count: 1 },
        { week: '2026-11-23', kind: 'price-drop', measure: 'postponed_cap', count: 1 },
        { week: '2026-11-23', kind: 'cart', measure: 'sent', count: 1 },
        { week: '2026-11-30', kind: 'cart', measure: 'armed', count: 1 },
        { week: '2026-11-30', kind: 'cart', measure: 'cancelled', count: 1 },
        { week: '2026-11-30', kind: 'price-drop', measure: 'dropped_stale', count: 1 },
      ],
    }));

  it('an order within 7 days after a sent reminder converts the latest one, once; later or earlier orders and other clients do not', () =>
    given(
      placed('o0', 'u1', '2026-11-23T09:00:00.000Z'),
      sent('u1', 'cart', 'a1', '2026-11-23T10:00:00.000Z'),
      sent('u1', 'price-drop', 'n1', '2026-11-24T10:00:00.000Z'),
      placed('o9', 'u2', '2026-11-24T11:00:00.000Z'),
      placed('o1', 'u1', '2026-11-25T10:00:00.000Z'),
      placed('o2', 'u1', '2026-11-26T10:00:00.000Z'),
      placed('o3', 'u1', '2026-12-01T10:00:01.000Z'),
    ).then({
      [sendsTable]: [
        { user_id: 'u1', token: 'a1', kind: 'cart', week: '2026-11-23', converted: true },
        { user_id: 'u1', token: 'n1', kind: 'price-drop', week: '2026-11-23', converted: true },
      ],
      [weeklyTable]: [
        { week: '2026-11-23', kind: 'cart', measure: 'sent', count: 1 },
        { week: '2026-11-23', kind: 'price-drop', measure: 'sent', count: 1 },
        { week: '2026-11-23', kind: 'price-drop', measure: 'converted', count: 1 },
        { week: '2026-11-23', kind: 'cart', measure: 'converted', count: 1 },
      ],
    }));

  it('counts an unsubscribe only when the choice goes from on to off, by the way it was made', () =>
    given(
      choice('u1', false, 'one-click', '2026-11-24T10:00:00.000Z'),
      choice('u1', false, 'link', '2026-11-24T11:00:00.000Z'),
      choice('u1', true, 'settings', '2026-11-25T10:00:00.000Z'),
      choice('u1', false, 'settings', '2026-11-30T10:00:00.000Z'),
      choice('u2', true, 'settings', '2026-11-30T10:00:00.000Z'),
      choice('u3', false, 'link', '2026-11-30T10:00:00.000Z'),
    ).then({
      [weeklyTable]: [
        { week: '2026-11-23', kind: '', measure: 'unsubscribed_one_click', count: 1 },
        { week: '2026-11-23', kind: '', measure: 'resubscribed', count: 1 },
        { week: '2026-11-30', kind: '', measure: 'unsubscribed_settings', count: 1 },
        { week: '2026-11-30', kind: '', measure: 'unsubscribed_link', count: 1 },
      ],
      [choicesTable]: [
        { user_id: 'u1', reminders: false },
        { user_id: 'u2', reminders: true },
        { user_id: 'u3', reminders: false },
      ],
    }));

  it('reports counts only, for the weeks asked', () =>
    given(sent('u1', 'cart', 'a1', '2026-11-23T10:00:00.000Z'), sent('u1', 'cart', 'a2', '2026-11-30T10:00:00.000Z'), placed('o1', 'u1', '2026-11-30T11:00:00.000Z'), choice('u1', false, 'link', '2026-11-30T12:00:00.000Z')).thenQuery(async (trx) => {
      const report = await remindersReport(trx, '2026-11-30', '2026-11-30');
      expect(report.kinds).toEqual([expect.objectContaining({ week: '2026-11-30', kind: 'cart', sent: 1, converted: 1, conversion: 1 })]);
      expect(report.choices).toEqual([expect.objectContaining({ week: '2026-11-30', unsubscribed_link: 1, unsubscribed: 1 })]);
      expect(JSON.stringify(report)).not.toContain('u1');
    }));
});

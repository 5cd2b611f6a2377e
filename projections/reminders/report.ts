import type { Knex } from 'knex';
import { orderEventTypes, type OrderEvent } from '../../domain/orders/order';
import { remindersEventTypes, type RemindersEvent } from '../../domain/reminders/reminders';
import { conversionWindowMs, kindOfKey, reportRows, weekOf, type Counter } from '../../domain/reminders/report';
import { defineProjection } from '../projection';

export const weeklyTable = 'reminders_report_weekly_v1';
export const sendsTable = 'reminders_report_sends_v1';
export const choicesTable = 'reminders_report_choices_v1';

type Read = RemindersEvent | OrderEvent;
const handled = ['ReminderArmed', 'ReminderDisarmed', 'ReminderPostponed', 'ReminderSent', 'ReminderDropped', 'ReminderPreferenceSet', 'OrderPlaced'] as const;
const others = [...remindersEventTypes, ...orderEventTypes].filter((t) => !(handled as readonly string[]).includes(t));

/**
 * The reminders report (issue 26, ADR 061): per week and reminder kind, how many
 * were armed, sent, postponed (cap, quiet hours), cancelled (an order or an
 * emptied cart disarmed it), dropped (stale news, all bought, turned off) and
 * converted (an order by the client within 7 days after a sent reminder: the
 * latest such reminder gets it, each reminder once); per week the unsubscribes by
 * way (the mail's link page, the mail program's one-click, the settings page).
 * A fact counts under the week of its own time (a postponement: the week the
 * reminder was first due; a conversion: the reminder's week).
 */
export const remindersReportProjection = defineProjection<Read>()({
  name: 'reminders-report',
  tables: [weeklyTable, sendsTable, choicesTable],
  reads: [...remindersEventTypes, ...orderEventTypes],
  handles: handled,
  ignores: others as never[],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'ReminderArmed':
          await count(trx, event.data.armedAt, event.data.kind, 'armed');
          break;
        case 'ReminderDisarmed': {
          const kind = kindOfKey(event.data.reminderKey);
          if (kind) await count(trx, event.data.disarmedAt, kind, 'cancelled');
          break;
        }
        case 'ReminderPostponed':
          await count(trx, event.data.firstDueAt, event.data.kind, event.data.reason === 'cap' ? 'postponed_cap' : 'postponed_quiet_hours');
          break;
        case 'ReminderDropped':
          await count(trx, event.data.droppedAt, event.data.kind, `dropped_${event.data.reason}`);
          break;
        case 'ReminderSent': {
          const { userId, token, kind, sentAt } = event.data;
          const inserted = await trx(sendsTable).insert({ user_id: userId, token, kind, week: weekOf(sentAt), sent_at: sentAt }).onConflict(['user_id', 'token']).ignore().returning('token');
          if (inserted.length) await count(trx, sentAt, kind, 'sent');
          break;
        }
        case 'ReminderPreferenceSet': {
          const { userId, reminders, via, setAt } = event.data;
          const before = (await trx(choicesTable).where({ user_id: userId }).first())?.reminders ?? true;
          await trx(choicesTable).insert({ user_id: userId, reminders }).onConflict('user_id').merge(['reminders']);
          if (before && !reminders) await count(trx, setAt, '', `unsubscribed_${via.replace('-', '_')}`);
          if (!before && reminders) await count(trx, setAt, '', 'resubscribed');
          break;
        }
        case 'OrderPlaced': {
          const { clientId, placedAt } = event.data;
          const since = new Date(Date.parse(placedAt) - conversionWindowMs).toISOString();
          const send = await trx(sendsTable).where({ user_id: clientId, converted: false }).whereBetween('sent_at', [since, placedAt]).orderBy('sent_at', 'desc').first();
          if (!send) break;
          await trx(sendsTable).where({ user_id: clientId, token: send.token }).update({ converted: true });
          await countIn(trx, send.week, send.kind, 'converted');
          break;
        }
      }
    }
  },
});

const count = (trx: Knex.Transaction, at: string, kind: string, measure: string) => countIn(trx, weekOf(at), kind, measure);

async function countIn(trx: Knex.Transaction, week: string, kind: string, measure: string) {
  await trx(weeklyTable)
    .insert({ week, kind, measure, count: 1 })
    .onConflict(['week', 'kind', 'measure'])
    .merge({ count: trx.raw('?? + 1', [`${weeklyTable}.count`]) });
}

/** The report over weeks [fromWeek, toWeek] (Mondays): counts only. */
export async function remindersReport(db: Knex, fromWeek: string, toWeek: string) {
  const counters: Counter[] = (await db(weeklyTable).whereBetween('week', [fromWeek, toWeek]).select('week', 'kind', 'measure', 'count')).map((r) => ({ ...r, count: Number(r.count) }));
  return reportRows(counters);
}

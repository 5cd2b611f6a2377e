import type { ReminderKind } from './reminders';

/**
 * The reminders report's pure parts (issue 26, ADR 061): the week a fact counts
 * under, the 7-day window an order counts as a reminder's conversion, and the
 * table rows the console shows, from the projection's counters.
 */
export const reminderKinds: readonly ReminderKind[] = ['cart', 'board', 'price-drop', 'back-in-stock'];
export const conversionWindowMs = 7 * 86_400_000;

/** The Monday (UTC) of the ISO week `iso` falls in, as YYYY-MM-DD. */
export function weekOf(iso: string): string {
  const t = new Date(Date.parse(iso));
  const monday = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()) - ((t.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The kind a reminder key names (`cart`, `board:<id>`, `price-drop:<goods>`, `back-in-stock:<goods>`), or null for another. */
export function kindOfKey(reminderKey: string): ReminderKind | null {
  const head = reminderKey.split(':')[0] as ReminderKind;
  return reminderKinds.includes(head) ? head : null;
}

/** Whether an order placed at `placedAt` falls within 7 days after a reminder sent at `sentAt`. */
export const convertsWithin = (sentAt: string, placedAt: string) => {
  const gap = Date.parse(placedAt) - Date.parse(sentAt);
  return gap >= 0 && gap <= conversionWindowMs;
};

export const reminderMeasures = ['armed', 'sent', 'postponed_cap', 'postponed_quiet_hours', 'cancelled', 'dropped_stale', 'dropped_bought', 'dropped_unsubscribed', 'converted'] as const;
export const unsubscribeMeasures = ['unsubscribed_link', 'unsubscribed_one_click', 'unsubscribed_settings', 'resubscribed'] as const;
export type ReminderMeasure = (typeof reminderMeasures)[number];
export type UnsubscribeMeasure = (typeof unsubscribeMeasures)[number];

export interface Counter {
  week: string;
  /** A reminder kind, or '' for the client's choice (unsubscribes are not per kind). */
  kind: string;
  measure: string;
  count: number;
}

export type KindRow = { week: string; kind: ReminderKind } & Record<ReminderMeasure, number> & { dropped: number; conversion: number };
export type ChoiceRow = { week: string } & Record<UnsubscribeMeasure, number> & { unsubscribed: number };

/**
 * Counters → the report: per week (newest first) and kind (in the usual order)
 * every measure (0 when none), the dropped total and the conversion (converted ÷
 * sent, 0 without sends); and per week the unsubscribes by way and the total.
 */
export function reportRows(counters: readonly Counter[]): { kinds: KindRow[]; choices: ChoiceRow[] } {
  const byKind = new Map<string, KindRow>();
  const byWeek = new Map<string, ChoiceRow>();
  for (const c of counters) {
    if (c.kind === '') {
      if (!(unsubscribeMeasures as readonly string[]).includes(c.measure)) continue;
      const row = byWeek.get(c.week) ?? ({ week: c.week, ...Object.fromEntries(unsubscribeMeasures.map((m) => [m, 0])), unsubscribed: 0 } as ChoiceRow);
      row[c.measure as UnsubscribeMeasure] += c.count;
      byWeek.set(c.week, row);
      continue;
    }
    if (!reminderKinds.includes(c.kind as ReminderKind) || !(reminderMeasures as readonly string[]).includes(c.measure)) continue;
    const key = `${c.week}|${c.kind}`;
    const row = byKind.get(key) ?? ({ week: c.week, kind: c.kind as ReminderKind, ...Object.fromEntries(reminderMeasures.map((m) => [m, 0])), dropped: 0, conversion: 0 } as KindRow);
    row[c.measure as ReminderMeasure] += c.count;
    byKind.set(key, row);
  }
  const kinds = [...byKind.values()].map((r) => ({ ...r, dropped: r.dropped_stale + r.dropped_bought + r.dropped_unsubscribed, conversion: r.sent ? r.converted / r.sent : 0 }));
  kinds.sort((a, b) => b.week.localeCompare(a.week) || reminderKinds.indexOf(a.kind) - reminderKinds.indexOf(b.kind));
  const choices = [...byWeek.values()].map((r) => ({ ...r, unsubscribed: r.unsubscribed_link + r.unsubscribed_one_click + r.unsubscribed_settings }));
  choices.sort((a, b) => b.week.localeCompare(a.week));
  return { kinds, choices };
}

import { attributionCommands } from '../../domain/attribution/commands';
import { remindersCommands } from '../../domain/reminders/commands';
import type { AppRuntime } from '../runtime';

const hour = 3_600_000;
const day = 24 * hour;
const system = { kind: 'system' } as const;

/** A small deterministic generator: the same demo every time it is seeded. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type Step =
  | { command: 'arm'; userId: string; kind: 'cart' | 'board'; token: string; at: number; dueAt: number }
  | { command: 'send'; userId: string; kind: 'cart' | 'board' | 'price-drop' | 'back-in-stock'; token: string; at: number; firstDueAt: number }
  | { command: 'disarm'; userId: string; at: number }
  | { command: 'choose'; userId: string; via: 'link' | 'one-click' | 'settings'; at: number };

/**
 * The demo's reminders (pure, deterministic): six weeks of demo shoppers (no
 * accounts, so no mail reaches anyone) whose carts and boards are armed, sent or
 * cancelled by an order, who get price-drop and back-in-stock news (some capped,
 * some too old and dropped), and a few who unsubscribe each way. Times fall in
 * the day (10:00–18:00 UTC), never in quiet hours.
 */
export function demoReminderSteps(today: Date): Step[] {
  const random = generator(61);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const steps: Step[] = [];
  for (let week = 5; week >= 0; week--) {
    const shoppers = 6 + Math.floor(random() * 5);
    for (let n = 0; n < shoppers; n++) {
      const userId = `demo-shopper-${week}-${n}`;
      const at = midnight - (week * 7 + 3 + Math.floor(random() * 3)) * day + (10 + Math.floor(random() * 6)) * hour;
      const pick = random();
      if (pick < 0.45) {
        steps.push({ command: 'arm', userId, kind: 'cart', token: `${userId}-cart`, at, dueAt: at + day });
        if (random() < 0.3) steps.push({ command: 'disarm', userId, at: at + 2 * hour });
        else steps.push({ command: 'send', userId, kind: 'cart', token: `${userId}-cart`, at: at + day, firstDueAt: at + day });
      } else if (pick < 0.65) {
        steps.push({ command: 'arm', userId, kind: 'board', token: `${userId}-board`, at, dueAt: at + 3 * day });
        steps.push({ command: 'send', userId, kind: 'board', token: `${userId}-board`, at: at + 3 * day, firstDueAt: at + 3 * day });
      } else {
        const kind = pick < 0.85 ? 'price-drop' : 'back-in-stock';
        steps.push({ command: 'send', userId, kind, token: `${userId}-news1`, at, firstDueAt: at });
        // A second piece of news the same day is capped (postponed); one asked 8 days late is dropped as stale.
        if (random() < 0.4) steps.push({ command: 'send', userId, kind, token: `${userId}-news2`, at: at + hour, firstDueAt: at + hour });
        if (random() < 0.2) steps.push({ command: 'send', userId, kind, token: `${userId}-news3`, at: at + 8 * day, firstDueAt: at });
      }
      const leave = random();
      if (leave < 0.12) steps.push({ command: 'choose', userId, via: leave < 0.04 ? 'link' : leave < 0.08 ? 'one-click' : 'settings', at: at + 2 * day });
    }
  }
  return steps.filter((s) => s.at < today.getTime() - hour);
}

/** Referral clicks on the demo client's link: a few of the demo's visitors opened it, over the last two weeks. */
export function demoReferralClicks(today: Date): { visitorId: string; at: number }[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: 9 }, (_, k) => ({ visitorId: `demo-referred-visitor-${k}`, at: midnight - (13 - k) * day - (k % 3) * hour - 6 * hour }));
}

const goodsIds = ['g00001', 'g00002'];

/**
 * Demo marketing facts for the console's Referrals and Reminders pages (issue 26,
 * ADR 061), through the same commands the processes and the incrReferCount call
 * use, at the step's time. Command ids are fixed: seeding again appends nothing.
 */
export async function seedDemoMarketing(runtime: Pick<AppRuntime, 'pipeline' | 'store'>, today = new Date()) {
  const clicks = demoReferralClicks(today);
  if (await runtime.store.commandResult(`demo:refer-click:${clicks.at(-1)!.visitorId}`)) return;
  const steps = demoReminderSteps(today);
  for (const [i, s] of steps.entries()) {
    const context = { actor: system, commandId: `demo:reminder:${i}:${s.userId}:${s.command}`, now: new Date(s.at) };
    if (s.command === 'arm') await runtime.pipeline.execute(remindersCommands.ArmReminder, { userId: s.userId, kind: s.kind, reminderKey: s.kind === 'cart' ? 'cart' : `board:${s.userId}`, token: s.token, goodsIds, ...(s.kind === 'board' ? { boardId: s.userId } : {}), dueAt: new Date(s.dueAt).toISOString() }, context);
    if (s.command === 'disarm') await runtime.pipeline.execute(remindersCommands.DisarmReminder, { userId: s.userId, reminderKey: 'cart', reason: 'ordered' }, context);
    if (s.command === 'choose') await runtime.pipeline.execute(remindersCommands.SetReminderPreference, { userId: s.userId, reminders: false, via: s.via }, context);
    if (s.command === 'send') {
      const news = s.kind === 'price-drop' || s.kind === 'back-in-stock';
      const key = s.kind === 'cart' ? 'cart' : s.kind === 'board' ? `board:${s.userId}` : `${s.kind}:${goodsIds[0]}`;
      await runtime.pipeline.execute(
        remindersCommands.SendReminder,
        { userId: s.userId, kind: s.kind, reminderKey: key, token: s.token, goodsIds, ...(s.kind === 'board' ? { boardId: s.userId } : {}), ...(news ? { title: 'Linen armchair', fromCents: 49_900, toCents: 39_900 } : {}), firstDueAt: new Date(s.firstDueAt).toISOString() },
        context,
      );
    }
  }
  for (const { visitorId, at } of clicks) {
    await runtime.pipeline.execute(attributionCommands.CountReferClick, { referrerId: 'demo-client', visitorId }, { actor: { kind: 'visitor', visitorId }, commandId: `demo:refer-click:${visitorId}`, now: new Date(at) });
  }
}

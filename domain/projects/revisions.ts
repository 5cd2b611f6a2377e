import type { PlanType } from './plans';

/** Part 2 §9 revision allowances: Kick-Start 2 within 30 days; Classic up to 3; Luxe unlimited. */
export interface RevisionAllowance {
  count: number | null;
  withinDays: number | null;
}

const allowances: Record<PlanType, RevisionAllowance> = {
  KICK_START: { count: 2, withinDays: 30 },
  CLASSIC: { count: 3, withinDays: null },
  LUXE: { count: null, withinDays: null },
  // Where the spec is silent: the remodel and in-person designs follow Classic.
  IN_PERSON: { count: 3, withinDays: null },
  BATHROOM: { count: 3, withinDays: null },
  KITCHEN: { count: 3, withinDays: null },
  ADDITIONAL_ROOM: { count: 3, withinDays: null },
  AI_SUBSCRIPTION: { count: 0, withinDays: null },
};

export const revisionAllowance = (plan: PlanType): RevisionAllowance => allowances[plan];

export type RevisionsLeft = { unlimited: true } | { unlimited: false; left: number; until: string | null };

/** How many revisions the client has left now (what the project page always shows). */
export function revisionsLeft(plan: PlanType, used: number, deliveredAt: string | null, now: string): RevisionsLeft {
  const a = allowances[plan];
  if (a.count === null) return { unlimited: true };
  const until = a.withinDays !== null && deliveredAt ? new Date(Date.parse(deliveredAt) + a.withinDays * 86_400_000).toISOString() : null;
  if (until && Date.parse(now) >= Date.parse(until)) return { unlimited: false, left: 0, until };
  return { unlimited: false, left: Math.max(0, a.count - used), until };
}

/** Why a revision cannot be asked for now, or null when it can. */
export function revisionRefusal(plan: PlanType, used: number, deliveredAt: string | null, now: string): string | null {
  const left = revisionsLeft(plan, used, deliveredAt, now);
  if (left.unlimited || left.left > 0) return null;
  const a = allowances[plan];
  if (left.until && Date.parse(now) >= Date.parse(left.until)) return `Revisions on this plan are open for ${a.withinDays} days after your design is delivered`;
  return a.count === 0 ? 'This plan does not include revisions' : `Your plan includes ${a.count} revisions and you have used them all`;
}

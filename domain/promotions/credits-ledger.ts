import type { Event } from '../shared/messages';

/**
 * A client's store credits (part 1 §5, §7 calcPriceDiscount): one stream per client,
 * `credits-<clientId>`. Staff grant credits (a welcome gift, a goodwill gesture, a
 * refund taken as credit); an order spends them; a cancelled order gives them back.
 * Each grant is a lot that may expire; spending takes from the lot that expires first,
 * and the spend records which lots it took from so a return puts them back exactly.
 */
export const creditsStream = (clientId: string) => `credits-${clientId}`;

export interface CreditDraw {
  grantId: string;
  amountCents: number;
}

export type CreditsEvent =
  | Event<'CreditsGranted', { clientId: string; grantId: string; amountCents: number; reason: string; expiresAt: string | null; grantedAt: string }>
  | Event<'CreditsSpent', { clientId: string; orderId: string; amountCents: number; from: CreditDraw[]; spentAt: string }>
  | Event<'CreditsReturned', { clientId: string; orderId: string; amountCents: number; returnedAt: string }>;

export interface CreditLot {
  grantId: string;
  remainingCents: number;
  expiresAt: string | null;
}

export interface CreditsState {
  lots: Record<string, CreditLot>;
  /** What each order spent and whether it came back. */
  spends: Record<string, { amountCents: number; from: CreditDraw[]; returned: boolean }>;
}

export const initialCreditsState = (): CreditsState => ({ lots: {}, spends: {} });

export function evolveCredits(state: CreditsState, event: CreditsEvent): CreditsState {
  switch (event.type) {
    case 'CreditsGranted': {
      const { grantId, amountCents, expiresAt } = event.data;
      return { ...state, lots: { ...state.lots, [grantId]: { grantId, remainingCents: amountCents, expiresAt } } };
    }
    case 'CreditsSpent': {
      const lots = { ...state.lots };
      for (const draw of event.data.from) {
        const lot = lots[draw.grantId];
        if (lot) lots[draw.grantId] = { ...lot, remainingCents: lot.remainingCents - draw.amountCents };
      }
      return { lots, spends: { ...state.spends, [event.data.orderId]: { amountCents: event.data.amountCents, from: event.data.from, returned: false } } };
    }
    case 'CreditsReturned': {
      const spend = state.spends[event.data.orderId];
      if (!spend) return state;
      const lots = { ...state.lots };
      for (const draw of spend.from) {
        const lot = lots[draw.grantId];
        if (lot) lots[draw.grantId] = { ...lot, remainingCents: lot.remainingCents + draw.amountCents };
      }
      return { lots, spends: { ...state.spends, [event.data.orderId]: { ...spend, returned: true } } };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

const usable = (lot: CreditLot, now: string) => lot.remainingCents > 0 && (lot.expiresAt === null || Date.parse(lot.expiresAt) > Date.parse(now));

/** The credits a client can spend at `now`: unexpired lots only, never negative. */
export function creditBalance(state: CreditsState, now: string): number {
  return Object.values(state.lots).reduce((sum, lot) => sum + (usable(lot, now) ? lot.remainingCents : 0), 0);
}

/** Which lots `amountCents` comes from: the soonest to expire first, lots that never expire last. */
export function drawCredits(state: CreditsState, amountCents: number, now: string): CreditDraw[] | null {
  const lots = Object.values(state.lots)
    .filter((lot) => usable(lot, now))
    .sort((a, b) => (a.expiresAt === b.expiresAt ? a.grantId.localeCompare(b.grantId) : a.expiresAt === null ? 1 : b.expiresAt === null ? -1 : Date.parse(a.expiresAt) - Date.parse(b.expiresAt)));
  const from: CreditDraw[] = [];
  let left = amountCents;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remainingCents);
    from.push({ grantId: lot.grantId, amountCents: take });
    left -= take;
  }
  return left === 0 ? from : null;
}

export const creditsEventTypes = Object.keys({
  CreditsGranted: true,
  CreditsSpent: true,
  CreditsReturned: true,
} satisfies Record<CreditsEvent['type'], true>) as CreditsEvent['type'][];

import { type CodeStatus, normalizeCode } from '../../../domain/promotions/codes';
import { codeStatus as statusOf, evolvePromotion, initialPromotionState, type PromotionEvent, promotionStream, usesBy } from '../../../domain/promotions/promotion';
import { creditBalance as balanceOf, type CreditsEvent, creditsStream, evolveCredits, initialCreditsState } from '../../../domain/promotions/credits-ledger';
import type { Runtime } from '../../../infra/runtime';
import { paidOrderCount } from '../../../projections/cart/client-orders';

/** What the price of a cart needs to know about codes, orders and credits. */
export interface PromotionFacts {
  codeStatus(code: string): Promise<CodeStatus | undefined>;
  codeUsesBy(clientId: string, code: string): Promise<number>;
  paidOrderCount(clientId: string): Promise<number>;
  creditBalance(clientId: string, now: Date): Promise<number>;
}

/** A code's own stream (promotion-<CODE>), folded: its definition, whether it ended, who used it. */
async function promotionState(runtime: Runtime, code: string) {
  return (await runtime.loadAggregate<ReturnType<typeof initialPromotionState>, PromotionEvent>({ initialState: initialPromotionState, evolve: evolvePromotion }, promotionStream(code))).state;
}

export function promotionFacts(runtime: Runtime): PromotionFacts {
  return {
    async codeStatus(code) {
      if (!/^[A-Z0-9_-]{1,32}$/.test(normalizeCode(code))) return undefined;
      return statusOf(normalizeCode(code), await promotionState(runtime, code));
    },
    async codeUsesBy(clientId, code) {
      if (!/^[A-Z0-9_-]{1,32}$/.test(normalizeCode(code))) return 0;
      return usesBy(await promotionState(runtime, code), clientId);
    },
    paidOrderCount: (clientId) => paidOrderCount(runtime.db, clientId),
    // From the client's own ledger stream, so a spend a moment ago already counts.
    async creditBalance(clientId, now) {
      const { state } = await runtime.loadAggregate<ReturnType<typeof initialCreditsState>, CreditsEvent>({ initialState: initialCreditsState, evolve: evolveCredits }, creditsStream(clientId));
      return balanceOf(state, now.toISOString());
    },
  };
}

import type { Event } from '../shared/messages';
import { builtinCodes, type CodeDefinition, type CodeStatus } from './codes';

/** One stream per code, named by the code in capitals: `promotion-DIY1`, `promotion-WINTER25`. */
export const promotionStream = (code: string) => `promotion-${code.trim().toUpperCase()}`;

export type PromotionEvent =
  | Event<'DiscountCodeCreated', { definition: CodeDefinition; createdAt: string }>
  | Event<'DiscountCodeEnded', { code: string; endedAt: string }>
  | Event<'DiscountCodeUsed', { code: string; orderId: string; clientId: string; usedAt: string }>
  | Event<'DiscountCodeUseReleased', { code: string; orderId: string; clientId: string }>;

export interface PromotionState {
  /** Set for codes staff created; built-in codes (DIY1 …) have none but still count uses. */
  definition: CodeDefinition | null;
  ended: boolean;
  /** Who used the code on which order. */
  uses: Record<string, string>;
}

export const initialPromotionState = (): PromotionState => ({ definition: null, ended: false, uses: {} });

export function evolvePromotion(state: PromotionState, event: PromotionEvent): PromotionState {
  switch (event.type) {
    case 'DiscountCodeCreated':
      return { ...state, definition: event.data.definition };
    case 'DiscountCodeEnded':
      return { ...state, ended: true };
    case 'DiscountCodeUsed':
      return { ...state, uses: { ...state.uses, [event.data.orderId]: event.data.clientId } };
    case 'DiscountCodeUseReleased': {
      const { [event.data.orderId]: _released, ...uses } = state.uses;
      return { ...state, uses };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The code as `applyCode` needs it, or undefined when no such code exists. */
export function codeStatus(code: string, state: PromotionState): CodeStatus | undefined {
  const definition = state.definition ?? builtinCodes[code.trim().toUpperCase()];
  return definition && { ...definition, totalUses: Object.keys(state.uses).length, ended: state.ended };
}

export const usesBy = (state: PromotionState, clientId: string) => Object.values(state.uses).filter((c) => c === clientId).length;

export const promotionEventTypes = Object.keys({
  DiscountCodeCreated: true,
  DiscountCodeEnded: true,
  DiscountCodeUsed: true,
  DiscountCodeUseReleased: true,
} satisfies Record<PromotionEvent['type'], true>) as PromotionEvent['type'][];

import type { Event } from '../shared/messages';
import type { CardSummary } from './cards';

/** A client's saved cards (part 1 §3 payment card: uuid is the card id in calls). */
export const cardsStream = (clientId: string) => `cards-${clientId}`;
export const maxSavedCards = 10;
export const tooManyCardsMessage = `You can keep at most ${maxSavedCards} cards`;
export const cardNotFoundMessage = 'This card is not in your account';

export type SavedCardsEvent =
  | Event<'CardSaved', { clientId: string; cardId: string; card: CardSummary; holderName: string; savedAt: string }>
  | Event<'CardUpdated', { clientId: string; cardId: string; holderName: string; expMonth: number; expYear: number }>
  | Event<'CardDeleted', { clientId: string; cardId: string }>
  | Event<'DefaultCardChanged', { clientId: string; cardId: string | null }>;

export interface SavedCard {
  cardId: string;
  card: CardSummary;
  holderName: string;
}

export interface SavedCardsState {
  cards: SavedCard[];
  defaultCardId: string | null;
}

export const initialSavedCardsState = (): SavedCardsState => ({ cards: [], defaultCardId: null });

export function evolveSavedCards(state: SavedCardsState, event: SavedCardsEvent): SavedCardsState {
  switch (event.type) {
    case 'CardSaved': {
      const { cardId, card, holderName } = event.data;
      return { ...state, cards: [...state.cards.filter((c) => c.cardId !== cardId), { cardId, card, holderName }] };
    }
    case 'CardUpdated': {
      const { cardId, holderName, expMonth, expYear } = event.data;
      return { ...state, cards: state.cards.map((c) => (c.cardId === cardId ? { ...c, holderName, card: { ...c.card, expMonth, expYear } } : c)) };
    }
    case 'CardDeleted':
      return { ...state, cards: state.cards.filter((c) => c.cardId !== event.data.cardId) };
    case 'DefaultCardChanged':
      return { ...state, defaultCardId: event.data.cardId };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The same card entered again: same brand, last four and expiry. */
export const sameCard = (a: CardSummary, b: CardSummary) => a.brand === b.brand && a.last4 === b.last4 && a.expMonth === b.expMonth && a.expYear === b.expYear;

export const savedCardsEventTypes = Object.keys({
  CardSaved: true,
  CardUpdated: true,
  CardDeleted: true,
  DefaultCardChanged: true,
} satisfies Record<SavedCardsEvent['type'], true>) as SavedCardsEvent['type'][];

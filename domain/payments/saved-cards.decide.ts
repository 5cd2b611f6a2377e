import { z } from 'zod';
import { idField } from '../shared/schemas';
import { assertActsFor } from '../identity/account.decide';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { cardMessages, cardSummarySchema, expiryMessage } from './cards';
import {
  cardNotFoundMessage,
  evolveSavedCards,
  initialSavedCardsState,
  maxSavedCards,
  sameCard,
  type SavedCardsEvent,
  type SavedCardsState,
  tooManyCardsMessage,
} from './saved-cards';

const id = (message: string) => idField(message);
const holderName = z.string({ required_error: cardMessages.name, invalid_type_error: cardMessages.name }).trim().min(1, cardMessages.name).max(100, 'The name is too long');

export const saveCardSchema = z.object({ clientId: id('Invalid client'), cardId: id('Invalid card id'), card: cardSummarySchema, holderName, makeDefault: z.boolean().default(false) });
export const updateCardSchema = z.object({
  clientId: id('Invalid client'),
  cardId: id(cardNotFoundMessage),
  holderName,
  expMonth: z.number().int().min(1, cardMessages.expiry).max(12, cardMessages.expiry),
  expYear: z.number().int().min(2000, cardMessages.expiry).max(2100, cardMessages.expiry),
});
export const deleteCardSchema = z.object({ clientId: id('Invalid client'), cardId: id(cardNotFoundMessage) });
export const setDefaultCardSchema = deleteCardSchema;

export type SavedCardsCommand =
  | Command<'SaveCard', z.infer<typeof saveCardSchema>>
  | Command<'UpdateCard', z.infer<typeof updateCardSchema>>
  | Command<'DeleteCard', z.infer<typeof deleteCardSchema>>
  | Command<'SetDefaultCard', z.infer<typeof setDefaultCardSchema>>;

function requireCard(state: SavedCardsState, cardId: string) {
  const card = state.cards.find((c) => c.cardId === cardId);
  if (!card) throw new NotFoundError('CARD_NOT_FOUND', cardNotFoundMessage);
  return card;
}

export function decideSavedCards(command: SavedCardsCommand, state: SavedCardsState): SavedCardsEvent[] {
  const { actor, now } = command.metadata;
  assertActsFor(actor, command.data.clientId);
  switch (command.type) {
    case 'SaveCard': {
      const { clientId, cardId, card, holderName, makeDefault } = command.data;
      const expired = expiryMessage(card.expMonth, card.expYear, now);
      if (expired) throw new IllegalStateError('CARD_EXPIRED', expired);
      const events: SavedCardsEvent[] = [];
      // The same card again refreshes the saved one (new token, name) instead of a duplicate.
      const existing = state.cards.find((c) => c.cardId === cardId || sameCard(c.card, card));
      if (!existing && state.cards.length >= maxSavedCards) throw new IllegalStateError('TOO_MANY_CARDS', tooManyCardsMessage);
      const savedId = existing?.cardId ?? cardId;
      events.push({ type: 'CardSaved', data: { clientId, cardId: savedId, card, holderName, savedAt: now } });
      if ((makeDefault || state.cards.length === 0) && state.defaultCardId !== savedId) events.push({ type: 'DefaultCardChanged', data: { clientId, cardId: savedId } });
      return events;
    }
    case 'UpdateCard': {
      const { clientId, cardId, holderName, expMonth, expYear } = command.data;
      const saved = requireCard(state, cardId);
      const expired = expiryMessage(expMonth, expYear, now);
      if (expired) throw new IllegalStateError('CARD_EXPIRED', expired);
      if (saved.holderName === holderName && saved.card.expMonth === expMonth && saved.card.expYear === expYear) return [];
      return [{ type: 'CardUpdated', data: { clientId, cardId, holderName, expMonth, expYear } }];
    }
    case 'DeleteCard': {
      const { clientId, cardId } = command.data;
      requireCard(state, cardId);
      const events: SavedCardsEvent[] = [{ type: 'CardDeleted', data: { clientId, cardId } }];
      if (state.defaultCardId === cardId) {
        const next = state.cards.filter((c) => c.cardId !== cardId).at(-1);
        events.push({ type: 'DefaultCardChanged', data: { clientId, cardId: next?.cardId ?? null } });
      }
      return events;
    }
    case 'SetDefaultCard': {
      const { clientId, cardId } = command.data;
      requireCard(state, cardId);
      if (state.defaultCardId === cardId) return [];
      return [{ type: 'DefaultCardChanged', data: { clientId, cardId } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const savedCardsDecider: Decider<SavedCardsState, SavedCardsCommand, SavedCardsEvent> = {
  initialState: initialSavedCardsState,
  evolve: evolveSavedCards,
  decide: decideSavedCards,
};

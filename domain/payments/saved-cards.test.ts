import { describe, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import type { CardSummary } from './cards';
import type { SavedCardsEvent } from './saved-cards';
import { type SavedCardsCommand, savedCardsDecider } from './saved-cards.decide';

const now = '2026-11-22T10:00:00.000Z';
const alice: Actor = { kind: 'user', userId: 'u-alice', email: 'alice@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const spec = specFor(savedCardsDecider);
const cmd = <T extends SavedCardsCommand['type']>(type: T, data: Extract<SavedCardsCommand, { type: T }>['data'], actor: Actor = alice) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor } }) as SavedCardsCommand;
const visa: CardSummary = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, token: 'tok_1' };
const saved = (cardId: string, card = visa, holderName = 'Alice Liddell'): SavedCardsEvent => ({ type: 'CardSaved', data: { clientId: 'u-alice', cardId, card, holderName, savedAt: now } });
const defaulted = (cardId: string | null): SavedCardsEvent => ({ type: 'DefaultCardChanged', data: { clientId: 'u-alice', cardId } });

describe('saved cards', () => {
  it('the first card saved becomes the default', () => {
    spec([]).when(cmd('SaveCard', { clientId: 'u-alice', cardId: 'k1', card: visa, holderName: 'Alice Liddell', makeDefault: false })).then([saved('k1'), defaulted('k1')]);
  });
  it('the same card entered again refreshes the saved one instead of a duplicate', () => {
    const again = { ...visa, token: 'tok_2' };
    spec([saved('k1'), defaulted('k1')]).when(cmd('SaveCard', { clientId: 'u-alice', cardId: 'k2', card: again, holderName: 'A. Liddell', makeDefault: false })).then([saved('k1', again, 'A. Liddell')]);
  });
  it('at most 10 cards', () => {
    const ten = Array.from({ length: 10 }, (_, i) => saved(`k${i}`, { ...visa, last4: String(1000 + i) }));
    spec(ten).when(cmd('SaveCard', { clientId: 'u-alice', cardId: 'k99', card: { ...visa, last4: '9999' }, holderName: 'Alice', makeDefault: false })).thenThrows('TOO_MANY_CARDS');
  });
  it('an expired card is not saved', () => {
    spec([]).when(cmd('SaveCard', { clientId: 'u-alice', cardId: 'k1', card: { ...visa, expYear: 2025 }, holderName: 'Alice', makeDefault: false })).thenThrows('CARD_EXPIRED');
  });
  it('deleting the default card makes the newest remaining one the default', () => {
    const mc: CardSummary = { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031, token: 'tok_3' };
    spec([saved('k1'), defaulted('k1'), saved('k2', mc)])
      .when(cmd('DeleteCard', { clientId: 'u-alice', cardId: 'k1' }))
      .then([{ type: 'CardDeleted', data: { clientId: 'u-alice', cardId: 'k1' } }, defaulted('k2')]);
    spec([saved('k1'), defaulted('k1')]).when(cmd('DeleteCard', { clientId: 'u-alice', cardId: 'k1' })).then([{ type: 'CardDeleted', data: { clientId: 'u-alice', cardId: 'k1' } }, defaulted(null)]);
  });
  it('updating, deleting or defaulting a card that is not there says so', () => {
    spec([]).when(cmd('SetDefaultCard', { clientId: 'u-alice', cardId: 'k1' })).thenThrows('CARD_NOT_FOUND');
    spec([]).when(cmd('DeleteCard', { clientId: 'u-alice', cardId: 'k1' })).thenThrows('CARD_NOT_FOUND');
  });
  it('a client never touches another client\'s cards', () => {
    spec([saved('k1')]).when(cmd('DeleteCard', { clientId: 'u-alice', cardId: 'k1' }, bob)).thenThrows('FORBIDDEN');
  });
});

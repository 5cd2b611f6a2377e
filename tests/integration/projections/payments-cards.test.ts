import { it } from 'vitest';
import { cardsStream, type SavedCardsEvent } from '../../../domain/payments/saved-cards';
import { cardsProjection, cardsTable } from '../../../projections/payments/cards';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';
import { card } from './fixtures';

const t = cardsTable;
const saved = (clientId: string, cardId: string, last4 = '4242'): GivenEvent<SavedCardsEvent> => ({
  type: 'CardSaved',
  streamId: cardsStream(clientId),
  data: { clientId, cardId, card: { ...card, last4, token: `tok_${cardId}` }, holderName: 'Ada Buyer', savedAt: '2026-01-01T10:00:00.000Z' },
});
const defaultCard = (clientId: string, cardId: string | null): GivenEvent<SavedCardsEvent> => ({ type: 'DefaultCardChanged', streamId: cardsStream(clientId), data: { clientId, cardId } });

describeProjection<SavedCardsEvent>(cardsProjection, ({ given }) => {
  it("keeps a client's saved cards with the gateway's token; saving one again replaces its details", () =>
    given(saved('c1', 'k1'), saved('c1', 'k2', '4444'), saved('c2', 'k1'), saved('c1', 'k1', '1881')).then({
      [t]: [
        { client_id: 'c1', card_id: 'k1', brand: 'visa', last4: '1881', exp_month: 12, exp_year: 2030, holder_name: 'Ada Buyer', token: 'tok_k1', saved_at: '2026-01-01T10:00:00.000Z', is_default: false },
        { client_id: 'c1', card_id: 'k2', brand: 'visa', last4: '4444', exp_month: 12, exp_year: 2030, holder_name: 'Ada Buyer', token: 'tok_k2', saved_at: '2026-01-01T10:00:00.000Z', is_default: false },
        { client_id: 'c2', card_id: 'k1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, holder_name: 'Ada Buyer', token: 'tok_k1', saved_at: '2026-01-01T10:00:00.000Z', is_default: false },
      ],
    }));

  it("updates the holder and expiry; deletes only the client's own card", () =>
    given(
      saved('c1', 'k1'),
      saved('c1', 'k2'),
      saved('c2', 'k2'),
      { type: 'CardUpdated', streamId: cardsStream('c1'), data: { clientId: 'c1', cardId: 'k1', holderName: 'Ada Lovelace', expMonth: 3, expYear: 2031 } },
      { type: 'CardDeleted', streamId: cardsStream('c1'), data: { clientId: 'c1', cardId: 'k2' } },
    ).then({
      [t]: [
        { client_id: 'c1', card_id: 'k1', holder_name: 'Ada Lovelace', exp_month: 3, exp_year: 2031 },
        { client_id: 'c2', card_id: 'k2', holder_name: 'Ada Buyer', exp_month: 12, exp_year: 2030 },
      ],
    }));

  it("marks one default among the client's cards, or none", () =>
    given(saved('c1', 'k1'), saved('c1', 'k2'), saved('c2', 'k1'), defaultCard('c2', 'k1'), defaultCard('c1', 'k1'), defaultCard('c1', 'k2')).then({
      [t]: [
        { client_id: 'c1', card_id: 'k1', is_default: false },
        { client_id: 'c1', card_id: 'k2', is_default: true },
        { client_id: 'c2', card_id: 'k1', is_default: true },
      ],
    }));

  it('no default once cleared', () =>
    given(saved('c1', 'k1'), defaultCard('c1', 'k1'), defaultCard('c1', null)).then({ [t]: [{ client_id: 'c1', card_id: 'k1', is_default: false }] }));
});

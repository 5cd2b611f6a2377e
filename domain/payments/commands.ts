import { defineCommand } from '../shared/command-definition';
import { cardsStream } from './saved-cards';
import { deleteCardSchema, saveCardSchema, savedCardsDecider, setDefaultCardSchema, updateCardSchema } from './saved-cards.decide';

const cards = (d: { clientId: string }) => cardsStream(d.clientId);

export const paymentCommands = {
  SaveCard: defineCommand({ type: 'SaveCard', schema: saveCardSchema, streamId: cards, decider: savedCardsDecider }),
  UpdateCard: defineCommand({ type: 'UpdateCard', schema: updateCardSchema, streamId: cards, decider: savedCardsDecider }),
  DeleteCard: defineCommand({ type: 'DeleteCard', schema: deleteCardSchema, streamId: cards, decider: savedCardsDecider }),
  SetDefaultCard: defineCommand({ type: 'SetDefaultCard', schema: setDefaultCardSchema, streamId: cards, decider: savedCardsDecider }),
};

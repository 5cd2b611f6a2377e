import { signedIn } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { paymentCommands } from './commands';
import { savedCardsEventTypes } from './saved-cards';
import { savedCardsDecider } from './saved-cards.decide';

/** Saved cards: a client keeps their own (decide: assertActsFor). */
export const paymentsContext = defineContext({
  name: 'payments',
  commands: paymentCommands,
  rules: {
    SaveCard: signedIn,
    UpdateCard: signedIn,
    DeleteCard: signedIn,
    SetDefaultCard: signedIn,
  },
  streams: [streamKind('saved cards', 'cards-', savedCardsDecider, savedCardsEventTypes)],
});

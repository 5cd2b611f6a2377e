import { staff, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { promotionCommands } from './commands';
import { creditsEventTypes } from './credits-ledger';
import { creditsDecider } from './credits-ledger.decide';
import { purchasesDecider, purchasesEventTypes } from './first-orders';
import { promotionEventTypes } from './promotion';
import { promotionDecider } from './promotion.decide';
import { salePromotionDecider, salePromotionEventTypes } from './sale-promotion';

/** Promotions: discount codes, the site-wide sale promotion, store credit, first-order offers. */
export const promotionsContext = defineContext({
  name: 'promotions',
  commands: promotionCommands,
  rules: {
    // Staff manage codes; only the system (the checkout) records a code's use and gives it back.
    CreateDiscountCode: staff,
    EndDiscountCode: staff,
    RecordCodeUse: system,
    ReleaseCodeUse: system,
    // Staff edit and withdraw the site-wide sale promotion (banner, terms).
    SavePromotion: staff,
    WithdrawPromotion: staff,
    // Staff grant credits; only the checkout and cancellations (the system) spend and return them.
    GrantCredits: staff,
    SpendCredits: system,
    ReturnCredits: system,
    // A client's first-order purchases are held and released by the checkout (the system).
    HoldPurchase: system,
    ReleasePurchase: system,
  },
  streams: [
    streamKind('discount code', 'promotion-', promotionDecider, promotionEventTypes),
    streamKind('sale promotion', 'sale-promotion-', salePromotionDecider, salePromotionEventTypes),
    streamKind('credits', 'credits-', creditsDecider, creditsEventTypes),
    streamKind('first-order purchases', 'purchases-', purchasesDecider, purchasesEventTypes),
  ],
});

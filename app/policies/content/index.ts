import { cancellationPolicy } from './cancellation';
import { damagedPolicy } from './damaged';
import { freeDesignOffer } from './free-design';
import { priceMatching } from './matching';
import { privacyPolicy } from './privacy';
import { promotionalTerms } from './promotional-terms';
import { returnsPolicy } from './returns-exchanges';
import { shippingPolicy } from './shipping';
import { termsOfSale } from './terms-conditions';
import { termsOfUse } from './terms';
import type { Policy } from './types';

export type { Policy, PolicyBlock, PolicySection } from './types';
export { policiesUpdated } from './types';

/** Every shop policy, in the order the help centre and the side navigation list them. */
export const policies = {
  shipping: shippingPolicy,
  returns: returnsPolicy,
  damaged: damagedPolicy,
  cancellation: cancellationPolicy,
  matching: priceMatching,
  freeDesign: freeDesignOffer,
  promotional: promotionalTerms,
  termsOfSale,
  termsOfUse,
  privacy: privacyPolicy,
} as const satisfies Record<string, Policy>;

export const policyList: readonly Policy[] = Object.values(policies);

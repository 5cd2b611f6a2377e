import { policies } from './content';

export const helpCentrePath = '/customer/index';
export const contactPath = '/customer/contact';

/** The policies a buyer should be able to read from the checkout, for the checkout page to link. */
export const checkoutPolicyLinks = [
  policies.shipping,
  policies.returns,
  policies.cancellation,
  policies.termsOfSale,
  policies.termsOfUse,
  policies.privacy,
  policies.promotional,
].map((p) => ({
  to: p.path,
  label: p.navLabel,
}));

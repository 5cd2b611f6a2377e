import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const priceMatching: Policy = {
  path: '/customer/matching',
  navLabel: 'Price matching',
  title: 'Price matching',
  summary: 'Found it cheaper within 14 days? We refund the difference on identical in-stock items.',
  intro:
    'We want you to buy with confidence. If you find an identical item advertised for less by a US retailer within 14 days of buying it from us, we match the price and refund the difference.',
  sections: [
    {
      id: 'what',
      heading: 'What we match',
      blocks: [
        'We match a lower price when all of these are true:',
        {
          list: [
            'the item is identical: same maker, model, size, colour, finish and fabric;',
            'it is in stock and available to order from a retailer based in the United States, with its price publicly advertised (on its website or in a current printed ad);',
            'you ask within 14 days of your purchase from us, or before you buy.',
          ],
        },
        'We compare the total delivered price: the item’s price plus the competitor’s shipping to your address, against what you paid us for the same item.',
      ],
    },
    {
      id: 'how',
      heading: 'How to ask',
      blocks: [
        'Write to customer care with your order number (if you have already bought), a link to the competitor’s page or a photo of the ad, and the price shown. Choose “Price matching” as the topic in the contact form. We check it within two working days; when it qualifies we refund the difference to the card you paid with, or give you a code for the price before you order.',
      ],
    },
    {
      id: 'exclusions',
      heading: 'Exclusions',
      blocks: [
        'We do not match:',
        {
          list: [
            'prices from marketplace sellers, auctions, outlet, clearance, open-box, used or refurbished listings;',
            'prices that need a membership, a coupon, a bundle, a trade account or a credit offer;',
            'limited-time flash sales, doorbusters, or “price in cart” offers that are not publicly shown;',
            'custom and made-to-order items, or items on our own sale;',
            'prices with obvious errors, or retailers outside the United States.',
          ],
        },
        'Price matching replaces, rather than adds to, a discount code: if you used a code on the item, we match against what you paid after it. We match each item once per customer.',
      ],
    },
    {
      id: 'our-prices',
      heading: 'When our own price drops',
      blocks: [
        'If Roomcraft lowers the price of an item within 14 days of your purchase, write to us and we refund the difference too.',
      ],
    },
    { id: 'contact', heading: 'Ask for a price match', blocks: contactBlocks },
  ],
};

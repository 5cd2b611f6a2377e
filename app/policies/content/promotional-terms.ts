import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const promotionalTerms: Policy = {
  path: '/customer/promotional-terms',
  navLabel: 'Promotional terms',
  title: 'Promotional terms',
  summary: 'How discount codes, referral offers and store credit work, and the conditions of each.',
  intro: 'We like to reward our customers. These are the rules that make our offers fair for everyone.',
  sections: [
    {
      id: 'codes',
      heading: 'Our standing discount codes',
      blocks: [
        {
          table: {
            head: ['Code', 'What you get', 'Condition'],
            rows: [
              ['DIY1', '10% off', 'Spend $1,000.00 or more on goods'],
              ['DIY3', '15% off', 'Spend $3,000.00 or more on goods'],
              ['DIY5', '20% off', 'Spend $5,000.00 or more on goods'],
              ['PROMO10', '10% off', 'Your first furniture purchase'],
              ['Referral', '20% off', 'Your first design project, when a friend refers you'],
            ],
          },
        },
        'The spend is the goods subtotal before shipping and tax. Codes from newsletters and seasonal sales may add their own conditions, such as dates, a minimum spend or a limit per customer; the cart shows them when you apply the code.',
      ],
    },
    {
      id: 'rules',
      heading: 'Using a code',
      blocks: [
        {
          list: [
            'One code per order; codes cannot be combined with each other.',
            'Enter the code in your cart or at checkout. If it does not apply, we tell you why — for example how much more you need to spend, that it has expired, or that it is only for a first order.',
            'A code applies to the goods in the order, not to shipping or tax, and cannot be added to an order after it has been paid.',
            'Codes have no cash value, cannot be exchanged for cash and cannot be transferred or sold.',
            'If you return items, the refund is the discounted price you paid for them.',
          ],
        },
      ],
    },
    {
      id: 'credit',
      heading: 'Store credit',
      blocks: [
        'Store credit comes from refunds you chose to take as credit, from goodwill gestures and from promotions. You can see your balance in your account.',
        {
          list: [
            'Credit is applied at checkout after any discount code, and only when the order total is above zero.',
            'It never takes a total below zero: any credit left over stays in your account for your next order.',
            'Some credit has an expiry date, shown in your account; credit that expires first is used first.',
            'Store credit has no cash value and cannot be transferred.',
          ],
        },
        { links: [{ to: '/client/credit', label: 'Your store credit' }] },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and fair use',
      blocks: [
        'We may end or change an offer at any time, but never for an order you have already paid. We may refuse or cancel a discount used in breach of these terms (for example, a first-order code used from several accounts by one person).',
      ],
    },
    { id: 'contact', heading: 'Questions about an offer', blocks: contactBlocks },
  ],
};

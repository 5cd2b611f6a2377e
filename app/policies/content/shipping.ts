import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const shippingPolicy: Policy = {
  path: '/customer/shipping',
  navLabel: 'Shipping',
  title: 'Shipping policy',
  summary: 'What delivery costs, when it is free, where we deliver and how to follow your order.',
  intro:
    'Every piece on Roomcraft is shipped by its maker or by our warehouse partners. You see the shipping cost of each item in your cart, line by line, before you pay — there are no handling fees added later.',
  sections: [
    {
      id: 'cost',
      heading: 'What shipping costs',
      blocks: [
        'Each item carries its own shipping charge, set by the maker according to its size and weight. It is worked out in one of two ways, and your cart shows which:',
        {
          list: [
            'A flat cost per item, multiplied by the quantity you order. Two identical chairs at $45.00 shipping each cost $90.00 to ship.',
            'A percentage of the item’s price, for large pieces such as sofas and dining tables. A sofa at $2,400.00 with 5% shipping costs $120.00 to ship.',
          ],
        },
        'Some items always ship free; they are marked “Free shipping” on the product page and in the cart. Prices and shipping are in US dollars.',
      ],
    },
    {
      id: 'free',
      heading: 'Free shipping',
      blocks: [
        {
          list: [
            'Orders whose goods subtotal reaches $3,000.00 ship free: every shipping charge in the cart drops to $0.00. The subtotal is the price of the goods before shipping and tax; the cart tells you how much more you need to spend to get there.',
            'Small items (lamps, cushions, vases, frames and other pieces marked as small) also ship free once your goods subtotal is above $3,000.00.',
            'When you buy a paid design project, your furniture ships free until one day after the free-shipping date shown in your project. Sign in to your account so the cart can apply it.',
          ],
        },
        'Signing out ends the free-shipping benefit of a design project in that browser until you sign in again. Free shipping covers delivery to the door; it does not cover room-of-choice or white-glove services a maker may offer for a fee.',
      ],
    },
    {
      id: 'where',
      heading: 'Where we deliver',
      blocks: [
        'We deliver to addresses in the contiguous United States and the District of Columbia. We cannot ship to Alaska, Hawaii, US territories, military (APO/FPO) addresses or outside the United States yet.',
        'At checkout we check that your ZIP code belongs to the state you chose; if they disagree, please correct the address so your order does not go astray. Sales tax is charged according to the state of the shipping address.',
      ],
    },
    {
      id: 'timing',
      heading: 'When your order arrives',
      blocks: [
        'Each product page shows its availability. In-stock items usually leave the maker or warehouse within 3–5 working days; large furniture travels by freight and usually arrives 1–3 weeks after it ships. Made-to-order pieces show their own lead time on the product page.',
        'If an item will be later than we said, we write to you with the new date. As long as nothing in the order has shipped, you can still cancel it free of charge from your account.',
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      blocks: [
        'Items in one order can ship separately. When an item ships we send an e-mail with the carrier and tracking number, and the order page in your account shows the tracking for every item.',
        'Freight carriers call or e-mail you to book a delivery window for large pieces. Please make sure the phone number on your shipping address is one you answer.',
      ],
    },
    {
      id: 'delivery-day',
      heading: 'On delivery day',
      blocks: [
        'Please check each parcel before you sign for it. If a box is visibly crushed, torn or wet, note it on the carrier’s delivery receipt and take photos — it makes any claim quick. Then follow our damaged items policy.',
        'Measure doorways, stairs and lifts before you order large pieces. If a carrier cannot deliver because an item does not fit, the return shipping is at your cost.',
        { links: [{ to: '/customer/damagedPolicy', label: 'Damaged items policy' }] },
      ],
    },
    { id: 'contact', heading: 'Questions about delivery', blocks: contactBlocks },
  ],
};

import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const returnsPolicy: Policy = {
  path: '/customer/returns&exchanges',
  navLabel: 'Returns & exchanges',
  title: 'Returns & exchanges',
  summary: 'Return unused items within 30 days of delivery for a refund to your card or store credit.',
  intro:
    'If a piece is not right for your room, you can send it back within 30 days of delivery. We refund it to the card you paid with, or as store credit if you prefer.',
  sections: [
    {
      id: 'window',
      heading: 'What you can return, and when',
      blocks: [
        'You can ask for a return of any item within 30 days of the day it was delivered, as long as it is:',
        { list: ['unused, without marks, scratches, pet hair or smells;', 'in its original packaging, with all parts, hardware, manuals and tags;', 'not one of the exceptions below.'] },
        'The 30 days count from the delivery date on the carrier’s tracking. Each item in an order has its own window, so items delivered later can be returned later.',
      ],
    },
    {
      id: 'how',
      heading: 'How to return an item',
      blocks: [
        {
          list: [
            'Sign in, open the order in your account and choose “Return” next to the item.',
            'Tell us how many you are returning and why. You can add a note.',
            'We review the request within two working days. When we approve it, we e-mail you a prepaid return label (or book a freight pickup for large pieces).',
            'Pack the item in its original packaging, attach the label and hand it to the carrier within 14 days of approval.',
          ],
        },
        'You can follow the state of every return on its page in your account.',
        { links: [{ to: '/order/index', label: 'Your orders' }] },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        'Once the item is back with us and checked, we refund the price you paid for it to the original card; your bank usually shows it within 5–10 working days. If you ask for store credit instead, it is in your account the same day and can be spent on anything at Roomcraft.',
        'If you used a discount code, the refund is the discounted price you paid. If you paid partly with store credit, that part comes back as store credit. Shipping charges are refunded when the return is because of our mistake or a fault in the item.',
      ],
    },
    {
      id: 'exchanges',
      heading: 'Exchanges',
      blocks: [
        'To swap an item for another colour, size or product, return it as above and place a new order for the one you want — that way the new piece ships at once, without waiting for the return to arrive. If the new item is out of stock, write to us and we will tell you when it is expected.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'Items we cannot take back',
      blocks: [
        {
          list: [
            'Custom and made-to-order items (for example, a sofa in a fabric you chose, or a table cut to your size) are final sale. The product page says when an item is made to order.',
            'Items that have been assembled, used, washed or altered.',
            'Mattresses, bedding and pillows once their hygiene seal is broken.',
            'Design services (consultations, concept boards and room plans) once they have been delivered.',
          ],
        },
        'None of this limits your rights when an item arrives damaged or faulty: our damaged items policy applies instead.',
        { links: [{ to: '/customer/damagedPolicy', label: 'Damaged items policy' }] },
      ],
    },
    { id: 'contact', heading: 'Questions about a return', blocks: contactBlocks },
  ],
};

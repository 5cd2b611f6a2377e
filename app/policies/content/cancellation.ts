import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const cancellationPolicy: Policy = {
  path: '/customer/cancellation',
  navLabel: 'Cancellation',
  title: 'Cancellation policy',
  summary: 'Cancel an order in your account until any item in it has shipped.',
  intro: 'Changed your mind? You can cancel an order yourself, free of charge, as long as none of its items has shipped.',
  sections: [
    {
      id: 'how',
      heading: 'How to cancel',
      blocks: [
        'Sign in, open the order in your account and choose “Cancel order”. Tell us why if you like — it helps us improve — and confirm. The order is cancelled at once and you receive an e-mail to confirm it.',
        { links: [{ to: '/order/index', label: 'Your orders' }] },
      ],
    },
    {
      id: 'when',
      heading: 'Until the first item ships',
      blocks: [
        'An order can be cancelled until any item in it has shipped. From that moment the “Cancel order” button disappears and the order can no longer be cancelled; instead, once the items arrive, you can return them under our returns policy within 30 days of delivery.',
        'Orders that have not been paid yet can be cancelled at any time.',
        { links: [{ to: '/customer/returns&exchanges', label: 'Returns & exchanges' }] },
      ],
    },
    {
      id: 'money',
      heading: 'Your money',
      blocks: [
        'When you cancel a paid order we refund the full amount, shipping and tax included, to the card you paid with; your bank usually shows it within 5–10 working days. Store credit you used is returned to your account at once. A discount code you used can be used again.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'Exceptions',
      blocks: [
        'Custom and made-to-order items follow the same rule: you can cancel them until they ship. Once shipped they are final sale, so please cancel as early as you can if you change your mind.',
        'If we have to cancel an order ourselves (for example because an item turned out to be out of stock), we tell you straight away and refund you in full.',
      ],
    },
    { id: 'contact', heading: 'Help with a cancellation', blocks: contactBlocks },
  ],
};

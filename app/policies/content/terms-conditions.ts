import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const termsOfSale: Policy = {
  path: '/customer/terms-conditions',
  navLabel: 'Terms of sale',
  title: 'Terms and conditions of sale',
  summary: 'How buying from Roomcraft works: prices, payment, tax, delivery, returns and design plans.',
  intro:
    'These terms apply to every order placed on Roomcraft, for furniture and for design services. Please read them before you pay; the checkout asks you to accept them.',
  sections: [
    {
      id: 'order',
      heading: 'Your order',
      blocks: [
        'When you place an order you receive an e-mail with its order number. The contract between us is made when your payment is accepted. You can order up to 1,000 of one item on an order line; for larger quantities, please contact us for a trade quote.',
        'Stock is reserved for you when you pay. If an item sells out between your cart and your payment, we tell you at checkout and nothing is charged.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and payment',
      blocks: [
        {
          list: [
            'All prices are in US dollars. The price you pay is the one shown in your cart at checkout, after any sale price and discount.',
            'We accept Visa, Mastercard, American Express and Discover. Your card is charged once, when you place the order; a repeated click or a retried payment never charges twice.',
            'If your bank declines the payment, the order stays unpaid and nothing is charged; you can try another card.',
          ],
        },
      ],
    },
    {
      id: 'tax',
      heading: 'Sales tax',
      blocks: [
        'Sales tax is charged according to the US state of your shipping address, at that state’s rate, and is shown as its own line at checkout before you pay. It is worked out on the goods after discounts and, where the state taxes it, on shipping.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Shipping and delivery',
      blocks: [
        'Shipping costs are shown line by line in your cart. Orders whose goods subtotal reaches $3,000.00 ship free. Delivery times, free shipping and the areas we serve are explained in our shipping policy. The risk of loss passes to you when the item is delivered.',
        { links: [{ to: '/customer/shipping', label: 'Shipping policy' }] },
      ],
    },
    {
      id: 'cancel-return',
      heading: 'Cancelling, returns and damaged items',
      blocks: [
        'You can cancel an order in your account until any of its items has shipped. After that you can return unused items in their original packaging within 30 days of delivery; custom and made-to-order items are final sale. Items that arrive damaged must be reported within 7 days of delivery, and we replace or refund them.',
        {
          links: [
            { to: '/customer/cancellation', label: 'Cancellation policy' },
            { to: '/customer/returns&exchanges', label: 'Returns & exchanges' },
            { to: '/customer/damagedPolicy', label: 'Damaged items' },
          ],
        },
      ],
    },
    {
      id: 'design',
      heading: 'Design plans',
      blocks: [
        'Design services are sold as plans with fixed prices:',
        {
          table: {
            head: ['Plan', 'Price'],
            rows: [
              ['Luxe', '$5,000.00'],
              ['Classic', '$1,800.00'],
              ['Every other plan', '$1,200.00'],
            ],
          },
        },
        'A plan is paid up front. It covers the work described on the plan’s page with your designer; furniture you then buy is ordered and paid separately. A paid design project also gives free shipping on furniture until one day after the eligibility date shown in your project.',
      ],
    },
    {
      id: 'discounts',
      heading: 'Discount codes and credit',
      blocks: [
        'One discount code can be used per order. Codes and store credit have no cash value. Their conditions are set out in our promotional terms.',
        { links: [{ to: '/customer/promotional-terms', label: 'Promotional terms' }] },
      ],
    },
    {
      id: 'law',
      heading: 'Your rights and the law',
      blocks: [
        'Nothing in these terms takes away your rights as a consumer under federal law or the law of your state. These terms are governed by the laws of the State of California. If we ever disagree, please write to us first: nearly every problem is solved that way.',
      ],
    },
    { id: 'contact', heading: 'Questions before you buy', blocks: contactBlocks },
  ],
};

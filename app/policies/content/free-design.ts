import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const freeDesignOffer: Policy = {
  path: '/customer/free-design',
  navLabel: 'Free design offer',
  title: 'Free design offer',
  summary: 'A free style consultation and a first concept board, with no obligation to buy.',
  intro:
    'Not sure where to start? Try Roomcraft free. We help you find your style and show you a first idea for your room before you spend anything.',
  sections: [
    {
      id: 'includes',
      heading: 'What the free offer includes',
      blocks: [
        {
          list: [
            'A free initial style consultation: answer our short style questionnaire about your room, how you use it, the looks you love and your budget. A Roomcraft designer reviews your answers and sends you a short note on your style.',
            'A first concept board: a mood board for one room with a colour palette, materials and a selection of furniture and decor from our marketplace, each with its price.',
            'Our free AI mood board (“Try it free”): tell it the room type, your preferences and your budget and it suggests design ideas you can edit and shop from.',
          ],
        },
      ],
    },
    {
      id: 'no-obligation',
      heading: 'No obligation',
      blocks: [
        'The free offer costs nothing and you do not need to give a card. You are under no obligation to buy a design plan or any furniture. If you like the ideas, you can shop the pieces on your board, or move on to a paid plan for the full design of your room.',
      ],
    },
    {
      id: 'not-included',
      heading: 'What it does not include',
      blocks: [
        'The free offer does not include a floor plan, 3D renderings, revisions of the concept board, or a shopping list for more than one room — these come with our paid plans: Luxe at $5,000.00, Classic at $1,800.00, and our other plans at $1,200.00. A paid plan also gives you free shipping on furniture for a time (see our shipping policy).',
        { links: [{ to: '/customer/shipping', label: 'Shipping policy' }] },
      ],
    },
    {
      id: 'limits',
      heading: 'Conditions',
      blocks: [
        {
          list: [
            'One free consultation and concept board per household.',
            'Available for homes in the contiguous United States and the District of Columbia, where we deliver.',
            'Designs stay yours to use for your home; the concept board is kept in your account for 12 months.',
            'We may change or end the offer for new requests; a request already started is always completed.',
          ],
        },
      ],
    },
    { id: 'contact', heading: 'Questions about design', blocks: contactBlocks },
  ],
};

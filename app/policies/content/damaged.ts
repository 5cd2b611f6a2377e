import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const damagedPolicy: Policy = {
  path: '/customer/damagedPolicy',
  navLabel: 'Damaged items',
  title: 'Damaged and faulty items',
  summary: 'Tell us within 7 days of delivery, with photos, and we replace or refund the item.',
  intro:
    'Furniture travels a long way to reach you, and now and then something is damaged on the road or leaves the workshop with a fault. When that happens we put it right at no cost to you.',
  sections: [
    {
      id: 'report',
      heading: 'Report it within 7 days',
      blocks: [
        'Please tell us within 7 days of delivery. Write to customer care with:',
        {
          list: [
            'your order number and the item that is damaged;',
            'photos of the damage, of the whole item, and of the packaging and its shipping label;',
            'a short description of what happened (for example, “leg cracked, box was crushed at one corner”).',
          ],
        },
        'If the box was visibly damaged on arrival, note it on the carrier’s delivery receipt before you sign. This is a help, not a condition: we will still look after you if you could not.',
      ],
    },
    {
      id: 'remedy',
      heading: 'What we do',
      blocks: [
        'We answer within one working day. Depending on the item and what you prefer, we:',
        {
          list: [
            'send a replacement at no cost, shipped as fast as the maker can;',
            'send a replacement part (a leg, a shelf, a hardware kit) when that fixes it fully;',
            'or refund the item, including its shipping, to the card you paid with.',
          ],
        },
        'You do not need to send the damaged item back unless we ask; if we do, we arrange and pay for the pickup. Please keep it, and its packaging, until your claim is settled.',
      ],
    },
    {
      id: 'faults',
      heading: 'Faults that appear later',
      blocks: [
        'A fault in materials or workmanship that shows up after the first 7 days (a drawer runner that fails, a seam that opens under normal use) is covered by the maker’s warranty, shown on the product page. Write to us and we will handle the claim with the maker for you.',
        'Wear and tear, damage from misuse, from moving the item yourself, or from sunlight and moisture are not faults.',
      ],
    },
    {
      id: 'exceptions',
      heading: 'What this policy does not cover',
      blocks: [
        'Natural variations in wood grain, stone veining, leather and hand-made finishes are part of the character of those materials and are not damage. Colours can look a little different on screen than in your room; if a finish is not what you expected, our returns policy applies.',
        { links: [{ to: '/customer/returns&exchanges', label: 'Returns & exchanges' }] },
      ],
    },
    { id: 'contact', heading: 'Report damage', blocks: contactBlocks },
  ],
};

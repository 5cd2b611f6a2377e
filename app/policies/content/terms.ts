import { contactBlocks } from './contact-details';
import type { Policy } from './types';

export const termsOfUse: Policy = {
  path: '/customer/terms',
  navLabel: 'Terms of use',
  title: 'Terms of use',
  summary: 'The rules for using the Roomcraft website, your account and the design tools.',
  intro:
    'These terms apply whenever you use roomcraft.example, whether you are browsing, have an account, or work on a mood board with a designer. By using the site you accept them. Buying from us is also covered by our terms and conditions of sale.',
  sections: [
    {
      id: 'who',
      heading: 'Who we are',
      blocks: [
        'Roomcraft runs an online interior design service and a furniture marketplace. In these terms “we” and “us” mean Roomcraft, and “you” means the person using the site.',
        { links: [{ to: '/customer/terms-conditions', label: 'Terms and conditions of sale' }] },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You must be at least 18 years old to open an account or buy from us.',
            'Give us true details and keep your e-mail address up to date: we send order confirmations, shipping notices and password resets there.',
            'Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what is done with your account until you tell us it has been misused.',
            'You can close your account at any time by writing to customer care. Orders in progress are completed first.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: 'Using the site fairly',
      blocks: [
        'Please do not:',
        {
          list: [
            'try to get into accounts, orders or data that are not yours, or test the site’s security without our written permission;',
            'copy the catalogue or the site with automated tools, or send so many requests that the site slows down for others;',
            'upload anything unlawful, offensive, or that you do not have the right to share (for example, photos of someone else’s home without permission);',
            'use the site to send spam or to collect other people’s details.',
          ],
        },
        'We may suspend an account that breaks these rules, and we will tell you why.',
      ],
    },
    {
      id: 'content',
      heading: 'Content and design work',
      blocks: [
        'Product photos, descriptions, designs and the site itself belong to Roomcraft or to the makers who supply us, and may not be reused without permission.',
        'Photos, measurements and ideas you upload stay yours. You allow us to use them to deliver your design project and to run the site. Designs and room plans a designer makes for you are for your own home: you may use them freely for that, but not resell them.',
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and mistakes',
      blocks: [
        'We work hard to keep the site available and its information right, but it may sometimes be unavailable for maintenance, and a product description or price may contain a mistake. When we find a mistake in the price of something you ordered, we tell you before we ship and you can choose to go ahead at the right price or cancel for a full refund.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our liability',
      blocks: [
        'Nothing in these terms limits your rights as a consumer under the law of your state. Apart from those rights, we are not liable for losses that were not foreseeable when you used the site, or for losses caused by events outside our control.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. The date at the top of this page shows the last change; we tell account holders by e-mail about changes that matter. Orders already placed stay under the terms in force when they were placed. These terms are governed by the laws of the State of California.',
      ],
    },
    { id: 'contact', heading: 'Questions', blocks: contactBlocks },
  ],
};

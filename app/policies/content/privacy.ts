import { contactBlocks, supportEmail } from './contact-details';
import type { Policy } from './types';

export const privacyPolicy: Policy = {
  path: '/customer/privacy',
  navLabel: 'Privacy',
  title: 'Privacy policy',
  summary: 'What we collect about you, why, who we share it with and how to control it.',
  intro:
    'We collect only what we need to sell you furniture, deliver your design project and keep the site safe. We never sell your personal information.',
  sections: [
    {
      id: 'collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your name, e-mail address, password (stored only as a one-way hash that nobody can read back), and a mobile number if you add one.',
            'Orders: what you bought, shipping and billing addresses, and delivery and return history.',
            'Payment: the card brand, its last four digits and its expiry date. Full card numbers go straight to our payment processor and are never stored on our servers, nor written in our logs.',
            'Design projects: your answers to the style questionnaire, room photos and measurements you upload, mood boards and messages with your designer.',
            'Messages you send us through the contact form or by e-mail.',
            'Technical data: a session cookie, your browser type and IP address, which we use to keep you signed in, protect your account and count failed sign-in attempts.',
          ],
        },
      ],
    },
    {
      id: 'use',
      heading: 'How we use it',
      blocks: [
        {
          list: [
            'To take and deliver your orders, handle returns and refunds, and answer your questions.',
            'To run your design project with your designer.',
            'To send service e-mails: activation codes, order confirmations, shipping notices and password resets.',
            'To send offers and news, only if you have said yes; you can change this in your account’s notification settings or with the link in every such e-mail.',
            'To protect you and us from fraud and abuse.',
          ],
        },
      ],
    },
    {
      id: 'share',
      heading: 'Who we share it with',
      blocks: [
        'We share only what each partner needs: the maker or warehouse and the carrier receive your name, shipping address and phone number to deliver your order; our payment processor receives your card details to charge you; our e-mail provider sends our mails. They may use your details only for that. We share information with authorities only when the law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'We use a cookie to keep your session and your cart, and one to remember your cookie choice. These are needed for the site to work. We do not use advertising cookies from other companies.',
      ],
    },
    {
      id: 'keep',
      heading: 'How long we keep it',
      blocks: [
        'We keep order records for seven years, as tax law requires. Account details are kept while your account is open; messages to customer care for two years. When you close your account we delete or anonymise the rest within 30 days.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      blocks: [
        `You can see and correct most of your details in your account. You may also ask us for a copy of the personal information we hold about you, ask us to delete it, or tell us not to use it for marketing — write to ${supportEmail}. California residents have these rights under the CCPA, and we extend them to every customer. We answer within 30 days and will not treat you differently for asking.`,
        { links: [{ to: '/client', label: 'Your account' }] },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'The site is served only over encrypted connections; passwords are hashed; sign-in is limited after repeated failures; and staff see personal information only when their work needs it. If we ever learn of a breach that affects you, we tell you promptly.',
      ],
    },
    { id: 'contact', heading: 'Questions about privacy', blocks: contactBlocks },
  ],
};

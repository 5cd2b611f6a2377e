/** How to reach customer care: the one place these details are written. */
export const supportEmail = 'support@roomcraft.example';
export const supportHours = 'Monday to Friday, 9:00–17:00 Pacific time';
export const contactPath = '/customer/contact';

export const contactBlocks = [
  `Write to us through the contact form or at ${supportEmail}. Our customer care team works ${supportHours} and answers within one working day. Please give your order number when your question is about an order: it lets us find it straight away.`,
  { links: [{ to: contactPath, label: 'Contact customer care' }] },
] as const;

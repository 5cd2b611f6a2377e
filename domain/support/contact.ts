import type { Event } from '../shared/messages';

/**
 * A message sent through the contact form (/customer/contact, POST /api/common/saveContact).
 * Each message is its own stream, `contact-<id>`: it is received once and then read by staff.
 */
export const contactStream = (contactId: string) => `contact-${contactId}`;

export const contactTopics = ['order', 'delivery', 'returns', 'damaged', 'design', 'price-match', 'account', 'careers', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** How the form and the staff list name each topic. */
export const contactTopicLabels: Record<ContactTopic, string> = {
  order: 'An order I placed',
  delivery: 'Shipping and delivery',
  returns: 'Returns and exchanges',
  damaged: 'A damaged or faulty item',
  design: 'Design services',
  'price-match': 'Price matching',
  account: 'My account',
  careers: 'Working at Roomcraft',
  other: 'Something else',
};

/** A visitor may send this many messages within `contactWindowMinutes`. */
export const contactLimit = 5;
export const contactWindowMinutes = 60;
export const contactThrottledMessage = 'You have sent several messages already; please wait a little before sending another.';
/**
 * Messages from one client address (the request's address as TRUST_PROXY names
 * it) within the window, whatever visitor ids it uses: a fresh visitor id is
 * free, an address is not. An office behind one address still gets through.
 */
export const contactAddressLimit = 10;
/**
 * Acknowledgements mailed to one e-mail address within the window, whoever
 * names it. Later messages naming it still reach staff, unacknowledged: the
 * form cannot be used to flood someone's inbox.
 */
export const contactAcknowledgementLimit = 3;

export type ContactEvent = Event<
  'ContactMessageReceived',
  {
    contactId: string;
    name: string;
    email: string;
    topic: ContactTopic;
    orderNumber: string | null;
    message: string;
    visitorId: string | null;
    userId: string | null;
    /** A keyed hash of the sender's address, for the per-address limit (never the address itself); absent on older messages. */
    senderAddressHash?: string | null;
    receivedAt: string;
  }
>;

export type ContactState = { received: boolean };

export const initialContactState = (): ContactState => ({ received: false });

export function evolveContact(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { received: true };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export const contactEventTypes = Object.keys({
  ContactMessageReceived: true,
} satisfies Record<ContactEvent['type'], true>) as ContactEvent['type'][];

import { it } from 'vitest';
import { contactStream, type ContactEvent } from '../../../domain/support/contact';
import { contactMessagesProjection, contactMessagesTable } from '../../../projections/support/contact-messages';
import { describeProjection } from '../../support/projection-spec';

describeProjection<ContactEvent>(contactMessagesProjection, ({ given }) => {
  it('keeps each message once, with who sent it (an older one without the address hash too)', () =>
    given(
      {
        type: 'ContactMessageReceived',
        streamId: contactStream('m1'),
        data: { contactId: 'm1', name: 'Ada', email: 'ada@example.com', topic: 'order', orderNumber: 'RC-1', message: 'Where is my sofa?', visitorId: 'v1', userId: 'u1', senderAddressHash: 'h1', receivedAt: '2026-01-01T10:00:00.000Z' },
      },
      {
        type: 'ContactMessageReceived',
        streamId: contactStream('m2'),
        data: { contactId: 'm2', name: 'Bo', email: 'bo@example.com', topic: 'other', orderNumber: null, message: 'Hello', visitorId: 'v2', userId: null, receivedAt: '2026-01-01T11:00:00.000Z' },
      },
      {
        type: 'ContactMessageReceived',
        streamId: contactStream('m1'),
        data: { contactId: 'm1', name: 'Again', email: 'again@example.com', topic: 'other', orderNumber: null, message: 'Again', visitorId: null, userId: null, receivedAt: '2026-01-01T12:00:00.000Z' },
      },
    ).then({
      [contactMessagesTable]: [
        { contact_id: 'm1', name: 'Ada', email: 'ada@example.com', topic: 'order', order_number: 'RC-1', message: 'Where is my sofa?', visitor_id: 'v1', user_id: 'u1', sender_address_hash: 'h1', received_at: '2026-01-01T10:00:00.000Z', position: 1 },
        { contact_id: 'm2', name: 'Bo', email: 'bo@example.com', topic: 'other', order_number: null, message: 'Hello', visitor_id: 'v2', user_id: null, sender_address_hash: null, received_at: '2026-01-01T11:00:00.000Z', position: 2 },
      ],
    }));
});

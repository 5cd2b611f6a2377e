import type { Knex } from 'knex';
import { contactEventTypes, type ContactEvent } from '../../domain/support/contact';
import { defineProjection } from '../projection';

export const contactMessagesTable = 'support_contact_messages_v1';

/** Messages sent through the contact form, for staff to answer and for the per-visitor limit. */
export const contactMessagesProjection = defineProjection<ContactEvent>()({
  name: 'support-contact-messages',
  reads: contactEventTypes,
  handles: ['ContactMessageReceived'],
  ignores: [],
  tables: [contactMessagesTable],
  async apply(trx, events) {
    for (const event of events) {
      const d = event.data;
      await trx(contactMessagesTable)
        .insert({
          contact_id: d.contactId,
          name: d.name,
          email: d.email,
          topic: d.topic,
          order_number: d.orderNumber,
          message: d.message,
          visitor_id: d.visitorId,
          user_id: d.userId,
          sender_address_hash: d.senderAddressHash ?? null,
          received_at: d.receivedAt,
          position: event.globalPosition,
        })
        .onConflict('contact_id')
        .ignore();
    }
  },
});

/** A message as staff read it: what was received. */
export type ContactMessageView = Extract<ContactEvent, { type: 'ContactMessageReceived' }>['data'];

const toView = (r: Record<string, any>): ContactMessageView => ({
  contactId: r.contact_id,
  name: r.name,
  email: r.email,
  topic: r.topic,
  orderNumber: r.order_number,
  message: r.message,
  visitorId: r.visitor_id,
  userId: r.user_id,
  receivedAt: new Date(r.received_at).toISOString(),
});

/** Every message, newest first: a staff-only read (the staff route checks the role). */
export async function listContactMessages(db: Knex, { start, pageSize }: { start: number; pageSize: number }) {
  const [{ count }] = await db(contactMessagesTable).count<{ count: string }[]>({ count: '*' });
  const rows = await db(contactMessagesTable)
    .orderBy([{ column: 'received_at', order: 'desc' }, { column: 'position', order: 'desc' }])
    .offset(start)
    .limit(pageSize);
  return { total: Number(count), list: rows.map(toView) };
}

/** How many messages this visitor has sent since `since`: scoped to the one visitor. */
export async function countVisitorMessagesSince(db: Knex, visitorId: string, since: string): Promise<number> {
  const [{ count }] = await db(contactMessagesTable).where({ visitor_id: visitorId }).andWhere('received_at', '>', since).count<{ count: string }[]>({ count: '*' });
  return Number(count);
}

/** Messages sent from one client address (its keyed hash) since a time: the per-address limit. */
export async function countSenderAddressMessagesSince(db: Knex, senderAddressHash: string, since: string): Promise<number> {
  const [{ count }] = await db(contactMessagesTable).where({ sender_address_hash: senderAddressHash }).andWhere('received_at', '>', since).count<{ count: string }[]>({ count: '*' });
  return Number(count);
}

/** Messages naming one e-mail address since a time: the acknowledgements it may be sent. */
export async function countMessagesToSince(db: Knex, email: string, since: string): Promise<number> {
  const [{ count }] = await db(contactMessagesTable).where({ email }).andWhere('received_at', '>', since).count<{ count: string }[]>({ count: '*' });
  return Number(count);
}

import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import { contactEventTypes, type ContactEvent } from './contact';
import { contactDecider, contactFormSchema, sendContactMessageSchema, type ContactCommand } from './contact.decide';

const now = '2026-11-22T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const user: Actor = { kind: 'user', userId: 'u1', visitorId: 'v2', email: 'ann@example.com', roles: ['client'] };
const spec = specFor(contactDecider);

const data = {
  contactId: 'c1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  topic: 'delivery' as const,
  orderNumber: null,
  message: 'When will my sofa arrive?',
  visitorId: 'v1',
  userId: null,
};
const send = (d: ContactCommand['data'], actor: Actor = visitor): ContactCommand => ({
  type: 'SendContactMessage',
  data: d,
  metadata: { commandId: 'cmd-1', now, actor } satisfies CommandMetadata,
});
const received = (d: ContactCommand['data']): ContactEvent => ({ type: 'ContactMessageReceived', data: { ...d, receivedAt: now } });

describe('contact message decider', () => {
  it('receives a visitor’s message once, stamped with the command’s clock', () => {
    spec([]).when(send(data)).then([received(data)]);
    spec([received(data)]).when(send(data)).thenThrows('CONTACT_EXISTS');
  });

  it('records a signed-in user’s message under their account', () => {
    const mine = { ...data, visitorId: 'v2', userId: 'u1', orderNumber: 'RC-2026-000123' };
    spec([]).when(send(mine, user)).then([received(mine)]);
  });

  it('keeps the keyed hash of the sender’s address (for the per-address limit), never the address', () => {
    const hashed = { ...data, senderAddressHash: 'k'.repeat(32) };
    spec([]).when(send(hashed)).then([received(hashed)]);
    expect(sendContactMessageSchema.safeParse({ ...hashed, senderAddressHash: '203.0.113.9' }).success).toBe(false);
  });

  it('refuses a message recorded in someone else’s name', () => {
    spec([]).when(send({ ...data, visitorId: 'v9' })).thenThrows('FORBIDDEN');
    spec([]).when(send({ ...data, userId: 'u1' })).thenThrows('FORBIDDEN');
    spec([]).when(send({ ...data, userId: 'u9' }, user)).thenThrows('FORBIDDEN');
  });

  it('lists its event types', () => {
    expect(contactEventTypes).toEqual(['ContactMessageReceived']);
  });
});

describe('contact form input', () => {
  const good = { name: ' Ann Lee ', email: 'Ann@Example.com', topic: 'returns', orderNumber: 'rc-2026-000123', message: 'I would like to return a lamp.' };
  const errorOf = (input: unknown) => {
    const parsed = contactFormSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('trims, lower-cases the e-mail, upper-cases the order number, and leaves it out when blank', () => {
    expect(contactFormSchema.parse(good)).toEqual({ name: 'Ann Lee', email: 'ann@example.com', topic: 'returns', orderNumber: 'RC-2026-000123', message: 'I would like to return a lamp.' });
    expect(contactFormSchema.parse({ ...good, orderNumber: '' }).orderNumber).toBeNull();
    expect(contactFormSchema.parse({ ...good, orderNumber: undefined }).orderNumber).toBeNull();
    expect(contactFormSchema.parse({ ...good, orderNumber: null }).orderNumber).toBeNull();
  });

  it('says what is wrong with each field', () => {
    expect(errorOf({ ...good, name: '  ' })).toEqual(['name: Please enter your name']);
    expect(errorOf({ ...good, name: 'x'.repeat(101) })).toEqual(['name: Please keep your name to 100 characters or fewer']);
    expect(errorOf({ ...good, email: 'not-an-email' })).toEqual(['email: Please enter a valid e-mail']);
    expect(errorOf({ ...good, topic: 'gossip' })).toEqual(['topic: Please choose a topic']);
    expect(errorOf({ ...good, orderNumber: '<script>' })).toEqual(['orderNumber: Please enter a valid order number']);
    expect(errorOf({ ...good, message: 'Help!' })).toEqual(['message: Please write at least 10 characters']);
    expect(errorOf({ ...good, message: 'x'.repeat(5001) })).toEqual(['message: Please keep a message to 5000 characters or fewer']);
    expect(errorOf({ ...good, message: 'x'.repeat(5000) })).toBeNull();
  });

  it('takes the ids the use case adds, and re-reads its own output unchanged', () => {
    const parsed = sendContactMessageSchema.parse({ ...contactFormSchema.parse(good), contactId: 'c1', visitorId: 'v1', userId: null });
    expect(sendContactMessageSchema.parse(parsed)).toEqual(parsed);
  });
});

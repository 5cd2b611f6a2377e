import { describe, expect, it } from 'vitest';
import { accountDecider } from '../identity/account.decide';
import { maskEmail, maskPhone } from '../shared/personal-data';
import { identityContext } from '../identity/context';
import { foldIndex, foldStream } from './folds';
import { isPersonalStreamId, maskPersonal, maskStreamId } from './personal';
import { redact } from './redact';

const { foldFor } = foldIndex([identityContext]);

const address = { id: 'a1', firstName: 'Ada', lastName: 'Buyer', address1: '22 Oak Ave', address2: 'Apt 4', city: 'Austin', state: 'TX', zip: '73301', country: 'US', phone: '(512) 555-0188' };
const secrets = ['ada.buyer@example.com', 'ada.old@example.com', '5125550188', '555-0188', '22 Oak Ave', 'Apt 4', '73301', 'Buyer', 'Lovelace', '203.0.113.9'];

describe('personal data in the event log (issue 20)', () => {
  it('masks e-mails, phones, names, street addresses and network addresses, the console’s way', () => {
    const data = {
      userId: 'u1',
      email: 'ada.buyer@example.com',
      previousEmail: 'ada.old@example.com',
      username: 'Ada Lovelace',
      mobile: '+15125550188',
      address,
      key: 'address:203.0.113.9',
      orders: [{ name: 'Oslo sofa', count: 1 }],
      auths: { GOOGLE: { subject: 's1', email: 'ada.buyer@example.com' } },
      note: 'ada.buyer@example.com',
    };
    const out = maskPersonal(data, 'identity-u1') as typeof data;
    const text = JSON.stringify(out);
    for (const s of secrets) expect(text, s).not.toContain(s);
    expect(out).toMatchObject({
      userId: 'u1',
      email: maskEmail('ada.buyer@example.com'),
      username: 'Ada L.',
      mobile: maskPhone('+15125550188'),
      address: { firstName: 'Ada', lastName: 'B.', address1: '***', address2: '***', city: 'Austin', state: 'TX', zip: '73***', phone: '***88' },
      key: 'address:203.0.***',
      orders: [{ name: 'Oslo sofa', count: 1 }],
      auths: { GOOGLE: { subject: 's1', email: 'a***@example.com' } },
      note: 'a***@example.com',
    });
    expect(data.email).toBe('ada.buyer@example.com');
  });

  it('masks a contact message’s sender name, and no one else’s `name`', () => {
    const message = { contactId: 'c1', name: 'Mallory Deals', email: 'm@example.com', message: 'Hello there' };
    expect(maskPersonal(message, 'contact-c1')).toMatchObject({ name: 'Mallory D.', email: 'm***@example.com', message: 'Hello there' });
    expect(maskPersonal({ name: 'Oslo sofa' }, 'goods-g1')).toEqual({ name: 'Oslo sofa' });
  });

  it('masks the personal part of stream ids', () => {
    expect(maskStreamId('identity-email-ada.buyer@example.com')).toBe('identity-email-a***@example.com');
    expect(maskStreamId('identity-throttle-address:203.0.113.9')).toBe('identity-throttle-address:203.0.***');
    expect(maskStreamId('identity-throttle-account:u1')).toBe('identity-throttle-account:u1');
    expect(maskStreamId('goods-g00001')).toBe('goods-g00001');
    expect(isPersonalStreamId('identity-email-x@example.com')).toBe(true);
    expect(isPersonalStreamId('identity-u1')).toBe(false);
  });

  it('masks a folded account state', () => {
    const fold = foldFor('identity-u1')!;
    const events = [
      { type: 'AccountRegistered', data: { userId: 'u1', email: 'ada.buyer@example.com', passwordHash: 'scrypt$x', roles: ['client'], username: 'Ada Lovelace', status: 'ACTIVE', registeredAt: '2026-11-01T00:00:00.000Z' } },
      { type: 'MobileNumberSet', data: { userId: 'u1', mobile: '+15125550188' } },
      { type: 'AddressSaved', data: { userId: 'u1', address } },
    ];
    expect(fold.evolve).toBe(accountDecider.evolve);
    const state = maskPersonal(redact(foldStream(fold, events)), 'identity-u1');
    const text = JSON.stringify(state);
    expect(text).toContain('a***@example.com');
    for (const s of secrets) expect(text, s).not.toContain(s);
  });
});

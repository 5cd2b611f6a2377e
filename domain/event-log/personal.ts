import { maskEmail, maskFullName, maskIp, maskLastName, maskPhone, maskStreet, maskZip } from '../shared/personal-data';

/**
 * Personal data in the event log (issue 20): the one list of the fields that
 * hold it, and how each is masked for analysts and in the export — the staff
 * console's style (domain/shared/personal-data.ts). Staff read the log as it
 * is (secrets are redacted for everyone: redact.ts).
 *
 * A field is known by its name wherever it sits (event data, folded states,
 * nested addresses, maps of them); `name` is a person's only in the streams
 * listed under `personalNamesIn` (elsewhere it names goods, categories,
 * boards). Any other text that is a whole e-mail address is masked too.
 */
type Mask = (value: string) => string;

export const personalFields: Readonly<Record<string, Mask>> = {
  // e-mail addresses
  email: maskEmail,
  previousEmail: maskEmail,
  recipient: maskEmail,
  // phone numbers
  mobile: (v) => maskPhone(v) ?? v,
  phone: (v) => maskPhone(v) ?? v,
  // names
  username: maskFullName,
  lastName: maskLastName,
  holderName: maskFullName,
  cardName: maskFullName,
  // street addresses (the town and state stay, as in the console)
  address1: maskStreet,
  address2: maskStreet,
  street: maskStreet,
  zip: maskZip,
  // network addresses: a sign-in throttle's key `address:<ip>`
  key: (v) => (v.startsWith('address:') ? `address:${maskIp(v.slice('address:'.length))}` : v),
  ip: maskIp,
  clientAddress: maskIp,
};

/** Streams whose `name` field is a person's name: the contact form's sender. */
export const personalNamesIn: readonly string[] = ['contact-'];

const wholeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Streams whose id holds personal data: an e-mail claim (`identity-email-<e-mail>`) and an address's sign-in throttle. */
const personalStreamIds: readonly { prefix: string; mask: Mask }[] = [
  { prefix: 'identity-email-', mask: maskEmail },
  { prefix: 'identity-throttle-address:', mask: maskIp },
];

export const personalStreamPrefixes: readonly string[] = personalStreamIds.map((p) => p.prefix);

export function isPersonalStreamId(streamId: string): boolean {
  return personalStreamIds.some((p) => streamId.startsWith(p.prefix));
}

/** The stream id as analysts read it: the personal part masked. */
export function maskStreamId(streamId: string): string {
  const p = personalStreamIds.find((s) => streamId.startsWith(s.prefix));
  return p ? `${p.prefix}${p.mask(streamId.slice(p.prefix.length))}` : streamId;
}

/**
 * A copy of a JSON value (event data or a folded state, already redacted of
 * secrets) with every personal field masked; `streamId` tells whose stream it
 * is (for `name`).
 */
export function maskPersonal(value: unknown, streamId = ''): unknown {
  const namesArePersonal = personalNamesIn.some((prefix) => streamId.startsWith(prefix));
  const walk = (v: unknown, key: string | null): unknown => {
    if (typeof v === 'string') {
      const mask = key === null ? undefined : key === 'name' && namesArePersonal ? maskFullName : personalFields[key];
      if (mask) return mask(v);
      return wholeEmail.test(v) ? maskEmail(v) : v;
    }
    if (Array.isArray(v)) return v.map((item) => walk(item, key));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[wholeEmail.test(k) ? maskEmail(k) : k] = walk(item, k);
      return out;
    }
    return v;
  };
  return walk(value, null);
}

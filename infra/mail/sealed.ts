import { derivedKey, seal, unseal } from '../identity/secrets';

/** What the outbox keeps sealed: a mail's subject and bodies (activation codes and reset links travel in them). */
export interface MailBody {
  subject: string;
  text: string;
  html: string | null;
  /** The one-click unsubscribe address (RFC 8058), for mail that has one. */
  listUnsubscribe?: string | null;
}

const keys = new Map<string, Buffer>();

/** The outbox's AES-256-GCM key, derived from the session secret (a new secret leaves older sealed mail unreadable). */
export function mailKey(sessionSecret: string): Buffer {
  let key = keys.get(sessionSecret);
  if (!key) keys.set(sessionSecret, (key = derivedKey(sessionSecret, 'mail-outbox-body')));
  return key;
}

/** The row's recipient and kind are authenticated with the body: a body moved to another row does not open. */
const context = (recipient: string, kind: string) => `mail_outbox\n${recipient}\n${kind}`;

export function sealBody(key: Buffer, recipient: string, kind: string, body: MailBody): Buffer {
  return seal(key, JSON.stringify({ subject: body.subject, text: body.text, html: body.html, ...(body.listUnsubscribe ? { listUnsubscribe: body.listUnsubscribe } : {}) }), context(recipient, kind));
}

/** Throws when the body was sealed under another key or for another row. */
export function openBody(key: Buffer, recipient: string, kind: string, sealed: Buffer): MailBody {
  return JSON.parse(unseal(key, sealed, context(recipient, kind))) as MailBody;
}

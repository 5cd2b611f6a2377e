/** A mail opened for delivery. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** A one-click unsubscribe address (RFC 8058): the List-Unsubscribe headers. */
  listUnsubscribe?: string | null;
}

/** A failed delivery: `permanent` (the relay refused it for good: SMTP 5xx) or worth another try; `message` names no secret. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** How a queued mail leaves: the mail sender (workers/mail-sender.ts) hands each one to a transport. */
export interface MailTransport {
  readonly name: 'smtp' | 'local';
  /** Whether the outbox keeps the body once delivered (the dev mailbox shows it); otherwise it is wiped. */
  readonly keepsBody: boolean;
  /** Resolves once the mail is accepted; throws a MailDeliveryError when it is not. */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Local delivery: the mail stays in the outbox, where /dev/mailbox shows it. Nothing leaves the machine. */
export class LocalTransport implements MailTransport {
  readonly name = 'local';
  readonly keepsBody = true;
  async deliver(): Promise<void> {}
  close(): void {}
}

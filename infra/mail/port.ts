/** The one way mail leaves the app. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (activation, password-reset …), for the outbox and logs. */
  kind: string;
  /** For mail carrying a secret (a code, a reset link): when it stops being useful. */
  expiresAt?: string;
  /**
   * A one-click unsubscribe address (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so the reader's mail
   * program offers "Unsubscribe" itself. Kept sealed with the body (it is signed).
   */
  listUnsubscribe?: string;
  /** Queued at most once per key (a process's derived key): a retried step sends nothing twice. */
  dedupeKey?: string;
}

export interface Mailer {
  /** Queues the mail in the outbox (nothing goes over the network here); the mail sender delivers it, retrying. */
  send(message: MailMessage): Promise<void>;
  /** The secret a kept copy carries has been used: drop the kept bodies, and do not send a copy still waiting. */
  discard(to: string, kind: string): Promise<void>;
}

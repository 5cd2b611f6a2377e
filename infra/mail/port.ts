/** The one way mail leaves the app. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (activation, password-reset …), for the outbox and logs. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './port';

/** SMTP through nodemailer, used when SMTP_URL is set (smtp://user:pass@host:587, smtps://… for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  async discard(): Promise<void> {
    // Sent mail is out of our hands; nothing is kept here.
  }
}

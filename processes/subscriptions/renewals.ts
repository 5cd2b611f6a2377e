import { paymentCommands } from '../../domain/payments/commands';
import { subscriptionCommands } from '../../domain/subscriptions/commands';
import type { SubscriptionEvent } from '../../domain/subscriptions/subscription';
import { renewalPaymentId, subscriptionRenewalsName } from '../../domain/subscriptions/renewal';
import { defineReactor, type ProcessEnv, type ProcessMail, type ProcessOutput } from '../process';

/**
 * The AI subscription's renewals (issue 25, ADR 048), a reactor over the
 * subscription's events with the process runner's durable schedule as its clock:
 *
 * - a month started or renewed: RenewSubscription is scheduled for its end;
 * - a renewal due: one payment through the payment process (ADR 025) on the saved
 *   card — its id derived from the attempt, so handled twice it is charged once;
 *   the payment holds the attempt (HoldSubscriptionRenewal) and its decline,
 *   refusal or abandon releases it as FailSubscriptionRenewal;
 * - a renewal declined: a mail, and the next attempt scheduled (days 1, 3, 7);
 * - lapsed or ended: a mail.
 *
 * New to a running system it starts from now (fromNow): it mails nothing that
 * happened before it ran.
 */
export { renewalPaymentId, subscriptionRenewalsName };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const longDay = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function mail(clientId: string, kind: string, subject: string, paragraphs: readonly string[], env: ProcessEnv): ProcessMail {
  const link = `${env.siteUrl}/remodel/success`;
  return {
    mail: {
      toUserId: clientId,
      kind,
      subject,
      text: [...paragraphs, '', `Your subscription: ${link}`].join('\n\n'),
      html: `${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}<p><a href="${escape(link)}">See your subscription</a></p>`,
    },
    key: 'mail',
  };
}

const renewAt = (clientId: string, periodEnd: string, attempt: number, at: string, key: string): ProcessOutput => ({
  command: subscriptionCommands.RenewSubscription,
  input: { clientId, periodEnd, attempt },
  at,
  key,
});

export const subscriptionRenewals = defineReactor<SubscriptionEvent>()({
  name: subscriptionRenewalsName,
  fromNow: true,
  handles: ['SubscriptionStarted', 'SubscriptionRenewed', 'SubscriptionRenewalDue', 'SubscriptionRenewalFailed', 'SubscriptionLapsed', 'SubscriptionEnded'],
  react(e, env): ProcessOutput[] {
    switch (e.type) {
      case 'SubscriptionStarted':
        return [renewAt(e.data.clientId, e.data.periodEnd, 1, e.data.periodEnd, 'renew')];
      case 'SubscriptionRenewed': {
        const d = e.data;
        return [
          renewAt(d.clientId, d.periodEnd, 1, d.periodEnd, 'renew'),
          mail(d.clientId, 'subscription-renewed', 'Your AI Designer subscription renewed', [
            `We charged ${dollars(d.amountCents)} for another month of AI Designer.`,
            `Your subscription now runs until ${longDay(d.periodEnd)}, when it renews again.`,
          ], env),
        ];
      }
      case 'SubscriptionRenewalDue': {
        const d = e.data;
        const paymentId = renewalPaymentId(d.clientId, d.renewalId);
        return [
          {
            command: paymentCommands.RequestPayment,
            input: {
              paymentId,
              clientId: d.clientId,
              purpose: { kind: 'renewal', renewalId: d.renewalId },
              amountCents: d.amountCents,
              description: `Roomcraft AI Designer subscription (month from ${d.periodEnd.slice(0, 10)})`,
              card: { card: d.paymentMethod, savedCardId: null, holderName: 'Card holder', keep: false },
              holds: [
                {
                  command: subscriptionCommands.HoldSubscriptionRenewal.type,
                  input: { clientId: d.clientId, renewalId: d.renewalId },
                  release: { command: subscriptionCommands.FailSubscriptionRenewal.type, input: { clientId: d.clientId, renewalId: d.renewalId, code: 'released', message: 'The payment did not go through' } },
                },
              ],
              abandonAt: d.abandonAt,
            },
            key: 'pay',
          },
        ];
      }
      case 'SubscriptionRenewalFailed': {
        const d = e.data;
        if (!d.nextAttemptAt) return [];
        return [
          renewAt(d.clientId, d.periodEnd, d.attempt + 1, d.nextAttemptAt, 'retry'),
          mail(d.clientId, 'subscription-renewal-failed', 'We could not renew your AI Designer subscription', [
            `Your card was not charged: ${d.message}`,
            `You keep AI Designer while we try again. We will try on ${longDay(d.nextAttemptAt)}; you can change your card before then and we will try it at once.`,
          ], env),
        ];
      }
      case 'SubscriptionLapsed':
        return [
          mail(e.data.clientId, 'subscription-lapsed', 'Your AI Designer subscription has ended', [
            'We tried your card four times over seven days and could not renew your AI Designer subscription, so it has ended.',
            'You can subscribe again at any time.',
          ], env),
        ];
      case 'SubscriptionEnded':
        return [mail(e.data.clientId, 'subscription-ended', 'Your AI Designer subscription has ended', ['Your cancelled AI Designer subscription has ended. Nothing more will be charged. You can subscribe again at any time.'], env)];
      default:
        return [];
    }
  },
});

import { describe, expect, it } from 'vitest';
import { describeSmtpError, isPermanentSmtpError } from './smtp';

/** Errors shaped as nodemailer's SMTP connection makes them (code, command, responseCode, message ending in the reply). */
const smtpError = (code: string, command: string, reply?: string, message = 'Message failed') =>
  Object.assign(new Error(reply ? `${message}: ${reply}` : message), { code, command, ...(reply ? { response: reply, responseCode: Number(reply.slice(0, 3)) } : {}) });

describe('SMTP refusals', () => {
  it.each([
    [smtpError('EMESSAGE', 'DATA', '554 5.7.1 Message rejected'), true],
    [smtpError('EENVELOPE', 'RCPT TO', '550 5.1.1 No such user', "Can't send mail - all recipients were rejected"), true],
    [smtpError('EENVELOPE', 'API', undefined, 'Invalid recipient "x"'), true],
    [smtpError('EMESSAGE', 'DATA', '451 4.3.0 Try again later'), false],
    [smtpError('EENVELOPE', 'RCPT TO', '450 4.2.1 Mailbox busy'), false],
    [smtpError('EAUTH', 'AUTH PLAIN', '535 5.7.8 Authentication failed', 'Invalid login'), false],
    [smtpError('ECONNECTION', 'CONN', undefined, 'connect ECONNREFUSED 127.0.0.1:25'), false],
    [smtpError('ETIMEDOUT', 'CONN', undefined, 'Greeting never received'), false],
    [new Error('something else'), false],
  ])('%s is permanent: %s', (error, permanent) => {
    expect(isPermanentSmtpError(error)).toBe(permanent);
  });

  it('are described on one line with the code, command and reply, the relay credentials masked', () => {
    expect(describeSmtpError(smtpError('EMESSAGE', 'DATA', '451 4.3.0 Try again\r\n later'))).toBe('EMESSAGE DATA Message failed: 451 4.3.0 Try again later');
    expect(describeSmtpError(smtpError('EAUTH', 'AUTH PLAIN', '535 no for relay-user/hunter22', 'Invalid login'), ['relay-user', 'hunter22'])).toBe('EAUTH AUTH PLAIN Invalid login: 535 no for ***/***');
    expect(describeSmtpError(new Error('x'.repeat(1000)))).toHaveLength(300);
  });
});

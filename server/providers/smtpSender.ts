import nodemailer from 'nodemailer';
import type { OtpSender } from './OtpSender.ts';

/** E-mail through any SMTP server; SMS messages go to `sms` (a gateway, or the outbox in development). */
export function smtpSender(smtpUrl: string, from: string, sms: OtpSender): OtpSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel === 'sms') return sms.send(message);
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}

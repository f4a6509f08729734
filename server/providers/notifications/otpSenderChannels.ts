import type { OtpSender } from '../OtpSender.ts';
import type { NoticeChannel } from './NoticeChannel.ts';

/** Notices by e-mail through the sender that carries the codes (SMTP, or the dev outbox). */
export function emailNoticeChannel(sender: OtpSender): NoticeChannel {
  return {
    configured: true,
    async send({ orgId, to, title, body }) {
      await sender.send({ orgId, channel: 'email', recipient: to, subject: title, body });
      return 'sent';
    },
  };
}

/** Notices by SMS through the codes' gateway: one short text, the title leading. */
export function smsNoticeChannel(sender: OtpSender): NoticeChannel {
  return {
    configured: true,
    async send({ orgId, to, title, body }) {
      await sender.send({
        orgId,
        channel: 'sms',
        recipient: to,
        subject: title,
        body: `${title}: ${body}`,
      });
      return 'sent';
    },
  };
}

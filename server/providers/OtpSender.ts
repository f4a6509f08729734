/** A code or notice on its way to a person, by SMS or e-mail. */
export interface OutgoingMessage {
  orgId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
}

/** Delivers one-time codes; the dev outbox, SMTP, or an SMS gateway behind the same call. */
export interface OtpSender {
  send(message: OutgoingMessage): Promise<void>;
}

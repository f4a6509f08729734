/** A notice rendered for one person on one channel. */
export interface NoticeMessage {
  orgId: number;
  /** The address: an e-mail, a mobile, a push subscription's JSON. */
  to: string;
  title: string;
  body: string;
  /** The app path the notice opens. */
  link: string;
}

/**
 * What became of a send: `gone` means the address no longer exists (a push service's 404 or 410)
 * and is forgotten; a send that may work later throws.
 */
export type SendOutcome = 'sent' | 'gone';

/** One way of reaching a person (e-mail, SMS, push, WhatsApp), behind the same call. */
export interface NoticeChannel {
  /** False for a channel this deployment cannot deliver: its deliveries are skipped, never sent. */
  readonly configured: boolean;
  send(message: NoticeMessage): Promise<SendOutcome>;
}

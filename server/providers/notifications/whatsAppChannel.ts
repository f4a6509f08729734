import type { NoticeChannel } from './NoticeChannel.ts';

/**
 * WhatsApp needs a Business API provider, an approved sender number and a template approved per
 * notice kind and language (docs/decisions/notifications.md); none is set up, so the channel says
 * so: its preference reads unavailable and its deliveries are skipped as `not-configured`.
 */
export const notConfiguredWhatsApp: NoticeChannel = {
  configured: false,
  send: () => Promise.reject(new Error('WhatsApp is not configured')),
};

import {
  NOTIFICATION_CHANNELS,
  type ChannelPreferences,
  type NotificationChannel,
} from '../../../domain/contracts/notifications.ts';

/**
 * A channel a child never set: the inbox, e-mail and push on; SMS off (each one costs money, so
 * it is asked for); WhatsApp off (docs/decisions/notifications.md).
 */
export const DEFAULT_CHANNEL_PREFERENCES: Readonly<ChannelPreferences> = {
  IA: true,
  EM: true,
  PN: true,
  SMS: false,
  WA: false,
};

const isChannel = (channel: string): channel is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(channel);

/** The child's stored choices over the defaults. */
export function channelPreferencesOf(
  rows: readonly { channel: string; enabled: number }[],
): ChannelPreferences {
  const preferences = { ...DEFAULT_CHANNEL_PREFERENCES };
  for (const row of rows) if (isChannel(row.channel)) preferences[row.channel] = row.enabled === 1;
  return preferences;
}

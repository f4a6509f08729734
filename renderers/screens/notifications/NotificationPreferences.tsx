import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  getPreferencesCall,
  NOTIFICATION_CHANNELS,
  setPreferenceCall,
  type NotificationChannel,
} from '../../../domain/contracts/notifications.ts';
import { readPersisted } from '../../../runtime/storage/persistedKeys.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import {
  disablePush,
  enablePush,
  type PushOutcome,
} from '../../../runtime/notifications/webPush.ts';
import { INBOX_FEATURE } from './useNotificationPages.ts';

const CHANNEL_TEXT = {
  EM: 'notifications.channel.EM',
  SMS: 'notifications.channel.SMS',
  WA: 'notifications.channel.WA',
  PN: 'notifications.channel.PN',
  IA: 'notifications.channel.IA',
} as const satisfies Record<NotificationChannel, string>;

const PUSH_REFUSED_TEXT = {
  denied: 'notifications.push.denied',
  unsupported: 'notifications.push.unsupported',
} as const satisfies Record<Exclude<PushOutcome, 'subscribed'>, string>;

const PREFERENCES = { feature: `${INBOX_FEATURE}/preferences` };

/**
 * The channels the student hears from us on (spec §3: e-mail, SMS, WhatsApp, push, in-app), a
 * switch each, changed one at a time as the server confirms. Push on this device needs the
 * browser's permission and a subscription first; push off takes the subscription back. A channel
 * the server cannot deliver (WhatsApp until it is configured) is shown, off and unavailable.
 */
export function NotificationPreferences() {
  const intl = useIntl();
  const { data, mutate } = useCall(getPreferencesCall, PREFERENCES);
  const [busy, setBusy] = useState<NotificationChannel>();
  const [pushRefused, setPushRefused] = useState<Exclude<PushOutcome, 'subscribed'>>();
  // A failed read is filed as the spec's error event and not explained (spec §8).
  if (!data) return null;
  const { common, unavailable } = data.payload;
  // Push is "on this device" only once this browser has given the server its subscription.
  const on = (channel: NotificationChannel) =>
    channel === 'PN' ? common.PN && readPersisted('pushToken') !== undefined : common[channel];

  const change = async (channel: NotificationChannel, enable: boolean) => {
    // One change at a time; the switches stay focusable meanwhile (a disabled one drops focus).
    if (busy !== undefined) return;
    setBusy(channel);
    try {
      if (channel === 'PN' && enable) {
        const outcome = await enablePush();
        setPushRefused(outcome === 'subscribed' ? undefined : outcome);
        if (outcome !== 'subscribed') return;
      }
      const { body } = await callApi(setPreferenceCall, {
        body: { channel, enable },
        feature: PREFERENCES.feature,
      });
      await mutate(body, { revalidate: false });
      if (channel === 'PN' && !enable) await disablePush();
    } catch (error) {
      console.warn(`the ${channel} preference was not changed`, error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="notification-preferences" aria-labelledby="notification-preferences">
      <h2 id="notification-preferences">
        <FormattedMessage id="notifications.preferences.title" />
      </h2>
      <fieldset aria-busy={busy !== undefined}>
        <legend>
          <FormattedMessage id="notifications.preferences.hint" />
        </legend>
        {NOTIFICATION_CHANNELS.map((channel) => {
          const off = unavailable.includes(channel);
          const noteId = `channel-${channel}-note`;
          return (
            <div className="notification-channel" key={channel}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  checked={on(channel) && !off}
                  disabled={off}
                  aria-describedby={off ? noteId : undefined}
                  onChange={(event) => void change(channel, event.target.checked)}
                />
                {intl.formatMessage({ id: CHANNEL_TEXT[channel] })}
              </label>
              {off && (
                <span className="notification-channel-note" id={noteId}>
                  <FormattedMessage id="notifications.channel.unavailable" />
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
      {pushRefused && (
        <p className="notification-push-refused" role="status">
          <FormattedMessage id={PUSH_REFUSED_TEXT[pushRefused]} />
        </p>
      )}
    </section>
  );
}

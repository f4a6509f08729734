import {
  deleteNotificationTokenCall,
  pushPublicKeyCall,
  saveNotificationTokenCall,
} from '../../domain/contracts/notifications.ts';
import { callApi } from '../api/callApi.ts';
import { browserId } from '../api/tokenStore.ts';
import { WORKER_OPTIONS, WORKER_URL } from '../offline/workerUrl.ts';
import { readPersisted, removePersisted, writePersisted } from '../storage/persistedKeys.ts';

/** Where the browser's own failures are filed (the calls' failures are filed by callApi). */
const FEATURE = 'notifications/push';

/** What turning push on came to: only `subscribed` lets the PN channel be switched on. */
export type PushOutcome = 'subscribed' | 'unsupported' | 'denied';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** A VAPID key as the Push API wants it: base64url text to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL, WORKER_OPTIONS);
  // Subscribing needs an active worker, which a first registration has only once installed.
  return navigator.serviceWorker.ready;
}

/**
 * Turns push on for the signed-in child on this browser (spec §4, learning spec §3 "Notification
 * token"): asks the browser's permission, registers the app's worker (which shows the messages),
 * subscribes with the server's VAPID key and gives the subscription to the server as the token,
 * remembering it here so sign-out can take it back. Call failures reject (callApi filed them).
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await pushRegistration();
  const { body } = await callApi(pushPublicKeyCall, { feature: FEATURE });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(body.payload.publicKey),
    }));
  const token = JSON.stringify(subscription);
  await callApi(saveNotificationTokenCall, {
    body: { notification_token: token, platform: 'web', device_id: browserId() },
    feature: FEATURE,
  });
  writePersisted('pushToken', token);
  return 'subscribed';
}

/**
 * Takes push back on this browser: the server forgets the token (with the current child's
 * token, so at sign-out this runs before the tokens are cleared) and the browser's subscription
 * ends. The local note goes even when the call fails: sign-out must not leave it behind.
 */
export async function disablePush(): Promise<void> {
  const token = readPersisted('pushToken');
  removePersisted('pushToken');
  const registration = pushSupported()
    ? await navigator.serviceWorker.getRegistration('/')
    : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  const unsubscribed = subscription?.unsubscribe();
  const sent = token ?? (subscription ? JSON.stringify(subscription) : undefined);
  if (sent !== undefined) {
    await callApi(deleteNotificationTokenCall, {
      body: { notification_token: sent },
      feature: FEATURE,
    });
  }
  await unsubscribed;
}

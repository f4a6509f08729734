import { SIGN_OUT_PUSH_WAIT_MS } from '../../domain/notifications/signOutPushWait.ts';
import { readPersisted } from '../storage/persistedKeys.ts';

/**
 * Sign-out's part of push (shell spec §4, "Sign-out clears tokens, push token…"): where this
 * browser gave the server a push token, the server forgets it, with the child's token (sign-out
 * runs this before the tokens are cleared), and the subscription ends. The push code loads only
 * then; sign-out waits for it at most SIGN_OUT_PUSH_WAIT_MS and never fails because of it.
 */
export async function forgetPushAtSignOut(): Promise<void> {
  if (readPersisted('pushToken') === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_PUSH_WAIT_MS)));
  const done = import('./webPush.ts')
    .then((push) => push.disablePush())
    .catch((error: unknown) =>
      console.warn('the push token was not taken back at sign-out', error),
    );
  await Promise.race([done, late]);
  clearTimeout(timer);
}

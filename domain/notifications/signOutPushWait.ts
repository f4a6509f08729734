/**
 * Sign-out takes the push token back (shell spec §4) but waits at most this long for it: a slow
 * or absent network must not hold a student who asked to leave.
 */
export const SIGN_OUT_PUSH_WAIT_MS = 2000;

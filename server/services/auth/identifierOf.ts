import type { Identifier } from './authStore.ts';

/** Where a code for this mobile or e-mail goes, and by which channel. */
export function identifierOf(who: Identifier): { identifier: string; channel: 'sms' | 'email' } {
  return who.mobile
    ? { identifier: who.mobile, channel: 'sms' }
    : { identifier: who.email ?? '', channel: 'email' };
}

import { editProfileCall } from '../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import type { Locale } from '../../domain/rules/locales.ts';
import { callApi } from '../api/callApi.ts';

/**
 * The language picked in the header becomes the current profile's (shell spec §3, "Changing
 * language … updates the current profile"), since a profile's language wins on every load.
 * Loaded only when a signed-in student changes language, to keep the auth contracts out of the
 * first route.
 */
export async function saveProfileLocale(childToken: string, locale: Locale): Promise<void> {
  await callApi(editProfileCall, {
    body: { locale },
    headers: { [AUTH_HEADERS.childToken]: childToken },
  });
}

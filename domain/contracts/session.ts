/**
 * The auth service's calls a signed-in page needs (who is signed in, refresh, sign-out, guest and
 * link sign-on), apart from the sign-in and account forms in auth.ts, so that pages download only
 * these small schemas.
 */
import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { AUTH_HEADERS } from './authHeaders.ts';
import { queryBoolean, text } from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { featureFlags } from './featureFlags.ts';

const locale = z.enum(SUPPORTED_LOCALES);
const token = text().check(z.minLength(1));
const shortText = z.optional(text().check(z.maxLength(64)));

export const userDetails = z.object({
  id: z.string(),
  org_id: z.int(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
});

export const profileDetails = z.object({
  first_name: z.string(),
  last_name: z.string(),
  primary_goal: z.nullable(z.string()),
  primary_exam: z.nullable(z.string()),
  locale,
  video_quality: z.string(),
  meta: z.record(z.string(), z.unknown()),
});

export const linkedProfile = z.object({
  id: z.string(),
  /** The child's own token, for content calls and child edits. */
  token: z.string(),
  profile_details: profileDetails,
});

export const connectedResponse = z.object({
  data: z.object({
    user_details: userDetails,
    linked_profiles: z.array(linkedProfile),
    /** Present while a password-less account should be asked to set a password. */
    skip_password_token: z.nullable(z.string()),
    /** The user record's feature flags and category; absent means none (featureEnabled.ts). */
    feature_flags: z.optional(featureFlags),
  }),
});

export const connectedProfilesCall = defineCall({
  service: 'auth',
  method: 'GET',
  path: '/connected_profiles',
  summary: 'The signed-in account and its child profiles',
  auth: 'root',
  responses: { 200: connectedResponse },
});

export const refreshCall = defineCall({
  service: 'auth',
  method: 'GET',
  path: '/refresh-token',
  summary: 'Trade a refresh token for a new pair; a spent refresh token ends the whole login',
  auth: 'none',
  headers: z.object({ [AUTH_HEADERS.refreshToken]: token }),
  responses: { 200: z.object({ data: z.object({ refreshed: z.literal(true) }) }) },
});

export const signOutCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/sign-out',
  summary: 'End this login, or every login of the account',
  auth: 'root',
  body: z.object({ clear_all_sessions: z._default(z.boolean(), false) }),
  responses: { 200: z.object({ data: z.object({ signed_out: z.literal(true) }) }) },
});

export const guestDetailsCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/user/details',
  summary: 'A guest session for a visitor who is not signed in (the chat widget uses it)',
  auth: 'none',
  // Only guest sessions are given here: the flag is read like every other one, and must say yes.
  query: z.object({ is_guest: z.pipe(queryBoolean(), z.literal(true, 'must be true')) }),
  body: z.object({
    sender_id: shortText,
    ga_id: shortText,
    source: shortText,
    source_type: shortText,
  }),
  responses: {
    200: z.object({ data: z.object({ guest_session_id: z.string(), guest_token: z.string() }) }),
  },
});

export const ssoVerifyCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/sso/token/verify',
  summary: 'Sign in with a single-sign-on link token (lr); tokens come in headers',
  auth: 'none',
  query: z.object({ lr: text().check(z.minLength(1), z.maxLength(256)) }),
  responses: { 200: connectedResponse },
});

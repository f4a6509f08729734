import { z } from 'zod';
import { isName, isPassword, MOBILE_PATTERN } from '../rules/patterns.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { AUTH_HEADERS } from './authHeaders.ts';
import { defineCall } from './defineCall.ts';

/** The auth service's calls (shell spec §7), mounted under /api/auth. */
export const AUTH_BASE = '/api/auth';

const locale = z.enum(SUPPORTED_LOCALES);
const localeQuery = z.object({ locale: locale.optional() });
const mobile = z.string().regex(MOBILE_PATTERN, 'must be 10 digits starting with 6–9');
const email = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());
const password = z
  .string()
  .max(128)
  .refine(isPassword, 'needs 8 characters with a letter, a digit and one of @$!%*#?&');
const name = z.string().trim().refine(isName, 'must be at least 3 letters, spaces or dots');
const otp = z.string().regex(/^\d{6}$/, 'must be 6 digits');
const deviceId = z.string().min(1).max(64);

/** Exactly one of mobile or e-mail identifies the account. */
const identifierFields = z
  .object({ mobile: mobile.optional(), email: email.optional() })
  .refine(
    (v) => (v.mobile === undefined) !== (v.email === undefined),
    'give either mobile or email',
  );

export const userDetails = z.object({
  id: z.string(),
  org_id: z.number(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
});

export const profileDetails = z.object({
  first_name: z.string(),
  last_name: z.string(),
  primary_goal: z.string().nullable(),
  primary_exam: z.string().nullable(),
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

const connectedResponse = z.object({
  data: z.object({ user_details: userDetails, linked_profiles: z.array(linkedProfile) }),
});

export const existsCall = defineCall({
  method: 'POST',
  path: '/exists',
  summary:
    'Whether an account uses this mobile or e-mail in the host organisation: 200 verified account (sign in), 251 account not yet verified (finish sign-up), 252 no account (sign up)',
  auth: 'none',
  query: localeQuery,
  body: z.object({ identifier: z.union([mobile, email]) }),
  responses: {
    200: z.object({ data: z.object({ exists: z.literal(true), verified: z.literal(true) }) }),
    251: z.object({ data: z.object({ exists: z.literal(true), verified: z.literal(false) }) }),
    252: z.object({ data: z.object({ exists: z.literal(false), verified: z.literal(false) }) }),
  },
});

export const signUpBody = z
  .object({
    first_name: name.optional(),
    last_name: z.string().trim().max(120).optional(),
    mobile: mobile.optional(),
    email: email.optional(),
    password,
    locale: locale.optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
    connected_response: z.boolean().optional(),
    tracking_uuid: z.string().max(64).optional(),
  })
  .refine(
    (v) => (v.mobile === undefined) !== (v.email === undefined),
    'give either mobile or email',
  );

const signUpAnswer = z.object({ data: z.object({ status: z.literal(201), user_id: z.string() }) });

export const signUpCall = defineCall({
  method: 'POST',
  path: '/sign-up',
  summary:
    'Create an unverified account and send a verification code; the OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  body: signUpBody,
  responses: { 200: signUpAnswer },
});

export const registerCall = defineCall({ ...signUpCall, path: '/register' });

const otpTokenHeaders = z.object({ [AUTH_HEADERS.otpToken]: z.string().min(1) });

export const verifyOtpCall = defineCall({
  method: 'POST',
  path: '/verifyOtp',
  summary: 'Verify a new account with its code; signs in (tokens in headers)',
  auth: 'none',
  query: localeQuery,
  headers: otpTokenHeaders,
  body: z.object({ otp }),
  responses: { 200: connectedResponse },
});

export const resendOtpCall = defineCall({
  method: 'POST',
  path: '/resend_otp',
  summary: 'Send a fresh code for the same step; the new OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  headers: otpTokenHeaders,
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const signInCall = defineCall({
  method: 'POST',
  path: '/sign-in',
  summary: 'Sign in with a password; tokens come in headers',
  auth: 'none',
  query: localeQuery,
  body: z.intersection(
    identifierFields,
    z.object({
      password: z.string().min(1).max(128),
      device_id: deviceId,
      connected_response: z.boolean().optional(),
      tracking_uuid: z.string().max(64).optional(),
    }),
  ),
  responses: { 200: connectedResponse },
});

export const sendLoginOtpCall = defineCall({
  method: 'POST',
  path: '/send-login-otp',
  summary: 'Send a sign-in code to a verified mobile or e-mail; the OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  body: z.intersection(
    identifierFields,
    z.object({ device_id: deviceId, tracking_uuid: z.string().max(64).optional() }),
  ),
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const verifyLoginOtpCall = defineCall({
  method: 'POST',
  path: '/verify-login-otp',
  summary: 'Sign in with the code that was sent; tokens come in headers',
  auth: 'none',
  query: localeQuery,
  headers: otpTokenHeaders,
  body: z.object({ otp }),
  responses: { 200: connectedResponse },
});

export const refreshCall = defineCall({
  method: 'GET',
  path: '/refresh-token',
  summary: 'Trade a refresh token for a new pair; a spent refresh token ends the whole login',
  auth: 'none',
  headers: z.object({ [AUTH_HEADERS.refreshToken]: z.string().min(1) }),
  responses: { 200: z.object({ data: z.object({ refreshed: z.literal(true) }) }) },
});

export const signOutCall = defineCall({
  method: 'POST',
  path: '/sign-out',
  summary: 'End this login, or every login of the account',
  auth: 'root',
  body: z.object({ clear_all_sessions: z.boolean().default(false) }),
  responses: { 200: z.object({ data: z.object({ signed_out: z.literal(true) }) }) },
});

export const connectedProfilesCall = defineCall({
  method: 'GET',
  path: '/connected_profiles',
  summary: 'The signed-in account and its child profiles',
  auth: 'root',
  responses: { 200: connectedResponse },
});

export const profileFields = z.object({
  first_name: name,
  last_name: z.string().trim().max(120).default(''),
  primary_goal: z.string().min(1).max(40).optional(),
  primary_exam: z.string().min(1).max(80).optional(),
  locale: locale.default('en'),
  video_quality: z.enum(['auto', '144p', '240p', '360p', '480p', '720p', '1080p']).default('auto'),
  meta: z.record(z.string(), z.unknown()).default({}),
});

export const addProfileCall = defineCall({
  method: 'POST',
  path: '/add_profile',
  summary: 'Add a child profile to the account',
  auth: 'root',
  body: profileFields,
  responses: {
    200: z.object({
      data: z.object({
        id: z.string(),
        token: z.string(),
        platform_session: z.object({ sessionId: z.string() }),
      }),
    }),
  },
});

export const editProfileCall = defineCall({
  method: 'PUT',
  path: '/edit_profile',
  summary: 'Change a child profile; the child token header names which',
  auth: 'root',
  headers: z.object({ [AUTH_HEADERS.childToken]: z.string().min(1) }),
  body: profileFields.partial(),
  responses: { 200: z.object({ data: linkedProfile }) },
});

export const updatePasswordCall = defineCall({
  method: 'PUT',
  path: '/update_password',
  summary: 'Change the password, knowing the old one',
  auth: 'root',
  query: localeQuery,
  body: z.object({ old_password: z.string().min(1).max(128), new_password: password }),
  responses: { 200: z.object({ data: z.object({ updated: z.literal(true) }) }) },
});

export const sendPasswordResetOtpCall = defineCall({
  method: 'POST',
  path: '/send_password_reset_otp',
  summary: 'Send a password-reset code; the OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  body: identifierFields,
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const verifyPasswordResetOtpCall = defineCall({
  method: 'POST',
  path: '/verify_password_reset_otp',
  summary: 'Check the reset code; the password-reset token comes in a header',
  auth: 'none',
  headers: otpTokenHeaders,
  body: z.object({ otp }),
  responses: { 200: z.object({ data: z.object({ verified: z.literal(true) }) }) },
});

export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/reset_password',
  summary: 'Set a new password with the password-reset token; every login of the account ends',
  auth: 'none',
  query: localeQuery,
  headers: z.object({ [AUTH_HEADERS.passwordResetToken]: z.string().min(1) }),
  body: z.object({ new_password: password }),
  responses: { 200: z.object({ data: z.object({ reset: z.literal(true) }) }) },
});

export const guestDetailsCall = defineCall({
  method: 'POST',
  path: '/user/details',
  summary: 'A guest session for a visitor who is not signed in (the chat widget uses it)',
  auth: 'none',
  query: z.object({ is_guest: z.literal('true') }),
  body: z.object({
    sender_id: z.string().max(64).optional(),
    ga_id: z.string().max(64).optional(),
    source: z.string().max(64).optional(),
    source_type: z.string().max(64).optional(),
  }),
  responses: {
    200: z.object({ data: z.object({ guest_session_id: z.string(), guest_token: z.string() }) }),
  },
});

export const organizationExistsCall = defineCall({
  method: 'GET',
  path: '/organization/exists',
  summary: 'The organisation of the host; its token comes in a header',
  auth: 'none',
  responses: {
    200: z.object({ data: z.object({ organisation_id: z.number(), name: z.string() }) }),
  },
});

export const requestLoginChangeCall = defineCall({
  method: 'PUT',
  path: '/update_login',
  summary:
    'Send a code to a new (or the unverified current) mobile or e-mail; the OTP token comes in a header',
  auth: 'root',
  query: localeQuery,
  body: z.intersection(
    identifierFields,
    z.object({ new_login_verify_required: z.boolean().default(true) }),
  ),
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const confirmLoginChangeCall = defineCall({
  method: 'POST',
  path: '/update_login',
  summary: 'Confirm the code: the mobile or e-mail becomes the account’s, verified',
  auth: 'root',
  query: localeQuery,
  headers: otpTokenHeaders,
  body: z.object({ otp }),
  responses: { 200: connectedResponse },
});

const oauthBody = z.object({
  code: z.string().min(1).max(2048),
  redirect_uri: z.url(),
  device_id: deviceId,
});

export const googleSignInCall = defineCall({
  method: 'POST',
  path: '/google_sign_in',
  summary: 'Sign in (or up) with a Google authorisation code; tokens come in headers',
  auth: 'none',
  body: oauthBody,
  responses: { 200: connectedResponse },
});

export const facebookSignInCall = defineCall({
  ...googleSignInCall,
  path: '/facebook_sign_in',
  summary: 'Sign in (or up) with a Facebook authorisation code; tokens come in headers',
});

export const sendInviteCall = defineCall({
  method: 'POST',
  path: '/send-invite',
  summary: 'Invite a parent by SMS to follow the account (relationship_type 1: parent)',
  auth: 'root',
  query: localeQuery,
  body: z.object({ mobile, relationship_type: z.literal(1) }),
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const ssoLinkCall = defineCall({
  method: 'POST',
  path: '/sso/link',
  summary:
    'A one-use sign-in link token (lr) for another device of the signed-in account, valid 2 minutes',
  auth: 'root',
  responses: { 200: z.object({ data: z.object({ lr: z.string(), expires_in: z.number() }) }) },
});

export const ssoVerifyCall = defineCall({
  method: 'POST',
  path: '/sso/token/verify',
  summary: 'Sign in with a single-sign-on link token (lr); tokens come in headers',
  auth: 'none',
  query: z.object({ lr: z.string().min(1).max(256) }),
  responses: { 200: connectedResponse },
});

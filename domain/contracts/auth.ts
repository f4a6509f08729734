import * as z from 'zod/mini';
import { isName, isPassword, MOBILE_PATTERN } from '../rules/patterns.ts';
import { SUPPORTED_LOCALES } from '../rules/locales.ts';
import { AUTH_HEADERS } from './authHeaders.ts';
import { VIDEO_QUALITIES } from '../learn/videoQualities.ts';
import {
  freeFormRecord,
  noNul,
  somethingToChange,
  text,
  wholeNumber,
} from './contractPrimitives.ts';
import { defineCall } from './defineCall.ts';
import { connectedResponse, linkedProfile } from './session.ts';

const locale = z.enum(SUPPORTED_LOCALES);
const localeQuery = z.object({ locale: z.optional(locale) });
const mobile = text().check(z.regex(MOBILE_PATTERN, 'must be 10 digits starting with 6–9'));
const email = z.email().check(z.maxLength(254), z.toLowerCase());
const password = text().check(
  z.maxLength(128),
  z.refine(isPassword, 'needs 8 characters with a letter, a digit and one of @$!%*#?&'),
);
const name = text().check(z.trim(), z.refine(isName, 'must be at least 3 letters, spaces or dots'));
const otp = text().check(z.regex(/^\d{6}$/, 'must be 6 digits'));
const currentPassword = text().check(z.minLength(1), z.maxLength(128));
const deviceId = text().check(z.minLength(1), z.maxLength(64));
const shortText = z.optional(text().check(z.maxLength(64)));
const trackingUuid = shortText;
const lastName = text().check(z.trim(), z.maxLength(120));

/** Exactly one of mobile or e-mail, never both. */
const oneIdentifier = z.refine<{ mobile?: string; email?: string }>(
  (v) => (v.mobile === undefined) !== (v.email === undefined),
  'give either mobile or email',
);

/** Exactly one of mobile or e-mail identifies the account. */
const identifierFields = z
  .object({ mobile: z.optional(mobile), email: z.optional(email) })
  .check(oneIdentifier);

export const existsCall = defineCall({
  service: 'auth',
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
    first_name: z.optional(name),
    last_name: z.optional(lastName),
    mobile: z.optional(mobile),
    email: z.optional(email),
    password,
    locale: z.optional(locale),
    meta: z.optional(freeFormRecord()),
    connected_response: z.optional(z.boolean()),
    tracking_uuid: trackingUuid,
  })
  .check(oneIdentifier);

const signUpAnswer = z.object({ data: z.object({ status: z.literal(201), user_id: z.string() }) });

export const signUpCall = defineCall({
  service: 'auth',
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

const token = text().check(z.minLength(1));
const otpTokenHeaders = z.object({ [AUTH_HEADERS.otpToken]: token });

export const verifyOtpCall = defineCall({
  service: 'auth',
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
  service: 'auth',
  method: 'POST',
  path: '/resend_otp',
  summary: 'Send a fresh code for the same step; the new OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  headers: otpTokenHeaders,
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const signInCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/sign-in',
  summary: 'Sign in with a password; tokens come in headers',
  auth: 'none',
  query: localeQuery,
  body: z.intersection(
    identifierFields,
    z.object({
      password: currentPassword,
      device_id: deviceId,
      connected_response: z.optional(z.boolean()),
      tracking_uuid: trackingUuid,
    }),
  ),
  responses: { 200: connectedResponse },
});

export const sendLoginOtpCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/send-login-otp',
  summary: 'Send a sign-in code to a verified mobile or e-mail; the OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  body: z.intersection(
    identifierFields,
    z.object({ device_id: deviceId, tracking_uuid: trackingUuid }),
  ),
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const verifyLoginOtpCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/verify-login-otp',
  summary: 'Sign in with the code that was sent; tokens come in headers',
  auth: 'none',
  query: localeQuery,
  headers: otpTokenHeaders,
  body: z.object({ otp }),
  responses: { 200: connectedResponse },
});

const profileShape = {
  first_name: name,
  last_name: lastName,
  primary_goal: text().check(z.minLength(1), z.maxLength(40)),
  primary_exam: text().check(z.minLength(1), z.maxLength(80)),
  locale,
  video_quality: z.enum(VIDEO_QUALITIES),
  meta: freeFormRecord(),
};

export const profileFields = z.object({
  ...profileShape,
  last_name: z._default(lastName, ''),
  primary_goal: z.optional(profileShape.primary_goal),
  primary_exam: z.optional(profileShape.primary_exam),
  locale: z._default(locale, 'en'),
  video_quality: z._default(profileShape.video_quality, 'auto'),
  meta: z._default(profileShape.meta, {}),
});

export const addProfileCall = defineCall({
  service: 'auth',
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
  service: 'auth',
  method: 'PUT',
  path: '/edit_profile',
  summary: 'Change a child profile; the child token header names which',
  auth: 'root',
  headers: z.object({ [AUTH_HEADERS.childToken]: token }),
  body: z.partial(z.object(profileShape)).check(somethingToChange()),
  responses: { 200: z.object({ data: linkedProfile }) },
});

export const updatePasswordCall = defineCall({
  service: 'auth',
  method: 'PUT',
  path: '/update_password',
  summary: 'Change the password, knowing the old one',
  auth: 'root',
  query: localeQuery,
  body: z.object({ old_password: currentPassword, new_password: password }),
  responses: { 200: z.object({ data: z.object({ updated: z.literal(true) }) }) },
});

export const sendPasswordResetOtpCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/send_password_reset_otp',
  summary: 'Send a password-reset code; the OTP token comes in a header',
  auth: 'none',
  query: localeQuery,
  body: identifierFields,
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const verifyPasswordResetOtpCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/verify_password_reset_otp',
  summary: 'Check the reset code; the password-reset token comes in a header',
  auth: 'none',
  headers: otpTokenHeaders,
  body: z.object({ otp }),
  responses: { 200: z.object({ data: z.object({ verified: z.literal(true) }) }) },
});

export const resetPasswordCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/reset_password',
  summary: 'Set a new password with the password-reset token; every login of the account ends',
  auth: 'none',
  query: localeQuery,
  headers: z.object({ [AUTH_HEADERS.passwordResetToken]: token }),
  body: z.object({ new_password: password }),
  responses: { 200: z.object({ data: z.object({ reset: z.literal(true) }) }) },
});

export const organizationExistsCall = defineCall({
  service: 'auth',
  method: 'GET',
  path: '/organization/exists',
  summary: 'The organisation of the host; its token comes in a header',
  auth: 'none',
  responses: {
    200: z.object({ data: z.object({ organisation_id: z.int(), name: z.string() }) }),
  },
});

export const requestLoginChangeCall = defineCall({
  service: 'auth',
  method: 'PUT',
  path: '/update_login',
  summary:
    'Send a code to a new (or the unverified current) mobile or e-mail; the OTP token comes in a header',
  auth: 'root',
  query: localeQuery,
  body: z.intersection(
    identifierFields,
    z.object({ new_login_verify_required: z._default(z.boolean(), true) }),
  ),
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const confirmLoginChangeCall = defineCall({
  service: 'auth',
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
  code: text().check(z.minLength(1), z.maxLength(2048)),
  redirect_uri: z.url().check(noNul()),
  device_id: deviceId,
});

export const googleSignInCall = defineCall({
  service: 'auth',
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
  service: 'auth',
  method: 'POST',
  path: '/send-invite',
  summary: 'Invite a parent by SMS to follow the account (relationship_type 1: parent)',
  auth: 'root',
  query: localeQuery,
  body: z.object({ mobile, relationship_type: z.literal(1) }),
  responses: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
});

export const ssoLinkCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/sso/link',
  summary:
    'A one-use sign-in link token (lr) for another device of the signed-in account, valid 2 minutes',
  auth: 'root',
  responses: { 200: z.object({ data: z.object({ lr: z.string(), expires_in: wholeNumber() }) }) },
});

const skipPasswordHeaders = z.object({ [AUTH_HEADERS.skipPasswordToken]: token });

export const skipPasswordCountCall = defineCall({
  service: 'auth',
  method: 'PUT',
  path: '/skip_password/count',
  summary:
    'A password-less account puts off setting a password; after a few times it is not asked again',
  auth: 'none',
  headers: skipPasswordHeaders,
  responses: {
    200: z.object({ data: z.object({ skips: wholeNumber(), ask_again: z.boolean() }) }),
  },
});

export const skipPasswordSetCall = defineCall({
  service: 'auth',
  method: 'PUT',
  path: '/skip_password/password',
  summary: 'A password-less account sets its first password',
  auth: 'none',
  headers: skipPasswordHeaders,
  body: z.object({ password }),
  responses: { 200: z.object({ data: z.object({ updated: z.literal(true) }) }) },
});

export const OAUTH_PROVIDER_NAMES = ['google', 'facebook'] as const;

export const oauthProvidersCall = defineCall({
  service: 'auth',
  method: 'GET',
  path: '/oauth/providers',
  summary:
    'The sign-in providers this deployment has set up, with what the browser needs to send a person to them',
  auth: 'none',
  responses: {
    200: z.object({
      data: z.object({
        providers: z.array(
          z.object({
            name: z.enum(OAUTH_PROVIDER_NAMES),
            authorize_url: z.url(),
            client_id: z.string(),
            scope: z.string(),
          }),
        ),
      }),
    }),
  },
});

export const cloudSsoVerifyCall = defineCall({
  service: 'auth',
  method: 'POST',
  path: '/sso/jio/cloud/pc/verify',
  summary:
    'Sign in with a token signed by the partner cloud (HS256, one use); the account is found or made for the partner’s user; tokens come in headers',
  auth: 'none',
  query: z.object({ token: text().check(z.minLength(1), z.maxLength(4096)) }),
  responses: { 200: connectedResponse },
});

/** Header names of the auth service: request and answer headers carry the tokens. */
export const AUTH_HEADERS = {
  /** Root (parent) access token for account calls. */
  token: 'x-auth-token',
  refreshToken: 'x-refresh-token',
  /** A child profile's token for content calls and child edits. */
  childToken: 'x-child-token',
  /** Ties an OTP entered now to the code that was sent. */
  otpToken: 'x-otp-token',
  passwordResetToken: 'x-reset-token',
  /** Lets a password-less account set its first password, or put the prompt off. */
  skipPasswordToken: 'x-skip-password-token',
  /** A random id the browser keeps (locally persisted browser-id); sent on most calls. */
  browserId: 'x-browser-id',
  /** Answered by organization/exists: names the host's organisation to other services. */
  orgToken: 'x-org-token',
  platformName: 'x-platform-name',
  appName: 'x-app-name',
} as const;

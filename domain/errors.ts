/**
 * Every error code the services answer with, defined once: its HTTP status and the message a
 * caller sees unless a more specific one is given. docs/errors.md lists the same codes (a test
 * keeps the two in step).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid' },
  NOT_FOUND: { status: 404, message: 'Nothing is here' },
  UNAUTHORISED: { status: 401, message: 'Sign in to continue' },
  TOKEN_EXPIRED: { status: 401, message: 'Your session has expired; sign in again' },
  SESSION_REVOKED: { status: 401, message: 'This session has ended; sign in again' },
  FORBIDDEN: { status: 403, message: 'You may not do this' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts; try again later' },
  LIMITS_UNAVAILABLE: {
    status: 503,
    message: 'We cannot check this just now; try again in a minute',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side' },
  SIGN_UP_DISABLED: { status: 403, message: 'New accounts cannot be made here' },
  SIGN_UP_METHOD_DISABLED: { status: 403, message: 'This way of signing up is not offered here' },
  ACCOUNT_EXISTS: {
    status: 409,
    message: 'An account with this mobile number or e-mail already exists',
  },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'No account has this mobile number or e-mail' },
  ACCOUNT_NOT_VERIFIED: {
    status: 403,
    message: 'Verify your mobile number or e-mail with the code we send to continue',
  },
  INVALID_CREDENTIALS: { status: 401, message: 'Incorrect Credentials.' },
  OTP_INVALID: { status: 400, message: 'The code is not right' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired; ask for a new one' },
  OTP_EXHAUSTED: { status: 400, message: 'Too many wrong codes; ask for a new one' },
  PROFILE_NOT_FOUND: { status: 404, message: 'No such profile' },
  EXAM_NOT_OFFERED: {
    status: 400,
    message: 'Choose a goal and an exam of that goal together, from the exam list',
  },
  NO_EXAM: { status: 409, message: 'Choose a goal and an exam for this profile first' },
  CONTENT_NOT_FOUND: { status: 404, message: 'No such video, book or syllabus entry' },
  PUBLIC_CONTENT: {
    status: 400,
    message: 'A public video cannot be liked, bookmarked or tracked',
  },
  MEDIA_LINK_INVALID: {
    status: 403,
    message: 'This media address has expired or was not signed here; ask for a new one',
  },
  SESSION_NOT_FOUND: { status: 404, message: 'No such practice or test session' },
  QUESTION_NOT_IN_SESSION: {
    status: 409,
    message: 'This question was not served in this session, or is already done',
  },
  QUESTION_NOT_SEEN: {
    status: 404,
    message: 'You have not answered this question yet, so its solution is not shown',
  },
  SESSION_INVALID: { status: 406, message: 'This session has no answers to sum up' },
  PROVIDER_NOT_CONFIGURED: {
    status: 501,
    message: 'This is not set up on this deployment',
  },
  SSO_INVALID: {
    status: 400,
    message: 'This sign-in link is not valid any more; ask the app for a new one',
  },
  PASSWORD_ALREADY_SET: {
    status: 409,
    message: 'This account already has a password; change it in account settings',
  },
  CLOUD_TOKEN_INVALID: {
    status: 401,
    message: 'The partner sign-in token is not valid, has expired or was used before',
  },
  DELIVERY_FAILED: {
    status: 502,
    message: 'We could not send the message just now; try again in a minute',
  },
  OAUTH_FAILED: { status: 401, message: 'The sign-in provider did not accept this sign-in' },
  TEST_NOT_FOUND: { status: 404, message: 'No such test' },
  TEST_PASSWORD_WRONG: { status: 403, message: 'That is not the test’s password' },
  TEST_NOT_OPEN: { status: 409, message: 'This test has not opened yet' },
  TEST_LOCKED: { status: 409, message: 'This test takes no new attempts any more' },
  TEST_EXPIRED: { status: 409, message: 'This test has ended' },
  TEST_FINISHED: { status: 409, message: 'This test is already submitted' },
  TEST_NOT_STARTED: { status: 409, message: 'Start the test first' },
  TEST_FROZEN: {
    status: 409,
    message: 'The test was submitted; what was done after that is not taken',
  },
  RESULTS_SHOWN: {
    status: 409,
    message: 'Your results were shown; nothing sent now can change them',
  },
  RESULT_NOT_AVAILABLE: { status: 409, message: 'The results of this test are not out yet' },
  TOO_FEW_QUESTIONS: {
    status: 409,
    message: 'The chosen chapters do not have that many test questions',
  },
  DEEP_LINK_NOT_FOUND: { status: 404, message: 'No deep link has this tracking id' },
  EVENT_NOT_TRACKED: {
    status: 400,
    message: 'This deep link does not track that event',
  },
  ORDER_NOT_FOUND: { status: 404, message: 'No such order' },
  PINCODE_NOT_FOUND: { status: 404, message: 'We do not know this pincode; check it' },
  INVOICE_NOT_READY: { status: 409, message: 'This order is not paid, so it has no invoice' },
  BILLING_DETAILS_MISSING: {
    status: 409,
    message: 'Add your billing details to this order to get its invoice',
  },
  BILLING_DETAILS_SAVED: {
    status: 409,
    message: 'This order already has its billing details; its invoice is issued with them',
  },
  MONETISATION_OFF: { status: 403, message: 'Plans are not offered here' },
  TRIAL_USED: { status: 409, message: 'This profile has already had its free trial' },
  TRIAL_NOT_OFFERED: { status: 403, message: 'This brand offers no free trial' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'This profile already has a plan for this goal' },
  TOTAL_MISMATCH: {
    status: 400,
    message: 'The price has changed; check the new total and pay again',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This payment was already started for another cart; start it again',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 400,
    message: 'This payment answer is not signed by the payment gateway',
  },
  GATEWAY_UNAVAILABLE: {
    status: 502,
    message: 'The payment gateway cannot be reached; try again in a minute',
  },
  APPLE_RECEIPT_INVALID: { status: 400, message: 'The App Store did not accept this receipt' },
  CART_NOT_FOUND: { status: 400, message: 'There is no cart yet; choose a plan' },
  PLAN_NOT_FOUND: { status: 404, message: 'No such plan is offered here' },
  COUPON_NOT_FOUND: { status: 400, message: 'No coupon has this code' },
  COUPON_SPIN_ONLY: {
    status: 400,
    message: 'This coupon is won on the spinner; only its winner may use it',
  },
  COUPON_NOT_STARTED: { status: 400, message: 'This coupon cannot be used yet' },
  COUPON_EXPIRED: { status: 400, message: 'This coupon has expired' },
  COUPON_NOT_FOR_PLAN: { status: 400, message: 'This coupon does not apply to this plan' },
  COUPON_EXHAUSTED: { status: 409, message: 'This coupon has been used up' },
  COUPON_ALREADY_USED: {
    status: 409,
    message: 'You have already used this coupon as often as it allows',
  },
  SPIN_NOT_ELIGIBLE: {
    status: 409,
    message: 'The spinner is not yours to spin now: you spun already or have a coupon to use',
  },
  EMBIUM_SERVER_AWARDED: {
    status: 400,
    message: 'This reward is given as it happens; it cannot be asked for',
  },
  EMBIUM_NOT_EARNED: { status: 409, message: 'This is not finished yet, so it earns nothing' },
  PAJ_NOT_FOUND: { status: 404, message: 'No such personal plan' },
  PUSH_TOKEN_INVALID: {
    status: 400,
    message: 'The push token is not a Web Push subscription of a known push service',
  },
  INVITE_CODE_INVALID: {
    status: 404,
    message: 'This invite code is not right; check it with your teacher',
  },
  INVITE_CODE_EXPIRED: { status: 410, message: 'This invite code has expired; ask for a new one' },
  INVITE_CODE_REVOKED: {
    status: 410,
    message: 'This invite code was withdrawn; ask your teacher for a new one',
  },
  CLASSROOM_NOT_FOUND: { status: 404, message: 'No such class, or you are not in it' },
  LIVE_CLASS_NOT_FOUND: { status: 404, message: 'No such live class, or it is not for your class' },
  LIVE_CLASS_NOT_OPEN: {
    status: 409,
    message: 'This live class is not on now; its room opens when it starts',
  },
  LIVE_CLASS_OFF: { status: 403, message: 'Live classes are not offered here' },
  BATCH_NOT_FOUND: { status: 404, message: 'No such batch, or it is not for your class' },
  ASSIGNMENT_NOT_FOUND: { status: 404, message: 'No such assignment, or it is not for your class' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** An error a caller caused or may act on; the error handler answers it as `{ code, message }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    /** Extra headers of the answer, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** What went wrong underneath (a provider's failure), for the server's log. */
    cause?: unknown,
  ) {
    super(message, { cause });
    this.status = ERRORS[code].status;
  }
}

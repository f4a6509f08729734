import type { FastifyInstance } from 'fastify';
import {
  confirmLoginChangeCall,
  requestLoginChangeCall,
  sendInviteCall,
} from '../../../domain/contracts/auth.ts';
import { AppError } from '../../../domain/errors.ts';
import { registerCall } from '../../http/registerCall.ts';
import { serverMessage } from '../../i18n/serverMessages.ts';
import { requireRoot } from '../../sessions/requireRoot.ts';
import type { AuthContext } from './AuthContext.ts';
import { connectedResponse } from './authSession.ts';
import { identifierOf } from './identifierOf.ts';
import { tellInvitersOf } from './inviteAccepted.ts';
import { chargeMessage } from './messageCaps.ts';
import { checkOtp, otpPayload, sendOtp } from './otpFlow.ts';
import { parentInviteStore } from './parentInviteStore.ts';

/** The words of an invite's sender that go into its SMS: a first name, never a sentence. */
const INVITE_NAME_MAX_LENGTH = 20;

/** The account's mobile or e-mail changed (or confirmed) with a code, and a parent invited. */
export function accountChangeRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { store, deps } = ctx;
  const invites = parentInviteStore(deps.db);

  // Changing (or confirming) the mobile or e-mail is how an account verifies: open to one that must.
  registerCall(app, requestLoginChangeCall, async ({ body, query }, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    const { identifier, channel } = identifierOf(body);
    const owner = await store.findUser(session.user.org_id, body);
    if (owner && owner.id !== session.user.id) throw new AppError('ACCOUNT_EXISTS');
    const headers = await sendOtp(ctx, request, {
      purpose: 'change-login',
      channel,
      identifier,
      payload: { userId: session.user.id },
      locale: query.locale,
    });
    return { body: { data: { sent: true as const } }, headers };
  });

  registerCall(app, confirmLoginChangeCall, async ({ body }, request) => {
    const session = await requireRoot(ctx, request, { unverified: 'allow' });
    const otp = await checkOtp(ctx, request, 'change-login', body.otp, session.user.id);
    const { userId, channel } = otpPayload(otp);
    await store.setVerifiedLogin(userId, channel, otp.identifier);
    const user = await store.findUserById(session.user.org_id, userId);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    if (channel === 'sms')
      await tellInvitersOf(ctx, request.log, {
        orgId: user.org_id,
        accountId: user.id,
        mobile: otp.identifier,
      });
    return {
      body: await connectedResponse(ctx, request.brand, { user, loginId: session.loginId }),
    };
  });

  registerCall(app, sendInviteCall, async ({ body, query }, request) => {
    const session = await requireRoot(ctx, request);
    if (request.brand.disabledFeatures.includes('inviteParent')) throw new AppError('FORBIDDEN');
    await chargeMessage(deps.rateLimiter, request, {
      orgId: session.user.org_id,
      recipient: body.mobile,
      account: session.user.id,
    });
    // The sender's first name only, cut short: the text is ours, not a message anyone can write.
    const firstName = session.user.first_name.split(' ')[0]?.slice(0, INVITE_NAME_MAX_LENGTH);
    const name = firstName || (session.user.mobile ?? session.user.email ?? '');
    const text = serverMessage('invite.body', query.locale, { name, brand: request.brand.name });
    await deps.otpSender.send({
      orgId: session.user.org_id,
      channel: 'sms',
      recipient: body.mobile,
      subject: text,
      body: text,
    });
    // Kept after the send, so a number that got no message is no invite.
    await invites.recordInvite(session.user.org_id, session.user.id, body.mobile, deps.clock());
    return { body: { data: { sent: true as const } } };
  });
}

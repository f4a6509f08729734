import type { Brand } from '../../../schemas/types.generated.ts';
import { AppError } from '../../../domain/errors.ts';
import type { AuthContext } from './AuthContext.ts';
import type { UserRow } from './authStore.ts';

/** Who a sign-in partner (Google, Facebook, the partner cloud) vouches for. */
export interface PartnerPerson {
  /** The partner and its own id of the person, when the account should be tied to it. */
  link?: { provider: string; subject: string };
  mobile?: string | undefined;
  email?: string | undefined;
  name: string;
}

/**
 * The account a partner signs in: the one tied to the partner's id, else the one with the same
 * mobile or e-mail (now verified by the partner), else a new password-less account where the brand
 * lets accounts be made. An unverified account found this way loses its password and logins: it
 * may have been made by someone else who typed the person's mobile or e-mail (pre-hijacking).
 */
export async function partnerAccount(
  ctx: AuthContext,
  brand: Brand,
  person: PartnerPerson,
): Promise<UserRow> {
  const { store, deps } = ctx;
  const orgId = brand.organisationId;
  const now = deps.clock();
  const linked = person.link
    ? await store.findExternalLogin(person.link.provider, orgId, person.link.subject)
    : undefined;
  let user = linked
    ? await store.findUserById(orgId, linked.user_id)
    : await store.findUser(orgId, person.mobile ? { mobile: person.mobile } : person);
  if (!user) {
    if (!brand.switches.signUp) throw new AppError('SIGN_UP_DISABLED');
    const [first = '', ...rest] = person.name.trim().split(/\s+/);
    const id = await store.insertUser({
      org_id: orgId,
      email: person.email ?? null,
      mobile: person.mobile ?? null,
      password_hash: null,
      first_name: first,
      last_name: rest.join(' '),
      created_at: now,
    });
    // Taken meanwhile by a sign-up with the same mobile or e-mail: the person tries again.
    if (id === undefined) throw new AppError('ACCOUNT_EXISTS');
    user = await store.findUserById(orgId, id);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  } else if (user.mobile_verified !== 1 && user.email_verified !== 1) {
    await store.clearPassword(user.id);
    await store.revokeAllLogins(user.id, now);
  }
  if (person.mobile && user.mobile === person.mobile) await store.markVerified(user.id, 'sms');
  if (person.email && user.email === person.email) await store.markVerified(user.id, 'email');
  if (person.link && !linked)
    await store.linkExternalLogin(person.link.provider, orgId, person.link.subject, user.id, now);
  const fresh = await store.findUserById(orgId, user.id);
  if (!fresh) throw new AppError('ACCOUNT_NOT_FOUND');
  return fresh;
}

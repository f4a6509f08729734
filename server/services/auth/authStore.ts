import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OtpsTable, UsersTable } from '../../db/schema.ts';
import { sessionStore, type ProfileRow, type UserRow } from '../../sessions/sessionStore.ts';

export type { ProfileRow, UserRow };
export type OtpRow = Selectable<OtpsTable>;

export interface Identifier {
  mobile?: string | undefined;
  email?: string | undefined;
}

/** SQL of the auth service. Every account query is scoped to an organisation. */
export function authStore(db: Kysely<Database>) {
  return {
    ...sessionStore(db),

    findUser(orgId: number, who: Identifier): Promise<UserRow | undefined> {
      let query = db.selectFrom('users').selectAll().where('org_id', '=', orgId);
      query = who.mobile
        ? query.where('mobile', '=', who.mobile)
        : query.where('email', '=', who.email ?? '');
      return query.executeTakeFirst();
    },

    /** A new unverified account; undefined when its mobile or e-mail was taken meanwhile. */
    async insertUser(
      user: Omit<Insertable<UsersTable>, 'id' | 'email_verified' | 'mobile_verified'>,
      id: string = randomUUID(),
    ): Promise<string | undefined> {
      const result = await db
        .insertInto('users')
        .values({ ...user, id, email_verified: 0, mobile_verified: 0 })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? id : undefined;
    },

    /** A sign-up's choices, applied to the account once its code was entered. */
    async claimAccount(
      id: string,
      claim: { passwordHash: string; firstName: string; lastName: string },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          password_hash: claim.passwordHash,
          first_name: claim.firstName,
          last_name: claim.lastName,
        })
        .where('id', '=', id)
        .execute();
    },

    async markVerified(id: string, channel: 'sms' | 'email'): Promise<void> {
      const column = channel === 'sms' ? 'mobile_verified' : 'email_verified';
      await db
        .updateTable('users')
        .set({ [column]: 1 })
        .where('id', '=', id)
        .execute();
    },

    /** Sets the account's mobile or e-mail and marks it verified. */
    async setVerifiedLogin(
      id: string,
      channel: 'sms' | 'email',
      identifier: string,
    ): Promise<void> {
      const change =
        channel === 'sms'
          ? { mobile: identifier, mobile_verified: 1 }
          : { email: identifier, email_verified: 1 };
      await db.updateTable('users').set(change).where('id', '=', id).execute();
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },

    async clearPassword(id: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: null }).where('id', '=', id).execute();
    },

    /** Counts one more "later" to the set-a-password prompt; answers the new count. */
    async countPasswordPromptSkip(id: string): Promise<number> {
      await db
        .updateTable('users')
        .set((eb) => ({ password_prompt_skips: eb('password_prompt_skips', '+', 1) }))
        .where('id', '=', id)
        .execute();
      const row = await db
        .selectFrom('users')
        .select('password_prompt_skips')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.password_prompt_skips;
    },

    /** Sets a first password; false when the account already has one (the prompt is not for that). */
    async setFirstPassword(id: string, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async findExternalLogin(provider: string, orgId: number, subject: string) {
      return db
        .selectFrom('external_logins')
        .select('user_id')
        .where('provider', '=', provider)
        .where('org_id', '=', orgId)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },

    async linkExternalLogin(
      provider: string,
      orgId: number,
      subject: string,
      userId: string,
      now: number,
    ): Promise<void> {
      await db
        .insertInto('external_logins')
        .values({ provider, org_id: orgId, subject, user_id: userId, created_at: now })
        .execute();
    },

    /**
     * Spends a one-use token id; false when it was spent before. Ids past their expiry are cleared
     * on the way, so the table holds only tokens that could still be replayed.
     */
    async spendTokenId(id: string, expiresAt: number, now: number): Promise<boolean> {
      await db.deleteFrom('spent_tokens').where('expires_at', '<=', now).execute();
      const result = await db
        .insertInto('spent_tokens')
        .values({ id, expires_at: expiresAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    async insertOtp(otp: Omit<OtpRow, 'attempts' | 'used_at'>): Promise<void> {
      await db
        .insertInto('otps')
        .values({ ...otp, attempts: 0, used_at: null })
        .execute();
    },

    findOtp(orgId: number, id: string): Promise<OtpRow | undefined> {
      return db
        .selectFrom('otps')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countOtpAttempt(id: string): Promise<void> {
      await db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Marks the code used; false when another request used it first (single use under races). */
    async useOtp(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('otps')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async createLogin(userId: string, deviceId: string, now: number): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('logins')
        .values({ id, user_id: userId, device_id: deviceId, created_at: now, revoked_at: null })
        .execute();
      return id;
    },

    async revokeLogin(id: string, now: number): Promise<void> {
      await db
        .updateTable('logins')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllLogins(userId: string, now: number): Promise<void> {
      await db
        .updateTable('logins')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async storeRefreshToken(
      tokenHash: string,
      loginId: string,
      now: number,
      expiresAt: number,
    ): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          token_hash: tokenHash,
          login_id: loginId,
          issued_at: now,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    },

    findRefreshToken(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Spends the token; false when it was already spent (a replay). */
    async spendRefreshToken(tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Whether the exam is offered under the goal (the exam list's pairs). */
    async examUnderGoal(exam: string, goal: string): Promise<boolean> {
      const row = await db
        .selectFrom('exams')
        .select('code')
        .where('code', '=', exam)
        .where('goal_code', '=', goal)
        .executeTakeFirst();
      return row !== undefined;
    },

    listProfiles(userId: string): Promise<ProfileRow[]> {
      return db
        .selectFrom('profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async insertProfile(profile: ProfileRow): Promise<void> {
      await db.insertInto('profiles').values(profile).execute();
    },

    async updateProfile(
      id: string,
      changes: Partial<Omit<ProfileRow, 'id' | 'user_id' | 'created_at'>>,
    ): Promise<void> {
      await db.updateTable('profiles').set(changes).where('id', '=', id).execute();
    },
  };
}

export type AuthStore = ReturnType<typeof authStore>;

/** Runs `work` on a store whose queries all share one transaction. */
export function inAuthTransaction<T>(
  db: Kysely<Database>,
  work: (store: AuthStore) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => work(authStore(trx)));
}

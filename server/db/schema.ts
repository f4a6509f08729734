/**
 * Table types for Kysely. Booleans are 0/1 integers and times are epoch milliseconds (bigint),
 * so the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  logins: LoginsTable;
  refresh_tokens: RefreshTokensTable;
  otps: OtpsTable;
  outbox: OutboxTable;
  goals: GoalsTable;
  exams: ExamsTable;
}

/** Names are JSON objects by locale ({ "en": …, "hi": … }); English is always present. */
export interface GoalsTable {
  code: string;
  names: string;
  position: number;
}

export interface ExamsTable {
  code: string;
  goal_code: string;
  names: string;
  grade: number | null;
  position: number;
}

export interface UsersTable {
  id: string;
  org_id: number;
  email: string | null;
  mobile: string | null;
  email_verified: number;
  mobile_verified: number;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  created_at: number;
}

export interface ProfilesTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  primary_goal: string | null;
  primary_exam: string | null;
  locale: string;
  video_quality: string;
  /** JSON object of the remaining profile meta. */
  meta: string;
  created_at: number;
}

/** One sign-in on one device; its refresh tokens form a family that is revoked together. */
export interface LoginsTable {
  id: string;
  user_id: string;
  device_id: string;
  created_at: number;
  revoked_at: number | null;
}

export interface RefreshTokensTable {
  /** SHA-256 of the token: a leaked table cannot be replayed. */
  token_hash: string;
  login_id: string;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface OtpsTable {
  id: string;
  org_id: number;
  purpose: string;
  identifier: string;
  code_hash: string;
  /** JSON of what the code unlocks (a pending sign-up, a login change). */
  payload: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface OutboxTable {
  id: string;
  org_id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
}

/**
 * Table types for Kysely. Booleans are 0/1 integers and times are epoch milliseconds (bigint),
 * so the same queries run on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  logins: LoginsTable;
  refresh_tokens: RefreshTokensTable;
  otps: OtpsTable;
  outbox: OutboxTable;
  goals: GoalsTable;
  exams: ExamsTable;
  external_logins: ExternalLoginsTable;
  spent_tokens: SpentTokensTable;
  syllabus_nodes: SyllabusNodesTable;
  concepts: ConceptsTable;
  books: BooksTable;
  videos: VideosTable;
  video_topics: VideoTopicsTable;
  banners: BannersTable;
  content_status: ContentStatusTable;
  reactions: ReactionsTable;
  user_activity: UserActivityTable;
  timeline_activity: TimelineActivityTable;
  events: EventsTable;
  questions: QuestionsTable;
  question_index: QuestionIndexTable;
  practice_sessions: PracticeSessionsTable;
  practice_attempts: PracticeAttemptsTable;
  practice_events: PracticeEventsTable;
  concept_mastery: ConceptMasteryTable;
  question_stats: QuestionStatsTable;
  paj_steps: PajStepsTable;
  tests: TestsTable;
  test_versions: TestVersionsTable;
  custom_tests: CustomTestsTable;
  test_sessions: TestSessionsTable;
  test_events: TestEventsTable;
  deep_links: DeepLinksTable;
  deep_link_opens: DeepLinkOpensTable;
  deep_link_events: DeepLinkEventsTable;
  feedback: FeedbackTable;
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
  /** How often a password-less account said "later" to setting a password. */
  password_prompt_skips: Generated<number>;
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

/** A sign-in identity at a partner (e.g. the cloud single sign-on), tied to one of our accounts. */
export interface ExternalLoginsTable {
  provider: string;
  org_id: number;
  subject: string;
  user_id: string;
  created_at: number;
}

/** Ids of one-use partner tokens already redeemed, kept until the token would have expired. */
export interface SpentTokensTable {
  id: string;
  expires_at: number;
}

/** A subject, unit, chapter or topic of an exam's syllabus, keyed by its learn path. */
export interface SyllabusNodesTable {
  learn_path: string;
  /** The learn path one level up; an exam's subjects hang under `goal--exam`. */
  parent_path: string;
  level: 'subject' | 'unit' | 'chapter' | 'topic';
  code: string;
  goal_code: string;
  exam_code: string;
  subject_code: string;
  names: string;
  summaries: string | null;
  /** JSON array of concept codes (topics). */
  concepts: string;
  /** Teaching order within the exam. */
  position: number;
}

export interface ConceptsTable {
  code: string;
  subject_code: string;
  names: string;
  prerequisites: string;
}

export interface BooksTable {
  id: string;
  kind: 'book' | 'bigBook' | 'liveClassBook';
  exam_code: string;
  subject_code: string | null;
  titles: string;
  author: string;
  descriptions: string;
  cover: string;
  /** JSON: the table of contents as the pack writes it. */
  chapters: string;
  position: number;
}

export interface VideosTable {
  id: string;
  titles: string;
  descriptions: string;
  concepts: string;
  duration: number;
  is_public: number;
  /** JSON: media file by quality. */
  renditions: string;
  thumbs: string;
  trailer: string | null;
  subtitles: string;
  annotations: string;
  position: number;
}

/** Which topics a video teaches (one row per exam's learn path), in teaching order. */
export interface VideoTopicsTable {
  learn_path: string;
  video_id: string;
  exam_code: string;
  position: number;
}

export interface BannersTable {
  id: string;
  module: string;
  goal_code: string | null;
  exam_code: string | null;
  titles: string;
  subtitles: string;
  image: string;
  target: string;
  position: number;
}

/** How far a child got with a piece of content. */
export interface ContentStatusTable {
  child_id: string;
  content_type: string;
  content_id: string;
  status: string;
  watched_duration: number;
  length: number;
  module: string | null;
  book_id: string | null;
  updated_at: number;
}

export interface ReactionsTable {
  child_id: string;
  content_type: string;
  content_id: string;
  bookmarked: number;
  liked: number;
  updated_at: number;
}

export interface UserActivityTable {
  id: string;
  child_id: string;
  content_id: string;
  meta: string;
  created_at: number;
}

export interface TimelineActivityTable {
  id: string;
  child_id: string;
  source_reference: string;
  type: string;
  content_id: string;
  record: string;
  created_at: number;
}

export interface EventsTable {
  id: string;
  namespace: string;
  topic: string;
  payload: string;
  org_id: number;
  created_at: number;
}

/** A deep link's desired events are a JSON array of event ids. */
export interface DeepLinksTable {
  org_id: number;
  tracking_id: string;
  desired_events: string;
  label: string | null;
  created_at: number;
}

export interface DeepLinkOpensTable {
  id: string;
  org_id: number;
  tracking_id: string;
  platform: string;
  browser_id: string | null;
  created_at: number;
}

export interface DeepLinkEventsTable extends DeepLinkOpensTable {
  event_id: string;
}

export interface QuestionsTable {
  code: string;
  type: string;
  subject_code: string;
  primary_concept: string;
  difficulty: number;
  ideal_time: number;
  /** JSON: the question as the pack writes it (with its key). */
  content: string;
  position: number;
}

/** One row per question, place (learn path) and concept: what the picker searches. */
export interface QuestionIndexTable {
  concept: string;
  learn_path: string;
  code: string;
  is_primary: number;
  difficulty: number;
  position: number;
}

export interface PracticeSessionsTable {
  id: string;
  child_id: string;
  mode: string;
  title: string;
  scope_paths: string;
  concepts: string;
  queue: string;
  language: string;
  paj_id: string | null;
  paj_step_index: number | null;
  call_id: string | null;
  source: string | null;
  current_code: string | null;
  planned_total: number;
  last_eorder: number;
  /** JSON: concepts whose lessons were already offered in this session. */
  offered_interventions: string;
  created_at: number;
}

export interface PracticeAttemptsTable {
  session_id: string;
  code: string;
  /** The order questions were served in. */
  eorder: number;
  /** served, answered, skipped, solving (solve-with-us under way). */
  status: string;
  viewed_at: number | null;
  answered_at: number | null;
  answer: string | null;
  correct: number | null;
  score: number | null;
  time_spent: number;
  hint_used: number;
  attempt_type: string | null;
  silver: number;
  mastery_before: number | null;
  mastery_after: number | null;
  /** The model's chance of a right answer when the question was served. */
  predicted: number;
  swu_state: string | null;
}

export interface PracticeEventsTable {
  id: string;
  session_id: string;
  event: string;
  at: number;
  data: string;
}

export interface ConceptMasteryTable {
  child_id: string;
  concept: string;
  rating: number;
  attempts: number;
  updated_at: number;
}

export interface QuestionStatsTable {
  code: string;
  step_index: number;
  attempts: number;
  correct: number;
}

export interface PajStepsTable {
  paj_id: string;
  child_id: string;
  step_index: number;
  path_type: string;
  path_index: number;
  object_type: string;
  object_id: string;
  status: string;
  call_id: string | null;
  updated_at: number;
}

export interface TestsTable {
  code: string;
  type: string;
  goal_code: string;
  exam_code: string;
  version: number;
  visible_at: number | null;
  position: number;
}

export interface TestVersionsTable {
  code: string;
  version: number;
  content: string;
}

export interface CustomTestsTable {
  code: string;
  child_id: string;
  exam_code: string;
  content: string;
  created_at: number;
}

export interface TestSessionsTable {
  id: string;
  test_code: string;
  version: number;
  child_id: string;
  /** The child's organisation: standings are counted within it. Null only for a child since removed. */
  org_id: number | null;
  status: string;
  paper_set: number;
  ui_style: string;
  language: string;
  homework_id: string | null;
  started_at: number;
  deadline_at: number;
  frozen_at: number | null;
  freeze_reason: string | null;
  last_sequence: number;
  score: number | null;
  max_marks: number | null;
  result: string | null;
  /** When the student was first shown the key, the solutions or the analysis: the score is final. */
  results_shown_at: number | null;
}

export interface TestEventsTable {
  session_id: string;
  sequence: number;
  id: string;
  event_type: string;
  t: number;
  section: string | null;
  question_code: string | null;
  event_info: string;
  received_at: number;
}

/** Feedback from the feedback, contact and help pages; a visitor gives an e-mail, a parent is known. */
export interface FeedbackTable {
  id: string;
  org_id: number;
  user_id: string | null;
  category: string;
  message: string;
  email: string | null;
  page: string | null;
  locale: string;
  created_at: number;
}

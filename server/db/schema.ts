/* Generated from a database migrated by server/db/migrations by `npm run db:types`; do not edit. */
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
  subscriptions: SubscriptionsTable;
  free_trials: FreeTrialsTable;
  carts: CartsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  spins: SpinsTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  invoice_sequences: InvoiceSequencesTable;
  billing_details: BillingDetailsTable;
  pincodes: PincodesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_deliveries: NotificationDeliveriesTable;
  embium_awards: EmbiumAwardsTable;
  embium_balances: EmbiumBalancesTable;
  parent_invites: ParentInvitesTable;
  search_items: SearchItemsTable;
  search_vocabulary: SearchVocabularyTable;
  achieve_sessions: AchieveSessionsTable;
  achieve_targets: AchieveTargetsTable;
  pajs: PajsTable;
  paj_plan_steps: PajPlanStepsTable;
  readiness_days: ReadinessDaysTable;
  achieve_tests_learnt: AchieveTestsLearntTable;
  classrooms: ClassroomsTable;
  classroom_invite_codes: ClassroomInviteCodesTable;
  classroom_members: ClassroomMembersTable;
  live_class_batches: LiveClassBatchesTable;
  live_classes: LiveClassesTable;
  live_class_registrations: LiveClassRegistrationsTable;
  live_class_attendance: LiveClassAttendanceTable;
  assignments: AssignmentsTable;
  content_version: ContentVersionTable;
}

export interface UsersTable {
  id: string;
  org_id: number;
  email: string | null;
  mobile: string | null;
  email_verified: Generated<number>;
  mobile_verified: Generated<number>;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  created_at: number;
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
  meta: string;
  created_at: number;
}

export interface LoginsTable {
  id: string;
  user_id: string;
  device_id: string;
  created_at: number;
  revoked_at: number | null;
}

export interface RefreshTokensTable {
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
  payload: string;
  attempts: Generated<number>;
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
  languages: Generated<string>;
}

export interface ExternalLoginsTable {
  provider: string;
  org_id: number;
  subject: string;
  user_id: string;
  created_at: number;
}

export interface SpentTokensTable {
  id: string;
  expires_at: number;
}

export interface SyllabusNodesTable {
  learn_path: string;
  parent_path: string;
  level: 'subject' | 'unit' | 'chapter' | 'topic';
  code: string;
  goal_code: string;
  exam_code: string;
  subject_code: string;
  names: string;
  summaries: string | null;
  concepts: string;
  position: number;
  thumb: Generated<string>;
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
  renditions: string;
  thumbs: string;
  trailer: string | null;
  subtitles: string;
  annotations: string;
  position: number;
  poster: Generated<string>;
}

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
  homework_id: string | null;
  school_id: string | null;
  class_id: string | null;
}

export interface ReactionsTable {
  child_id: string;
  content_type: string;
  content_id: string;
  bookmarked: number;
  liked: number;
  updated_at: number;
  bookmark: string | null;
  bookmark_snapshot: string | null;
  bookmark_subject: string | null;
  bookmarked_at: number | null;
  homework_id: string | null;
  school_id: string | null;
  class_id: string | null;
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
  format_reference: string | null;
  homework_id: string | null;
  school_id: string | null;
  class_id: string | null;
}

export interface EventsTable {
  id: string;
  namespace: string;
  topic: string;
  payload: string;
  org_id: number;
  created_at: number;
}

export interface QuestionsTable {
  code: string;
  type: string;
  subject_code: string;
  primary_concept: string;
  difficulty: number;
  ideal_time: number;
  content: string;
  position: number;
}

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
  offered_interventions: string;
  created_at: number;
  homework_id: string | null;
  school_id: string | null;
  class_id: string | null;
}

export interface PracticeAttemptsTable {
  session_id: string;
  code: string;
  eorder: number;
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
  org_id: number | null;
  results_shown_at: number | null;
  school_id: string | null;
  class_id: string | null;
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

export interface DeepLinkEventsTable {
  id: string;
  org_id: number;
  tracking_id: string;
  platform: string;
  browser_id: string | null;
  created_at: number;
  event_id: string;
}

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

export interface SubscriptionsTable {
  id: string;
  org_id: number;
  child_id: string;
  vertical: string;
  type: string;
  plan_id: string | null;
  duration_unit: string;
  duration_value: number;
  starts_at: number;
  valid_until: number;
  expiry_announced_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface FreeTrialsTable {
  child_id: string;
  org_id: number;
  vertical: string;
  started_at: number;
}

export interface CartsTable {
  id: string;
  org_id: number;
  child_id: string;
  plan_id: string;
  coupon_code: string | null;
  created_at: number;
  updated_at: number;
}

export interface CouponsTable {
  org_id: number;
  code: string;
  kind: string;
  value: number;
  max_discount_paise: number | null;
  plan_ids: string | null;
  valid_from: number | null;
  valid_until: number | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  spin_only: Generated<number>;
  used_count: Generated<number>;
  created_at: number;
}

export interface CouponRedemptionsTable {
  id: string;
  org_id: number;
  code: string;
  child_id: string;
  order_id: string;
  created_at: number;
}

export interface SpinsTable {
  child_id: string;
  org_id: number;
  coupon_code: string;
  created_at: number;
}

export interface OrdersTable {
  id: string;
  org_id: number;
  child_id: string;
  user_id: string;
  vertical: string;
  plan_id: string;
  cart_id: string;
  coupon_code: string | null;
  price_paise: number;
  discount_paise: number;
  gst_paise: number;
  total_paise: number;
  currency: string;
  status: string;
  failure_reason: string | null;
  gateway: string;
  gateway_order_id: string;
  gateway_payment_id: string | null;
  idempotency_key: string;
  payment_method: string;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  invoice_number: string | null;
  billing_details: string | null;
}

export interface PaymentEventsTable {
  gateway: string;
  event_id: string;
  order_id: string | null;
  payload: string;
  received_at: number;
}

export interface InvoiceSequencesTable {
  org_id: Generated<number>;
  next: number;
}

export interface BillingDetailsTable {
  id: string;
  user_id: string;
  child_id: string;
  org_id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  pincode: string;
  district: string;
  state: string;
  state_code: string;
  created_at: number;
}

export interface PincodesTable {
  pincode: string;
  office: string;
  district: string;
  state: string;
  state_code: string;
}

export interface NotificationsTable {
  id: string;
  org_id: number;
  child_id: string;
  kind: string;
  dedupe_key: string;
  notice_values: string;
  link: string;
  in_app: number;
  status: string;
  created_at: number;
}

export interface NotificationPreferencesTable {
  child_id: string;
  channel: string;
  org_id: number;
  enabled: number;
  updated_at: number;
}

export interface PushSubscriptionsTable {
  id: string;
  org_id: number;
  child_id: string;
  token: string;
  token_hash: string;
  platform: string;
  device_id: string;
  created_at: number;
}

export interface NotificationDeliveriesTable {
  id: string;
  notification_id: string;
  org_id: number;
  child_id: string;
  channel: string;
  status: string;
  reason: string | null;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
}

export interface EmbiumAwardsTable {
  id: string;
  org_id: number;
  child_id: string;
  event: string;
  object_id: string;
  source_id: string;
  metal: string;
  points: number;
  day_key: number;
  created_at: number;
}

export interface EmbiumBalancesTable {
  child_id: string;
  org_id: number;
  silver: number;
  gold: number;
  updated_at: number;
}

export interface ParentInvitesTable {
  id: string;
  org_id: number;
  inviter_user_id: string;
  mobile: string;
  created_at: number;
}

export interface SearchItemsTable {
  id: Generated<number>;
  organisation_id: number;
  entity: string;
  item_id: string;
  exam_code: string;
  goal_code: string;
  locale: string;
  title: string;
  title_key: string;
  title_latin: string;
  body_key: string;
  details: string;
  position: number;
}

export interface SearchVocabularyTable {
  word: string;
}

export interface AchieveSessionsTable {
  id: string;
  child_id: string;
  exam_code: string;
  created_at: number;
}

export interface AchieveTargetsTable {
  child_id: string;
  exam_code: string;
  goal_code: string;
  target_day: number;
  daily_minutes: number;
  target_score: number | null;
  answers: string;
  updated_at: number;
}

export interface PajsTable {
  id: string;
  child_id: string;
  exam_code: string;
  seed: number;
  first_day: number;
  last_day: number;
  created_at: number;
  replanned_at: number | null;
}

export interface PajPlanStepsTable {
  paj_id: string;
  step_index: number;
  day: number;
  kind: string;
  object_id: string;
  subject: string;
  chapter: string;
  learn_path: string;
  concept: string | null;
  minutes: number;
  active: number;
  done_at: number | null;
}

export interface ReadinessDaysTable {
  child_id: string;
  exam_code: string;
  day: number;
  expected: number;
  low: number;
  high: number;
  max_marks: number;
  computed_at: number;
}

export interface AchieveTestsLearntTable {
  session_id: string;
  child_id: string;
  learnt_at: number;
}

export interface ClassroomsTable {
  id: string;
  org_id: number;
  name: string;
  exam_code: string | null;
  subject_codes: string;
  created_at: number;
  archived_at: number | null;
}

export interface ClassroomInviteCodesTable {
  code: string;
  org_id: number;
  classroom_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  uses: Generated<number>;
}

export interface ClassroomMembersTable {
  classroom_id: string;
  profile_id: string;
  org_id: number;
  first_name: string;
  last_name: string;
  joined_at: number;
  left_at: number | null;
  joined_by: string;
}

export interface LiveClassBatchesTable {
  id: string;
  org_id: number;
  classroom_id: string;
  title: string;
  title_translations: string;
  subject_code: string | null;
  created_at: number;
}

export interface LiveClassesTable {
  id: string;
  org_id: number;
  classroom_id: string;
  batch_id: string | null;
  title: string;
  title_translations: string;
  teacher_name: string | null;
  subject_code: string | null;
  starts_at: number;
  duration_minutes: number;
  provider: string;
  room: string;
  recording_url: string | null;
  cancelled_at: number | null;
  ended_at: number | null;
  demo: Generated<number>;
  created_at: number;
}

export interface LiveClassRegistrationsTable {
  live_class_id: string;
  profile_id: string;
  org_id: number;
  registered_at: number;
}

export interface LiveClassAttendanceTable {
  live_class_id: string;
  profile_id: string;
  org_id: number;
  first_joined_at: number;
  last_seen_at: number;
  open: number;
  seconds_spent: number;
}

export interface AssignmentsTable {
  id: string;
  org_id: number;
  classroom_id: string;
  kind: string;
  content_ref: string;
  title: string;
  note: string | null;
  due_at: number;
  assigned_at: number;
  cancelled_at: number | null;
  demo: Generated<number>;
}

export interface ContentVersionTable {
  id: Generated<number>;
  version: number;
}

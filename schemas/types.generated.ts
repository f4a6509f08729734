/* Generated from schemas/*.schema.json by `npm run schemas:types`; do not edit. */

/**
 * A key of the message catalogs under locales/; it must exist in locales/en.json.
 */
export type MessageKey = string;
/**
 * A file under the brand's assets/ folder.
 */
export type AssetPath = string;
/**
 * A colour as #rrggbb.
 */
export type Colour = string;
/**
 * A product module that a brand can switch on. Routes of a module that is off do not exist on that brand.
 */
export type Module =
  | 'learn'
  | 'practice'
  | 'test'
  | 'achieve'
  | 'search'
  | 'userHome'
  | 'liveClass'
  | 'classroom'
  | 'notifications'
  | 'helpdesk'
  | 'subscription';
/**
 * A path inside the app, starting with '/'; it must match a route of the route table.
 */
export type InternalPath = string;
/**
 * Which landing page signed-out visitors see: default (exam preparation), homework (the school homework app), institute (an institute's portal for the students it enrols; the copy names the brand) or home (learning at home with the family).
 */
export type LandingVariant = 'default' | 'homework' | 'institute' | 'home';
/**
 * off, on, or byCategory (decided by the user's category).
 */
export type ThreeWaySwitch = 'off' | 'on' | 'byCategory';
/**
 * A feature a brand can switch off.
 */
export type Feature =
  | 'inviteParent'
  | 'favouriteBook'
  | 'bigBook'
  | 'liveClassTab'
  | 'editProfile'
  | 'embiums'
  | 'recommendations';
/**
 * Who may open a route: 'public' (anyone), 'authenticated' (signed in), 'profileComplete' (signed in, verified, with a current profile) or 'webView' (pages opened by the Android and iOS apps, never redirected).
 */
export type RouteGroup = 'public' | 'authenticated' | 'profileComplete' | 'webView';
/**
 * The module a route belongs to; 'core' routes (shell, accounts, public and info pages) exist on every brand.
 */
export type RouteModule = Module | 'core';
/**
 * A registry key of a whole-page component that a route can render.
 */
export type Screen =
  | 'landing'
  | 'login'
  | 'ssoLogin'
  | 'oauthCallback'
  | 'signup'
  | 'forgotPassword'
  | 'accountVerify'
  | 'resetPassword'
  | 'blogSignup'
  | 'studentOnboarding'
  | 'search'
  | 'learnSummary'
  | 'topicSummary'
  | 'videoSummary'
  | 'practiceSummary'
  | 'testSummary'
  | 'bookToc'
  | 'bigBookToc'
  | 'liveClassBookToc'
  | 'batches'
  | 'browseProfiles'
  | 'myClassrooms'
  | 'editProfile'
  | 'accountSettings'
  | 'bookmarks'
  | 'subscriptions'
  | 'notifications'
  | 'achieve'
  | 'createTest'
  | 'mockTest'
  | 'practice'
  | 'practiceSessionSummary'
  | 'userHome'
  | 'watchlist'
  | 'revisionLists'
  | 'testsTaken'
  | 'timeline'
  | 'assignments'
  | 'inviteParent'
  | 'cheatSheet'
  | 'testWebView'
  | 'liveClass'
  | 'subscription'
  | 'planEnded'
  | 'subscriptionPayment'
  | 'subscriptionPaymentStatus'
  | 'subscriptionUserDetails'
  | 'subscriptionUserDetailsVerify';
/**
 * An internal path of the route table, an absolute https address, or WIP for a placeholder shown without a link.
 */
export type NavigationItemRoute = InternalPath | string | 'WIP';
/**
 * dropdownmain for a top-level drop-down, dropdown for an entry inside one.
 */
export type ItemType = 'dropdownmain' | 'dropdown';
/**
 * A list of navigation items.
 */
export type Menu = NavigationItem[];
/**
 * One of the twelve supported language codes.
 */
export type Locale =
  'en' | 'hi' | 'kn' | 'bn' | 'as' | 'ta' | 'te' | 'or' | 'mr' | 'pa' | 'ml' | 'gu';
/**
 * One block of the page, told apart by its type.
 */
export type Block =
  | HeroBanner
  | Shelf
  | TextSection
  | CardList
  | QuestionsAndAnswers
  | ContactDetails
  | FeedbackForm
  | Articles;
/**
 * A registry key of a tile that a shelf shows.
 */
export type TileKind =
  | 'subject'
  | 'chapter'
  | 'topic'
  | 'video'
  | 'book'
  | 'learn_chapter'
  | 'test'
  | 'create_test'
  | 'fav_book'
  | 'assignments'
  | 'school_test'
  | 'bookmarks'
  | 'big_books'
  | 'progress'
  | 'cheatsheet'
  | 'performance'
  | 'live_class_book'
  | 'live_class_course';
/**
 * The service call that fills a block with tiles or banners.
 */
export type DataSource =
  | 'heroBanners'
  | 'subjects'
  | 'chapters'
  | 'topics'
  | 'continueWatching'
  | 'videos'
  | 'books'
  | 'favouriteBooks'
  | 'bigBooks'
  | 'learnChapters'
  | 'tests'
  | 'createTest'
  | 'assignments'
  | 'schoolTests'
  | 'bookmarks'
  | 'progress'
  | 'cheatsheets'
  | 'performance'
  | 'liveClassBooks'
  | 'liveClassCourses';
/**
 * A text with at least one character that is not a space.
 */
export type PageText = string;
/**
 * An internal path of the route table or an absolute https address; {product} in a path stands for the brand's product slug, as in route paths.
 */
export type LinkTarget = InternalPath;
/**
 * list: every article's summary; tracks: the summaries grouped by track; article: the one article the id query parameter names.
 */
export type ArticlesView = 'list' | 'tracks' | 'article';
/**
 * Name of a page document of the brand (pages/<name>.json).
 */
export type PageDocumentName = string;
/**
 * A built-in picture shown on an exception page.
 */
export type Illustration =
  'empty' | 'search' | 'offline' | 'serverError' | 'lock' | 'expired' | 'notFound' | 'crash';
/**
 * navigate goes to the route; reload reloads the page.
 */
export type ActionKind = 'navigate' | 'reload';
/**
 * One of the three goals: school (K12), undergraduate entrance (PreUG), postgraduate entrance (PrePG).
 */
export type Goal = 'K12' | 'PreUG' | 'PrePG';
/**
 * A text with at least one character that is not a space.
 */
export type Text = string;
/**
 * A lower-case slug: letters, digits and single dashes (double dashes separate learn-path levels).
 */
export type Code = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile = string;
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode = string;
/**
 * book (one subject; opens /booktoc), bigBook (a whole exam; opens /bigbooktoc) or liveClassBook (a live-class course; opens /live-class-booktoc).
 */
export type Kind = 'book' | 'bigBook' | 'liveClassBook';
/**
 * A place in the syllabus: goal--exam--subject--unit--chapter--topic, cut after any level (e.g. PreUG--jee-main--physics--mechanics--kinematics).
 */
export type LearnPath = string;
/**
 * The module home that shows it.
 */
export type BannerModule = 'learn' | 'practice' | 'test';
/**
 * Where the banner's button leads: a video of the pack, or a path of the app.
 */
export type Target = TargetVideo | Path;
/**
 * One question, told apart by its type.
 */
export type Question = (
  | SingleChoice
  | MultipleChoice
  | NumericalAnswer
  | TrueOrFalse
  | AssertionAndReason
  | FillInTheBlanks
  | DropDowns
  | MatchTheFollowing
  | MatrixMatch
  | Sequencing
  | Subjective
  | CompareNumbers
  | NumberLine
  | TimeReadSet
  | NumericalOperation
  | LinkedComprehension
) & {
  /**
   * Which kind of question: SingleChoice, MultipleChoice, Integer, TrueFalse, Assertion, FillInTheBlanks, Dropdowns, MatchTheFollowing, MatrixMatch, Sequencing, Subjective, CompareNumber, NumberLine, TimeReadSet, NumericalOperation or LinkedComprehension.
   */
  type: string;
};
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step = FillInStep | YesNoStep;
/**
 * a, b, c or d.
 */
export type AssertionAndReasonAnswer = 'a' | 'b' | 'c' | 'd';
/**
 * <, = or >.
 */
export type CompareNumbersAnswer = '<' | '=' | '>';
/**
 * The minutes the student can choose go up in this step (1, 5 or 15); the answer's minutes must be one of them.
 */
export type MinuteStep = 1 | 5 | 15;
/**
 * +, - or × (× by a one-digit number).
 */
export type Operator = '+' | '-' | '×';
/**
 * A question about the passage.
 */
export type Part = SingleChoice | MultipleChoice | NumericalAnswer | TrueOrFalse;
/**
 * mock_test for a full paper, chapterwise_test for one chapter, diagnostic_test for a short paper of one subject that finds where a student stands (the achieve module's start: opened by the runner, never listed with the other tests nor searched).
 */
export type Type = 'mock_test' | 'chapterwise_test' | 'diagnostic_test';
/**
 * A date and time with its zone, ISO 8601 (e.g. 2026-12-01T09:00:00+05:30).
 */
export type Moment = string;
/**
 * Which of the three plans this is.
 */
export type PlanType = 'ACHIEVE_NOW' | 'ACHIEVE_SPRINT' | 'ACHIEVE_UNLIMITED';
/**
 * Calendar days, months or years.
 */
export type DurationUnit = 'DAY' | 'MONTH' | 'YEAR';
/**
 * A flat amount off, or a percentage.
 */
export type CouponKind = 'flat' | 'percent';
/**
 * Silver for everyday learning, gold for streaks.
 */
export type Metal = 'silver' | 'gold';
/**
 * Which part of the product the reward belongs to, as the reward result names it.
 */
export type FeatureCategory = 'learn' | 'practice' | 'test' | 'streak';
/**
 * The ISO 3166-2:IN code of a state or union territory, e.g. IN-KA for Karnataka.
 */
export type ISOStateCode = string;
/**
 * Whether it is one of the 28 states or one of the 8 union territories.
 */
export type StateOrUnionTerritory = 'state' | 'union_territory';
/**
 * What sort of institution it is.
 */
export type CollegeKind =
  'iit' | 'nit' | 'iiit' | 'aiims' | 'government_medical' | 'state_engineering';
/**
 * The exam whose result decides the seat.
 */
export type CollegeExam = 'jee-main' | 'jee-advanced' | 'neet-ug';
/**
 * national: every seat filled through national counselling (JoSAA, MCC); state: a state's own institution, most seats filled through that state's counselling.
 */
export type CollegeScope = 'national' | 'state';
/**
 * What the closing figure counts: an all-India rank, a percentile or marks.
 */
export type AdmissionBasis = 'rank' | 'percentile' | 'score';
/**
 * Which seats the figure is of: all-india (all seats through national counselling), other-state (NIT other-state quota, or Delhi's outside-Delhi seats), all-india-15-percent (a state college's 15 % all-India medical quota; its state-quota seats close differently).
 */
export type AdmissionQuota = 'all-india' | 'other-state' | 'all-india-15-percent';
/**
 * How sure the pack is of the figure: medium — as widely reported from the published closing ranks; low — an estimate from the published figures of nearby years. Check a low figure against the source before relying on it.
 */
export type FigureConfidence = 'medium' | 'low';
/**
 * Where on the ladder it sits.
 */
export type QualificationLevel =
  'school' | 'vocational' | 'undergraduate' | 'postgraduate' | 'doctorate' | 'professional';
/**
 * Which list the story belongs to: social (shared, paged) or academic (about marks).
 */
export type StoryKind = 'social' | 'academic';
/**
 * The exam of the story.
 */
export type StoryExam = 'jee-main' | 'neet-ug' | 'cbse-class-10';
/**
 * A field of the questionnaire.
 */
export type QuestionnaireField =
  | 'targetDate'
  | 'dailyStudyMinutes'
  | 'strongSubjects'
  | 'weakSubjects'
  | 'targetScore'
  | 'homeState'
  | 'collegeAim';
/**
 * rjsf's widget for the field.
 */
export type QuestionnaireWidget = 'date' | 'updown' | 'checkboxes' | 'select' | 'text';
/**
 * The English title.
 */
export type TitleInEnglish = string;
/**
 * lesson (ref: a video id), book (a book id), chapter or practice (a chapter's learn path), test (a test code).
 */
export type WorkKind = 'lesson' | 'book' | 'chapter' | 'practice' | 'test';
/**
 * A registry key of a block that a page document can hold.
 */
export type BlockKey =
  'heroBanner' | 'shelf' | 'text' | 'cards' | 'faq' | 'contact' | 'feedbackForm' | 'articles';
/**
 * An error or empty state that has its own image-and-text page.
 */
export type ExceptionKind =
  | 'contentDeficiency'
  | 'contentNotFound'
  | 'pageNotFound'
  | 'searchNoResult'
  | 'network'
  | 'server'
  | 'bookmarkNotFound'
  | 'sessionExpired'
  | 'tokenExpired'
  | 'noExam'
  | 'status204'
  | 'status500'
  | 'status502'
  | 'status503'
  | 'status504'
  | 'status507'
  | 'badRequest'
  | 'authorisationError'
  | 'contentExhausted'
  | 'forbidden'
  | 'methodNotAllowed'
  | 'rateLimiting'
  | 'pageNotPresent'
  | 'schoolNotFound'
  | 'generic'
  | 'crash';

export interface AuthoredDocuments {
  brand?: Brand;
  routes?: RouteTable;
  navigation?: Navigation;
  page?: PageDocument;
  exceptions?: ExceptionPages;
  'content-goals-exams'?: GoalsAndExams;
  'content-syllabus'?: SyllabusOfOneExam;
  'content-concepts'?: Concepts;
  'content-books'?: Books;
  'content-videos'?: Videos;
  'content-banners'?: HeroBanners;
  'content-questions'?: Questions;
  'content-mock-tests'?: Tests;
  'content-subscription-catalog'?: SubscriptionCatalog;
  'content-embium-rules'?: EmbiumRules;
  'content-achieve-meta'?: AchieveMeta;
  'content-achieve-success-stories'?: AchieveSuccessStories;
  'content-achieve-questionnaire'?: AchieveQuestionnaire;
  'content-classrooms'?: InstituteClassrooms;
  module?: Module;
  routeModule?: RouteModule;
  routeGroup?: RouteGroup;
  screen?: Screen;
  block?: BlockKey;
  tile?: TileKind;
  dataSource?: DataSource;
  exception?: ExceptionKind;
  illustration?: Illustration;
  locale?: Locale;
}
/**
 * One flavour of the product, chosen by host name: its identity, look, switches and modules.
 */
export interface Brand {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * Lower-case id, equal to the brand's folder name; the brand also answers on <id>.localhost.
   */
  id: string;
  /**
   * Id of the brand whose documents this one starts from; objects are deep-merged and arrays replaced.
   */
  extends?: string;
  /**
   * The brand's name, a proper noun shown as written in every language.
   */
  name: string;
  /**
   * The organisation every account made on this brand belongs to.
   */
  organisationId: number;
  /**
   * Host names this brand answers on, unique across brands.
   *
   * @minItems 1
   *
   * Items: A lower-case host name without port.
   */
  hosts: string[];
  title: MessageKey;
  description: MessageKey;
  support: SupportContact;
  logos: Logos;
  theme: ThemeTokens;
  /**
   * The product's name in paths such as /{product}-live-class/…
   */
  productSlug: string;
  /**
   * Modules switched on for this brand; routes of other modules do not exist here.
   *
   * @minItems 1
   */
  modules: Module[];
  defaultRoute: InternalPath;
  landingVariant: LandingVariant;
  /**
   * Length of the free trial in days.
   */
  trialDays: number;
  founder?: Founder;
  switches: Switches;
  appBanner?: AppBanner;
  monetisation: ThreeWaySwitch;
  liveClass: ThreeWaySwitch;
  /**
   * Features switched off on this brand.
   */
  disabledFeatures: Feature[];
}
/**
 * Where students and parents get help.
 */
export interface SupportContact {
  /**
   * E-mail address of the help desk.
   */
  email: string;
  /**
   * Phone number of the help desk in international form.
   */
  phone?: string;
}
/**
 * Image files, relative to the folder of the document that names them.
 */
export interface Logos {
  full: AssetPath;
  mark: AssetPath;
}
/**
 * Design tokens turned into CSS variables.
 */
export interface ThemeTokens {
  colors: Colours;
  /**
   * Corner radius of cards and buttons, in pixels.
   */
  radius: number;
}
/**
 * Colours of the interface.
 */
export interface Colours {
  primary: Colour;
  onPrimary: Colour;
  background: Colour;
  surface: Colour;
  text: Colour;
  muted: Colour;
  accent: Colour;
  danger: Colour;
}
/**
 * Who signs the founder's note a new student sees when the free trial starts (shell spec §2). Without it the note is signed by the brand.
 */
export interface Founder {
  name: MessageKey;
  title: MessageKey;
}
/**
 * Product behaviours a brand turns on or off.
 */
export interface Switches {
  /**
   * Whether new accounts can be made on this brand.
   */
  signUp: boolean;
  /**
   * Sign-up with a mobile number and OTP.
   */
  mobileSignUp: boolean;
  /**
   * Sign-up with an e-mail address and OTP.
   */
  emailSignUp: boolean;
  /**
   * The chat-help widget, with a guest session for visitors.
   */
  chatbot: boolean;
  /**
   * The notifications bell and screen.
   */
  inAppNotifications: boolean;
  /**
   * Whether the sign-up form asks for the student's name.
   */
  askNameAtSignUp: boolean;
  /**
   * Whether a mobile or e-mail must be verified before content opens.
   */
  accountVerification: boolean;
  /**
   * Sign-in by a companion app's lr token.
   */
  sso: boolean;
  /**
   * The install-the-app banner, in English and Hindi only.
   */
  smartBanner: boolean;
  /**
   * Whether the projectorMode query parameter may switch to the high-contrast theme.
   */
  projectorMode: boolean;
}
/**
 * The install-the-app banner shown while the smartBanner switch is on, in English and Hindi only, until the person closes it.
 */
export interface AppBanner {
  /**
   * Names this banner: a new id shows the banner again to people who closed the previous one.
   */
  id: string;
  title: MessageKey;
  subtitle: MessageKey;
  buttonText: MessageKey;
  /**
   * Where the button leads: the app's store page or install link, as an absolute https address.
   */
  redirectUrl: string;
}
/**
 * Every path of the app, who may open it, the module it belongs to and what it renders.
 */
export interface RouteTable {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * The routes, each path once.
   *
   * @minItems 1
   */
  routes: Route[];
}
/**
 * One path of the app.
 */
export interface Route {
  /**
   * A react-router path: ':name' for a parameter, ':name?' when optional, a final '*' for the rest; {product} is replaced by the brand's product slug.
   */
  path: string;
  group: RouteGroup;
  module: RouteModule;
  screen?: Screen;
  /**
   * Name of the page document (pages/<name>.json) the route renders.
   */
  page?: string;
  /**
   * Whether a signed-in, verified user with a profile is sent on to the landing route instead (entry and sign-in pages).
   */
  redirectSignedIn?: boolean;
  /**
   * Whether a signed-in user whose account is not verified may open it.
   */
  allowUnverified?: boolean;
}
/**
 * The brand's menus: the public top navigation (English), the alternative navigation (other languages) and the signed-in header.
 */
export interface Navigation {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  public: Menu;
  alternative: Menu;
  signedIn: Menu;
  /**
   * Languages offered by the language picker, in order.
   *
   * @minItems 1
   */
  languages: Locale[];
}
/**
 * One entry; its sub-menu nests it one level deeper, down to level 5.
 */
export interface NavigationItem {
  /**
   * Id unique within its menu.
   */
  id: string;
  /**
   * Nesting level of the item, 1 for top-level entries, up to 5.
   */
  listNumber: number;
  /**
   * Internal name of the item, used in analytics.
   */
  name: string;
  displayName: MessageKey;
  route?: NavigationItemRoute;
  /**
   * The exam of the goals-and-exams list this entry is about: a page opened with this exam_code shows the entry's sub-menu in the exam-specific header.
   */
  examCode?: string;
  subMenu?: Menu;
  /**
   * Whether the item is a top-level entry of the header bar.
   */
  mainMenu?: boolean;
  /**
   * Whether the item's sub-menu arrow is hidden.
   */
  hideArrow?: boolean;
  type: ItemType;
}
/**
 * A screen built from blocks: hero banners and shelves of tiles on module homes; text sections, cards, questions and answers, contact details, the feedback form and articles on public and info pages.
 */
export interface PageDocument {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  title: MessageKey;
  /**
   * The blocks, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * The rotating banner at the top of a module home.
 */
export interface HeroBanner {
  /**
   * Always heroBanner.
   */
  type: 'heroBanner';
  /**
   * Id unique within the page.
   */
  id: string;
  module: Module;
}
/**
 * A row of tiles of one kind, paged by tiles per view.
 */
export interface Shelf {
  /**
   * Always shelf.
   */
  type: 'shelf';
  /**
   * Id unique within the page.
   */
  id: string;
  title: MessageKey;
  tile: TileKind;
  /**
   * How many tiles one page of the shelf shows; when absent the kind's default applies (subject 6, chapter 4, topic 5, video 5, book 6, learn_chapter 5, test 4, create_test 4, fav_book 6, assignments 4, school_test 5, bookmarks 5, big_books 6, progress 1, cheatsheet 4, performance 1, live_class_book 6, live_class_course 6).
   */
  tilesPerView?: number;
  source: DataSource;
  seeAll?: InternalPath;
}
/**
 * A section of running text: an optional heading, paragraphs, then optional bullet points and links.
 */
export interface TextSection {
  /**
   * Always text.
   */
  type: 'text';
  /**
   * Id unique within the page.
   */
  id: string;
  heading?: TextByLanguage;
  /**
   * The paragraphs, in order.
   *
   * @minItems 1
   */
  paragraphs: TextByLanguage[];
  /**
   * Bullet points shown after the paragraphs.
   *
   * @minItems 1
   */
  points?: TextByLanguage[];
  /**
   * Links shown after the text, e.g. to related pages.
   *
   * @minItems 1
   */
  links?: Link[];
}
/**
 * The same text in each of the twelve supported languages, all required (a name or an exam code may be written the same in each). {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage {
  en: PageText;
  hi: PageText;
  kn: PageText;
  bn: PageText;
  as: PageText;
  ta: PageText;
  te: PageText;
  or: PageText;
  mr: PageText;
  pa: PageText;
  ml: PageText;
  gu: PageText;
}
/**
 * A link: where it goes and what it says.
 */
export interface Link {
  to: LinkTarget;
  label: TextByLanguage;
}
/**
 * A grid of cards, each a title and a short text (features, outcomes, stories, schools, notices).
 */
export interface CardList {
  /**
   * Always cards.
   */
  type: 'cards';
  /**
   * Id unique within the page.
   */
  id: string;
  heading?: TextByLanguage;
  intro?: TextByLanguage;
  /**
   * The cards, in order.
   *
   * @minItems 1
   * @maxItems 24
   */
  items: Card[];
}
/**
 * One card.
 */
export interface Card {
  title: TextByLanguage;
  text: TextByLanguage;
  meta?: TextByLanguage;
  link?: LinkTarget;
}
/**
 * Questions that open to show their answers.
 */
export interface QuestionsAndAnswers {
  /**
   * Always faq.
   */
  type: 'faq';
  /**
   * Id unique within the page.
   */
  id: string;
  heading?: TextByLanguage;
  /**
   * The questions with their answers, in order.
   *
   * @minItems 1
   */
  items: FAQEntry[];
}
/**
 * A question and its answer.
 */
export interface FAQEntry {
  question: TextByLanguage;
  /**
   * The answer, one paragraph each.
   *
   * @minItems 1
   */
  answer: TextByLanguage[];
}
/**
 * The brand's support e-mail address and phone number (from brand.json), with a note on when and how to write.
 */
export interface ContactDetails {
  /**
   * Always contact.
   */
  type: 'contact';
  /**
   * Id unique within the page.
   */
  id: string;
  heading?: TextByLanguage;
  note?: TextByLanguage;
}
/**
 * The feedback form: a category, a message and, for visitors, an e-mail address for the reply; it stores the feedback on the server.
 */
export interface FeedbackForm {
  /**
   * Always feedbackForm.
   */
  type: 'feedbackForm';
  /**
   * Id unique within the page.
   */
  id: string;
  heading?: TextByLanguage;
  intro?: TextByLanguage;
}
/**
 * Articles, shown as a list of summaries, grouped by track, or one article picked by the id query parameter. The articles are written here (items) or read from the articles block of another page (from).
 */
export interface Articles {
  /**
   * Always articles.
   */
  type: 'articles';
  /**
   * Id unique within the page.
   */
  id: string;
  view: ArticlesView;
  /**
   * The articles, newest first.
   *
   * @minItems 1
   */
  items?: Article[];
  from?: PageDocumentName;
}
/**
 * One article.
 */
export interface Article {
  /**
   * The article's id in its address (/article?id=…).
   */
  id: string;
  track: TextByLanguage;
  /**
   * The day the article was published, as YYYY-MM-DD.
   */
  date: string;
  title: TextByLanguage;
  summary: TextByLanguage;
  /**
   * The article's text, one paragraph each.
   *
   * @minItems 1
   */
  paragraphs: TextByLanguage[];
}
/**
 * The image-and-text pages shown for errors and empty states, one per kind.
 */
export interface ExceptionPages {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  pages: Pages;
}
/**
 * One page for every exception kind.
 */
export interface Pages {
  contentDeficiency: ExceptionPage;
  contentNotFound: ExceptionPage;
  pageNotFound: ExceptionPage;
  searchNoResult: ExceptionPage;
  network: ExceptionPage;
  server: ExceptionPage;
  bookmarkNotFound: ExceptionPage;
  sessionExpired: ExceptionPage;
  tokenExpired: ExceptionPage;
  noExam: ExceptionPage;
  status204: ExceptionPage;
  status500: ExceptionPage;
  status502: ExceptionPage;
  status503: ExceptionPage;
  status504: ExceptionPage;
  status507: ExceptionPage;
  badRequest: ExceptionPage;
  authorisationError: ExceptionPage;
  contentExhausted: ExceptionPage;
  forbidden: ExceptionPage;
  methodNotAllowed: ExceptionPage;
  rateLimiting: ExceptionPage;
  pageNotPresent: ExceptionPage;
  schoolNotFound: ExceptionPage;
  generic: ExceptionPage;
  crash: ExceptionPage;
}
/**
 * Image, title, message and an optional action.
 */
export interface ExceptionPage {
  image: Illustration;
  title: MessageKey;
  message: MessageKey;
  action?: Action;
}
/**
 * The page's button: go to a route, or reload the page.
 */
export interface Action {
  kind: ActionKind;
  label: MessageKey;
  route?: InternalPath;
}
/**
 * The goals and the exams under them: the list a profile's goal and exam are chosen from.
 */
export interface GoalsAndExams {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every goal, in the order lists show them.
   *
   * @minItems 1
   */
  goals: GoalsGoal[];
  /**
   * Every exam, in the order lists show them.
   *
   * @minItems 1
   */
  exams: Exam[];
}
/**
 * A goal and its name.
 */
export interface GoalsGoal {
  code: Goal;
  name: TextInSeveralLanguages;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English.
 */
export interface TextInSeveralLanguages {
  en: Text;
  hi: Text;
  kn?: Text;
  bn?: Text;
  as?: Text;
  ta?: Text;
  te?: Text;
  or?: Text;
  mr?: Text;
  pa?: Text;
  ml?: Text;
  gu?: Text;
}
/**
 * An exam under a goal.
 */
export interface Exam {
  code: Code;
  goal: Goal;
  /**
   * The school class, for school (K12) exams.
   */
  grade?: number;
  name: TextInSeveralLanguages;
  /**
   * The languages the exam is sat and taught in (JEE Main and NEET: NTA's thirteen, CBSE: English and Hindi). A profile may choose one of them only where the exam's syllabus subjects are also named in it; when absent, English and Hindi, the languages every text of the pack carries.
   *
   * @minItems 1
   */
  languages?: Locale[];
}
/**
 * The exam's subjects, units, chapters and topics, in teaching order. Learn-path names are built from the codes: goal--exam--subject--unit--chapter--topic.
 */
export interface SyllabusOfOneExam {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  exam: Code;
  /**
   * The exam's subjects.
   *
   * @minItems 1
   */
  subjects: Subject[];
}
/**
 * A subject of the exam.
 */
export interface Subject {
  code: Code;
  name: TextInSeveralLanguages;
  thumb: MediaFile;
  /**
   * The subject's units.
   *
   * @minItems 1
   */
  units: Unit[];
}
/**
 * A group of chapters.
 */
export interface Unit {
  code: Code;
  name: TextInSeveralLanguages;
  /**
   * The unit's chapters.
   *
   * @minItems 1
   */
  chapters: Chapter[];
}
/**
 * A chapter: the level practice and chapter-wise tests work at.
 */
export interface Chapter {
  code: Code;
  name: TextInSeveralLanguages;
  thumb: MediaFile;
  summary: TextInSeveralLanguages;
  /**
   * The chapter's topics.
   *
   * @minItems 1
   */
  topics: Topic[];
}
/**
 * The narrowest level: lessons attach here.
 */
export interface Topic {
  code: Code;
  name: TextInSeveralLanguages;
  thumb: MediaFile;
  summary: TextInSeveralLanguages;
  /**
   * Codes of the concepts (from concepts.json) the topic teaches, the main one first.
   *
   * @minItems 1
   */
  concepts: ConceptCode[];
}
/**
 * The ideas a student masters; topics teach them and questions test them. One concept can serve several exams.
 */
export interface Concepts {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every concept of the pack.
   *
   * @minItems 1
   */
  concepts: Concept[];
}
/**
 * One concept.
 */
export interface Concept {
  code: ConceptCode;
  subject: Code;
  name: TextInSeveralLanguages;
  /**
   * Concepts to master first.
   */
  prerequisites?: ConceptCode[];
}
/**
 * Books with their tables of contents. Each entry of a table of contents points at a chapter or topic of a syllabus, so its lessons and practice follow from the syllabus.
 */
export interface Books {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every book of the pack.
   *
   * @minItems 1
   */
  books: Book[];
}
/**
 * A book: a textbook of one subject, a big book spanning an exam, or the book of a live-class course.
 */
export interface Book {
  id: Code;
  kind: Kind;
  exam: Code;
  subject?: Code;
  title: TextInSeveralLanguages;
  author: Text;
  description: TextInSeveralLanguages;
  cover: MediaFile;
  /**
   * The table of contents, in reading order.
   *
   * @minItems 1
   */
  chapters: ChapterEntry[];
}
/**
 * A chapter of the book and the topics it covers.
 */
export interface ChapterEntry {
  learnPath: LearnPath;
  title?: TextInSeveralLanguages;
  /**
   * Topics of the chapter in the book's order, by learn path (…--chapter--topic).
   *
   * @minItems 1
   */
  sections: LearnPath[];
}
/**
 * Lesson videos with their renditions, poster frames, subtitles and annotation points. Written by the lesson-video script from content/lessons/.
 */
export interface Videos {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every video of the pack.
   *
   * @minItems 1
   */
  videos: Video[];
}
/**
 * One lesson video.
 */
export interface Video {
  id: Code;
  title: TextInSeveralLanguages;
  description: TextInSeveralLanguages;
  /**
   * Learn paths of the topics the lesson belongs to (one per exam that teaches it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  /**
   * Codes of the concepts the lesson teaches, the main one first.
   *
   * @minItems 1
   */
  concepts: ConceptCode[];
  /**
   * Length in seconds, as measured from the file.
   */
  durationSeconds: number;
  /**
   * A public video plays for anyone and is never tracked, liked or bookmarked.
   */
  public: boolean;
  renditions: Renditions;
  /**
   * One to three stills; tiles show them in turn (thumb_list).
   *
   * @minItems 1
   * @maxItems 3
   */
  thumbs: MediaFile[];
  poster: MediaFile;
  trailer?: MediaFile;
  subtitles: Subtitles;
  /**
   * Moments where playback pauses and a short practice on a concept is offered.
   */
  annotations: AnnotationPointsAnnotationPoint[];
}
/**
 * Files by quality; at least two, so low quality can be chosen on small screens.
 */
export interface Renditions {
  '144p'?: MediaFile;
  '240p'?: MediaFile;
  '360p'?: MediaFile;
  '480p'?: MediaFile;
  '720p'?: MediaFile;
  '1080p'?: MediaFile;
}
/**
 * WebVTT files by language; English and Hindi at least.
 */
export interface Subtitles {
  en: MediaFile;
  hi: MediaFile;
  kn?: MediaFile;
  bn?: MediaFile;
  as?: MediaFile;
  ta?: MediaFile;
  te?: MediaFile;
  or?: MediaFile;
  mr?: MediaFile;
  pa?: MediaFile;
  ml?: MediaFile;
  gu?: MediaFile;
}
/**
 * A moment and the concept to practise.
 */
export interface AnnotationPointsAnnotationPoint {
  /**
   * Second of the video.
   */
  at: number;
  concept: ConceptCode;
}
/**
 * Banners at the top of the module homes, chosen by module, goal and exam.
 */
export interface HeroBanners {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every banner of the pack, in display order.
   *
   * @minItems 1
   */
  banners: Banner[];
}
/**
 * One banner.
 */
export interface Banner {
  id: Code;
  module: BannerModule;
  goal?: Goal;
  exam?: Code;
  title: TextInSeveralLanguages;
  subtitle: TextInSeveralLanguages;
  image: MediaFile;
  target: Target;
}
/**
 * Plays a video of the pack.
 */
export interface TargetVideo {
  video: Code;
}
/**
 * Opens a path of the app.
 */
export interface Path {
  /**
   * An app path starting with /.
   */
  path: string;
}
/**
 * Practice and test questions of one subject: each with its type, answer, explanation, hints, ideal time, concepts and difficulty.
 */
export interface Questions {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  subject: Code;
  /**
   * The questions.
   *
   * @minItems 1
   */
  questions: Question[];
}
/**
 * One right option.
 */
export interface SingleChoice {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always SingleChoice.
   */
  type: 'SingleChoice';
  /**
   * The choices, in the order shown.
   *
   * @minItems 2
   * @maxItems 6
   */
  options: Option[];
  /**
   * Id of the right option.
   */
  answer: string;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep {
  text: TextInSeveralLanguages;
  /**
   * Accepted answers of each blank, in order.
   *
   * @minItems 1
   */
  fibs: string[][];
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep {
  text: TextInSeveralLanguages;
  /**
   * True when yes is right.
   */
  yes: boolean;
}
/**
 * A choice the student can pick.
 */
export interface Option {
  /**
   * A short id, unique within the question: a, b, c…
   */
  id: string;
  text: TextInSeveralLanguages;
  /**
   * The number the option stands for, when it is one, so the answer check can recompute it.
   */
  value?: number;
}
/**
 * One or more right options; all and only those count.
 */
export interface MultipleChoice {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always MultipleChoice.
   */
  type: 'MultipleChoice';
  /**
   * The choices, in the order shown.
   *
   * @minItems 3
   * @maxItems 8
   */
  options: Option[];
  /**
   * Ids of the right options.
   *
   * @minItems 1
   *
   * Items: Id of the right option.
   */
  answer: string[];
}
/**
 * A number typed on a keypad.
 */
export interface NumericalAnswer {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always Integer.
   */
  type: 'Integer';
  answer: NumericAnswer;
}
/**
 * A number, right within a tolerance.
 */
export interface NumericAnswer {
  /**
   * The right answer.
   */
  value: number;
  /**
   * How far off still counts as right (0: exactly).
   */
  tolerance?: number;
}
/**
 * A statement that is true or false.
 */
export interface TrueOrFalse {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always TrueFalse.
   */
  type: 'TrueFalse';
  /**
   * Whether the statement is true.
   */
  answer: boolean;
}
/**
 * An assertion (A) and a reason (R); the four standard choices: a) both true and R explains A, b) both true and R does not explain A, c) A true, R false, d) A false, R true.
 */
export interface AssertionAndReason {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always Assertion.
   */
  type: 'Assertion';
  assertion: TextInSeveralLanguages;
  reason: TextInSeveralLanguages;
  answer: AssertionAndReasonAnswer;
}
/**
 * The body has blanks: runs of two or more underscores.
 */
export interface FillInTheBlanks {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always FillInTheBlanks.
   */
  type: 'FillInTheBlanks';
  /**
   * Accepted answers of each blank, in order.
   *
   * @minItems 1
   */
  answer: string[][];
}
/**
 * The body has blanks (runs of two or more underscores); each blank is a drop-down with its own options.
 */
export interface DropDowns {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always Dropdowns.
   */
  type: 'Dropdowns';
  /**
   * One per blank, in order.
   *
   * @minItems 1
   */
  blanks: DropDown[];
}
/**
 * The options of one blank and the right one.
 */
export interface DropDown {
  /**
   * The choices, in the order shown.
   *
   * @minItems 2
   * @maxItems 6
   */
  options: Option[];
  /**
   * Id of the right option.
   */
  answer: string;
}
/**
 * Each item on the left matches exactly one on the right.
 */
export interface MatchTheFollowing {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always MatchTheFollowing.
   */
  type: 'MatchTheFollowing';
  /**
   * Items to match.
   *
   * @minItems 2
   * @maxItems 6
   */
  left: Item[];
  /**
   * Items to match them with.
   *
   * @minItems 2
   * @maxItems 8
   */
  right: Item[];
  answer: MatchTheFollowingAnswer;
}
/**
 * An item to match or order.
 */
export interface Item {
  /**
   * A short id, unique within the question: a, b, c…
   */
  id: string;
  text: TextInSeveralLanguages;
}
/**
 * The right item's id for each left item's id.
 */
export interface MatchTheFollowingAnswer {
  [k: string]: string;
}
/**
 * Each item on the left matches one or more on the right.
 */
export interface MatrixMatch {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always MatrixMatch.
   */
  type: 'MatrixMatch';
  /**
   * Items to match.
   *
   * @minItems 2
   * @maxItems 6
   */
  left: Item[];
  /**
   * Items to match them with.
   *
   * @minItems 2
   * @maxItems 8
   */
  right: Item[];
  answer: MatrixMatchAnswer;
}
/**
 * The right items' ids for each left item's id.
 */
export interface MatrixMatchAnswer {
  /**
   * @minItems 1
   */
  [k: string]: string[];
}
/**
 * Put the items in order.
 */
export interface Sequencing {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always Sequencing.
   */
  type: 'Sequencing';
  /**
   * The items.
   *
   * @minItems 3
   * @maxItems 8
   */
  items: Item[];
  /**
   * The item ids in the right order.
   *
   * @minItems 3
   */
  answer: string[];
}
/**
 * A written answer the student checks against an ideal answer.
 */
export interface Subjective {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always Subjective.
   */
  type: 'Subjective';
  idealAnswer: TextInSeveralLanguages;
}
/**
 * Which is greater: the left or the right quantity, or are they equal?
 */
export interface CompareNumbers {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always CompareNumber.
   */
  type: 'CompareNumber';
  leftValue: TextInSeveralLanguages;
  rightValue: TextInSeveralLanguages;
  answer: CompareNumbersAnswer;
}
/**
 * Mark a point on a number line.
 */
export interface NumberLine {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
   */
  verify?: string;
  /**
   * Always NumberLine.
   */
  type: 'NumberLine';
  line: Line;
  answer: NumericAnswer;
}
/**
 * The line drawn.
 */
export interface Line {
  /**
   * Left end.
   */
  min: number;
  /**
   * Right end.
   */
  max: number;
  /**
   * Distance between ticks (the student's mark snaps to them).
   */
  step: number;
}
/**
 * An analogue clock: the student reads the time it shows (or the time a number of minutes before or after it), or, when it shows none, sets the clock to the time the body asks for; either way they answer hours and minutes.
 */
export interface TimeReadSet {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * Always TimeReadSet.
   */
  type: 'TimeReadSet';
  clock: Clock;
  /**
   * For 'what time will it be …': the answer is the time shown plus this many minutes (negative: earlier). The answer-key check recomputes it.
   */
  afterMinutes?: number;
  answer: TimeReadSetAnswer;
}
/**
 * The clock face drawn.
 */
export interface Clock {
  shows?: TimeShown;
  minuteStep: MinuteStep;
}
/**
 * The time the hands show; leave it out for a question that asks the student to set the clock.
 */
export interface TimeShown {
  /**
   * 1 to 12, as a clock face shows them.
   */
  hours: number;
  /**
   * 0 to 59.
   */
  minutes: number;
}
/**
 * The right time, on a 12-hour clock.
 */
export interface TimeReadSetAnswer {
  /**
   * 1 to 12, as a clock face shows them.
   */
  hours: number;
  /**
   * 0 to 59.
   */
  minutes: number;
}
/**
 * A column sum of whole numbers (addition, subtraction, or multiplication by one digit) written out in columns: the student fills the result's digits, one box a column.
 */
export interface NumericalOperation {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  body: TextInSeveralLanguages;
  explanation: TextInSeveralLanguages;
  /**
   * Hints in the order they are given.
   *
   * @minItems 1
   * @maxItems 3
   */
  hints: TextInSeveralLanguages[];
  /**
   * The solution as small steps the student takes one at a time.
   *
   * @minItems 2
   * @maxItems 8
   */
  solveWithUs?: Step[];
  /**
   * Always NumericalOperation.
   */
  type: 'NumericalOperation';
  operation: Operation;
  /**
   * The result; the answer-key check recomputes it from the operation.
   */
  answer: number;
}
/**
 * The sum written in columns.
 */
export interface Operation {
  operator: Operator;
  /**
   * The two whole numbers, top one first.
   *
   * @minItems 2
   * @maxItems 2
   */
  operands: number[];
}
/**
 * A passage with several questions about it, answered together.
 */
export interface LinkedComprehension {
  /**
   * Unique in the pack, e.g. phy-kin-0001.
   */
  code: string;
  /**
   * Learn paths of the topics the question belongs to (one per exam that asks it).
   *
   * @minItems 1
   */
  learnPaths: LearnPath[];
  primaryConcept: ConceptCode;
  /**
   * Concepts it also needs.
   */
  secondaryConcepts?: ConceptCode[];
  /**
   * 1 (easy) to 5 (hardest).
   */
  difficulty: number;
  /**
   * Seconds a well-prepared student needs.
   */
  idealTimeSeconds: number;
  /**
   * Short labels shown with the question (two at most are shown).
   *
   * @maxItems 4
   */
  tags?: string[];
  /**
   * Always LinkedComprehension.
   */
  type: 'LinkedComprehension';
  passage: TextInSeveralLanguages;
  /**
   * The questions about the passage (their own codes, types and answers).
   *
   * @minItems 2
   * @maxItems 5
   */
  parts: Part[];
}
/**
 * Mock, chapter-wise and diagnostic tests of one exam: their sections, questions from the bank, marking schemes, timing, schedule and password.
 */
export interface Tests {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  exam: Code;
  /**
   * The tests, in the order the test home lists them.
   *
   * @minItems 1
   */
  tests: Test[];
}
/**
 * One test paper.
 */
export interface Test {
  /**
   * The test's code: a slug, or for a chapter-wise test the chapter's learn path (five or more parts).
   */
  code: string;
  type: Type;
  title: TextInSeveralLanguages;
  thumb?: MediaFile;
  /**
   * The paragraphs shown before the test starts.
   *
   * @minItems 1
   */
  instructions: TextInSeveralLanguages[];
  /**
   * Raised whenever the paper changes; sessions keep the version they started on.
   */
  version: number;
  /**
   * Time for the whole test, in seconds (with section locking: the sum of the sections' times).
   */
  durationSeconds: number;
  /**
   * Seconds before the end at which the runner warns that the test will be submitted.
   */
  autoSubmitAlertAtSeconds?: number;
  /**
   * One of the runner's styles; an unknown one shows the dark default.
   */
  uiStyle?: string;
  /**
   * How many orders of the questions (within each section) students are spread over.
   */
  paperSets?: number;
  /**
   * Sections are taken one after another, each in its own time; a finished section cannot be opened again.
   */
  sectionLocking?: boolean;
  /**
   * A password the student must give to start (shared by the teacher or institute).
   */
  password?: string;
  schedule?: Schedule;
  markingSchemes: MarkingSchemes;
  /**
   * The paper's sections, in order.
   *
   * @minItems 1
   */
  sections: Section[];
}
/**
 * A scheduled test's moments (ISO 8601 with time zone), in order: visible, can start, locked for new attempts, auto-submitted, answer key, solutions.
 */
export interface Schedule {
  visibleToStudentsAt: Moment;
  studentCanStartAt: Moment;
  lockForAttemptAt: Moment;
  autoSubmitAt: Moment;
  answerKeyPublishAt: Moment;
  solutionPublishAt: Moment;
}
/**
 * Marks by scheme name; each section names the scheme it is marked by.
 */
export interface MarkingSchemes {
  [k: string]: MarkingScheme;
}
/**
 * Marks for a right, a wrong and an unanswered question.
 */
export interface MarkingScheme {
  /**
   * Marks for a right answer.
   */
  correct: number;
  /**
   * Marks for a wrong answer (negative for negative marking).
   */
  incorrect: number;
  /**
   * Marks for a question left unanswered.
   */
  unattempted: number;
}
/**
 * A part of the paper with its questions.
 */
export interface Section {
  code: Code;
  name: TextInSeveralLanguages;
  subject: Code;
  /**
   * Name of the test's marking scheme the section is marked by.
   */
  markingScheme: string;
  /**
   * Time for the section, in seconds (required when the test locks sections).
   */
  durationSeconds?: number;
  /**
   * At most this many questions of the section may be answered (e.g. any 5 of 10); more are refused.
   */
  maxAttempted?: number;
  /**
   * Codes of the bank's questions, in the paper's order.
   *
   * @minItems 1
   */
  questions: string[];
}
/**
 * What each organisation that sells plans offers: its seller details for invoices, its plans per goal, the benefits carousel, the spinner's prizes and its coupons. Money is in whole paise, rates in basis points.
 */
export interface SubscriptionCatalog {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * One entry per organisation whose brand has monetisation on.
   *
   * @minItems 1
   */
  organisations: SellingOrganisation[];
}
/**
 * The catalog of one organisation.
 */
export interface SellingOrganisation {
  /**
   * The organisation of the brands that sell these plans.
   */
  organisationId: number;
  /**
   * The currency of every price (ISO 4217); only INR is sold.
   */
  currency: 'INR';
  /**
   * GST on the price after discount, in basis points (1800 = 18 %).
   */
  gstRateBp: number;
  /**
   * The services accounting code printed on invoices.
   */
  sac: string;
  seller: Seller;
  trialTitle: TextInAllLanguages;
  /**
   * Every plan sold, for every goal.
   *
   * @minItems 1
   */
  plans: Plan[];
  /**
   * The slides of the benefits carousel, in order.
   */
  benefits: Benefit[];
  spinner: Spinner;
  /**
   * The coupons loaded into the database at start (existing ones are kept).
   */
  coupons: Coupon[];
}
/**
 * Who sells, as printed on invoices.
 */
export interface Seller {
  legalName: Text;
  /**
   * The seller's 15-character GST identification number.
   */
  gstin: string;
  address: Text;
  /**
   * The 2-digit GST code of the seller's state (29 = Karnataka).
   */
  stateCode: string;
  state: Text;
  /**
   * Put before each invoice's sequence number.
   */
  invoicePrefix: string;
}
/**
 * The same text in every one of the twelve supported languages; a plan is sold in all of them.
 */
export interface TextInAllLanguages {
  en: Text;
  hi: Text;
  kn: Text;
  bn: Text;
  as: Text;
  ta: Text;
  te: Text;
  or: Text;
  mr: Text;
  pa: Text;
  ml: Text;
  gu: Text;
}
/**
 * One plan of one goal.
 */
export interface Plan {
  /**
   * A lower-case slug, unique within the organisation.
   */
  id: string;
  vertical: Goal;
  type: PlanType;
  title: TextInAllLanguages;
  description: TextInAllLanguages;
  label?: TextInAllLanguages;
  durationLabel: TextInAllLanguages;
  billingLabel: TextInAllLanguages;
  /**
   * The price in paise, before GST.
   */
  pricePaise: number;
  duration: PlanDuration;
}
/**
 * How long the plan runs.
 */
export interface PlanDuration {
  unit: DurationUnit;
  /**
   * How many units.
   */
  value: number;
}
/**
 * One slide.
 */
export interface Benefit {
  id: Code;
  title: TextInAllLanguages;
  body: TextInAllLanguages;
  /**
   * An image below the pack's media folder.
   */
  image?: string;
}
/**
 * The prizes of the spin wheel; each spin picks one by weight.
 */
export interface Spinner {
  /**
   * The wheel's segments.
   *
   * @minItems 1
   */
  prizes: Prize[];
}
/**
 * One segment of the wheel.
 */
export interface Prize {
  /**
   * Upper-case letters and digits, 3 to 20 of them.
   */
  couponCode: string;
  label: TextInAllLanguages;
  /**
   * Relative chance of this prize.
   */
  weight: number;
}
/**
 * One coupon code.
 */
export interface Coupon {
  /**
   * Upper-case letters and digits, 3 to 20 of them.
   */
  code: string;
  kind: CouponKind;
  /**
   * Paise off (flat) or basis points (percent, 1000 = 10 %).
   */
  value: number;
  /**
   * The most a percentage coupon takes off, in paise.
   */
  maxDiscountPaise?: number;
  /**
   * The plans the coupon applies to; all when absent.
   *
   * @minItems 1
   *
   * Items: A lower-case slug, unique within the organisation.
   */
  planIds?: string[];
  /**
   * A calendar date, YYYY-MM-DD (India time).
   */
  validFrom?: string;
  /**
   * A calendar date, YYYY-MM-DD (India time).
   */
  validUntil?: string;
  /**
   * How many orders may use it in all.
   */
  maxUses?: number;
  /**
   * How many orders of one profile may use it.
   */
  maxUsesPerUser?: number;
  /**
   * Given only by the spinner, never typed in.
   */
  spinOnly?: boolean;
}
/**
 * Which event earns how many silver or gold embiums, and each event's daily cap. One rule per event; the server reads the file at start.
 */
export interface EmbiumRules {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  rules: RulesByEvent;
}
/**
 * One rule for each event that earns embiums.
 */
export interface RulesByEvent {
  practiceRight: EmbiumRule;
  practicePerfect: EmbiumRule;
  practiceStreak: EmbiumRule;
  lessonFinished: EmbiumRule;
  testFinished: EmbiumRule;
  studyStreak: EmbiumRule;
}
/**
 * What one event earns: a metal, its points, the most points of this event a child earns in one India calendar day, and the feature it rewards.
 */
export interface EmbiumRule {
  metal: Metal;
  /**
   * Embiums one event earns (before the day's cap).
   */
  points: number;
  /**
   * The most points of this event one child earns in one India calendar day (midnight to midnight, UTC+05:30).
   */
  dailyCap: number;
  featureCategory: FeatureCategory;
  /**
   * Streak events only: how many in a row (right answers, or days) earn one award.
   */
  every?: number;
}
/**
 * The lists behind achieve's goal planning: states and union territories, colleges with their approximate last-round closing figures, marks-to-rank tables, careers and the education ladder. Every admission figure is approximate, general category, last round, and changes every year; the sources say where each comes from.
 */
export interface AchieveMeta {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  disclaimer: TextInSeveralLanguages;
  /**
   * Where the figures come from.
   *
   * @minItems 1
   */
  sources: AchieveSource[];
  /**
   * Every state and union territory of India.
   *
   * @minItems 1
   */
  states: AchieveState[];
  /**
   * Institutions with their approximate closing figures.
   */
  colleges: AchieveCollege[];
  scoreToRank: ScoreToRankTables;
  /**
   * Exams the job options name.
   */
  careerExams: CareerExam[];
  /**
   * Careers a student can aim at.
   */
  jobOptions: JobOption[];
  /**
   * The Indian education ladder, lowest first.
   */
  educationQualifications: EducationQualification[];
}
/**
 * Where figures of this document come from, and what to keep in mind about them.
 */
export interface AchieveSource {
  id: Code;
  name: Text;
  /**
   * Its public address.
   */
  url: string;
  /**
   * The admission or exam year the figures are of.
   */
  year: number;
  note: Text;
}
/**
 * A state or union territory of India.
 */
export interface AchieveState {
  code: ISOStateCode;
  kind: StateOrUnionTerritory;
  name: TextInSeveralLanguages;
}
/**
 * An institution a student can aim at, and the approximate figure it closed at.
 */
export interface AchieveCollege {
  code: Code;
  name: TextInSeveralLanguages;
  state: ISOStateCode;
  kind: CollegeKind;
  exam: CollegeExam;
  scope: CollegeScope;
  admission: CollegeAdmission;
}
/**
 * The approximate figure at which the named programme's last general-category seat went in the last round of the year's counselling.
 */
export interface CollegeAdmission {
  basis: AdmissionBasis;
  /**
   * The closing figure, rounded (to 10 under 200, to 50 under 1,000, to 500 above): a rank, a percentile or marks as basis says.
   */
  typicalClosing: number;
  /**
   * The counselling year of the figure; it changes every year.
   */
  year: number;
  /**
   * The figure is of the last round of that year's counselling.
   */
  round: 'last';
  /**
   * The figure is of general-category (OPEN / UR), gender-neutral seats; reserved categories close at other figures.
   */
  category: 'general';
  /**
   * The figure is approximate: never show it as exact.
   */
  approximate: true;
  programme: TextInSeveralLanguages;
  quota: AdmissionQuota;
  /**
   * An exam one must clear to sit the admitting exam, without deciding the seat: JEE Main for the IITs, which admit on the JEE Advanced rank.
   */
  qualifyingExam?: 'jee-main';
  confidence: FigureConfidence;
  source: Code;
}
/**
 * Approximate marks-to-rank tables by exam.
 */
export interface ScoreToRankTables {
  'jee-main': ScoreToRankTable;
  'neet-ug': ScoreToRankTable;
}
/**
 * Marks against approximate rank for one exam and year, highest marks first.
 */
export interface ScoreToRankTable {
  /**
   * The paper's full marks.
   */
  maxScore: number;
  /**
   * The exam year of the table.
   */
  year: number;
  /**
   * About how many candidates were ranked that year (rounded).
   */
  candidates: number;
  /**
   * The table is approximate: the same marks give different ranks across shifts and years.
   */
  approximate: true;
  source: Code;
  /**
   * Rows by marks, highest first; ranks rise as marks fall.
   *
   * @minItems 2
   */
  rows: ScoreToRankRow[];
}
/**
 * Marks, and the approximate percentile and all-India rank they came to.
 */
export interface ScoreToRankRow {
  /**
   * Marks out of the table's maxScore.
   */
  score: number;
  /**
   * The approximate percentile (NTA's: the share of candidates at or below), where the table has one.
   */
  percentile?: number;
  /**
   * The approximate all-India rank, rounded (two significant figures, three for the largest).
   */
  rank: number;
}
/**
 * An exam on the way to a career.
 */
export interface CareerExam {
  code: Code;
  name: TextInSeveralLanguages;
}
/**
 * A career a student can aim at, and the usual way there.
 */
export interface JobOption {
  code: Code;
  name: TextInSeveralLanguages;
  route: TextInSeveralLanguages;
  /**
   * Codes of the qualifications (educationQualifications) that usually lead there.
   *
   * @minItems 1
   */
  qualifications: Code[];
  /**
   * Codes of the exams (careerExams) on the way, in the order they are taken; none when admission goes by marks or interview.
   */
  exams: Code[];
}
/**
 * A step of the Indian education ladder.
 */
export interface EducationQualification {
  code: Code;
  level: QualificationLevel;
  name: TextInSeveralLanguages;
}
/**
 * Demonstration success stories for achieve: social ones (paged, 10 a page) and academic ones. They are illustrative, written for the demo pack, and about nobody real.
 */
export interface AchieveSuccessStories {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * The stories are demonstration data, not real students.
   */
  demo: true;
  note: TextInSeveralLanguages;
  /**
   * Stories shown to everyone, paged 10 at a time.
   */
  social: SuccessStory[];
  /**
   * Stories about marks, shown after the questionnaire.
   */
  academic: SuccessStory[];
}
/**
 * One illustrative student's story.
 */
export interface SuccessStory {
  id: Code;
  kind: StoryKind;
  exam: StoryExam;
  /**
   * An illustrative first name and an initial, e.g. Priya S.: never a real person's full name.
   */
  name: string;
  city: TextInSeveralLanguages;
  state: ISOStateCode;
  /**
   * The exam year of the story.
   */
  year: number;
  headline: TextInSeveralLanguages;
  story: TextInSeveralLanguages;
  score?: StoryScore;
}
/**
 * The marks of the story, out of the exam's full marks.
 */
export interface StoryScore {
  /**
   * Marks scored.
   */
  value: number;
  /**
   * Full marks: 300 for JEE Main, 720 for NEET-UG, 500 for CBSE class 10 (best five subjects).
   */
  max: number;
}
/**
 * Achieve's onboarding questionnaire as an rjsf form: the JSON Schema (draft-07) the form renders, its uiSchema and the message key of each field's error. Titles are message keys the app translates; the app fills the subject, state and college choices in.
 */
export interface AchieveQuestionnaire {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  schema: QuestionnaireFormSchema;
  uiSchema: QuestionnaireUISchema;
  fieldErrors: QuestionnaireFieldErrors;
}
/**
 * The JSON Schema (draft-07, as rjsf reads it) of the form's data.
 */
export interface QuestionnaireFormSchema {
  /**
   * The form schema's dialect.
   */
  $schema: 'http://json-schema.org/draft-07/schema#';
  /**
   * An object of answers.
   */
  type: 'object';
  /**
   * The fields a student must answer.
   */
  required: QuestionnaireField[];
  properties: QuestionnaireFormFields;
}
/**
 * Every field of the questionnaire.
 */
export interface QuestionnaireFormFields {
  targetDate: TargetDateField;
  dailyStudyMinutes: DailyStudyMinutesField;
  strongSubjects: QuestionnaireSubjectsField;
  weakSubjects: QuestionnaireSubjectsField;
  targetScore: TargetScoreField;
  homeState: QuestionnaireTextField;
  collegeAim: QuestionnaireTextField;
}
/**
 * The date of the exam the student aims at.
 */
export interface TargetDateField {
  /**
   * A string.
   */
  type: 'string';
  /**
   * A calendar date, YYYY-MM-DD.
   */
  format: 'date';
  title: MessageKey;
}
/**
 * Minutes of study a day; the spec bounds it to 1–365.
 */
export interface DailyStudyMinutesField {
  /**
   * A whole number.
   */
  type: 'integer';
  /**
   * The fewest minutes a day: 1.
   */
  minimum: number;
  /**
   * The most minutes a day: 365.
   */
  maximum: number;
  title: MessageKey;
}
/**
 * A list of subject codes, each at most once; the app adds the exam's subjects to items before rendering.
 */
export interface QuestionnaireSubjectsField {
  /**
   * A list.
   */
  type: 'array';
  title: MessageKey;
  /**
   * Each subject at most once.
   */
  uniqueItems: true;
  items: SubjectEntry;
}
/**
 * Each entry: a subject code (the app adds the choices).
 */
export interface SubjectEntry {
  /**
   * A string.
   */
  type: 'string';
}
/**
 * The marks the student aims at (optional).
 */
export interface TargetScoreField {
  /**
   * A whole number.
   */
  type: 'integer';
  /**
   * The lowest target: 0 marks.
   */
  minimum: number;
  title: MessageKey;
}
/**
 * A field holding one code; the app adds the choices (an enum) before rendering.
 */
export interface QuestionnaireTextField {
  /**
   * A string: the code of one choice.
   */
  type: 'string';
  title: MessageKey;
}
/**
 * rjsf's uiSchema: the order of the fields and each field's widget and help.
 */
export interface QuestionnaireUISchema {
  /**
   * Every field once, in the order the form shows them.
   */
  'ui:order': QuestionnaireField[];
  targetDate?: QuestionnaireFieldUI;
  dailyStudyMinutes?: QuestionnaireFieldUI;
  strongSubjects?: QuestionnaireFieldUI;
  weakSubjects?: QuestionnaireFieldUI;
  targetScore?: QuestionnaireFieldUI;
  homeState?: QuestionnaireFieldUI;
  collegeAim?: QuestionnaireFieldUI;
}
/**
 * How rjsf shows one field.
 */
export interface QuestionnaireFieldUI {
  'ui:widget'?: QuestionnaireWidget;
  'ui:help'?: MessageKey;
}
/**
 * Message key of each field's error (CatalogForm's fieldErrors); a missing required field reads form.error.required.
 */
export interface QuestionnaireFieldErrors {
  targetDate?: MessageKey;
  dailyStudyMinutes?: MessageKey;
  strongSubjects?: MessageKey;
  weakSubjects?: MessageKey;
  targetScore?: MessageKey;
  homeState?: MessageKey;
  collegeAim?: MessageKey;
}
/**
 * One institute brand's classes, enrolled students, live-class batches, schedule and assignments (content/classrooms/<brand id>.json; the organisation is the brand's). Imported at every server start and by abhyas content import: rows are matched by their ids, and times are offsets from the moment of the import, so the demo always has classes on now, later and before.
 */
export interface InstituteClassrooms {
  /**
   * Path of this schema, for editors.
   */
  $schema?: string;
  /**
   * The institute's classes.
   *
   * @minItems 1
   */
  classes: InstituteClass[];
  /**
   * Students the institute enrols, as abhyas students import would: a parent account (its mobile or e-mail verified, so the student signs in by one-time code) and a child profile.
   */
  students?: EnrolledStudent[];
  /**
   * Series of live classes (courses) of a class.
   */
  batches?: LiveClassBatch[];
  /**
   * The schedule: each live class starts a number of minutes after (or, negative, before) the import.
   */
  liveClasses?: TimetabledLiveClass[];
  /**
   * School work set for a class, due a number of days after (or, negative, before) the import.
   */
  assignments?: ClassAssignment[];
}
/**
 * A class of the institute, and the invite code its students may join it with.
 */
export interface InstituteClass {
  id: Code;
  /**
   * The class's name, unique in the organisation.
   */
  name: string;
  exam?: Code;
  /**
   * Codes of the subjects the class covers.
   */
  subjects?: Code[];
  /**
   * An invite code that stays valid (renewed at each import), as students type it: eight characters without the look-alikes 0, O, 1, I and L, shown as ABCD-EFGH (domain/classroom/inviteCode.ts checks it).
   */
  inviteCode?: string;
}
/**
 * One enrolled student. Give a mobile, an e-mail or both (checked as abhyas students import checks a roster row).
 */
export interface EnrolledStudent {
  /**
   * A 10-digit Indian mobile number starting 6-9, without +91.
   */
  mobile?: string;
  /**
   * An e-mail address in lower case.
   */
  email?: string;
  /**
   * At least three letters; letters, spaces and dots.
   */
  firstName: string;
  /**
   * The family name, if any.
   */
  lastName?: string;
  exam: Code;
  locale?: Locale;
  /**
   * Ids of the classes of this document the student is enrolled in.
   */
  classes?: Code[];
}
/**
 * A series of live classes of one class.
 */
export interface LiveClassBatch {
  id: Code;
  class: Code;
  title: TitleInEnglish;
  titleTranslations: TitleTranslations;
  subject?: Code;
}
/**
 * The title in other languages, by language code; Hindi is required.
 */
export interface TitleTranslations {
  /**
   * The title in Hindi.
   */
  hi: string;
  [k: string]: string;
}
/**
 * One scheduled live class of a class (and, when given, of one of its batches).
 */
export interface TimetabledLiveClass {
  id: Code;
  class: Code;
  batch?: Code;
  title: TitleInEnglish;
  titleTranslations: TitleTranslations;
  /**
   * The teacher's name, as students see it.
   */
  teacher?: string;
  subject?: Code;
  /**
   * Minutes from the import to the start; negative for a class that began before.
   */
  startMinutes: number;
  /**
   * Length of the class in whole minutes, at most a school day (LIVE_CLASS_DURATION_MAX_MINUTES).
   */
  durationMinutes: number;
  provider?: Code;
  /**
   * The meeting room's name at the provider; a random name nobody can guess when absent (kept from import to import).
   */
  room?: string;
  /**
   * Where the recording of a past class is watched (https).
   */
  recordingUrl?: string;
  /**
   * Whether the institute called the class off.
   */
  cancelled?: boolean;
}
/**
 * A lesson, book, chapter, practice set or test set for a class, with a due date.
 */
export interface ClassAssignment {
  id: Code;
  class: Code;
  kind: WorkKind;
  /**
   * The content assigned, in the pack, as the kind says.
   */
  ref: string;
  /**
   * What the teacher adds for the students.
   */
  note?: string;
  /**
   * Days from the import to the due time; negative for work already overdue.
   */
  dueDays: number;
  /**
   * Days from the import to when it was set (default -7); before the due time.
   */
  assignedDays?: number;
}

/** The members of keys.schema.json's module, in the schema's order. */
export const MODULE_KEYS = [
  'learn',
  'practice',
  'test',
  'achieve',
  'search',
  'userHome',
  'liveClass',
  'classroom',
  'notifications',
  'helpdesk',
  'subscription',
] as const;

/** The members of keys.schema.json's routeGroup, in the schema's order. */
export const ROUTE_GROUP_KEYS = ['public', 'authenticated', 'profileComplete', 'webView'] as const;

/** The members of keys.schema.json's screen, in the schema's order. */
export const SCREEN_KEYS = [
  'landing',
  'login',
  'ssoLogin',
  'oauthCallback',
  'signup',
  'forgotPassword',
  'accountVerify',
  'resetPassword',
  'blogSignup',
  'studentOnboarding',
  'search',
  'learnSummary',
  'topicSummary',
  'videoSummary',
  'practiceSummary',
  'testSummary',
  'bookToc',
  'bigBookToc',
  'liveClassBookToc',
  'batches',
  'browseProfiles',
  'myClassrooms',
  'editProfile',
  'accountSettings',
  'bookmarks',
  'subscriptions',
  'notifications',
  'achieve',
  'createTest',
  'mockTest',
  'practice',
  'practiceSessionSummary',
  'userHome',
  'watchlist',
  'revisionLists',
  'testsTaken',
  'timeline',
  'assignments',
  'inviteParent',
  'cheatSheet',
  'testWebView',
  'liveClass',
  'subscription',
  'planEnded',
  'subscriptionPayment',
  'subscriptionPaymentStatus',
  'subscriptionUserDetails',
  'subscriptionUserDetailsVerify',
] as const;

/** The members of keys.schema.json's block, in the schema's order. */
export const BLOCK_KEYS = [
  'heroBanner',
  'shelf',
  'text',
  'cards',
  'faq',
  'contact',
  'feedbackForm',
  'articles',
] as const;

/** The members of keys.schema.json's tile, in the schema's order. */
export const TILE_KEYS = [
  'subject',
  'chapter',
  'topic',
  'video',
  'book',
  'learn_chapter',
  'test',
  'create_test',
  'fav_book',
  'assignments',
  'school_test',
  'bookmarks',
  'big_books',
  'progress',
  'cheatsheet',
  'performance',
  'live_class_book',
  'live_class_course',
] as const;

/** The members of keys.schema.json's dataSource, in the schema's order. */
export const DATA_SOURCE_KEYS = [
  'heroBanners',
  'subjects',
  'chapters',
  'topics',
  'continueWatching',
  'videos',
  'books',
  'favouriteBooks',
  'bigBooks',
  'learnChapters',
  'tests',
  'createTest',
  'assignments',
  'schoolTests',
  'bookmarks',
  'progress',
  'cheatsheets',
  'performance',
  'liveClassBooks',
  'liveClassCourses',
] as const;

/** The members of keys.schema.json's exception, in the schema's order. */
export const EXCEPTION_KEYS = [
  'contentDeficiency',
  'contentNotFound',
  'pageNotFound',
  'searchNoResult',
  'network',
  'server',
  'bookmarkNotFound',
  'sessionExpired',
  'tokenExpired',
  'noExam',
  'status204',
  'status500',
  'status502',
  'status503',
  'status504',
  'status507',
  'badRequest',
  'authorisationError',
  'contentExhausted',
  'forbidden',
  'methodNotAllowed',
  'rateLimiting',
  'pageNotPresent',
  'schoolNotFound',
  'generic',
  'crash',
] as const;

/** The members of keys.schema.json's illustration, in the schema's order. */
export const ILLUSTRATION_KEYS = [
  'empty',
  'search',
  'offline',
  'serverError',
  'lock',
  'expired',
  'notFound',
  'crash',
] as const;

/** The members of keys.schema.json's locale, in the schema's order. */
export const LOCALE_KEYS = [
  'en',
  'hi',
  'kn',
  'bn',
  'as',
  'ta',
  'te',
  'or',
  'mr',
  'pa',
  'ml',
  'gu',
] as const;

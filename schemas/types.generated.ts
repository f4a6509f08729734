/* Generated from schemas/*.schema.json by `npm run schemas:types`; do not edit. */

/**
 * Path of this schema, for editors.
 */
export type Schema = string;
/**
 * Lower-case id, equal to the brand's folder name; the brand also answers on <id>.localhost.
 */
export type BrandId = string;
/**
 * Id of the brand whose documents this one starts from; objects are deep-merged and arrays replaced.
 */
export type Extends = string;
/**
 * The brand's name, a proper noun shown as written in every language.
 */
export type Name = string;
/**
 * The organisation every account made on this brand belongs to.
 */
export type OrganisationId = number;
/**
 * A lower-case host name without port.
 */
export type HostName = string;
/**
 * Host names this brand answers on, unique across brands.
 *
 * @minItems 1
 */
export type HostNames = HostName[];
/**
 * Message key of the document title shown in the browser tab and on the landing page.
 */
export type Title = string;
/**
 * Message key of the one-sentence description used on the landing page and in search results.
 */
export type Description = string;
/**
 * E-mail address of the help desk.
 */
export type SupportEMail = string;
/**
 * Phone number of the help desk in international form.
 */
export type SupportPhone = string;
/**
 * The logo with the brand's name, for headers on wide screens.
 */
export type FullLogo = string;
/**
 * The square mark, for narrow screens and the browser tab icon.
 */
export type LogoMark = string;
/**
 * Buttons, links and highlights.
 */
export type PrimaryColour = string;
/**
 * Text on the primary colour.
 */
export type OnPrimaryColour = string;
/**
 * Page background.
 */
export type BackgroundColour = string;
/**
 * Cards, menus and dialogs.
 */
export type SurfaceColour = string;
/**
 * Body text.
 */
export type TextColour = string;
/**
 * Secondary text and borders.
 */
export type MutedColour = string;
/**
 * Badges and secondary highlights.
 */
export type AccentColour = string;
/**
 * Errors and destructive actions.
 */
export type DangerColour = string;
/**
 * Corner radius of cards and buttons, in pixels.
 */
export type CornerRadius = number;
/**
 * The product's name in paths such as /{product}-live-class/…
 */
export type ProductSlug = string;
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
 * Modules switched on for this brand; routes of other modules do not exist here.
 *
 * @minItems 1
 */
export type EnabledModules = Module[];
/**
 * Where a user lands after signing in when no redirect_url is given.
 */
export type DefaultLandingRoute = string;
/**
 * Which landing page signed-out visitors see.
 */
export type LandingVariant = 'default' | 'homework';
/**
 * Length of the free trial in days.
 */
export type TrialDays = number;
/**
 * Whether new accounts can be made on this brand.
 */
export type SignUp = boolean;
/**
 * Sign-up with a mobile number and OTP.
 */
export type MobileSignUp = boolean;
/**
 * Sign-up with an e-mail address and OTP.
 */
export type EMailSignUp = boolean;
/**
 * The chat-help widget, with a guest session for visitors.
 */
export type Chatbot = boolean;
/**
 * The notifications bell and screen.
 */
export type InAppNotifications = boolean;
/**
 * Whether the sign-up form asks for the student's name.
 */
export type NameAskedAtSignUp = boolean;
/**
 * Whether a mobile or e-mail must be verified before content opens.
 */
export type AccountVerification = boolean;
/**
 * Sign-in by a companion app's lr token.
 */
export type SingleSignOn = boolean;
/**
 * The install-the-app banner, in English and Hindi only.
 */
export type SmartBanner = boolean;
/**
 * Whether the projectorMode query parameter may switch to the high-contrast theme.
 */
export type ProjectorMode = boolean;
/**
 * Names this banner: a new id shows the banner again to people who closed the previous one.
 */
export type BannerId = string;
/**
 * Message key of the banner's heading.
 */
export type BannerTitle = string;
/**
 * Message key of the line under the heading.
 */
export type BannerSubtitle = string;
/**
 * Message key of the button's label.
 */
export type ButtonText = string;
/**
 * Where the button leads: the app's store page or install link, as an absolute https address.
 */
export type RedirectAddress = string;
/**
 * Paid plans and paywalls: off, on, or by the user's category (CAT-Z alone enables it).
 */
export type Monetisation = 'off' | 'on' | 'byCategory';
/**
 * Live classes: off, on, or by the user's category (CAT-Z, CAT-L and CAT-R enable it).
 */
export type LiveClass = 'off' | 'on' | 'byCategory';
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
 * Features switched off on this brand.
 */
export type DisabledFeatures = Feature[];
/**
 * Path of this schema, for editors.
 */
export type Schema1 = string;
/**
 * A react-router path: ':name' for a parameter, ':name?' when optional, a final '*' for the rest; {product} is replaced by the brand's product slug.
 */
export type Path = string;
/**
 * Who may open the route; the guards act on it.
 */
export type Group = 'public' | 'authenticated' | 'profileComplete' | 'webView';
/**
 * The module the route belongs to.
 */
export type Module1 = Module | 'core';
/**
 * Registry key of the screen component the route renders.
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
  | 'inviteParent'
  | 'cheatSheet'
  | 'testWebView'
  | 'liveClass'
  | 'subscription';
/**
 * Name of the page document (pages/<name>.json) the route renders.
 */
export type PageDocumentName = string;
/**
 * Whether a signed-in, verified user with a profile is sent on to the landing route instead (entry and sign-in pages).
 */
export type RedirectSignedInUsers = boolean;
/**
 * Whether a signed-in user whose account is not verified may open it.
 */
export type AllowUnverified = boolean;
/**
 * The routes, each path once.
 *
 * @minItems 1
 */
export type Routes = Route[];
/**
 * Path of this schema, for editors.
 */
export type Schema2 = string;
/**
 * Id unique within its menu.
 */
export type ItemId = string;
/**
 * Nesting level of the item, 1 for top-level entries, up to 5.
 */
export type Level = number;
/**
 * Internal name of the item, used in analytics.
 */
export type Name1 = string;
/**
 * Message key of the text shown.
 */
export type DisplayName = string;
/**
 * An internal path of the route table, an absolute https address, or WIP for a placeholder shown without a link.
 */
export type Route1 = InternalPath | string | 'WIP';
/**
 * A path inside the app, starting with '/'; it must match a route of the route table.
 */
export type InternalPath = string;
/**
 * The exam of the goals-and-exams list this entry is about: a page opened with this exam_code shows the entry's sub-menu in the exam-specific header.
 */
export type ExamOfThisEntry = string;
/**
 * Items one level deeper.
 */
export type SubMenu = NavigationItem[];
/**
 * Whether the item is a top-level entry of the header bar.
 */
export type MainMenu = boolean;
/**
 * Whether the item's sub-menu arrow is hidden.
 */
export type HideArrow = boolean;
/**
 * dropdownmain for a top-level drop-down, dropdown for an entry inside one.
 */
export type ItemType = 'dropdownmain' | 'dropdown';
/**
 * Top-level entries of the full navigation, shown when the language is English.
 */
export type PublicNavigation = NavigationItem[];
/**
 * The short navigation shown in every language other than English.
 */
export type AlternativeNavigation = NavigationItem[];
/**
 * Entries of the header a signed-in student sees.
 */
export type SignedInNavigation = NavigationItem[];
/**
 * One of the twelve supported language codes.
 */
export type Locale =
  'en' | 'hi' | 'kn' | 'bn' | 'as' | 'ta' | 'te' | 'or' | 'mr' | 'pa' | 'ml' | 'gu';
/**
 * Languages offered by the language picker, in order.
 *
 * @minItems 1
 */
export type LanguagePicker = Locale[];
/**
 * Path of this schema, for editors.
 */
export type Schema3 = string;
/**
 * Message key of the page's heading and browser tab title.
 */
export type PageTitle = string;
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
 * Always heroBanner.
 */
export type BlockType = 'heroBanner';
/**
 * Id unique within the page.
 */
export type BlockId = string;
/**
 * A product module that a brand can switch on. Routes of a module that is off do not exist on that brand.
 */
export type Module2 =
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
 * Always shelf.
 */
export type BlockType1 = 'shelf';
/**
 * Id unique within the page.
 */
export type BlockId1 = string;
/**
 * Message key of the shelf's heading.
 */
export type ShelfTitle = string;
/**
 * The kind of tile the shelf shows.
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
 * How many tiles one page of the shelf shows; when absent the kind's default applies (subject 6, chapter 4, topic 5, video 5, book 6, learn_chapter 5, test 4, create_test 4, fav_book 6, assignments 4, school_test 5, bookmarks 5, big_books 6, progress 1, cheatsheet 4, performance 1, live_class_book 6, live_class_course 6).
 */
export type TilesPerView = number;
/**
 * The call that fills the shelf.
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
 * A path inside the app, starting with '/'; it must match a route of the route table.
 */
export type InternalPath1 = string;
/**
 * Always text.
 */
export type BlockType2 = 'text';
/**
 * Id unique within the page.
 */
export type BlockId2 = string;
/**
 * English text.
 */
export type InEnglish = string;
/**
 * Hindi text.
 */
export type InHindi = string;
/**
 * Kannada text.
 */
export type InKannada = string;
/**
 * Bengali text.
 */
export type InBengali = string;
/**
 * Assamese text.
 */
export type InAssamese = string;
/**
 * Tamil text.
 */
export type InTamil = string;
/**
 * Telugu text.
 */
export type InTelugu = string;
/**
 * Odia text.
 */
export type InOdia = string;
/**
 * Marathi text.
 */
export type InMarathi = string;
/**
 * Punjabi text.
 */
export type InPunjabi = string;
/**
 * Malayalam text.
 */
export type InMalayalam = string;
/**
 * Gujarati text.
 */
export type InGujarati = string;
/**
 * The paragraphs, in order.
 *
 * @minItems 1
 */
export type SectionParagraphs = TextByLanguage[];
/**
 * Bullet points shown after the paragraphs.
 *
 * @minItems 1
 */
export type BulletPoints = TextByLanguage[];
/**
 * Where the link goes: an internal path of the route table or an absolute https address.
 */
export type LinkTarget = InternalPath;
/**
 * Links shown after the text, e.g. to related pages.
 *
 * @minItems 1
 */
export type SectionLinks = Link[];
/**
 * Always cards.
 */
export type BlockType3 = 'cards';
/**
 * Id unique within the page.
 */
export type BlockId3 = string;
/**
 * Where the card leads: an internal path of the route table or an absolute https address.
 */
export type CardLink = InternalPath;
/**
 * The cards, in order.
 *
 * @minItems 1
 * @maxItems 24
 */
export type Cards = Card[];
/**
 * Always faq.
 */
export type BlockType4 = 'faq';
/**
 * Id unique within the page.
 */
export type BlockId4 = string;
/**
 * The answer, one paragraph each.
 *
 * @minItems 1
 */
export type FAQAnswer = TextByLanguage[];
/**
 * The questions with their answers, in order.
 *
 * @minItems 1
 */
export type FAQEntries = FAQEntry[];
/**
 * Always contact.
 */
export type BlockType5 = 'contact';
/**
 * Id unique within the page.
 */
export type BlockId5 = string;
/**
 * Always feedbackForm.
 */
export type BlockType6 = 'feedbackForm';
/**
 * Id unique within the page.
 */
export type BlockId6 = string;
/**
 * Always articles.
 */
export type BlockType7 = 'articles';
/**
 * Id unique within the page.
 */
export type BlockId7 = string;
/**
 * list: every article's summary; tracks: the summaries grouped by track; article: the one article the id query parameter names.
 */
export type ArticlesView = 'list' | 'tracks' | 'article';
/**
 * The article's id in its address (/article?id=…).
 */
export type ArticleId = string;
/**
 * The day the article was published, as YYYY-MM-DD.
 */
export type PublicationDate = string;
/**
 * The article's text, one paragraph each.
 *
 * @minItems 1
 */
export type ArticleParagraphs = TextByLanguage[];
/**
 * The articles, newest first.
 *
 * @minItems 1
 */
export type ArticleEntries = Article[];
/**
 * The page document whose articles block holds the articles.
 */
export type ArticlesFromPage = string;
/**
 * The blocks, top to bottom.
 *
 * @minItems 1
 */
export type Blocks = Block[];
/**
 * Path of this schema, for editors.
 */
export type Schema4 = string;
/**
 * The illustration shown.
 */
export type Image =
  'empty' | 'search' | 'offline' | 'serverError' | 'lock' | 'expired' | 'notFound' | 'crash';
/**
 * Message key of the heading.
 */
export type Title1 = string;
/**
 * Message key of the explanation.
 */
export type Message = string;
/**
 * navigate goes to the route; reload reloads the page.
 */
export type ActionKind = 'navigate' | 'reload';
/**
 * Message key of the button text.
 */
export type ButtonLabel = string;
/**
 * A path inside the app, starting with '/'; it must match a route of the route table.
 */
export type InternalPath2 = string;
/**
 * Path of this schema, for editors.
 */
export type Schema5 = string;
/**
 * K12, PreUG or PrePG.
 */
export type GoalCode = 'K12' | 'PreUG' | 'PrePG';
/**
 * English text.
 */
export type English = string;
/**
 * Hindi text.
 */
export type Hindi = string;
/**
 * Kannada text.
 */
export type Kannada = string;
/**
 * Bengali text.
 */
export type Bengali = string;
/**
 * Assamese text.
 */
export type Assamese = string;
/**
 * Tamil text.
 */
export type Tamil = string;
/**
 * Telugu text.
 */
export type Telugu = string;
/**
 * Odia text.
 */
export type Odia = string;
/**
 * Marathi text.
 */
export type Marathi = string;
/**
 * Punjabi text.
 */
export type Punjabi = string;
/**
 * Malayalam text.
 */
export type Malayalam = string;
/**
 * Gujarati text.
 */
export type Gujarati = string;
/**
 * Every goal, in the order lists show them.
 *
 * @minItems 1
 */
export type Goals = Goal[];
/**
 * The exam's slug, unique in the pack.
 */
export type ExamCode = string;
/**
 * The goal the exam belongs to.
 */
export type Goal1 = 'K12' | 'PreUG' | 'PrePG';
/**
 * The school class, for school (K12) exams.
 */
export type Grade = number;
/**
 * Every exam, in the order lists show them.
 *
 * @minItems 1
 */
export type Exams = Exam[];
/**
 * Path of this schema, for editors.
 */
export type Schema6 = string;
/**
 * Code of the exam (from goals-exams.json) this syllabus belongs to.
 */
export type Exam1 = string;
/**
 * e.g. physics; the subject badge colour is chosen from it.
 */
export type SubjectCode = string;
/**
 * Unique within the subject.
 */
export type UnitCode = string;
/**
 * Unique within the subject.
 */
export type ChapterCode = string;
/**
 * Unique within the chapter.
 */
export type TopicCode = string;
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode = string;
/**
 * Codes of the concepts (from concepts.json) the topic teaches, the main one first.
 *
 * @minItems 1
 */
export type Concepts = ConceptCode[];
/**
 * The chapter's topics.
 *
 * @minItems 1
 */
export type Topics = Topic[];
/**
 * The unit's chapters.
 *
 * @minItems 1
 */
export type Chapters = Chapter[];
/**
 * The subject's units.
 *
 * @minItems 1
 */
export type Units = Unit[];
/**
 * The exam's subjects.
 *
 * @minItems 1
 */
export type Subjects = Subject[];
/**
 * Path of this schema, for editors.
 */
export type Schema7 = string;
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode1 = string;
/**
 * Code of the subject the concept belongs to.
 */
export type Subject1 = string;
/**
 * Concepts to master first.
 */
export type Prerequisites = ConceptCode[];
/**
 * Every concept of the pack.
 *
 * @minItems 1
 */
export type Concepts2 = Concept[];
/**
 * Path of this schema, for editors.
 */
export type Schema8 = string;
/**
 * Unique in the pack.
 */
export type BookId = string;
/**
 * book (one subject; opens /booktoc), bigBook (a whole exam; opens /bigbooktoc) or liveClassBook (a live-class course; opens /live-class-booktoc).
 */
export type Kind = 'book' | 'bigBook' | 'liveClassBook';
/**
 * Code of the exam the book is for.
 */
export type Exam2 = string;
/**
 * Code of the subject, for single-subject books.
 */
export type Subject2 = string;
/**
 * Who wrote or compiled it, as printed on the cover.
 */
export type Author = string;
/**
 * Cover image.
 */
export type Cover = string;
/**
 * Learn path of a syllabus chapter (goal--exam--subject--unit--chapter).
 */
export type Chapter1 = string;
/**
 * A place in the syllabus: goal--exam--subject--unit--chapter--topic, cut after any level (e.g. PreUG--jee-main--physics--mechanics--kinematics).
 */
export type LearnPath = string;
/**
 * Topics of the chapter in the book's order, by learn path (…--chapter--topic).
 *
 * @minItems 1
 */
export type Sections = LearnPath[];
/**
 * The table of contents, in reading order.
 *
 * @minItems 1
 */
export type Chapters1 = ChapterEntry[];
/**
 * Every book of the pack.
 *
 * @minItems 1
 */
export type Books1 = Book[];
/**
 * Path of this schema, for editors.
 */
export type Schema9 = string;
/**
 * Unique in the pack.
 */
export type VideoId = string;
/**
 * Learn paths of the topics the lesson belongs to (one per exam that teaches it).
 *
 * @minItems 1
 */
export type Topics1 = LearnPath[];
/**
 * Codes of the concepts the lesson teaches, the main one first.
 *
 * @minItems 1
 */
export type Concepts3 = ConceptCode[];
/**
 * Length in seconds, as measured from the file.
 */
export type Length = number;
/**
 * A public video plays for anyone and is never tracked, liked or bookmarked.
 */
export type Public = boolean;
/**
 * 144p file.
 */
export type P = string;
/**
 * 240p file.
 */
export type P1 = string;
/**
 * 360p file.
 */
export type P2 = string;
/**
 * 480p file.
 */
export type P3 = string;
/**
 * 720p file.
 */
export type P4 = string;
/**
 * 1080p file.
 */
export type P5 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile = string;
/**
 * One to three stills; tiles show them in turn (thumb_list).
 *
 * @minItems 1
 * @maxItems 3
 */
export type PosterFrames = MediaFile[];
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile1 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile2 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile3 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile4 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile5 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile6 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile7 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile8 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile9 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile10 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile11 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile12 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile13 = string;
/**
 * Second of the video.
 */
export type At = number;
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode2 = string;
/**
 * Moments where playback pauses and a short practice on a concept is offered.
 */
export type AnnotationPoints = AnnotationPoint[];
/**
 * Every video of the pack.
 *
 * @minItems 1
 */
export type Videos1 = Video[];
/**
 * Path of this schema, for editors.
 */
export type Schema10 = string;
/**
 * Unique in the pack.
 */
export type BannerId1 = string;
/**
 * The module home that shows it.
 */
export type Module3 = 'learn' | 'practice' | 'test';
/**
 * Shown only to profiles of this goal; every goal when absent.
 */
export type Goal2 = 'K12' | 'PreUG' | 'PrePG';
/**
 * Shown only to profiles of this exam; every exam of the goal when absent.
 */
export type Exam3 = string;
/**
 * Path of a file under the content pack's media/ folder, relative to the pack.
 */
export type MediaFile14 = string;
/**
 * Where the banner's button leads: a video of the pack, or a path of the app.
 */
export type Target = Video1 | Path1;
/**
 * Id from videos.json.
 */
export type VideoId1 = string;
/**
 * An app path starting with /.
 */
export type Path2 = string;
/**
 * Every banner of the pack, in display order.
 *
 * @minItems 1
 */
export type Banners = Banner[];
/**
 * Path of this schema, for editors.
 */
export type Schema11 = string;
/**
 * Code of the subject the file holds.
 */
export type Subject3 = string;
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
  | LinkedComprehension
) & {
  type: QuestionType14;
};
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics2 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode3 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints = Hint[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step = FillInStep | YesNoStep;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks = AcceptedAnswers[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs = Step[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check = string;
/**
 * Always SingleChoice.
 */
export type QuestionType = 'SingleChoice';
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId = string;
/**
 * The number the option stands for, when it is one, so the answer check can recompute it.
 */
export type Value = number;
/**
 * The choices, in the order shown.
 *
 * @minItems 2
 * @maxItems 6
 */
export type Options = Option[];
/**
 * Id of the right option.
 */
export type Answer = string;
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode1 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics3 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode4 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts1 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty1 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime1 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags1 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints1 = Hint1[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step1 = FillInStep1 | YesNoStep1;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers1 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks1 = AcceptedAnswers1[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes1 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs1 = Step1[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check1 = string;
/**
 * Always MultipleChoice.
 */
export type QuestionType1 = 'MultipleChoice';
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId1 = string;
/**
 * The number the option stands for, when it is one, so the answer check can recompute it.
 */
export type Value1 = number;
/**
 * The choices, in the order shown.
 *
 * @minItems 3
 * @maxItems 8
 */
export type Options1 = Option1[];
/**
 * Id of the right option.
 */
export type Answer2 = string;
/**
 * Ids of the right options.
 *
 * @minItems 1
 */
export type Answer1 = Answer2[];
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode2 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics4 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode5 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts2 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty2 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime2 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags2 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints2 = Hint2[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step2 = FillInStep2 | YesNoStep2;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers2 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks2 = AcceptedAnswers2[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes2 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs2 = Step2[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check2 = string;
/**
 * Always Integer.
 */
export type QuestionType2 = 'Integer';
/**
 * The right answer.
 */
export type Value2 = number;
/**
 * How far off still counts as right (0: exactly).
 */
export type Tolerance = number;
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode3 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics5 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode6 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts3 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty3 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime3 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags3 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints3 = Hint3[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step3 = FillInStep3 | YesNoStep3;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers3 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks3 = AcceptedAnswers3[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes3 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs3 = Step3[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check3 = string;
/**
 * Always TrueFalse.
 */
export type QuestionType3 = 'TrueFalse';
/**
 * Whether the statement is true.
 */
export type Answer3 = boolean;
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode4 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics6 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode7 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts4 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty4 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime4 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags4 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints4 = Hint4[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step4 = FillInStep4 | YesNoStep4;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers4 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks4 = AcceptedAnswers4[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes4 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs4 = Step4[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check4 = string;
/**
 * Always Assertion.
 */
export type QuestionType4 = 'Assertion';
/**
 * a, b, c or d.
 */
export type Answer4 = 'a' | 'b' | 'c' | 'd';
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode5 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics7 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode8 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts5 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty5 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime5 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags5 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints5 = Hint5[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step5 = FillInStep5 | YesNoStep5;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers5 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks5 = AcceptedAnswers5[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes5 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs5 = Step5[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check5 = string;
/**
 * Always FillInTheBlanks.
 */
export type QuestionType5 = 'FillInTheBlanks';
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers6 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Answer5 = AcceptedAnswers6[];
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode6 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics8 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode9 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts6 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty6 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime6 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags6 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints6 = Hint6[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step6 = FillInStep6 | YesNoStep6;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers7 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks6 = AcceptedAnswers7[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes6 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs6 = Step6[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check6 = string;
/**
 * Always Dropdowns.
 */
export type QuestionType6 = 'Dropdowns';
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId2 = string;
/**
 * The number the option stands for, when it is one, so the answer check can recompute it.
 */
export type Value3 = number;
/**
 * The choices, in the order shown.
 *
 * @minItems 2
 * @maxItems 6
 */
export type Options2 = Option2[];
/**
 * Id of the right option.
 */
export type Answer6 = string;
/**
 * One per blank, in order.
 *
 * @minItems 1
 */
export type DropDowns1 = DropDown[];
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode7 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics9 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode10 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts7 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty7 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime7 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags7 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints7 = Hint7[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step7 = FillInStep7 | YesNoStep7;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers8 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks7 = AcceptedAnswers8[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes7 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs7 = Step7[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check7 = string;
/**
 * Always MatchTheFollowing.
 */
export type QuestionType7 = 'MatchTheFollowing';
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId3 = string;
/**
 * Items to match.
 *
 * @minItems 2
 * @maxItems 6
 */
export type LeftColumn = Item[];
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId4 = string;
/**
 * Items to match them with.
 *
 * @minItems 2
 * @maxItems 8
 */
export type RightColumn = Item1[];
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode8 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics10 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode11 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts8 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty8 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime8 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags8 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints8 = Hint8[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step8 = FillInStep8 | YesNoStep8;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers9 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks8 = AcceptedAnswers9[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes8 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs8 = Step8[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check8 = string;
/**
 * Always MatrixMatch.
 */
export type QuestionType8 = 'MatrixMatch';
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId5 = string;
/**
 * Items to match.
 *
 * @minItems 2
 * @maxItems 6
 */
export type LeftColumn1 = Item2[];
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId6 = string;
/**
 * Items to match them with.
 *
 * @minItems 2
 * @maxItems 8
 */
export type RightColumn1 = Item3[];
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode9 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics11 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode12 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts9 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty9 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime9 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags9 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints9 = Hint9[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step9 = FillInStep9 | YesNoStep9;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers10 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks9 = AcceptedAnswers10[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes9 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs9 = Step9[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check9 = string;
/**
 * Always Sequencing.
 */
export type QuestionType9 = 'Sequencing';
/**
 * A short id, unique within the question: a, b, c…
 */
export type OptionId7 = string;
/**
 * The items.
 *
 * @minItems 3
 * @maxItems 8
 */
export type Items = Item4[];
/**
 * The item ids in the right order.
 *
 * @minItems 3
 */
export type Answer9 = string[];
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode10 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics12 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode13 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts10 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty10 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime10 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags10 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints10 = Hint10[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step10 = FillInStep10 | YesNoStep10;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers11 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks10 = AcceptedAnswers11[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes10 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs10 = Step10[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check10 = string;
/**
 * Always Subjective.
 */
export type QuestionType10 = 'Subjective';
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode11 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics13 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode14 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts11 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty11 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime11 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags11 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints11 = Hint11[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step11 = FillInStep11 | YesNoStep11;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers12 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks11 = AcceptedAnswers12[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes11 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs11 = Step11[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check11 = string;
/**
 * Always CompareNumber.
 */
export type QuestionType11 = 'CompareNumber';
/**
 * <, = or >.
 */
export type Answer10 = '<' | '=' | '>';
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode12 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics14 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode15 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts12 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty12 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime12 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags12 = string[];
/**
 * Hints in the order they are given.
 *
 * @minItems 1
 * @maxItems 3
 */
export type Hints12 = Hint12[];
/**
 * One step of solve-with-us: a sentence with blanks to fill (runs of two or more underscores, one accepted-answers list each), or a yes/no question when it has no blanks.
 */
export type Step12 = FillInStep12 | YesNoStep12;
/**
 * Every spelling that counts as right (compared ignoring case and extra spaces); numbers are compared as numbers.
 *
 * @minItems 1
 */
export type AcceptedAnswers13 = string[];
/**
 * Accepted answers of each blank, in order.
 *
 * @minItems 1
 */
export type Blanks12 = AcceptedAnswers13[];
/**
 * True when yes is right.
 */
export type RightAnswerIsYes12 = boolean;
/**
 * The solution as small steps the student takes one at a time.
 *
 * @minItems 2
 * @maxItems 8
 */
export type SolveWithUs12 = Step12[];
/**
 * An arithmetic expression (numbers, + − × ÷ ^, sqrt, sin/cos/tan in degrees with 'deg', pi, log10, ln) whose value must equal the answer (for CompareNumber: left minus right, whose sign gives the answer): the answer-key check recomputes it.
 */
export type Check12 = string;
/**
 * Always NumberLine.
 */
export type QuestionType12 = 'NumberLine';
/**
 * Left end.
 */
export type From = number;
/**
 * Right end.
 */
export type To = number;
/**
 * Distance between ticks (the student's mark snaps to them).
 */
export type Step13 = number;
/**
 * The right answer.
 */
export type Value4 = number;
/**
 * How far off still counts as right (0: exactly).
 */
export type Tolerance1 = number;
/**
 * Unique in the pack, e.g. phy-kin-0001.
 */
export type QuestionCode13 = string;
/**
 * Learn paths of the topics the question belongs to (one per exam that asks it).
 *
 * @minItems 1
 */
export type Topics15 = LearnPath[];
/**
 * A concept's code: subject prefix, a dot, then a slug, e.g. phy.newtons-second-law.
 */
export type ConceptCode16 = string;
/**
 * Concepts it also needs.
 */
export type SecondaryConcepts13 = ConceptCode[];
/**
 * 1 (easy) to 5 (hardest).
 */
export type Difficulty13 = number;
/**
 * Seconds a well-prepared student needs.
 */
export type IdealTime13 = number;
/**
 * Short labels shown with the question (two at most are shown).
 *
 * @maxItems 4
 */
export type Tags13 = string[];
/**
 * Always LinkedComprehension.
 */
export type QuestionType13 = 'LinkedComprehension';
/**
 * A question about the passage.
 */
export type Part = SingleChoice | MultipleChoice | NumericalAnswer | TrueOrFalse;
/**
 * The questions about the passage (their own codes, types and answers).
 *
 * @minItems 2
 * @maxItems 5
 */
export type Parts = Part[];
/**
 * Which kind of question: SingleChoice, MultipleChoice, Integer, TrueFalse, Assertion, FillInTheBlanks, Dropdowns, MatchTheFollowing, MatrixMatch, Sequencing, Subjective, CompareNumber, NumberLine or LinkedComprehension.
 */
export type QuestionType14 = string;
/**
 * The questions.
 *
 * @minItems 1
 */
export type Questions1 = Question[];
/**
 * Path of this schema, for editors.
 */
export type Schema12 = string;
/**
 * Code of the exam every test of the file prepares for.
 */
export type Exam4 = string;
/**
 * The test's code: a slug, or for a chapter-wise test the chapter's learn path (five or more parts).
 */
export type TestCode = string;
/**
 * mock_test for a full paper, chapterwise_test for one chapter.
 */
export type Type = 'mock_test' | 'chapterwise_test';
/**
 * The paragraphs shown before the test starts.
 *
 * @minItems 1
 */
export type Instructions = TextInSeveralLanguages[];
/**
 * Raised whenever the paper changes; sessions keep the version they started on.
 */
export type Version = number;
/**
 * Time for the whole test, in seconds (with section locking: the sum of the sections' times).
 */
export type Duration = number;
/**
 * Seconds before the end at which the runner warns that the test will be submitted.
 */
export type AutoSubmitAlert = number;
/**
 * One of the runner's styles; an unknown one shows the dark default.
 */
export type LookOfTheRunner = string;
/**
 * How many orders of the questions (within each section) students are spread over.
 */
export type PaperSets = number;
/**
 * Sections are taken one after another, each in its own time; a finished section cannot be opened again.
 */
export type SectionLocking = boolean;
/**
 * A password the student must give to start (shared by the teacher or institute).
 */
export type Password = string;
/**
 * The test shows on the test home from then.
 */
export type VisibleFrom = string;
/**
 * Students can start from then.
 */
export type OpensAt = string;
/**
 * No new attempt can start from then.
 */
export type LocksAt = string;
/**
 * Every attempt still open is submitted then.
 */
export type EndsAt = string;
/**
 * The answer key is shown from then.
 */
export type AnswerKeyAt = string;
/**
 * Worked solutions are shown from then.
 */
export type SolutionsAt = string;
/**
 * Marks for a right answer.
 */
export type Right = number;
/**
 * Marks for a wrong answer (negative for negative marking).
 */
export type Wrong = number;
/**
 * Marks for a question left unanswered.
 */
export type Unanswered = number;
/**
 * The section's code within the test.
 */
export type Code = string;
/**
 * Code of the subject the section examines.
 */
export type Subject4 = string;
/**
 * Name of the test's marking scheme the section is marked by.
 */
export type MarkingScheme1 = string;
/**
 * Time for the section, in seconds (required when the test locks sections).
 */
export type SectionTime = number;
/**
 * At most this many questions of the section may be answered (e.g. any 5 of 10); more are refused.
 */
export type AnswersThatCount = number;
/**
 * Codes of the bank's questions, in the paper's order.
 *
 * @minItems 1
 */
export type Questions2 = string[];
/**
 * The paper's sections, in order.
 *
 * @minItems 1
 */
export type Sections1 = Section[];
/**
 * The tests, in the order the test home lists them.
 *
 * @minItems 1
 */
export type Tests1 = Test[];
/**
 * The module a route belongs to; 'core' routes (shell, accounts, public and info pages) exist on every brand.
 */
export type RouteModule = Module | 'core';
/**
 * Who may open a route: 'public' (anyone), 'authenticated' (signed in), 'profileComplete' (signed in, verified, with a current profile) or 'webView' (pages opened by the Android and iOS apps, never redirected).
 */
export type RouteGroup = 'public' | 'authenticated' | 'profileComplete' | 'webView';
/**
 * A registry key of a whole-page component that a route can render.
 */
export type Screen1 =
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
  | 'inviteParent'
  | 'cheatSheet'
  | 'testWebView'
  | 'liveClass'
  | 'subscription';
/**
 * A registry key of a block that a page document can hold.
 */
export type BlockKey =
  'heroBanner' | 'shelf' | 'text' | 'cards' | 'faq' | 'contact' | 'feedbackForm' | 'articles';
/**
 * A registry key of a tile that a shelf shows.
 */
export type TileKind1 =
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
export type DataSource1 =
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
/**
 * A built-in picture shown on an exception page.
 */
export type Illustration =
  'empty' | 'search' | 'offline' | 'serverError' | 'lock' | 'expired' | 'notFound' | 'crash';

export interface AuthoredDocuments {
  brand?: Brand;
  routes?: RouteTable;
  navigation?: Navigation;
  page?: PageDocument;
  exceptions?: ExceptionPages;
  'content-goals-exams'?: GoalsAndExams;
  'content-syllabus'?: SyllabusOfOneExam;
  'content-concepts'?: Concepts1;
  'content-books'?: Books;
  'content-videos'?: Videos;
  'content-banners'?: HeroBanners;
  'content-questions'?: Questions;
  'content-mock-tests'?: Tests;
  module?: Module;
  routeModule?: RouteModule;
  routeGroup?: RouteGroup;
  screen?: Screen1;
  block?: BlockKey;
  tile?: TileKind1;
  dataSource?: DataSource1;
  exception?: ExceptionKind;
  illustration?: Illustration;
  locale?: Locale;
}
/**
 * One flavour of the product, chosen by host name: its identity, look, switches and modules.
 */
export interface Brand {
  $schema?: Schema;
  id: BrandId;
  extends?: Extends;
  name: Name;
  organisationId: OrganisationId;
  hosts: HostNames;
  title: Title;
  description: Description;
  support: SupportContact;
  logos: Logos;
  theme: ThemeTokens;
  productSlug: ProductSlug;
  modules: EnabledModules;
  defaultRoute: DefaultLandingRoute;
  landingVariant: LandingVariant;
  trialDays: TrialDays;
  switches: Switches;
  appBanner?: AppBanner;
  monetisation: Monetisation;
  liveClass: LiveClass;
  disabledFeatures: DisabledFeatures;
}
/**
 * Where students and parents get help.
 */
export interface SupportContact {
  email: SupportEMail;
  phone?: SupportPhone;
}
/**
 * Image files, relative to the folder of the document that names them.
 */
export interface Logos {
  full: FullLogo;
  mark: LogoMark;
}
/**
 * Design tokens turned into CSS variables.
 */
export interface ThemeTokens {
  colors: Colours;
  radius: CornerRadius;
}
/**
 * Colours of the interface.
 */
export interface Colours {
  primary: PrimaryColour;
  onPrimary: OnPrimaryColour;
  background: BackgroundColour;
  surface: SurfaceColour;
  text: TextColour;
  muted: MutedColour;
  accent: AccentColour;
  danger: DangerColour;
}
/**
 * Product behaviours a brand turns on or off.
 */
export interface Switches {
  signUp: SignUp;
  mobileSignUp: MobileSignUp;
  emailSignUp: EMailSignUp;
  chatbot: Chatbot;
  inAppNotifications: InAppNotifications;
  askNameAtSignUp: NameAskedAtSignUp;
  accountVerification: AccountVerification;
  sso: SingleSignOn;
  smartBanner: SmartBanner;
  projectorMode: ProjectorMode;
}
/**
 * The install-the-app banner shown while the smartBanner switch is on, in English and Hindi only, until the person closes it.
 */
export interface AppBanner {
  id: BannerId;
  title: BannerTitle;
  subtitle: BannerSubtitle;
  buttonText: ButtonText;
  redirectUrl: RedirectAddress;
}
/**
 * Every path of the app, who may open it, the module it belongs to and what it renders.
 */
export interface RouteTable {
  $schema?: Schema1;
  routes: Routes;
}
/**
 * One path of the app.
 */
export interface Route {
  path: Path;
  group: Group;
  module: Module1;
  screen?: Screen;
  page?: PageDocumentName;
  redirectSignedIn?: RedirectSignedInUsers;
  allowUnverified?: AllowUnverified;
}
/**
 * The brand's menus: the public top navigation (English), the alternative navigation (other languages) and the signed-in header.
 */
export interface Navigation {
  $schema?: Schema2;
  public: PublicNavigation;
  alternative: AlternativeNavigation;
  signedIn: SignedInNavigation;
  languages: LanguagePicker;
}
/**
 * One entry; its sub-menu nests it one level deeper, down to level 5.
 */
export interface NavigationItem {
  id: ItemId;
  listNumber: Level;
  name: Name1;
  displayName: DisplayName;
  route?: Route1;
  examCode?: ExamOfThisEntry;
  subMenu?: SubMenu;
  mainMenu?: MainMenu;
  hideArrow?: HideArrow;
  type: ItemType;
}
/**
 * A screen built from blocks: hero banners and shelves of tiles on module homes; text sections, cards, questions and answers, contact details, the feedback form and articles on public and info pages.
 */
export interface PageDocument {
  $schema?: Schema3;
  title: PageTitle;
  blocks: Blocks;
}
/**
 * The rotating banner at the top of a module home.
 */
export interface HeroBanner {
  type: BlockType;
  id: BlockId;
  module: Module2;
}
/**
 * A row of tiles of one kind, paged by tiles per view.
 */
export interface Shelf {
  type: BlockType1;
  id: BlockId1;
  title: ShelfTitle;
  tile: TileKind;
  tilesPerView?: TilesPerView;
  source: DataSource;
  seeAll?: InternalPath1;
}
/**
 * A section of running text: an optional heading, paragraphs, then optional bullet points and links.
 */
export interface TextSection {
  type: BlockType2;
  id: BlockId2;
  heading?: BlockHeading;
  paragraphs: SectionParagraphs;
  points?: BulletPoints;
  links?: SectionLinks;
}
/**
 * The block's heading; without one the block continues the section above it.
 */
export interface BlockHeading {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * A link: where it goes and what it says.
 */
export interface Link {
  to: LinkTarget;
  label: TextByLanguage1;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage1 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * A grid of cards, each a title and a short text (features, outcomes, stories, schools, notices).
 */
export interface CardList {
  type: BlockType3;
  id: BlockId3;
  heading?: TextByLanguage2;
  intro?: TextByLanguage3;
  items: Cards;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage2 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage3 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * One card.
 */
export interface Card {
  title: TextByLanguage4;
  text: TextByLanguage5;
  meta?: TextByLanguage6;
  link?: CardLink;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage4 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage5 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage6 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * Questions that open to show their answers.
 */
export interface QuestionsAndAnswers {
  type: BlockType4;
  id: BlockId4;
  heading?: TextByLanguage7;
  items: FAQEntries;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage7 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * A question and its answer.
 */
export interface FAQEntry {
  question: TextByLanguage8;
  answer: FAQAnswer;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage8 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The brand's support e-mail address and phone number (from brand.json), with a note on when and how to write.
 */
export interface ContactDetails {
  type: BlockType5;
  id: BlockId5;
  heading?: TextByLanguage9;
  note?: TextByLanguage10;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage9 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage10 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The feedback form: a category, a message and, for visitors, an e-mail address for the reply; it stores the feedback on the server.
 */
export interface FeedbackForm {
  type: BlockType6;
  id: BlockId6;
  heading?: TextByLanguage11;
  intro?: TextByLanguage12;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage11 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage12 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * Articles, shown as a list of summaries, grouped by track, or one article picked by the id query parameter. The articles are written here (items) or read from the articles block of another page (from).
 */
export interface Articles {
  type: BlockType7;
  id: BlockId7;
  view: ArticlesView;
  items?: ArticleEntries;
  from?: ArticlesFromPage;
}
/**
 * One article.
 */
export interface Article {
  id: ArticleId;
  track: TextByLanguage13;
  date: PublicationDate;
  title: TextByLanguage14;
  summary: TextByLanguage15;
  paragraphs: ArticleParagraphs;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage13 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage14 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English. {brand} stands for the brand's name and {email} for its support e-mail address.
 */
export interface TextByLanguage15 {
  en: InEnglish;
  hi: InHindi;
  kn?: InKannada;
  bn?: InBengali;
  as?: InAssamese;
  ta?: InTamil;
  te?: InTelugu;
  or?: InOdia;
  mr?: InMarathi;
  pa?: InPunjabi;
  ml?: InMalayalam;
  gu?: InGujarati;
}
/**
 * The image-and-text pages shown for errors and empty states, one per kind.
 */
export interface ExceptionPages {
  $schema?: Schema4;
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
  image: Image;
  title: Title1;
  message: Message;
  action?: Action;
}
/**
 * The page's button: go to a route, or reload the page.
 */
export interface Action {
  kind: ActionKind;
  label: ButtonLabel;
  route?: InternalPath2;
}
/**
 * The goals and the exams under them: the list a profile's goal and exam are chosen from.
 */
export interface GoalsAndExams {
  $schema?: Schema5;
  goals: Goals;
  exams: Exams;
}
/**
 * A goal and its name.
 */
export interface Goal {
  code: GoalCode;
  name: Name2;
}
/**
 * The goal's name.
 */
export interface Name2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An exam under a goal.
 */
export interface Exam {
  code: ExamCode;
  goal: Goal1;
  grade?: Grade;
  name: Name3;
}
/**
 * The exam's name.
 */
export interface Name3 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The exam's subjects, units, chapters and topics, in teaching order. Learn-path names are built from the codes: goal--exam--subject--unit--chapter--topic.
 */
export interface SyllabusOfOneExam {
  $schema?: Schema6;
  exam: Exam1;
  subjects: Subjects;
}
/**
 * A subject of the exam.
 */
export interface Subject {
  code: SubjectCode;
  name: Name4;
  units: Units;
}
/**
 * The subject's name.
 */
export interface Name4 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A group of chapters.
 */
export interface Unit {
  code: UnitCode;
  name: Name5;
  chapters: Chapters;
}
/**
 * The unit's name.
 */
export interface Name5 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A chapter: the level practice and chapter-wise tests work at.
 */
export interface Chapter {
  code: ChapterCode;
  name: Name6;
  summary: Summary;
  topics: Topics;
}
/**
 * The chapter's name.
 */
export interface Name6 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Two or three sentences on what the chapter covers, shown on its summary page.
 */
export interface Summary {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The narrowest level: lessons attach here.
 */
export interface Topic {
  code: TopicCode;
  name: Name7;
  summary: Summary1;
  concepts: Concepts;
}
/**
 * The topic's name.
 */
export interface Name7 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One or two sentences on the topic, shown on its summary page.
 */
export interface Summary1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The ideas a student masters; topics teach them and questions test them. One concept can serve several exams.
 */
export interface Concepts1 {
  $schema?: Schema7;
  concepts: Concepts2;
}
/**
 * One concept.
 */
export interface Concept {
  code: ConceptCode1;
  subject: Subject1;
  name: Name8;
  prerequisites?: Prerequisites;
}
/**
 * The concept's name.
 */
export interface Name8 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Books with their tables of contents. Each entry of a table of contents points at a chapter or topic of a syllabus, so its lessons and practice follow from the syllabus.
 */
export interface Books {
  $schema?: Schema8;
  books: Books1;
}
/**
 * A book: a textbook of one subject, a big book spanning an exam, or the book of a live-class course.
 */
export interface Book {
  id: BookId;
  kind: Kind;
  exam: Exam2;
  subject?: Subject2;
  title: Title2;
  author: Author;
  description: Description1;
  cover: Cover;
  chapters: Chapters1;
}
/**
 * The book's title.
 */
export interface Title2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One or two sentences on the book.
 */
export interface Description1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A chapter of the book and the topics it covers.
 */
export interface ChapterEntry {
  learnPath: Chapter1;
  title?: Title3;
  sections: Sections;
}
/**
 * The book's own chapter title, when it differs from the syllabus name.
 */
export interface Title3 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Lesson videos with their renditions, poster frames, subtitles and annotation points. Written by the lesson-video script from content/lessons/.
 */
export interface Videos {
  $schema?: Schema9;
  videos: Videos1;
}
/**
 * One lesson video.
 */
export interface Video {
  id: VideoId;
  title: Title4;
  description: Description2;
  learnPaths: Topics1;
  concepts: Concepts3;
  durationSeconds: Length;
  public: Public;
  renditions: Renditions;
  thumbs: PosterFrames;
  trailer?: MediaFile1;
  subtitles: Subtitles;
  annotations: AnnotationPoints;
}
/**
 * The lesson's title.
 */
export interface Title4 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * What the lesson teaches, in a sentence or two.
 */
export interface Description2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Files by quality; at least two, so low quality can be chosen on small screens.
 */
export interface Renditions {
  '144p'?: P;
  '240p'?: P1;
  '360p'?: P2;
  '480p'?: P3;
  '720p'?: P4;
  '1080p'?: P5;
}
/**
 * WebVTT files by language; English and Hindi at least.
 */
export interface Subtitles {
  en: MediaFile2;
  hi: MediaFile3;
  kn?: MediaFile4;
  bn?: MediaFile5;
  as?: MediaFile6;
  ta?: MediaFile7;
  te?: MediaFile8;
  or?: MediaFile9;
  mr?: MediaFile10;
  pa?: MediaFile11;
  ml?: MediaFile12;
  gu?: MediaFile13;
}
/**
 * A moment and the concept to practise.
 */
export interface AnnotationPoint {
  at: At;
  concept: ConceptCode2;
}
/**
 * Banners at the top of the module homes, chosen by module, goal and exam.
 */
export interface HeroBanners {
  $schema?: Schema10;
  banners: Banners;
}
/**
 * One banner.
 */
export interface Banner {
  id: BannerId1;
  module: Module3;
  goal?: Goal2;
  exam?: Exam3;
  title: Title5;
  subtitle: Subtitle;
  image: MediaFile14;
  target: Target;
}
/**
 * The headline.
 */
export interface Title5 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A line under the headline.
 */
export interface Subtitle {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Plays a video of the pack.
 */
export interface Video1 {
  video: VideoId1;
}
/**
 * Opens a path of the app.
 */
export interface Path1 {
  path: Path2;
}
/**
 * Practice and test questions of one subject: each with its type, answer, explanation, hints, ideal time, concepts and difficulty.
 */
export interface Questions {
  $schema?: Schema11;
  subject: Subject3;
  questions: Questions1;
}
/**
 * One right option.
 */
export interface SingleChoice {
  code: QuestionCode;
  learnPaths: Topics2;
  primaryConcept: ConceptCode3;
  secondaryConcepts?: SecondaryConcepts;
  difficulty: Difficulty;
  idealTimeSeconds: IdealTime;
  tags?: Tags;
  body: Body;
  explanation: Explanation;
  hints: Hints;
  solveWithUs?: SolveWithUs;
  verify?: Check;
  type: QuestionType;
  options: Options;
  answer: Answer;
}
/**
 * The question; formulas in $…$.
 */
export interface Body {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep {
  text: Text;
  fibs: Blanks;
}
/**
 * The step, with its blanks.
 */
export interface Text {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep {
  text: Text1;
  yes: RightAnswerIsYes;
}
/**
 * The yes/no question.
 */
export interface Text1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A choice the student can pick.
 */
export interface Option {
  id: OptionId;
  text: Text2;
  value?: Value;
}
/**
 * The option's text; formulas in $…$ (KaTeX).
 */
export interface Text2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One or more right options; all and only those count.
 */
export interface MultipleChoice {
  code: QuestionCode1;
  learnPaths: Topics3;
  primaryConcept: ConceptCode4;
  secondaryConcepts?: SecondaryConcepts1;
  difficulty: Difficulty1;
  idealTimeSeconds: IdealTime1;
  tags?: Tags1;
  body: Body1;
  explanation: Explanation1;
  hints: Hints1;
  solveWithUs?: SolveWithUs1;
  verify?: Check1;
  type: QuestionType1;
  options: Options1;
  answer: Answer1;
}
/**
 * The question; formulas in $…$.
 */
export interface Body1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep1 {
  text: Text3;
  fibs: Blanks1;
}
/**
 * The step, with its blanks.
 */
export interface Text3 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep1 {
  text: Text4;
  yes: RightAnswerIsYes1;
}
/**
 * The yes/no question.
 */
export interface Text4 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A choice the student can pick.
 */
export interface Option1 {
  id: OptionId1;
  text: Text5;
  value?: Value1;
}
/**
 * The option's text; formulas in $…$ (KaTeX).
 */
export interface Text5 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A number typed on a keypad.
 */
export interface NumericalAnswer {
  code: QuestionCode2;
  learnPaths: Topics4;
  primaryConcept: ConceptCode5;
  secondaryConcepts?: SecondaryConcepts2;
  difficulty: Difficulty2;
  idealTimeSeconds: IdealTime2;
  tags?: Tags2;
  body: Body2;
  explanation: Explanation2;
  hints: Hints2;
  solveWithUs?: SolveWithUs2;
  verify?: Check2;
  type: QuestionType2;
  answer: NumericAnswer;
}
/**
 * The question; formulas in $…$.
 */
export interface Body2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint2 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep2 {
  text: Text6;
  fibs: Blanks2;
}
/**
 * The step, with its blanks.
 */
export interface Text6 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep2 {
  text: Text7;
  yes: RightAnswerIsYes2;
}
/**
 * The yes/no question.
 */
export interface Text7 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A number, right within a tolerance.
 */
export interface NumericAnswer {
  value: Value2;
  tolerance?: Tolerance;
}
/**
 * A statement that is true or false.
 */
export interface TrueOrFalse {
  code: QuestionCode3;
  learnPaths: Topics5;
  primaryConcept: ConceptCode6;
  secondaryConcepts?: SecondaryConcepts3;
  difficulty: Difficulty3;
  idealTimeSeconds: IdealTime3;
  tags?: Tags3;
  body: Body3;
  explanation: Explanation3;
  hints: Hints3;
  solveWithUs?: SolveWithUs3;
  verify?: Check3;
  type: QuestionType3;
  answer: Answer3;
}
/**
 * The question; formulas in $…$.
 */
export interface Body3 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation3 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint3 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep3 {
  text: Text8;
  fibs: Blanks3;
}
/**
 * The step, with its blanks.
 */
export interface Text8 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep3 {
  text: Text9;
  yes: RightAnswerIsYes3;
}
/**
 * The yes/no question.
 */
export interface Text9 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An assertion (A) and a reason (R); the four standard choices: a) both true and R explains A, b) both true and R does not explain A, c) A true, R false, d) A false, R true.
 */
export interface AssertionAndReason {
  code: QuestionCode4;
  learnPaths: Topics6;
  primaryConcept: ConceptCode7;
  secondaryConcepts?: SecondaryConcepts4;
  difficulty: Difficulty4;
  idealTimeSeconds: IdealTime4;
  tags?: Tags4;
  body: Body4;
  explanation: Explanation4;
  hints: Hints4;
  solveWithUs?: SolveWithUs4;
  verify?: Check4;
  type: QuestionType4;
  assertion: Assertion;
  reason: Reason;
  answer: Answer4;
}
/**
 * The question; formulas in $…$.
 */
export interface Body4 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation4 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint4 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep4 {
  text: Text10;
  fibs: Blanks4;
}
/**
 * The step, with its blanks.
 */
export interface Text10 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep4 {
  text: Text11;
  yes: RightAnswerIsYes4;
}
/**
 * The yes/no question.
 */
export interface Text11 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A.
 */
export interface Assertion {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * R.
 */
export interface Reason {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The body has blanks: runs of two or more underscores.
 */
export interface FillInTheBlanks {
  code: QuestionCode5;
  learnPaths: Topics7;
  primaryConcept: ConceptCode8;
  secondaryConcepts?: SecondaryConcepts5;
  difficulty: Difficulty5;
  idealTimeSeconds: IdealTime5;
  tags?: Tags5;
  body: Body5;
  explanation: Explanation5;
  hints: Hints5;
  solveWithUs?: SolveWithUs5;
  verify?: Check5;
  type: QuestionType5;
  answer: Answer5;
}
/**
 * The question; formulas in $…$.
 */
export interface Body5 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation5 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint5 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep5 {
  text: Text12;
  fibs: Blanks5;
}
/**
 * The step, with its blanks.
 */
export interface Text12 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep5 {
  text: Text13;
  yes: RightAnswerIsYes5;
}
/**
 * The yes/no question.
 */
export interface Text13 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The body has blanks (runs of two or more underscores); each blank is a drop-down with its own options.
 */
export interface DropDowns {
  code: QuestionCode6;
  learnPaths: Topics8;
  primaryConcept: ConceptCode9;
  secondaryConcepts?: SecondaryConcepts6;
  difficulty: Difficulty6;
  idealTimeSeconds: IdealTime6;
  tags?: Tags6;
  body: Body6;
  explanation: Explanation6;
  hints: Hints6;
  solveWithUs?: SolveWithUs6;
  verify?: Check6;
  type: QuestionType6;
  blanks: DropDowns1;
}
/**
 * The question; formulas in $…$.
 */
export interface Body6 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation6 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint6 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep6 {
  text: Text14;
  fibs: Blanks6;
}
/**
 * The step, with its blanks.
 */
export interface Text14 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep6 {
  text: Text15;
  yes: RightAnswerIsYes6;
}
/**
 * The yes/no question.
 */
export interface Text15 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The options of one blank and the right one.
 */
export interface DropDown {
  options: Options2;
  answer: Answer6;
}
/**
 * A choice the student can pick.
 */
export interface Option2 {
  id: OptionId2;
  text: Text16;
  value?: Value3;
}
/**
 * The option's text; formulas in $…$ (KaTeX).
 */
export interface Text16 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Each item on the left matches exactly one on the right.
 */
export interface MatchTheFollowing {
  code: QuestionCode7;
  learnPaths: Topics9;
  primaryConcept: ConceptCode10;
  secondaryConcepts?: SecondaryConcepts7;
  difficulty: Difficulty7;
  idealTimeSeconds: IdealTime7;
  tags?: Tags7;
  body: Body7;
  explanation: Explanation7;
  hints: Hints7;
  solveWithUs?: SolveWithUs7;
  verify?: Check7;
  type: QuestionType7;
  left: LeftColumn;
  right: RightColumn;
  answer: Answer7;
}
/**
 * The question; formulas in $…$.
 */
export interface Body7 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation7 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint7 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep7 {
  text: Text17;
  fibs: Blanks7;
}
/**
 * The step, with its blanks.
 */
export interface Text17 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep7 {
  text: Text18;
  yes: RightAnswerIsYes7;
}
/**
 * The yes/no question.
 */
export interface Text18 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An item to match or order.
 */
export interface Item {
  id: OptionId3;
  text: Text19;
}
/**
 * The item's text.
 */
export interface Text19 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An item to match or order.
 */
export interface Item1 {
  id: OptionId4;
  text: Text20;
}
/**
 * The item's text.
 */
export interface Text20 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The right item's id for each left item's id.
 */
export interface Answer7 {
  [k: string]: string;
}
/**
 * Each item on the left matches one or more on the right.
 */
export interface MatrixMatch {
  code: QuestionCode8;
  learnPaths: Topics10;
  primaryConcept: ConceptCode11;
  secondaryConcepts?: SecondaryConcepts8;
  difficulty: Difficulty8;
  idealTimeSeconds: IdealTime8;
  tags?: Tags8;
  body: Body8;
  explanation: Explanation8;
  hints: Hints8;
  solveWithUs?: SolveWithUs8;
  verify?: Check8;
  type: QuestionType8;
  left: LeftColumn1;
  right: RightColumn1;
  answer: Answer8;
}
/**
 * The question; formulas in $…$.
 */
export interface Body8 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation8 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint8 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep8 {
  text: Text21;
  fibs: Blanks8;
}
/**
 * The step, with its blanks.
 */
export interface Text21 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep8 {
  text: Text22;
  yes: RightAnswerIsYes8;
}
/**
 * The yes/no question.
 */
export interface Text22 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An item to match or order.
 */
export interface Item2 {
  id: OptionId5;
  text: Text23;
}
/**
 * The item's text.
 */
export interface Text23 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An item to match or order.
 */
export interface Item3 {
  id: OptionId6;
  text: Text24;
}
/**
 * The item's text.
 */
export interface Text24 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The right items' ids for each left item's id.
 */
export interface Answer8 {
  /**
   * @minItems 1
   */
  [k: string]: string[];
}
/**
 * Put the items in order.
 */
export interface Sequencing {
  code: QuestionCode9;
  learnPaths: Topics11;
  primaryConcept: ConceptCode12;
  secondaryConcepts?: SecondaryConcepts9;
  difficulty: Difficulty9;
  idealTimeSeconds: IdealTime9;
  tags?: Tags9;
  body: Body9;
  explanation: Explanation9;
  hints: Hints9;
  solveWithUs?: SolveWithUs9;
  verify?: Check9;
  type: QuestionType9;
  items: Items;
  answer: Answer9;
}
/**
 * The question; formulas in $…$.
 */
export interface Body9 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation9 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint9 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep9 {
  text: Text25;
  fibs: Blanks9;
}
/**
 * The step, with its blanks.
 */
export interface Text25 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep9 {
  text: Text26;
  yes: RightAnswerIsYes9;
}
/**
 * The yes/no question.
 */
export interface Text26 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * An item to match or order.
 */
export interface Item4 {
  id: OptionId7;
  text: Text27;
}
/**
 * The item's text.
 */
export interface Text27 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A written answer the student checks against an ideal answer.
 */
export interface Subjective {
  code: QuestionCode10;
  learnPaths: Topics12;
  primaryConcept: ConceptCode13;
  secondaryConcepts?: SecondaryConcepts10;
  difficulty: Difficulty10;
  idealTimeSeconds: IdealTime10;
  tags?: Tags10;
  body: Body10;
  explanation: Explanation10;
  hints: Hints10;
  solveWithUs?: SolveWithUs10;
  verify?: Check10;
  type: QuestionType10;
  idealAnswer: IdealAnswer;
}
/**
 * The question; formulas in $…$.
 */
export interface Body10 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation10 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint10 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep10 {
  text: Text28;
  fibs: Blanks10;
}
/**
 * The step, with its blanks.
 */
export interface Text28 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep10 {
  text: Text29;
  yes: RightAnswerIsYes10;
}
/**
 * The yes/no question.
 */
export interface Text29 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * What a full-marks answer says.
 */
export interface IdealAnswer {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Which is greater: the left or the right quantity, or are they equal?
 */
export interface CompareNumbers {
  code: QuestionCode11;
  learnPaths: Topics13;
  primaryConcept: ConceptCode14;
  secondaryConcepts?: SecondaryConcepts11;
  difficulty: Difficulty11;
  idealTimeSeconds: IdealTime11;
  tags?: Tags11;
  body: Body11;
  explanation: Explanation11;
  hints: Hints11;
  solveWithUs?: SolveWithUs11;
  verify?: Check11;
  type: QuestionType11;
  leftValue: LeftQuantity;
  rightValue: RightQuantity;
  answer: Answer10;
}
/**
 * The question; formulas in $…$.
 */
export interface Body11 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation11 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint11 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep11 {
  text: Text30;
  fibs: Blanks11;
}
/**
 * The step, with its blanks.
 */
export interface Text30 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep11 {
  text: Text31;
  yes: RightAnswerIsYes11;
}
/**
 * The yes/no question.
 */
export interface Text31 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The left quantity.
 */
export interface LeftQuantity {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The right quantity.
 */
export interface RightQuantity {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Mark a point on a number line.
 */
export interface NumberLine {
  code: QuestionCode12;
  learnPaths: Topics14;
  primaryConcept: ConceptCode15;
  secondaryConcepts?: SecondaryConcepts12;
  difficulty: Difficulty12;
  idealTimeSeconds: IdealTime12;
  tags?: Tags12;
  body: Body12;
  explanation: Explanation12;
  hints: Hints12;
  solveWithUs?: SolveWithUs12;
  verify?: Check12;
  type: QuestionType12;
  line: Line;
  answer: NumericAnswer1;
}
/**
 * The question; formulas in $…$.
 */
export interface Body12 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Why the answer is right, worked out.
 */
export interface Explanation12 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * One hint.
 */
export interface Hint12 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step whose blanks the student fills.
 */
export interface FillInStep12 {
  text: Text32;
  fibs: Blanks12;
}
/**
 * The step, with its blanks.
 */
export interface Text32 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A step the student answers yes or no.
 */
export interface YesNoStep12 {
  text: Text33;
  yes: RightAnswerIsYes12;
}
/**
 * The yes/no question.
 */
export interface Text33 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The line drawn.
 */
export interface Line {
  min: From;
  max: To;
  step: Step13;
}
/**
 * A number, right within a tolerance.
 */
export interface NumericAnswer1 {
  value: Value4;
  tolerance?: Tolerance1;
}
/**
 * A passage with several questions about it, answered together.
 */
export interface LinkedComprehension {
  code: QuestionCode13;
  learnPaths: Topics15;
  primaryConcept: ConceptCode16;
  secondaryConcepts?: SecondaryConcepts13;
  difficulty: Difficulty13;
  idealTimeSeconds: IdealTime13;
  tags?: Tags13;
  type: QuestionType13;
  passage: Passage;
  parts: Parts;
}
/**
 * The text the parts are about.
 */
export interface Passage {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * Mock and chapter-wise tests of one exam: their sections, questions from the bank, marking schemes, timing, schedule and password.
 */
export interface Tests {
  $schema?: Schema12;
  exam: Exam4;
  tests: Tests1;
}
/**
 * One test paper.
 */
export interface Test {
  code: TestCode;
  type: Type;
  title: Title6;
  instructions: Instructions;
  version: Version;
  durationSeconds: Duration;
  autoSubmitAlertAtSeconds?: AutoSubmitAlert;
  uiStyle?: LookOfTheRunner;
  paperSets?: PaperSets;
  sectionLocking?: SectionLocking;
  password?: Password;
  schedule?: Schedule;
  markingSchemes: MarkingSchemes;
  sections: Sections1;
}
/**
 * The test's name on its tile and in the runner.
 */
export interface Title6 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English.
 */
export interface TextInSeveralLanguages {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}
/**
 * A scheduled test's moments (ISO 8601 with time zone), in order: visible, can start, locked for new attempts, auto-submitted, answer key, solutions.
 */
export interface Schedule {
  visibleToStudentsAt: VisibleFrom;
  studentCanStartAt: OpensAt;
  lockForAttemptAt: LocksAt;
  autoSubmitAt: EndsAt;
  answerKeyPublishAt: AnswerKeyAt;
  solutionPublishAt: SolutionsAt;
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
  correct: Right;
  incorrect: Wrong;
  unattempted: Unanswered;
}
/**
 * A part of the paper with its questions.
 */
export interface Section {
  code: Code;
  name: TextInSeveralLanguages1;
  subject: Subject4;
  markingScheme: MarkingScheme1;
  durationSeconds?: SectionTime;
  maxAttempted?: AnswersThatCount;
  questions: Questions2;
}
/**
 * The same text by language code. English and Hindi are required; any of the other ten supported languages may be added. A reader whose language is missing sees English.
 */
export interface TextInSeveralLanguages1 {
  en: English;
  hi: Hindi;
  kn?: Kannada;
  bn?: Bengali;
  as?: Assamese;
  ta?: Tamil;
  te?: Telugu;
  or?: Odia;
  mr?: Marathi;
  pa?: Punjabi;
  ml?: Malayalam;
  gu?: Gujarati;
}

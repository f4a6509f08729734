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
  | 'infoPage'
  | 'subscriptions'
  | 'notifications'
  | 'feedback'
  | 'helpdesk'
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
 * A hero banner or a shelf, told apart by its type.
 */
export type Block = HeroBanner | Shelf;
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
  | 'infoPage'
  | 'subscriptions'
  | 'notifications'
  | 'feedback'
  | 'helpdesk'
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
export type BlockKey = 'heroBanner' | 'shelf';
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
  subMenu?: SubMenu;
  mainMenu?: MainMenu;
  hideArrow?: HideArrow;
  type: ItemType;
}
/**
 * A screen built from blocks: hero banners and shelves of tiles.
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

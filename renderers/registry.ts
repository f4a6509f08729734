import type { BlockProps, Registry } from '../runtime/registry/Registry.ts';
import type {
  Articles,
  CardList,
  ContactDetails,
  FeedbackForm,
  QuestionsAndAnswers,
  TextSection,
} from '../schemas/types.generated.ts';
import { HeroBannerBlock } from './blocks/HeroBannerBlock.tsx';
import { ShelfBlock } from './blocks/ShelfBlock.tsx';
import { ExceptionPage } from './exceptions/ExceptionPage.tsx';
import { lazyNamed } from './lazyNamed.ts';
import { Loading } from './Loading.tsx';
import { Frame } from './shell/Frame.tsx';
import { UnknownRenderer } from './UnknownRenderer.tsx';

const loadTiles = () => import('./tiles/tiles.tsx');
const PosterTile = lazyNamed(loadTiles, 'PosterTile');
const CoverTile = lazyNamed(loadTiles, 'CoverTile');
const SubjectTile = lazyNamed(loadTiles, 'SubjectTile');
const WideTile = lazyNamed(loadTiles, 'WideTile');
const loadInfoBlocks = () => import('./blocks/info/infoBlocks.ts');
const TextSectionBlock = lazyNamed<BlockProps<TextSection>, 'TextSectionBlock'>(
  loadInfoBlocks,
  'TextSectionBlock',
);
const CardsBlock = lazyNamed<BlockProps<CardList>, 'CardsBlock'>(loadInfoBlocks, 'CardsBlock');
const FaqBlock = lazyNamed<BlockProps<QuestionsAndAnswers>, 'FaqBlock'>(loadInfoBlocks, 'FaqBlock');
const ContactBlock = lazyNamed<BlockProps<ContactDetails>, 'ContactBlock'>(
  loadInfoBlocks,
  'ContactBlock',
);
const FeedbackFormBlock = lazyNamed<BlockProps<FeedbackForm>, 'FeedbackFormBlock'>(
  loadInfoBlocks,
  'FeedbackFormBlock',
);
const ArticlesBlock = lazyNamed<BlockProps<Articles>, 'ArticlesBlock'>(
  loadInfoBlocks,
  'ArticlesBlock',
);
const Landing = lazyNamed(() => import('./screens/LandingScreen.tsx'), 'LandingScreen');
const Search = lazyNamed(() => import('./screens/search/SearchRoute.tsx'), 'SearchRoute');
const Pending = lazyNamed(() => import('./screens/PendingScreen.tsx'), 'PendingScreen');
const Achieve = lazyNamed(() => import('./screens/achieve/AchieveRoute.tsx'), 'AchieveRoute');
const Login = lazyNamed(() => import('./screens/auth/LoginScreen.tsx'), 'LoginScreen');
const Signup = lazyNamed(() => import('./screens/auth/SignupScreen.tsx'), 'SignupScreen');
const ForgotPassword = lazyNamed(
  () => import('./screens/auth/ForgotPasswordScreen.tsx'),
  'ForgotPasswordScreen',
);
const AccountVerify = lazyNamed(
  () => import('./screens/auth/AccountVerifyScreen.tsx'),
  'AccountVerifyScreen',
);
const EditProfile = lazyNamed(
  () => import('./screens/profiles/EditProfileScreen.tsx'),
  'EditProfileScreen',
);
const AccountSettings = lazyNamed(
  () => import('./screens/account/AccountSettingsScreen.tsx'),
  'AccountSettingsScreen',
);
const InviteParent = lazyNamed(
  () => import('./screens/account/InviteParentScreen.tsx'),
  'InviteParentScreen',
);
const OAuthCallback = lazyNamed(
  () => import('./screens/auth/OAuthCallbackScreen.tsx'),
  'OAuthCallbackScreen',
);
const SsoLogin = lazyNamed(() => import('./screens/auth/SsoLoginScreen.tsx'), 'SsoLoginScreen');
const UserHome = lazyNamed(() => import('./screens/userHome/UserHomeScreen.tsx'), 'UserHomeScreen');
const userHomeLists = () => import('./screens/userHome/userHomeLists.ts');
const Bookmarks = lazyNamed(userHomeLists, 'BookmarksScreen');
const Watchlist = lazyNamed(
  () => import('./screens/userHome/WatchlistScreen.tsx'),
  'WatchlistScreen',
);
const TestsTaken = lazyNamed(
  () => import('./screens/userHome/TestsTakenScreen.tsx'),
  'TestsTakenScreen',
);
const RevisionLists = lazyNamed(
  () => import('./screens/userHome/RevisionListsScreen.tsx'),
  'RevisionListsScreen',
);
const subscriptionScreens = () => import('./screens/subscription/subscriptionScreens.ts');
const PlanEnded = lazyNamed(subscriptionScreens, 'PlanEndedScreen');
const Plans = lazyNamed(subscriptionScreens, 'PlansScreen');
const SubscriptionPayment = lazyNamed(subscriptionScreens, 'PaymentScreen');
const SubscriptionPaymentStatus = lazyNamed(subscriptionScreens, 'PaymentStatusScreen');
const SubscriptionUserDetails = lazyNamed(subscriptionScreens, 'UserDetailsScreen');
const SubscriptionUserDetailsVerify = lazyNamed(subscriptionScreens, 'UserDetailsVerifyScreen');
const Subscriptions = lazyNamed(subscriptionScreens, 'SubscriptionsScreen');
const Timeline = lazyNamed(() => import('./screens/userHome/TimelineScreen.tsx'), 'TimelineScreen');
const Assignments = lazyNamed(userHomeLists, 'AssignmentsScreen');
const BrowseProfiles = lazyNamed(
  () => import('./screens/profiles/BrowseProfilesScreen.tsx'),
  'BrowseProfilesScreen',
);
const LearnSummary = lazyNamed(
  () => import('./screens/learn/LearnSummaryScreen.tsx'),
  'LearnSummaryScreen',
);
const TopicSummary = lazyNamed(
  () => import('./screens/learn/TopicSummaryScreen.tsx'),
  'TopicSummaryScreen',
);
const VideoSummary = lazyNamed(
  () => import('./screens/learn/VideoSummaryScreen.tsx'),
  'VideoSummaryScreen',
);
const BookToc = lazyNamed(() => import('./screens/learn/BookTocScreen.tsx'), 'BookTocScreen');
const Practice = lazyNamed(() => import('./screens/practice/PracticeScreen.tsx'), 'PracticeScreen');
const PracticeSessionSummary = lazyNamed(
  () => import('./screens/practice/SessionSummaryScreen.tsx'),
  'SessionSummaryScreen',
);
const PracticeSummary = lazyNamed(
  () => import('./screens/practice/PracticeSummaryScreen.tsx'),
  'PracticeSummaryScreen',
);
const TestSummary = lazyNamed(
  () => import('./screens/mockTests/TestSummaryScreen.tsx'),
  'TestSummaryScreen',
);
const CreateTest = lazyNamed(
  () => import('./screens/mockTests/create/CreateTestScreen.tsx'),
  'CreateTestScreen',
);
const MockTest = lazyNamed(
  () => import('./screens/mockTests/MockTestScreen.tsx'),
  'MockTestScreen',
);
const Notifications = lazyNamed(
  () => import('./screens/notifications/NotificationsScreen.tsx'),
  'NotificationsScreen',
);
// My classrooms, live classes and batches: one loader for the three keys (ClassroomRoute picks
// the screen), since each loader costs every first route's entry.
const Classroom = lazyNamed(
  () => import('./screens/liveClass/ClassroomRoute.tsx'),
  'ClassroomRoute',
);
const TestWebView = lazyNamed(
  () => import('./screens/mockTests/TestWebViewScreen.tsx'),
  'TestWebViewScreen',
);

/**
 * Every registry key with its component. Screens are loaded with their route, so the first page
 * downloads only what it shows. Screens of features still being built show PendingScreen.
 */
export const registry: Registry = {
  screens: {
    landing: Landing,
    login: Login,
    ssoLogin: SsoLogin,
    oauthCallback: OAuthCallback,
    signup: Signup,
    forgotPassword: ForgotPassword,
    accountVerify: AccountVerify,
    resetPassword: ForgotPassword,
    blogSignup: Pending,
    studentOnboarding: Pending,
    search: Search,
    learnSummary: LearnSummary,
    topicSummary: TopicSummary,
    videoSummary: VideoSummary,
    practiceSummary: PracticeSummary,
    testSummary: TestSummary,
    bookToc: BookToc,
    bigBookToc: BookToc,
    liveClassBookToc: BookToc,
    batches: Classroom,
    browseProfiles: BrowseProfiles,
    myClassrooms: Classroom,
    editProfile: EditProfile,
    accountSettings: AccountSettings,
    bookmarks: Bookmarks,
    subscriptions: Subscriptions,
    notifications: Notifications,
    achieve: Achieve,
    createTest: CreateTest,
    mockTest: MockTest,
    practice: Practice,
    practiceSessionSummary: PracticeSessionSummary,
    userHome: UserHome,
    watchlist: Watchlist,
    revisionLists: RevisionLists,
    testsTaken: TestsTaken,
    timeline: Timeline,
    assignments: Assignments,
    inviteParent: InviteParent,
    cheatSheet: Pending,
    testWebView: TestWebView,
    liveClass: Classroom,
    subscription: Plans,
    subscriptionPayment: SubscriptionPayment,
    subscriptionPaymentStatus: SubscriptionPaymentStatus,
    subscriptionUserDetails: SubscriptionUserDetails,
    subscriptionUserDetailsVerify: SubscriptionUserDetailsVerify,
    planEnded: PlanEnded,
  },
  // Info pages' blocks come in one chunk with the first info page (or the landing's sections).
  blocks: {
    heroBanner: HeroBannerBlock,
    shelf: ShelfBlock,
    text: TextSectionBlock,
    cards: CardsBlock,
    faq: FaqBlock,
    contact: ContactBlock,
    feedbackForm: FeedbackFormBlock,
    articles: ArticlesBlock,
  },
  // One chunk of tile layouts, loaded with the first shelf: the landing page needs none.
  tiles: {
    subject: SubjectTile,
    chapter: PosterTile,
    topic: PosterTile,
    video: PosterTile,
    book: CoverTile,
    learn_chapter: PosterTile,
    test: PosterTile,
    create_test: PosterTile,
    fav_book: CoverTile,
    assignments: PosterTile,
    school_test: PosterTile,
    bookmarks: PosterTile,
    big_books: CoverTile,
    progress: WideTile,
    cheatsheet: PosterTile,
    performance: WideTile,
    live_class_book: CoverTile,
    live_class_course: PosterTile,
  },
  Frame,
  ExceptionPage,
  Unknown: UnknownRenderer,
  Loading,
};

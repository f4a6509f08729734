import type { Registry } from '../runtime/registry/Registry.ts';
import { HeroBannerBlock } from './blocks/HeroBannerBlock.tsx';
import { ShelfBlock } from './blocks/ShelfBlock.tsx';
import { ExceptionPage } from './exceptions/ExceptionPage.tsx';
import { lazyNamed } from './lazyNamed.ts';
import { Loading } from './Loading.tsx';
import { Frame } from './shell/Frame.tsx';
import { UnknownRenderer } from './UnknownRenderer.tsx';

const Landing = lazyNamed(() => import('./screens/LandingScreen.tsx'), 'LandingScreen');
const Pending = lazyNamed(() => import('./screens/PendingScreen.tsx'), 'PendingScreen');
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
const BrowseProfiles = lazyNamed(
  () => import('./screens/profiles/BrowseProfilesScreen.tsx'),
  'BrowseProfilesScreen',
);

/**
 * Every registry key with its component. Screens are loaded with their route, so the first page
 * downloads only what it shows. Screens of features still being built show PendingScreen.
 */
export const registry: Registry = {
  screens: {
    landing: Landing,
    login: Login,
    ssoLogin: Pending,
    oauthCallback: Pending,
    signup: Signup,
    forgotPassword: ForgotPassword,
    accountVerify: AccountVerify,
    resetPassword: ForgotPassword,
    blogSignup: Pending,
    studentOnboarding: Pending,
    search: Pending,
    learnSummary: Pending,
    topicSummary: Pending,
    videoSummary: Pending,
    practiceSummary: Pending,
    testSummary: Pending,
    bookToc: Pending,
    bigBookToc: Pending,
    liveClassBookToc: Pending,
    batches: Pending,
    browseProfiles: BrowseProfiles,
    myClassrooms: Pending,
    editProfile: EditProfile,
    accountSettings: AccountSettings,
    bookmarks: Pending,
    infoPage: Pending,
    subscriptions: Pending,
    notifications: Pending,
    feedback: Pending,
    helpdesk: Pending,
    achieve: Pending,
    createTest: Pending,
    mockTest: Pending,
    practice: Pending,
    practiceSessionSummary: Pending,
    userHome: Pending,
    inviteParent: InviteParent,
    cheatSheet: Pending,
    testWebView: Pending,
    liveClass: Pending,
    subscription: Pending,
  },
  blocks: {
    heroBanner: HeroBannerBlock,
    shelf: ShelfBlock,
  },
  Frame,
  ExceptionPage,
  Unknown: UnknownRenderer,
  Loading,
};

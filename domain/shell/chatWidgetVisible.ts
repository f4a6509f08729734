import { matchRoutePath } from '../routing/matchRoutePath.ts';

/**
 * Pages where the chat widget would sit on top of a task that needs the whole screen or a calm
 * read (learning-experience spec §2, "Chat widget visibility"). Each row names the spec's page and
 * the route patterns that serve it; `**` stands for one or more segments.
 */
export const CHAT_HIDDEN_PAGES = [
  { page: 'edit profile', paths: ['/edit-profile/:id'] },
  { page: 'account verify', paths: ['/account-verify'] },
  { page: 'browse profile', paths: ['/browse-profiles'] },
  { page: 'my classrooms', paths: ['/my-classrooms'] },
  { page: 'practice', paths: ['/practice'] },
  { page: 'test taking', paths: ['/mock-test/**/session'] },
  { page: 'practice session summary', paths: ['/practice/session-summary'] },
  { page: 'privacy policy', paths: ['/privacy-policy'] },
  { page: 'notices', paths: ['/notices'] },
  { page: 'terms pages', paths: ['/tos', '/partner-tos'] },
  { page: 'take-down policy', paths: ['/takedown'] },
  { page: 'lens landing page', paths: ['/lens'] },
  { page: 'experiment landing page', paths: ['/experiments'] },
  { page: 'subscription payment', paths: ['/subscription/payment'] },
  { page: 'subscription status', paths: ['/subscription/payment/status', '/subscription/status'] },
  { page: 'subscription user details', paths: ['/subscription/user-details'] },
  { page: 'subscription plan ended', paths: ['/subscription/plan-ended'] },
  { page: 'subscription OTP', paths: ['/subscription/user-details/verify'] },
] as const satisfies readonly { page: string; paths: readonly string[] }[];

export interface ChatWidgetFacts {
  /** The brand's `chatbot` switch. */
  chatbotOn: boolean;
  /** The Android or iOS app's web view, or a web-view-only route: the app has its own help. */
  inWebView: boolean;
  /** A page framed inside another (`iframe=true`): the outer page has the widget already. */
  framed: boolean;
  /** The app path, with or without a query. */
  path: string;
}

/** Whether the chat widget's launcher shows on this page. */
export function chatWidgetVisible(facts: ChatWidgetFacts): boolean {
  if (!facts.chatbotOn || facts.inWebView || facts.framed) return false;
  return !CHAT_HIDDEN_PAGES.some((row) =>
    row.paths.some((pattern) => pathMatches(pattern, facts.path)),
  );
}

const ANY_SEGMENTS = '/**/';

function pathMatches(pattern: string, path: string): boolean {
  const gap = pattern.indexOf(ANY_SEGMENTS);
  if (gap < 0) return matchRoutePath(pattern, path);
  const head = segmentsOf(pattern.slice(0, gap));
  const tail = segmentsOf(pattern.slice(gap + ANY_SEGMENTS.length));
  const given = segmentsOf(path.split(/[?#]/)[0] ?? '');
  return (
    given.length > head.length + tail.length &&
    head.every((s, i) => given[i] === s) &&
    tail.every((s, i) => given[given.length - tail.length + i] === s)
  );
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

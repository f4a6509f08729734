import { LEARN_HOME_PATH } from '../tiles/learnLinks.ts';

/**
 * The pages a campaign link may leave the student on after they keep their profile (shell spec
 * §4: learn home, practice home, test home, user home, search, user bookmarks). Any other page
 * was chosen for the exam they turned down, so they go to learn home instead.
 */
const PAGES_KEPT_AFTER_CANCEL = [
  /^\/learn\/home$/,
  /^\/practice\/home$/,
  /^\/test\/home$/,
  /^\/user-home$/,
  /^\/search(\/[^/]+)?$/,
  /^\/user-home\/bookmarks(\/[^/]+)?$/,
] as const;

/** Where to go after Cancel: undefined to stay on the page. */
export function pathAfterPromptCancel(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES_KEPT_AFTER_CANCEL.some((page) => page.test(path)) ? undefined : LEARN_HOME_PATH;
}

import { landingAfterLogin } from './landingAfterLogin.ts';

/** /blog/{type}/signup: the module home each blog type leads to (shell spec §2). */
export const BLOG_SIGNUP_TARGETS: Readonly<Record<string, string>> = {
  test: '/test/home',
  practice: '/practice/home',
  learn: '/learn/home',
};

/** Any other type goes where a login would land. */
export function blogSignupTarget(type: string, defaultRoute: string | undefined): string {
  return Object.hasOwn(BLOG_SIGNUP_TARGETS, type)
    ? (BLOG_SIGNUP_TARGETS[type] as string)
    : landingAfterLogin(defaultRoute);
}

import type { Locale } from '../rules/locales.ts';

/** The install-the-app banner speaks only these languages (shell spec §4, "Smart banner"). */
export const SMART_BANNER_LOCALES: readonly Locale[] = ['en', 'hi'];

export interface SmartBannerFacts {
  /** The brand's `smartBanner` switch. */
  switchOn: boolean;
  /** The banner the brand configures, if any: its id tells one banner from the next. */
  bannerId: string | undefined;
  locale: Locale;
  /** The id of the banner this browser closed, if any. */
  closedId: string | undefined;
  /** Inside the app's own web view there is nothing to install. */
  inWebView: boolean;
}

/**
 * Shown until closed; the close is remembered per banner, so a brand that configures a new banner
 * (a new id) reaches people who closed the old one.
 */
export function smartBannerVisible(facts: SmartBannerFacts): boolean {
  return (
    facts.switchOn &&
    facts.bannerId !== undefined &&
    !facts.inWebView &&
    SMART_BANNER_LOCALES.includes(facts.locale) &&
    facts.closedId !== facts.bannerId
  );
}

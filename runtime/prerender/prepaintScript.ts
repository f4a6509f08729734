import {
  PRERENDERED_ATTRIBUTE,
  SMART_BANNER_ATTRIBUTE,
} from '../../domain/prerender/prerenderedPage.ts';
import { PERSISTED_KEYS } from '../storage/persistedKeys.ts';

const keys = JSON.stringify({
  token: PERSISTED_KEYS.authToken,
  refresh: PERSISTED_KEYS.refreshToken,
  locale: PERSISTED_KEYS.locale,
  closed: PERSISTED_KEYS.smartBannerClosed,
});

/**
 * Runs inline right after a prerendered page's root, before its first paint (the server allows it
 * by its hash, server/plugins/securityHeaders.ts): what the build could not know is in this
 * browser's storage. A stored session or another stored language empties the root (the app then
 * renders as it always did, so a student never sees the visitor's landing flash by); a banner this
 * browser closed is taken out, as the app would leave it out.
 */
export const PREPAINT_SCRIPT = `(function(){var k=${keys},s=localStorage,r=document.getElementById('root'),m=(r.getAttribute('${PRERENDERED_ATTRIBUTE}')||'').split('/')[1],l=s.getItem(k.locale);if((s.getItem(k.token)&&s.getItem(k.refresh))||(l&&l.split(/[-_]/)[0].toLowerCase()!==m)){r.replaceChildren();return}var b=r.querySelector('[${SMART_BANNER_ATTRIBUTE}]');if(b&&s.getItem(k.closed)===b.getAttribute('${SMART_BANNER_ATTRIBUTE}'))b.remove()})()`;

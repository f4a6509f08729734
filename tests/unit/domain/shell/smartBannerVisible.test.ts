import { describe, expect, it } from 'vitest';
import {
  smartBannerVisible,
  type SmartBannerFacts,
} from '../../../../domain/shell/smartBannerVisible.ts';

const shown: SmartBannerFacts = {
  switchOn: true,
  bannerId: 'app-2025',
  locale: 'en',
  closedId: undefined,
  inWebView: false,
};

describe('smart banner visibility (shell spec §4)', () => {
  it.each([
    ['shown in English', {}, true],
    ['shown in Hindi', { locale: 'hi' }, true],
    ['hidden in Kannada', { locale: 'kn' }, false],
    ['hidden in Tamil', { locale: 'ta' }, false],
    ['hidden with the switch off', { switchOn: false }, false],
    ['hidden with no banner configured', { bannerId: undefined }, false],
    ['hidden once this banner was closed', { closedId: 'app-2025' }, false],
    ['shown again for a new banner', { closedId: 'app-2024' }, true],
    ['hidden in the app’s web view', { inWebView: true }, false],
  ] as const)('%s', (_, change: Partial<SmartBannerFacts>, expected) => {
    expect(smartBannerVisible({ ...shown, ...change })).toBe(expected);
  });
});

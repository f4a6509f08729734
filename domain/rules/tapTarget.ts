/**
 * The smallest side of anything a finger taps, in CSS pixels (WCAG 2.5.5, Apple's and Android's
 * guidance; issue 13: the runner on a phone). The runner hands it to its CSS as --rn-tap-target.
 */
export const MIN_TAP_TARGET_PX = 44;

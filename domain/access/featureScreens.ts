import type { Feature, Screen } from '../../schemas/types.generated.ts';

/** Screens that exist only while their brand feature is on; a switched-off one is not mounted. */
export const FEATURE_SCREENS: Readonly<Partial<Record<Feature, Screen>>> = {
  inviteParent: 'inviteParent',
  editProfile: 'editProfile',
};

export function isScreenSwitchedOff(
  screen: Screen | undefined,
  disabled: readonly Feature[],
): boolean {
  // A page route has no screen: it must not match the features that have none either.
  return screen !== undefined && disabled.some((feature) => FEATURE_SCREENS[feature] === screen);
}

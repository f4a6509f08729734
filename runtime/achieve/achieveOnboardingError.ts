import { atom } from 'jotai';

/** The onboarding calls whose failure the achieve screens remember. */
export type AchieveOnboardingStep = 'home' | 'questionnaire';

/**
 * Learning-experience spec §4, "Achieve": an onboarding failure sets an error flag. It names the
 * step that failed (the achieve home, or the questionnaire, which then shows its default form), and
 * is cleared when that step's call next succeeds.
 */
export const achieveOnboardingErrorAtom = atom<AchieveOnboardingStep | undefined>(undefined);

import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Locale } from '../../domain/rules/locales.ts';
import { localeAtom } from '../i18n/localeAtom.ts';
import { currentProfileAtom } from '../session/authState.ts';

/** Who watches: the child profile (its id is the child id) and the UI language. */
export interface Viewer {
  childId: string | undefined;
  examCode: string | undefined;
  goal: string | undefined;
  /** The profile's preferred video quality (auto when there is no profile). */
  videoQuality: string;
  locale: Locale;
}

export function useViewer(): Viewer {
  const profile = useAtomValue(currentProfileAtom);
  const locale = useAtomValue(localeAtom);
  return useMemo(
    () => ({
      childId: profile?.id,
      examCode: profile?.profile_details.primary_exam ?? undefined,
      goal: profile?.profile_details.primary_goal ?? undefined,
      videoQuality: profile?.profile_details.video_quality ?? 'auto',
      locale,
    }),
    [profile, locale],
  );
}

import { useAtomValue } from 'jotai';
import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readCampaignLink } from '../../domain/profiles/campaignLink.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { currentProfileAtom } from '../../runtime/session/authState.ts';
import { lazyNamed } from '../lazyNamed.ts';

const ExamLocalePrompt = lazyNamed(() => import('./ExamLocalePrompt.tsx'), 'ExamLocalePrompt');

export interface ExamLocalePromptSlotProps {
  onOpenChange: (open: boolean) => void;
}

/**
 * Offers the exam/locale change prompt to a student with a current profile who arrives by a
 * campaign link; the prompt (and the exam list it needs) loads only then. Once answered it stays
 * closed for that link, however often the page re-renders.
 */
export function ExamLocalePromptSlot({ onOpenChange }: ExamLocalePromptSlotProps) {
  const { search } = useLocation();
  const profile = useAtomValue(currentProfileAtom);
  const { languages } = useBrand().docs.navigation;
  const [answered, setAnswered] = useState<string>();
  const link = useMemo(
    () => readCampaignLink(new URLSearchParams(search), languages),
    [search, languages],
  );
  if (!link || !profile || answered === search) return null;
  return (
    <Suspense>
      <ExamLocalePrompt
        link={link}
        profile={profile}
        onOpenChange={onOpenChange}
        onDone={() => setAnswered(search)}
      />
    </Suspense>
  );
}

import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CampaignLink } from '../../domain/profiles/campaignLink.ts';
import {
  decideExamLocalePrompt,
  type ExamLocalePrompt as Prompt,
} from '../../domain/profiles/examLocalePrompt.ts';
import { pathAfterPromptCancel } from '../../domain/profiles/pathAfterPromptCancel.ts';
import { LOCALE_NAMES } from '../../domain/rules/locales.ts';
import { useExamList } from '../../runtime/api/useExamList.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import type { Connected } from '../../runtime/session/authState.ts';
import { ExamLocaleDialog } from './ExamLocaleDialog.tsx';

export interface ExamLocalePromptProps {
  link: CampaignLink;
  profile: Connected['profiles'][number];
  /** Tells the frame to hide the page while the prompt is open. */
  onOpenChange: (open: boolean) => void;
  /** The student answered: the prompt stays closed for this link. */
  onDone: () => void;
}

/**
 * The exam/locale change prompt (shell spec §4): shown when a campaign link's exam or language
 * differs from the current profile's. Cancel leaves the profile as it is (and leaves a page chosen
 * for the other exam for learn home); Change saves the link's goal, exam and language to the
 * profile, reports it and reloads in them.
 */
export function ExamLocalePrompt({ link, profile, onOpenChange, onDone }: ExamLocalePromptProps) {
  useCatalogParts('account');
  const setLocale = useSetAtom(localeAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Exam names in the interface's language: the profile's, since it wins on load.
  const { exams, error } = useExamList(profile.profile_details.locale);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const prompt = useMemo<Prompt>(
    () =>
      exams ? decideExamLocalePrompt(link, profile.profile_details, exams) : { variant: 'none' },
    [exams, link, profile],
  );
  const open = prompt.variant !== 'none';

  useEffect(() => {
    if (error) console.error('no exam list; the campaign link’s exam cannot be offered', error);
  }, [error]);
  // Before paint, so the page is never shown under the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    onOpenChange(true);
    return () => onOpenChange(false);
  }, [open, onOpenChange]);

  const cancel = useCallback(() => {
    const target = pathAfterPromptCancel(pathname);
    if (target) void navigate(target);
    onDone();
  }, [pathname, navigate, onDone]);

  if (prompt.variant === 'none') return null;
  const change = () => {
    setBusy(true);
    setFailed(false);
    import('../../runtime/session/changeProfileExamLocale.ts')
      .then(({ changeProfileExamLocale }) => changeProfileExamLocale(profile.token, prompt))
      .then(() => {
        onDone();
        setLocale(prompt.locale);
        location.reload();
      })
      .catch((e: unknown) => {
        console.error('could not move the profile to the link’s exam and language', e);
        setFailed(true);
        setBusy(false);
      });
  };
  const examName = exams?.find((entry) => entry.code === prompt.exam)?.name ?? prompt.exam;
  return (
    <ExamLocaleDialog
      variant={prompt.variant}
      examName={examName}
      languageName={LOCALE_NAMES[prompt.locale].native}
      busy={busy}
      failed={failed}
      onCancel={cancel}
      onChange={change}
    />
  );
}

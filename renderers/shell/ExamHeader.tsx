import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { findExamEntry, headerMenuKind } from '../../domain/navigation/headerMenu.ts';
import { useExamList } from '../../runtime/api/useExamList.ts';
import { usePublicMenu } from '../../runtime/brand/usePublicMenu.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { MenuLink } from './MenuLink.tsx';

/**
 * The optional exam-specific header (shell spec §2) of a page that belongs to an exam: the exam's
 * name under its goal, in the reader's language, and — where the full navigation shows, so in
 * English — the exam's own pages from the public menu's entry about it (its `examCode`). An exam
 * code the exam list does not know shows nothing.
 */
export function ExamHeader({ examCode }: { examCode: string }) {
  const intl = useIntl();
  const { exams } = useExamList(useAtomValue(localeAtom));
  const publicMenu = usePublicMenu(headerMenuKind(false, intl.locale) === 'public');
  const exam = exams?.find((entry) => entry.code === examCode);
  if (!exam) return null;
  const pages = findExamEntry(publicMenu ?? [], examCode)?.subMenu ?? [];
  const title = (
    <p className="exam-header__title">
      <span className="exam-header__goal">{exam.parent_display_name}</span>{' '}
      <span className="exam-header__name">{exam.name}</span>
    </p>
  );
  if (pages.length === 0) return <div className="exam-header">{title}</div>;
  return (
    <nav
      className="exam-header"
      aria-label={intl.formatMessage({ id: 'shell.examHeader.label' }, { exam: exam.name })}
    >
      {title}
      <ul className="exam-header__pages">
        {pages.map((page) => (
          <li key={page.id}>
            <MenuLink item={page} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

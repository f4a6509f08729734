import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { examOfPage } from '../../domain/navigation/examOfPage.ts';
import { lazyNamed } from '../lazyNamed.ts';

const ExamHeader = lazyNamed(() => import('./ExamHeader.tsx'), 'ExamHeader');

/**
 * Where the exam-specific header goes. Only a page whose address names an exam loads it (and
 * the exam list it reads), so every other page pays nothing for it.
 */
export function ExamHeaderSlot() {
  const examCode = examOfPage(new URLSearchParams(useLocation().search));
  if (!examCode) return null;
  return (
    <Suspense fallback={null}>
      <ExamHeader examCode={examCode} />
    </Suspense>
  );
}

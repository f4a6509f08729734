import { lazyNamed } from '../../lazyNamed.ts';
import type { AnswerFeedbackProps } from './AnswerFeedback.tsx';
import type { LearnInterventionProps } from './LearnIntervention.tsx';
import type { SolveWithUsProps } from './SolveWithUs.tsx';

/** The chunk of practiceLater.ts; import() keeps one copy, however often it is asked for. */
export const loadLaterParts = () => import('./practiceLater.ts');

/** Fetches the later parts ahead of need, once the first question is on screen. */
export function prefetchLaterParts() {
  loadLaterParts().catch((error: unknown) =>
    console.warn('practice: the answer check and its neighbours could not be fetched yet', error),
  );
}

export const AnswerFeedback = lazyNamed<AnswerFeedbackProps, 'AnswerFeedback'>(
  loadLaterParts,
  'AnswerFeedback',
);
export const LearnIntervention = lazyNamed<LearnInterventionProps, 'LearnIntervention'>(
  loadLaterParts,
  'LearnIntervention',
);
export const PracticeDone = lazyNamed<{ sessionId: string }, 'PracticeDone'>(
  loadLaterParts,
  'PracticeDone',
);
export const SolveWithUs = lazyNamed<SolveWithUsProps, 'SolveWithUs'>(
  loadLaterParts,
  'SolveWithUs',
);

/**
 * What a practice session shows only after its first question is on screen (the answer check,
 * solve-with-us, the learn intervention, the end of the questions): one chunk, fetched once the
 * first question shows (laterParts.ts), so it is not on the route's critical path.
 */
export { AnswerFeedback } from './AnswerFeedback.tsx';
export { LearnIntervention } from './LearnIntervention.tsx';
export { PracticeDone } from './PracticeDone.tsx';
export { SolveWithUs } from './SolveWithUs.tsx';
